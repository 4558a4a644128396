/**
 * Server-side rendering and Node scripts: the built entries of both packages import on plain Node (no
 * `window`, `document` or `navigator`) and their presets, labels and the feed's store work there; only
 * `createBoard` needs a browser.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePackagesBuilt, packageDir } from "./package-dists";

const entry = (pkg: "feed" | "board-canvas", file: string) =>
  pathToFileURL(join(packageDir(pkg), "dist", file)).href;

/** Runs an ES module script in a fresh Node process; returns its stdout, or throws with its stderr. */
function runNode(script: string): string {
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`node exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

describe("the packages on Node (SSR-safe entries)", () => {
  beforeAll(async () => {
    await ensurePackagesBuilt();
  }, 600_000);

  it("imports both entries and the React entry without browser globals, and uses presets and the feed store", () => {
    const out = runNode(`
      const feed = await import(${JSON.stringify(entry("feed", "index.js"))});
      const board = await import(${JSON.stringify(entry("board-canvas", "index.js"))});
      const react = await import(${JSON.stringify(entry("board-canvas", "react.js"))});
      const market = new feed.MarketData();
      console.log(JSON.stringify({
        globals: ["window", "document"].filter((name) => name in globalThis),
        columns: board.DETAIL_COLUMNS.length,
        header: board.headerText(board.DETAIL_COLUMNS[1].header, "vi"),
        createBoard: typeof board.createBoard,
        boardView: typeof react.BoardView,
        rows: market.symbols.rowCount,
      }));
    `);
    const report = JSON.parse(out.trim().split("\n").pop()!);
    expect(report).toEqual({
      globals: [],
      columns: expect.any(Number),
      header: "Mã CK",
      createBoard: "function",
      boardView: "function",
      rows: 0,
    });
    expect(report.columns).toBeGreaterThan(20);
  });

  it("refuses createBoard on Node with an error, not a crash at import", async () => {
    const out = runNode(`
      const board = await import(${JSON.stringify(entry("board-canvas", "index.js"))});
      try {
        await board.createBoard({}, { store: null, codes: [], columns: [] });
        console.log("mounted");
      } catch (error) {
        console.log("refused:" + (error instanceof Error));
      }
    `);
    expect(out.trim()).toBe("refused:true");
  });
});
