/**
 * The two publishable packages as the embedding tests use them: their built `dist/`, never their sources.
 *
 * `npm test` builds every workspace before vitest runs. When a dist is missing or older than its
 * sources (a test run straight after an edit), the first test file of the run to need it rebuilds both
 * packages with their own `npm run build` (tsup) under a lock directory; the others wait for it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sleep } from "../../packages/feed/src/testing/poll";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const PACKAGES = ["feed", "board-canvas"] as const;
export type PackageName = (typeof PACKAGES)[number];

export function packageDir(name: PackageName): string {
  return join(REPO_ROOT, "packages", name);
}

/** Newest modification time of the files under `dir` (recursively), in ms; 0 when it is missing. */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function oldestDistFile(name: PackageName): number {
  const dist = join(packageDir(name), "dist");
  if (!existsSync(join(dist, "index.js")) || !existsSync(join(dist, "index.d.ts"))) return 0;
  let oldest = Number.POSITIVE_INFINITY;
  for (const file of readdirSync(dist)) oldest = Math.min(oldest, statSync(join(dist, file)).mtimeMs);
  return oldest;
}

function stale(name: PackageName): boolean {
  const dir = packageDir(name);
  const sources = Math.max(
    newestMtime(join(dir, "src")),
    statSync(join(dir, "package.json")).mtimeMs,
    statSync(join(dir, "tsup.config.ts")).mtimeMs,
  );
  return oldestDistFile(name) < sources;
}

/** Makes sure both packages' dist/ are built from their current sources; rebuilds when not. */
export async function ensurePackagesBuilt(): Promise<void> {
  const lock = join(REPO_ROOT, "node_modules", ".cache", "vnboard-embedding-build.lock");
  mkdirSync(join(lock, ".."), { recursive: true });
  for (;;) {
    if (!PACKAGES.some(stale)) return;
    try {
      mkdirSync(lock);
    } catch {
      await sleep(500); // another process holds the lock and builds: try again after a pause
      continue;
    }
    try {
      // feed first: board-canvas's declarations import its types.
      for (const name of PACKAGES) {
        if (!stale(name)) continue;
        const result = spawnSync("npm", ["run", "build"], { cwd: packageDir(name), encoding: "utf8" });
        if (result.status !== 0) {
          throw new Error(`npm run build in packages/${name} failed:\n${result.stdout}\n${result.stderr}`);
        }
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
