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
 * h x hit + (1 - h) x miss, against glyphs. The load average is printed: the machine is shared.
 */
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";

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
  const worker = new Worker(url);
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Figures>) => resolve(event.data);
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
        `run ${run}: µs per cell of ${GLYPHS} glyphs: glyphs ${f.glyphs.toFixed(2)}, cell image hit ` +
          `${f.hit.toFixed(2)}, miss ${f.miss.toFixed(2)}; at 50% hits ${at(0.5).toFixed(2)}, 80% ` +
          `${at(0.8).toFixed(2)}; break-even hit rate ${(breakEven * 100).toFixed(0)}% (load ${load()})`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
