/**
 * Byte budget of the app's board route (issue 21): the JS and CSS (gzip -9) that /banggia/vn30 loads
 * before its first painted rows, i.e. the page's entry with its static imports and the board engine,
 * must stay within the target of 200 KB; and none of it is pixi.js (the worker surface draws
 * the app's boards; pixi loads only where a board falls back to it). The app is built here, into a
 * temporary directory, with its own Vite config. A budget on bytes, not a timed assertion. When a
 * change must grow the board route, make something else load on first use instead (docs/board-engine.md,
 * "Bytes"); `node --import tsx benchmarks/route-bytes.bench.ts` prints the files.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOARD_ROUTE_TARGET_BYTES,
  kb,
  ROUTES,
  type RouteBytes,
  readManifest,
  routeBytes,
} from "../../benchmarks/support/app/route-bytes";
import { COMPILE_HINT, HINTED_CHUNKS } from "../../packages/app/compile-hints-plugin";

const APP_DIR = fileURLToPath(new URL("../../packages/app", import.meta.url));
const outDir = join(tmpdir(), `vnboard-route-bytes-${process.pid}`);
let board: RouteBytes;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  // A production build (React's and the app's production code) even though vitest sets NODE_ENV=test.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: join(APP_DIR, "vite.config.ts"),
      root: APP_DIR,
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  board = routeBytes(outDir, readManifest(outDir), ROUTES[0]);
}, 300_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("board route bytes", () => {
  it(`/banggia/vn30 loads at most ${kb(BOARD_ROUTE_TARGET_BYTES)} of JS and CSS (gzip) before its first rows`, () => {
    console.log(
      `board route: ${kb(board.gzip)} gzip in ${board.files.length} files (budget ${kb(BOARD_ROUTE_TARGET_BYTES)}):\n` +
        board.files.map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.file}`).join("\n"),
    );
    expect(board.gzip).toBeLessThanOrEqual(BOARD_ROUTE_TARGET_BYTES);
  });

  it("none of those files carries pixi.js (it loads only for a board drawn with pixi)", () => {
    const withPixi = board.files
      .filter((f) => f.file.endsWith(".js") && existsSync(join(outDir, `${f.file}.map`)))
      .filter((f) => {
        const map = JSON.parse(readFileSync(join(outDir, `${f.file}.map`), "utf8")) as { sources: string[] };
        return map.sources.some((source) => source.includes("node_modules/pixi.js/"));
      })
      .map((f) => f.file);
    expect(withPixi).toEqual([]);
  });

  it("the feed's and the engine's chunks open with V8's compile hint, their source maps a line down with them", () => {
    const scripts = board.files.map((f) => f.file).filter((file) => file.endsWith(".js"));
    const chunkName = (file: string) => /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
    const hinted = scripts.filter((file) =>
      readFileSync(join(outDir, file), "utf8").startsWith(`${COMPILE_HINT}\n`),
    );
    expect(hinted.map(chunkName).sort()).toEqual([...HINTED_CHUNKS].sort());
    for (const file of hinted) {
      const lines = readFileSync(join(outDir, file), "utf8").split("\n").length;
      const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), "utf8")) as { mappings: string };
      // One group of mappings per line but the last (the sourceMappingURL comment), the hint's empty.
      expect(map.mappings.split(";").length, file).toBe(lines - 1);
      expect(map.mappings.startsWith(";"), file).toBe(true);
    }
  });
});
