/**
 * Size budget of the two publishable packages: the gzip size of the JavaScript each ships in dist/
 * (what a page without a bundler downloads), printed with the minified size a broker's bundler would
 * make of it, and checked against a budget. The budgets are the sizes measured when they were set plus
 * ~15% headroom (docs/embedding.md, "Size"); raise one only with a reason in the commit message.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePackagesBuilt, type PackageName, packageDir, REPO_ROOT } from "./package-dists";

/**
 * Gzip bytes of all dist/*.js of a package. Measured 2026-11-21: feed 32,376; board-canvas 22,825.
 * 2026-11-22: board-canvas 32,460 after boards over any store, the special boards' column sets, the
 * expandable row and the scroll shift (budget 26,500 -> 37,500).
 * 2026-11-22: feed 38,119 with the feed worker (feed-worker/: decode off the page's thread, ~3 KB).
 * 2026-11-24: board-canvas ~38,400 with built-in header labels in vi/en/zh/kr (~2.2 KB: CJK and Hangul
 * text barely compresses), applyOptions, fit/flex/scale and cell events (budget 37,500 -> 42,000).
 * 2026-11-24: board-canvas 42,600 after createBoard's split into scheduler, painter, views, panel,
 * overlay and reader rows (~800 B of class and module boundaries; budget 42,000 -> 43,500).
 * 2026-11-26: feed ~44,400 with the saved layouts' REST calls (and PUT in the transport), the English
 * names call and the one ranked, diacritic-insensitive symbol matcher (issue 20), all but the matcher
 * under /rest, which a host that only draws a board does not load (budget 44,000 -> 45,500).
 * 2026-11-26: feed 45,613 with the feed latency (sequence-mark timing), the data-staleness rule, the
 * exchanges' silence from the stores' per-row receive time, and the alerts' REST calls (issue 20; ~1.2 KB;
 * budget 45,500 -> 47,000).
 * 2026-11-26: feed 47,742 with the shared socket (shared-socket/: one WebSocket for the windows of an
 * origin, Web Locks leader and BroadcastChannel relay, issue 20; ~3.3 KB; budget 45,500 -> 49,000).
 * 2026-11-26: feed 48.3 KB (~49,450 B) with both of the above and the replay's setUrl and recordings call
 * (budget -> 50,500).
 * 2026-11-26: board-canvas 45,123 (issue 21): the board's own texture model (texture/board-texture.ts)
 * and pixi's surface in its own chunk loaded only for a pixi board (load-pixi-surface.ts; ~3 KB, split
 * from the engine chunk, so the worker-surface path loads no pixi), the first-rows mark and
 * preloadBoard; the mini chart no longer imports d3 (external, not counted here) (43,500 -> 46,500).
 * 2026-11-26: feed after the first-paint changes (frame inbox, socket-open mark): budget 51,500.
 * 2026-11-27: feed 54,999 B (issue 21): the binary encoding `vnboard.bin.1` (its reader, encoder and
 * string table under protocol/, ~3.5 KB; FeedClient offers it by default, so a host on its own socket
 * decodes without base64, inflate or text parsing), the snapshot's `first` rows and the
 * snapshot-only slicing (51,500 -> 56,000).
 * 2026-11-27: feed 56,036 B: the shared socket carries the binary encoding (the hub keeps a binary
 * connection's STRINGS frames for windows that attach later, StringsLog; ~0.4 KB) (56,000 -> 57,000).
 * 2026-11-27: board-canvas 47,291 B (issue 21, first paint): the glyph atlas kept as a recipe of draw
 * steps and the worker's replay of it (texture-recipe.ts; the page no longer rasterises the atlas nor
 * reads it back, 47 ms at DPR 1 and 148 ms at DPR 2 per new glyph; ~0.8 KB) and Board.scrollTop taking
 * a pending scroll (46,500 -> 48,500); 47,936 B with the mini charts' partial copies.
 * 2026-11-27 (sixth session): board-canvas 48,919 B: at most three frames out to the drawing worker,
 * skipped paints drawn once it catches up, and each frame's draw time stamped in its buffer (at 10,000
 * rows and DPR 2 the screen had fallen seconds behind the page) (48,500 -> 49,500); 49,419 B with no
 * stripe under an opaque flash and swatches sent to the worker as fills (50,000).
 * 2026-11-28: feed 57,098 B: the schemas' field index made in one step (a V8 dictionary before, read per
 * applied field) and the shared socket telling a following window its role when the leader answers (the
 * app's first render had waited 50 ms for it) (57,000 -> 58,000).
 * 2026-11-28 (tenth session): board-canvas 51,112 B: a cell's text as one command drawn with one fillText
 * by the worker (the text command, its styles, the worker's text path, `workerText`; ~1.4 KB with their
 * comments), which cuts the drawing worker's cost per cell to about a quarter (50,000 -> 51,500).
 * 2026-11-28 (thirteenth session): board-canvas 52,838 B: the page's own Canvas2D surface
 * (page-canvas-surface.ts) and the drawing loop it shares with the worker as a module (canvas-replay.ts,
 * bundled into the worker's script too), ~1.7 KB in the engine chunk: where a worker cannot run the board
 * draws with it instead of loading pixi (~120 KB gzip more for the app's route) (51,500 -> 53,000). In a
 * chunk of its own, loaded on first use, the dist measured 54.4 KB: the split's small shared chunks.
 * The same session: ~53,050 B with a failed mount removing its DOM and `<BoardView>` reporting it through
 * `onError` ("renderer") instead of an unhandled rejection (53,000 -> 53,500).
 * 2026-11-28 (fourteenth session): ~53,860 B: a board whose drawing worker dies goes on on the page's own
 * canvas by itself (worker-with-page-fallback.ts; the host no longer has to make it again) (53,500 -> 54,000).
 * The same session: ~54,070 B with a change cell blank while its price has none (`blankWithout`: before the
 * first match, an odd-lot change without an odd-lot match) (54,000 -> 54,500).
 * 2026-11-29 (sixteenth session): 54,974 B (54,124 before): a live re-sort's screen-reader rows at their
 * tick rate, written a few rows an animation frame (Invalidate.REORDER, sliced-refresh.ts, the rows' write
 * split from their render; ~850 B), which took a sorted board's main thread from ~11.5% to ~9.2% busy
 * (benchmarks/sorted-board.bench.ts) (54,500 -> 55,500).
 * 2026-11-29 (eighteenth session): feed 58,294 B (~57,600 before): FeedClient tells its host's `log` why it
 * is not live (URL and close code of a failed attempt, the first and every tenth) and retries a failed
 * binary handshake at once without the offer (a restart seen mid-attempt had left it on the spec's
 * envelope), and the search orders code substrings by match position (spec 2.4) (58,000 -> 59,000).
 * board-canvas 55,537 B: `differenceFrom` (a call auction's projected change), `cellValue` (a cell's value
 * unformatted, blank where the board is; the app's CSV export), createBoard naming a missing host and
 * BoardView saying a failed creation in the console without an onError (55,500 -> 56,500).
 * 2026-11-29 (nineteenth session): board-canvas 56,524 B: the engine's header labels are the app's one
 * table now (`HEADER_LABELS`, with an auction's projected columns in four languages, which a host's board
 * lacked), and unknown codes are checked at the mount and on new codes (56,500 -> 57,000; the app's board
 * route lost 1 KB, its own copy of the labels).
 * 2026-12-02: board-canvas ~57,850 B: the device pixel ratio followed through a browser zoom or a move to
 * another screen (BoardEngine.setResolution, the ratio's media query, device-pixel-ratio.ts) and a replaced
 * glyph atlas or chart canvas let go of by the drawer (CommandBatch.takeRetired, the worker's `forget`);
 * ~0.9 KB with their comments (57,000 -> 58,500).
 */
const BUDGET_GZIP_BYTES: Record<PackageName, number> = {
  feed: 59_000,
  "board-canvas": 58_500,
};

const gzip = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function distJs(name: PackageName): { file: string; bytes: Buffer }[] {
  const dist = join(packageDir(name), "dist");
  return readdirSync(dist)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, bytes: readFileSync(join(dist, file)) }));
}

/**
 * One entry point bundled and minified with its own package's files, every dependency left external:
 * its gzip size and the dependencies it imports.
 */
async function minified(entry: string): Promise<{ gzip: number; imports: string[] }> {
  const result = await build({
    stdin: { contents: `export * from ${JSON.stringify(entry)};`, resolveDir: REPO_ROOT, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
    platform: "browser",
    // Only the package's own files are measured: its dependencies are counted where they belong.
    plugins: [
      {
        name: "external-dependencies",
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path === entry ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((item) => item.external).map((item) => item.path),
  );
  return { gzip: gzip(result.outputFiles[0].contents), imports: [...new Set(imports)].sort() };
}

describe("package size budget", () => {
  beforeAll(ensurePackagesBuilt, 300_000);

  for (const name of Object.keys(BUDGET_GZIP_BYTES) as PackageName[]) {
    it(`@vnboard/${name}: dist JavaScript within its gzip budget`, () => {
      const files = distJs(name);
      expect(files.length).toBeGreaterThan(0);
      let total = 0;
      for (const { file, bytes } of files) {
        const size = gzip(bytes);
        total += size;
        console.log(`@vnboard/${name} dist/${file}: ${kb(bytes.length)} raw, ${kb(size)} gzip`);
      }
      const budget = BUDGET_GZIP_BYTES[name];
      console.log(`@vnboard/${name} total: ${kb(total)} gzip (budget ${kb(budget)})`);
      expect(total).toBeLessThanOrEqual(budget);
    });
  }

  it("prints what a bundler ships per entry point (minified + gzip); the engine entry imports no React", async () => {
    const imports: Record<string, string[]> = {};
    for (const entry of ["@vnboard/feed", "@vnboard/board-canvas", "@vnboard/board-canvas/react"]) {
      const result = await minified(entry);
      imports[entry] = result.imports;
      console.log(`${entry}: ${kb(result.gzip)} minified + gzip; imports ${result.imports.join(", ")}`);
    }
    const pixi = gzip(readFileSync(join(REPO_ROOT, "node_modules", "pixi.js", "dist", "pixi.min.mjs")));
    console.log(`pixi.js (peer, whole pixi.min.mjs): ${kb(pixi)} gzip`);
    expect(imports["@vnboard/board-canvas"]).toContain("pixi.js");
    expect(imports["@vnboard/board-canvas"].filter((path) => path.startsWith("react"))).toEqual([]);
    expect(imports["@vnboard/board-canvas/react"]).toContain("react");
    expect(imports["@vnboard/feed"].filter((path) => path.startsWith("react") || path === "pixi.js")).toEqual(
      [],
    );
  });
});
