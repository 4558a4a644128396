/**
 * What one auto-scroll step costs the board's paint on a wall (issue 8): a 1 px scroll drawn by shifting
 * the drawn image (the engine since 2026-11-22, render/scroll-shift.ts) against a whole repaint at the same
 * position (what every scroll step cost before, and what the CSS-shift page paid once per 28 px row).
 *
 *   node --import tsx tests/soak/board-scroll-paint.ts [--width 3840] [--height 2160] [--rows 400] [--steps 200]
 *
 * The board-scenes fixture (tests/browser/fixtures) in headless Chromium without a GPU, for pixi's canvas
 * renderer on the page's thread and the worker surface. Per variant: `steps` scroll steps of 1 px, each
 * waited for (board.scrollBy, then its paint), then `steps / 4` whole repaints (board.invalidate()).
 * Prints the board's own paint figures (FrameStats: main-thread ms and cells per paint; with the worker
 * the drawing itself is in the worker and not in these ms) and the load average. Figures, no verdict.
 */
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { launchChromium } from "../browser/chromium";
import { startStaticServer } from "../browser/static-server";
import { buildFixture, removeFixtureBuilds } from "../browser/vite-build";

const { values } = parseArgs({
  options: {
    width: { type: "string", default: "3840" },
    height: { type: "string", default: "2160" },
    rows: { type: "string", default: "400" },
    steps: { type: "string", default: "200" },
  },
});
const viewport = { width: Number(values.width), height: Number(values.height) };
const steps = Number(values.steps);

type Paint = { ms: number; cells: number };
type Scene = {
  __scene: {
    ready?: boolean;
    error?: string;
    renderer: string;
    scrollSteps(steps: number[]): Promise<number>;
    scrollShifts(): number;
    repaintWhole(): Promise<void>;
    recentPaints(n: number): Paint[];
  };
};

const fixture = fileURLToPath(new URL("../browser/fixtures/board-scenes", import.meta.url));
const feedSource = fileURLToPath(new URL("../../packages/feed/src/index.ts", import.meta.url));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function summary(paints: Paint[]): string {
  const ms = paints.map((p) => p.ms);
  const cells = paints.map((p) => p.cells);
  return (
    `paint p50/p95 ${percentile(ms, 0.5).toFixed(2)}/${percentile(ms, 0.95).toFixed(2)} ms, ` +
    `cells p50 ${percentile(cells, 0.5)} (${paints.length} paints)`
  );
}

const build = await buildFixture(fixture, {
  cacheKey: "board-scenes",
  vite: { resolve: { alias: { "@vnboard/feed": feedSource } } },
});
const server = await startStaticServer(build.outDir);
const chromium = await launchChromium({ webgl: false });
try {
  console.log(
    `board scroll paint, ${viewport.width}x${viewport.height}, ${values.rows} rows, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  for (const worker of [false, true]) {
    const { page, errors } = await chromium.newPage({ viewport });
    // No mini-chart data: a chart arriving for a row that scrolled in repaints the board whole (as on any
    // board), which is not what a scroll step costs. The wall display has no mini charts either.
    const query = `?renderer=canvas&view=detail&charts=0&rows=${values.rows}${worker ? "&worker=1" : ""}`;
    await page.goto(new URL(query, server.url).href);
    await page.waitForFunction(() => (window as unknown as Partial<Scene>).__scene?.ready, null, {
      timeout: 120_000,
    });
    const renderer = await page.evaluate(() => (window as unknown as Scene).__scene.renderer);
    await page.evaluate(() => (window as unknown as Scene).__scene.scrollSteps([1, 1, 1, 1, 1]));
    const shiftsBefore = await page.evaluate(() => (window as unknown as Scene).__scene.scrollShifts());
    await page.evaluate(
      (n) => (window as unknown as Scene).__scene.scrollSteps(Array.from({ length: n }, () => 1)),
      steps,
    );
    const shifted = await page.evaluate((n) => (window as unknown as Scene).__scene.recentPaints(n), steps);
    const shifts =
      (await page.evaluate(() => (window as unknown as Scene).__scene.scrollShifts())) - shiftsBefore;
    const repaints = Math.max(1, Math.round(steps / 4));
    for (let i = 0; i < repaints; i++)
      await page.evaluate(() => (window as unknown as Scene).__scene.repaintWhole());
    const whole = await page.evaluate((n) => (window as unknown as Scene).__scene.recentPaints(n), repaints);
    console.log(`${renderer}: 1 px scroll step (${shifts} of ${steps} shifted): ${summary(shifted)}`);
    console.log(`${renderer}: whole repaint at the same place: ${summary(whole)}`);
    if (errors.length > 0) console.log(`page errors: ${errors.join("; ")}`);
    await page.close();
  }
  console.log(`load at the end ${loadavg()[0].toFixed(1)}`);
} finally {
  await chromium.close();
  await server.close();
  removeFixtureBuilds();
}
