/**
 * The board worker's text drawing alone, per glyph vs per cell, in headless Chromium (--disable-gpu,
 * the software Canvas2D the frame benchmark runs on), inside a worker on an OffscreenCanvas as the
 * worker surface draws:
 *
 *   node --import tsx benchmarks/board-frames-text.bench.ts
 *
 * Each round draws CELLS cells of GLYPHS glyphs onto a 1920x1080 canvas from a glyph atlas ImageBitmap
 * (as render/board-worker-source.ts does), then reads one pixel back so that the round's draws are
 * rasterised inside the timed span; rounds of the variants alternate so that all see the same machine:
 * - glyphs: one drawImage per glyph (GLYPHS per cell);
 * - cell image, hit: one drawImage of the text's cached ImageBitmap;
 * - cell image, miss: the text composed on a scratch canvas (clear + GLYPHS drawImage),
 *   transferToImageBitmap, the slot's old bitmap closed, then one drawImage.
 * Prints the median microseconds per cell of each, and what a hit rate h costs per cell:
 * h x hit + (1 - h) x miss, against glyphs. Then the hit rates the board itself gets: the board lab
 * with the worker surface, the feed a timer in the page, at the headline (2,000 rows, 50,000/s even,
 * DPR 1) and the DPR 2 worst case (10,000 rows, 20,000/s on the visible rows), counted over 8 s after
 * 3 s of warm-up (lab `__lab.textImageCounts`). The load average is printed: the machine is shared.
 */
import { cpus, loadavg } from "node:os";
import { type Browser, chromium } from "playwright-core";
import { buildLab } from "./support/board/lab-build";
import { serveDirectory } from "./support/board/static-server";

const CHROMIUM_PATH = "/usr/bin/chromium";
const CELLS = 600;
const GLYPHS = 8;
const ROUNDS = 60;

interface Figures {
  glyphs: number;
  hit: number;
  miss: number;
}

/** Runs in the page: starts the worker and returns its medians (µs per cell). */
async function inPage(config: { cells: number; glyphs: number; rounds: number }): Promise<Figures> {
  const source = `
    const { cells, glyphs, rounds } = ${JSON.stringify(config)};
    const CELL_W = 16, CELL_H = 18, ADV = 7.3, SLOT_W = 112;
    const board = new OffscreenCanvas(1920, 1080);
    const ctx = board.getContext("2d", { alpha: false });
    const atlasCanvas = new OffscreenCanvas(64 * CELL_W, CELL_H);
    const a = atlasCanvas.getContext("2d");
    a.font = "13px sans-serif"; a.fillStyle = "#2ecc71";
    for (let i = 0; i < 64; i++) a.fillText(String.fromCharCode(48 + (i % 10)), i * CELL_W, 14);
    const atlas = atlasCanvas.transferToImageBitmap();
    const scratch = new OffscreenCanvas(SLOT_W, CELL_H);
    const sctx = scratch.getContext("2d");
    const slots = [];
    function place(i) { return [(i * 97) % 1800, ((i * 13) % 58) * CELL_H]; }
    function glyphRound() {
      for (let i = 0; i < cells; i++) {
        const [x, y] = place(i);
        for (let g = 0; g < glyphs; g++)
          ctx.drawImage(atlas, ((i + g) % 64) * CELL_W, 0, CELL_W, CELL_H, Math.round(x + g * ADV), y, CELL_W, CELL_H);
      }
    }
    function compose(i) {
      sctx.clearRect(0, 0, SLOT_W, CELL_H);
      for (let g = 0; g < glyphs; g++)
        sctx.drawImage(atlas, ((i + g) % 64) * CELL_W, 0, CELL_W, CELL_H, Math.round(g * ADV), 0, CELL_W, CELL_H);
      if (slots[i] !== undefined) slots[i].close();
      slots[i] = scratch.transferToImageBitmap();
    }
    function cellRound(miss) {
      for (let i = 0; i < cells; i++) {
        if (miss) compose(i);
        const [x, y] = place(i);
        ctx.drawImage(slots[i], 0, 0, SLOT_W, CELL_H, x, y, SLOT_W, CELL_H);
      }
    }
    function timed(fn) {
      const start = performance.now();
      fn();
      ctx.getImageData(0, 0, 1, 1);
      return ((performance.now() - start) * 1000) / cells;
    }
    const median = (xs) => xs.sort((p, q) => p - q)[Math.floor(xs.length / 2)];
    for (let i = 0; i < cells; i++) compose(i);
    const g = [], h = [], m = [];
    for (let r = 0; r < rounds; r++) {
      g.push(timed(glyphRound));
      h.push(timed(() => cellRound(false)));
      m.push(timed(() => cellRound(true)));
    }
    postMessage({ glyphs: median(g), hit: median(h), miss: median(m) });
  `;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  // The page's Worker, typed by hand: the benchmarks compile without the DOM library.
  const PageWorker = (globalThis as unknown as { Worker: new (url: string) => unknown }).Worker;
  const worker = new PageWorker(url) as {
    onmessage: (event: { data: Figures }) => void;
    onerror: (event: { message: string }) => void;
  };
  return new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
  });
}

async function main(): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
  console.log(`board-frames-text: ${cpus().length} CPUs, load average ${load()}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.goto("about:blank");
    for (let run = 1; run <= 3; run++) {
      const f = await page.evaluate(inPage, { cells: CELLS, glyphs: GLYPHS, rounds: ROUNDS });
      const at = (h: number) => h * f.hit + (1 - h) * f.miss;
      const breakEven = (f.miss - f.glyphs) / (f.miss - f.hit);
      console.log(
        `draws, run ${run}: µs per cell of ${GLYPHS} glyphs: glyphs ${f.glyphs.toFixed(2)}, cell image hit ` +
          `${f.hit.toFixed(2)}, miss ${f.miss.toFixed(2)}; at 50% hits ${at(0.5).toFixed(2)}, 80% ` +
          `${at(0.8).toFixed(2)}; break-even hit rate ${(breakEven * 100).toFixed(0)}% (load ${load()})`,
      );
    }
    await hitRates(browser);
  } finally {
    await browser.close();
  }
}

type Counts = { hits: number; misses: number; fallbacks: number };
type LabWindow = { __lab?: { ready?: boolean; textImageCounts: Counts } };

async function hitRates(browser: Browser): Promise<void> {
  const lab = await buildLab();
  const site = await serveDirectory(lab.dir);
  try {
    const points = [
      { rows: 2_000, rate: 50_000, mode: "even", dpr: 1 },
      { rows: 10_000, rate: 20_000, mode: "worst", dpr: 2 },
    ];
    for (const { rows, rate, mode, dpr } of points) {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: dpr });
      const query = `renderer=canvas&worker=1&rows=${rows}&rate=${rate}&mode=${mode}&feed=page&seed=1`;
      await page.goto(`${site.url}?${query}`);
      await page.waitForFunction(() => (globalThis as LabWindow).__lab?.ready, null, { timeout: 120_000 });
      const counts = () => page.evaluate(() => ({ ...(globalThis as LabWindow).__lab!.textImageCounts }));
      await page.waitForTimeout(3_000);
      const before = await counts();
      await page.waitForTimeout(8_000);
      const after = await counts();
      const hits = after.hits - before.hits;
      const composed = after.misses - before.misses;
      const glyphs = after.fallbacks - before.fallbacks;
      const all = Math.max(1, hits + composed + glyphs);
      const pct = (n: number) => `${((100 * n) / all).toFixed(1)}%`;
      console.log(
        `hit rate, ${rows} rows, ${rate}/s ${mode}, DPR ${dpr}: ${all} texts in 8 s: ${pct(hits)} from a ` +
          `cached image, ${pct(composed)} composed, ${pct(glyphs)} glyph by glyph (load ${loadavg()[0].toFixed(1)})`,
      );
      await page.close();
    }
  } finally {
    await site.close();
    lab.remove();
  }
}

await main();
