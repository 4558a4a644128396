/**
 * `npm pack` of both packages, installed in a fresh project outside this repository exactly as a broker
 * would (`npm install` of the two tarballs, pixi.js and React from the registry), then used there:
 * a frame decoded in Node, a TypeScript file checked against the installed declarations with this
 * repository's tsc, and both boards (createBoard and the React component) rendered in Chromium from a
 * bundle of the fresh project (esbuild from this repository, resolving only the fresh project's
 * node_modules). Then the same bundle with React 18 instead of 19.
 *
 * Needs the npm registry (or npm's cache: --prefer-offline); takes a minute or two.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LaunchedChromium, launchChromium } from "../browser/chromium";
import { type StaticServer, startStaticServer } from "../browser/static-server";
import {
  BROWSER_ENTRY,
  BROWSER_PAGE,
  NODE_CHECK,
  PACKAGE_JSON,
  TSCONFIG,
  TYPED_MISUSE,
  TYPED_USAGE,
} from "./fresh-project";
import { ensurePackagesBuilt, PACKAGES, packageDir, REPO_ROOT } from "./package-dists";
import { rowPoint } from "./page-probes";

const NPM_FLAGS = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];
const TSC = join(REPO_ROOT, "node_modules", ".bin", "tsc");

function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", timeout: 600_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Runs tsc over `files`; returns its exit status and output (tsc reports type errors on stdout). */
function typecheck(cwd: string, files: readonly string[]): { status: number | null; output: string } {
  const config = JSON.parse(TSCONFIG) as { files: string[] };
  config.files = [...files];
  writeFileSync(join(cwd, "tsconfig.json"), JSON.stringify(config));
  const started = performance.now();
  const result = spawnSync(TSC, ["-p", "tsconfig.json"], { cwd, encoding: "utf8" });
  console.log(`tsc in the fresh project: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("npm pack --dry-run: what each tarball holds", () => {
  beforeAll(async () => {
    await ensurePackagesBuilt();
  }, 600_000);

  it.each(PACKAGES)(
    "%s ships its README, LICENSE, CHANGELOG and dist, a repository and one source map comment per file",
    (name) => {
      const listing = JSON.parse(
        run("npm", ["pack", "--dry-run", "--json", ...NPM_FLAGS], packageDir(name)),
      ) as {
        files: { path: string }[];
      }[];
      const files = listing[0].files.map((file) => file.path);
      for (const required of [
        "README.md",
        "LICENSE",
        "CHANGELOG.md",
        "package.json",
        "dist/index.js",
        "dist/index.d.ts",
      ])
        expect(files).toContain(required);
      const manifest = JSON.parse(readFileSync(join(packageDir(name), "package.json"), "utf8")) as {
        license: string;
        repository?: { url?: string };
      };
      expect(manifest.license).toBe("MIT");
      expect(manifest.repository?.url).toMatch(/^git\+https:\/\//);
      expect(readFileSync(join(packageDir(name), "LICENSE"), "utf8")).toMatch(/^MIT License/);
      for (const file of files.filter((path) => path.endsWith(".js"))) {
        const text = readFileSync(join(packageDir(name), file), "utf8");
        expect({ file, comments: text.match(/\/\/# sourceMappingURL=/g)?.length ?? 0 }).toEqual({
          file,
          comments: 1,
        });
      }
    },
  );
});

describe("npm pack: both packages installed from their tarballs in a project outside the repository", () => {
  let work = "";
  let project = "";
  let tarballs: string[] = [];
  let chromium: LaunchedChromium;

  beforeAll(async () => {
    await ensurePackagesBuilt();
    work = realpathSync(mkdtempSync(join(tmpdir(), "vnboard-pack-")));
    expect(work.startsWith(REPO_ROOT)).toBe(false);
    for (const name of PACKAGES)
      run("npm", ["pack", "--pack-destination", work, ...NPM_FLAGS], packageDir(name));
    tarballs = readdirSync(work)
      .filter((file) => file.endsWith(".tgz"))
      .map((file) => join(work, file));
    project = join(work, "broker-portal");
    run("mkdir", ["-p", project], work);
    writeFileSync(join(project, "package.json"), PACKAGE_JSON);
    run(
      "npm",
      [
        "install",
        ...tarballs,
        "pixi.js@^8.22.0",
        "react@^19",
        "react-dom@^19",
        "@types/react@^19",
        ...NPM_FLAGS,
      ],
      project,
    );
    chromium = await launchChromium();
  }, 600_000);

  /** What a tarball holds besides dist/: the manifest and what npm shows and a user reads first. */
  const PACKAGE_DOCS = [
    "package/package.json",
    "package/README.md",
    "package/LICENSE",
    "package/CHANGELOG.md",
  ];

  afterAll(async () => {
    await chromium?.close();
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  it("packs only dist/, the manifest, README, LICENSE and CHANGELOG, with ESM, declarations and an exports map", () => {
    expect(tarballs.map((path) => path.slice(work.length + 1)).sort()).toEqual([
      "vnboard-board-canvas-0.1.0.tgz",
      "vnboard-feed-0.1.0.tgz",
    ]);
    for (const tarball of tarballs) {
      const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).trim().split("\n");
      expect(
        files.filter((file) => !file.startsWith("package/dist/") && !PACKAGE_DOCS.includes(file)),
      ).toEqual([]);
      for (const doc of PACKAGE_DOCS) expect(files).toContain(doc);
      expect(files).toContain("package/dist/index.js");
      expect(files).toContain("package/dist/index.d.ts");
    }
    const board = JSON.parse(
      readFileSync(join(project, "node_modules", "@vnboard", "board-canvas", "package.json"), "utf8"),
    );
    expect(Object.keys(board.exports)).toEqual([".", "./react", "./package.json"]);
    expect(board.sideEffects).toBe(false);
    expect(Object.keys(board.peerDependencies).sort()).toEqual(["pixi.js", "react"]);
    // Peers are installed once, by the host: no copy of pixi.js or React under the package.
    const nested = join(project, "node_modules", "@vnboard", "board-canvas", "node_modules");
    const nestedNames = (() => {
      try {
        return readdirSync(nested);
      } catch {
        return [];
      }
    })();
    expect(nestedNames.filter((name) => ["pixi.js", "react", "react-dom"].includes(name))).toEqual([]);
  });

  it("gives a host the feed, the stores and the rules at the root; the codec and the app's REST client behind subpaths", async () => {
    const feed = join(project, "node_modules", "@vnboard", "feed");
    const manifest = JSON.parse(readFileSync(join(feed, "package.json"), "utf8"));
    expect(Object.keys(manifest.exports)).toEqual([".", "./protocol", "./rest", "./package.json"]);
    const names = async (entry: string) =>
      Object.keys(await import(pathToFileURL(join(feed, manifest.exports[entry].import)).href));
    const root = await names(".");
    for (const hostName of ["FeedClient", "MarketData", "SYMBOL_SCHEMA", "priceColor", "workerSocketFactory"])
      expect(root).toContain(hostName);
    // What the full app's forms and a provider's encoder need is not what a host embedding a board sees.
    for (const appName of [
      "obfuscatePassword",
      "validateEmail",
      "createRestClient",
      "encodeFrame",
      "EnvelopeDecoder",
    ])
      expect(root).not.toContain(appName);
    expect(await names("./rest")).toEqual(
      expect.arrayContaining(["createRestClient", "obfuscatePassword", "validateEmail"]),
    );
    expect(await names("./protocol")).toEqual(
      expect.arrayContaining(["encodeFrame", "encodeRecords", "EnvelopeDecoder"]),
    );
  });

  it("decodes a provider's frame in Node with the installed feed package", () => {
    writeFileSync(join(project, "check-feed.mjs"), NODE_CHECK);
    const out = JSON.parse(run("node", ["check-feed.mjs"], project));
    expect(out).toEqual({
      accepted: true,
      rejected: false,
      codes: ["ACB", "FPT"],
      fptMatch: 22050,
      badFrames: 1,
    });
  });

  it("typechecks a broker's TypeScript against the installed declarations, and rejects misuse", () => {
    writeFileSync(join(project, "typed-usage.ts"), TYPED_USAGE);
    writeFileSync(join(project, "typed-misuse.ts"), TYPED_MISUSE);
    // One run over both files (checking pixi.js's declarations too takes a while): the usage file
    // must be clean, the misuse file must fail on both of its mistakes.
    const result = typecheck(project, ["typed-usage.ts", "typed-misuse.ts"]);
    const lines = result.output.split("\n").filter((line) => /^\S.*\(\d+,\d+\): error/.test(line));
    expect(lines.filter((line) => !line.startsWith("typed-misuse.ts("))).toEqual([]);
    expect(result.status).not.toBe(0);
    expect(lines.some((line) => line.startsWith("typed-misuse.ts(6,"))).toBe(true);
    expect(lines.some((line) => line.startsWith("typed-misuse.ts(8,"))).toBe(true);
  }, 300_000);

  async function renderInChromium(): Promise<{ reactVersion: string; clicks: string[] }> {
    const www = join(project, "www");
    await build({
      entryPoints: [join(project, "entry.js")],
      outfile: join(www, "bundle.js"),
      absWorkingDir: project,
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "error",
    });
    writeFileSync(join(www, "index.html"), BROWSER_PAGE);
    const server: StaticServer = await startStaticServer(www);
    try {
      const { page, errors } = await chromium.newPage({ viewport: { width: 800, height: 500 } });
      await page.goto(server.url);
      await page.waitForFunction(() => {
        const state = (
          window as unknown as { __fresh?: { ready: boolean; reactReady: boolean; error: string } }
        ).__fresh;
        return state !== undefined && ((state.ready && state.reactReady) || state.error !== "");
      });
      const state = await page.evaluate(
        () => (window as unknown as { __fresh: { error: string; reactVersion: string } }).__fresh,
      );
      expect(state.error).toBe("");
      const boards = page.locator('[data-vnboard="board"]');
      expect(await boards.count()).toBe(2);
      const codes = (board: number) =>
        boards.nth(board).locator('[role="rowgroup"] [role="row"] > :first-child').allTextContents();
      await expect.poll(() => codes(0)).toEqual(["ACB", "FPT"]);
      await expect.poll(() => codes(1)).toEqual(["FPT", "ACB"]);
      for (const board of [0, 1]) {
        const point = await rowPoint(boards.nth(board), 1);
        await page.mouse.click(point.x, point.y);
      }
      const clicks = await page.evaluate(
        () => (window as unknown as { __fresh: { clicks: string[] } }).__fresh.clicks,
      );
      expect(errors).toEqual([]);
      console.log(
        `fresh project: both boards rendered with React ${state.reactVersion}; clicks ${clicks.join(", ")}`,
      );
      await page.close();
      return { reactVersion: state.reactVersion, clicks };
    } finally {
      await server.close();
    }
  }

  it("renders both boards in Chromium from the installed packages with React 19", async () => {
    writeFileSync(join(project, "entry.js"), BROWSER_ENTRY);
    const result = await renderInChromium();
    expect(result.reactVersion).toMatch(/^19\./);
    expect(result.clicks).toEqual(["FPT", "react:ACB"]);
  }, 180_000);

  it("renders the React component with React 18 too", async () => {
    run("npm", ["install", "react@^18", "react-dom@^18", ...NPM_FLAGS], project);
    const result = await renderInChromium();
    expect(result.reactVersion).toMatch(/^18\./);
    expect(result.clicks).toEqual(["FPT", "react:ACB"]);
  }, 300_000);
});
