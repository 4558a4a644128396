import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const CONFIG = fileURLToPath(new URL("../vite.config.ts", import.meta.url));

export interface PageBuild {
  dir: string;
  buildMs: number;
  remove(): void;
}

/**
 * Builds the peers page into a private temp dir. Unminified, as the board lab's benchmark build, so a
 * CPU profile names functions; every grid gets the same treatment.
 */
export async function buildPeersPage(): Promise<PageBuild> {
  const dir = mkdtempSync(join(tmpdir(), "vnboard-peers-"));
  const remove = (): void => rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  try {
    await build({
      configFile: CONFIG,
      mode: "production",
      logLevel: "error",
      build: { outDir: dir, emptyOutDir: true, minify: false, sourcemap: false, reportCompressedSize: false },
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, buildMs: Math.round(performance.now() - started), remove };
}
