/**
 * A board sorted by a live column, the way traders sort (total volume, descending): the board lab's
 * 2,000 rows under 5,000 field updates/s on the page (BENCH_RATE), drawn by the default worker surface, in
 * headless Chromium at 1920x1080. Per page (BENCH_PAGES, default 3): `setSort`, 3 s to settle, then the
 * main thread's busy % (CDP TaskDuration over wall time) and CPU % over 5 s, then a 3 s CPU profile's self
 * time of the screen-reader rows' functions (the rows of a live re-sort follow at their tick rate:
 * docs/board-engine.md, "The screen-reader rows on a sorted board").
 *
 *   node --import tsx benchmarks/sorted-board.bench.ts
 */
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { BASE_ARGS, CHROMIUM_PATH, ensureChromium, NO_GPU_ARGS } from "../tests/browser/chromium";
import { profileSelfTime, snapshot, threadFigures } from "./support/board/cdp-probe";
import { median } from "./support/board/frame-figures";
import { buildLab } from "./support/board/lab-build";
import { serveDirectory } from "./support/board/static-server";

const PAGES = Math.max(1, Number(process.env.BENCH_PAGES ?? 3) || 3);
const RATE = Math.max(1, Number(process.env.BENCH_RATE ?? 5_000) || 5_000);
const ROWS = 2_000;
const SETTLE_MS = 3_000;
const MEASURE_MS = 5_000;
const PROFILE_MS = 3_000;
/** The screen-reader rows' own functions in a profile (a11y-rows.ts). */
const ROWS_FUNCTIONS = /A11yRows/;

interface LabWindow {
  __lab?: {
    ready?: boolean;
    error?: string;
    board: { setSort(sort: object): void; rowKeys(): string[] };
  };
}

await ensureChromium();
const build = await buildLab();
const site = await serveDirectory(build.dir);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...BASE_ARGS, ...NO_GPU_ARGS],
});
console.log(
  `sorted-board: ${ROWS} rows sorted by total volume, ${RATE} updates/s, worker surface; ${PAGES} pages; ` +
    `${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}`,
);
const busy: number[] = [];
try {
  const browserCdp = await browser.newBrowserCDPSession();
  for (let p = 0; p < PAGES; p++) {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const query = `?renderer=canvas&rows=${ROWS}&rate=${RATE}&seed=1&mode=even&feed=page&worker=1`;
    await page.goto(`${site.url}${query}`);
    await page.waitForFunction(() => (globalThis as LabWindow).__lab?.ready === true, null, {
      timeout: 60_000,
    });
    const firstBefore = await page.evaluate(() => {
      const board = (globalThis as LabWindow).__lab!.board;
      board.setSort({ column: "totalTradedQtty", type: "desc", dataType: "number" });
      return board.rowKeys().slice(0, 200).join();
    });
    await page.waitForTimeout(SETTLE_MS);
    const before = await snapshot(cdp, browserCdp);
    await page.waitForTimeout(MEASURE_MS);
    const figures = threadFigures(before, await snapshot(cdp, browserCdp));
    const profile = await profileSelfTime(cdp, PROFILE_MS, 60);
    const rowsMs = profile.top
      .filter((entry) => ROWS_FUNCTIONS.test(entry.name))
      .reduce((sum, entry) => sum + entry.msPerSecond, 0);
    const moved = await page.evaluate(
      (first) => (globalThis as LabWindow).__lab!.board.rowKeys().slice(0, 200).join() !== first,
      firstBefore,
    );
    busy.push(figures.busyPct);
    console.log(
      `page ${p + 1}: main thread busy ${figures.busyPct.toFixed(1)}%, cpu ${figures.threadCpuPct.toFixed(1)}%; ` +
        `screen-reader rows ${rowsMs.toFixed(1)} ms/s; the order moved while measured: ${moved ? "yes" : "NO"}; ` +
        `load ${loadavg()[0].toFixed(1)}`,
    );
    await page.close();
  }
  console.log(`median main thread busy ${median(busy).toFixed(1)}%`);
} finally {
  await browser.close();
  await site.close();
  build.remove();
}
