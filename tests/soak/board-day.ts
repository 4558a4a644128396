/**
 * Soak: a whole trading day at 20x with the board open and flashing in Chromium; the page's memory,
 * DOM, listeners and timers must stay flat.
 *
 *   node --import tsx tests/soak/board-day.ts [--speed 20] [--board hsx] [--events-per-second 75]
 *        [--warmup-minutes 2] [--sample-seconds 30] [--static BUILT_APP_DIR]
 *
 * The market is the simulator with its demo clock sped up (`DemoClock({dayLengthMs})`), started at
 * 08:40 so the run covers the whole day once (pre-open, ATO, morning, lunch break, afternoon, ATC,
 * put-through, closed): simpler than recording a day at 1x to replay it. The simulator's trade rate is
 * set per simulated second, so at 20x it is lowered (default 75 trades per simulated second, about the
 * wall-clock update rate of a normal day) to keep the update rate what a browser meets live.
 *
 * Every sample: JS heap after a forced GC (CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage),
 * DOM nodes and JS event listeners (CDP Memory.getDOMCounters), pending timeouts and intervals (init
 * script), board draw calls. Pass criteria (exit code 1 otherwise): heap at the end <= 110% of the heap
 * after warm-up; listeners and intervals no higher at the end than after warm-up; DOM nodes without an
 * upward trend (they follow the session: toasts, menus and header texts come and go, 941 to 1,234 nodes
 * measured), so the most of the last third is no higher than the most before it. Then the clock moves to
 * the next trading date (a board left open overnight): the page must take the new date, reconnect for the
 * new day's snapshot and let go of the last day's put-through deals. Each run prints which feed stores
 * grew over the day (`__vnboard.feed.sizes()`).
 */
import { parseArgs } from "node:util";
import { sleep } from "../../packages/feed/src/testing/poll";
import { createServer, parseConfig } from "../../packages/server/src/index";
import { VN_OFFSET_MS } from "../../packages/server/src/sim/dates";
import { DEMO_SPAN_MINUTES, DemoClock, Simulator } from "../../packages/server/src/sim/index";
import { builtApp } from "../browser/app-server";
import { launchChromium } from "../browser/chromium";
import { PROBE_SCRIPT, readProbe } from "../reliability/support/page-probes";

const { values } = parseArgs({
  options: {
    speed: { type: "string", default: "20" },
    board: { type: "string", default: "hsx" },
    "events-per-second": { type: "string", default: "75" },
    "warmup-minutes": { type: "string", default: "2" },
    "sample-seconds": { type: "string", default: "30" },
    static: { type: "string" },
  },
});
const speed = Number(values.speed);
const dayMs = (DEMO_SPAN_MINUTES * 60_000) / speed;
const warmupMs = Number(values["warmup-minutes"]) * 60_000;
const sampleMs = Number(values["sample-seconds"]) * 1_000;

const startWall = Date.now();
const localMidnight = Math.floor((startWall + VN_OFFSET_MS) / 86_400_000) * 86_400_000 - VN_OFFSET_MS;
// The demo day runs once (08:40 to 15:10); then the clock moves to the next calendar day, so the page
// meets a new trading date on its live stream, as a board left open overnight does.
const wallNow = () => {
  const elapsed = Date.now() - startWall;
  return elapsed < dayMs ? localMidnight + elapsed : localMidnight + 86_400_000 + (elapsed - dayMs);
};
const clock = new DemoClock({ dayLengthMs: dayMs, wallNow });
const source = new Simulator({ seed: 1, clock, eventsPerSecond: Number(values["events-per-second"]) });
const staticDir = values.static ?? (await builtApp("public"));
const config = {
  ...parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {}),
  staticDir,
};
const server = createServer(config, { source });
const url = await server.start();
const chromium = await launchChromium();

interface Sample {
  wallS: number;
  simTime: string;
  heapMB: number;
  nodes: number;
  listeners: number;
  probeListeners: number;
  timeouts: number;
  intervals: number;
  drawsPerS: number;
  status: string;
}

try {
  const { page, context, errors } = await chromium.newPage({ viewport: { width: 1400, height: 900 } });
  await page.addInitScript({ content: PROBE_SCRIPT });
  await page.goto(`${url}/banggia/${values.board}`);
  await page.waitForSelector('[data-status="live"]', { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  let lastDraws = 0;
  let lastAt = Date.now();
  const sample = async (): Promise<Sample> => {
    await cdp.send("HeapProfiler.collectGarbage");
    const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
    const dom = (await cdp.send("Memory.getDOMCounters")) as { nodes: number; jsEventListeners: number };
    const probe = await readProbe(page);
    const now = Date.now();
    const drawsPerS = Math.round(((probe.boardDraws - lastDraws) * 1000) / (now - lastAt));
    lastDraws = probe.boardDraws;
    lastAt = now;
    const sim = new Date(clock.now() + VN_OFFSET_MS).toISOString().slice(11, 16);
    const status = String(await page.locator("[data-status]").first().getAttribute("data-status"));
    return {
      wallS: Math.round((now - startWall) / 1000),
      simTime: sim,
      heapMB: heap.usedSize / 1e6,
      nodes: dom.nodes,
      listeners: dom.jsEventListeners,
      probeListeners: probe.listeners,
      timeouts: probe.timeoutsPending,
      intervals: probe.intervalsPending,
      drawsPerS,
      status,
    };
  };
  const storeSizes = () =>
    page.evaluate(() =>
      (
        window as unknown as { __vnboard: { feed: { sizes: () => Record<string, number> } } }
      ).__vnboard.feed.sizes(),
    );
  const tradingDate = () =>
    page.evaluate(() => {
      const hook = (window as unknown as { __vnboard: { feed: { tradingDate: () => string } } }).__vnboard;
      return hook.feed.tradingDate();
    });
  const print = (s: Sample, label = "") =>
    console.log(
      `${String(s.wallS).padStart(6)} ${s.simTime}  ${s.heapMB.toFixed(1).padStart(7)} ${String(s.nodes).padStart(6)} ${String(s.listeners).padStart(6)} ${String(s.probeListeners).padStart(6)} ${String(s.timeouts).padStart(4)} ${String(s.intervals).padStart(4)} ${String(s.drawsPerS).padStart(8)} ${s.status} ${label}`,
    );
  console.log(
    `board day: /banggia/${values.board}, simulated day 08:40-15:10 in ${(dayMs / 60_000).toFixed(1)} min (x${speed}), ${values["events-per-second"]} trades per simulated s, node ${process.version}`,
  );
  console.log("  wall s  sim    heap MB  nodes listen probeL  tmo  int  draws/s status");
  print(await sample(), "(loaded)");
  while (Date.now() - startWall < warmupMs) await sleep(1_000);
  const warm = await sample();
  print(warm, "(after warm-up)");
  const warmSizes = await storeSizes();
  const samples: Sample[] = [warm];
  // Samples until the end of the trading day (the last one before 15:10).
  while (Date.now() - startWall + sampleMs < dayMs) {
    await sleep(sampleMs);
    const s = await sample();
    samples.push(s);
    print(s);
  }
  const end = samples[samples.length - 1];
  const maxHeap = Math.max(...samples.map((s) => s.heapMB));
  const growth = (end.heapMB / warm.heapMB - 1) * 100;
  console.log(
    `  heap after warm-up ${warm.heapMB.toFixed(1)} MB, at the end ${end.heapMB.toFixed(1)} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%), max ${maxHeap.toFixed(1)} MB`,
  );
  console.log(
    `  DOM nodes ${warm.nodes} -> ${end.nodes}, listeners ${warm.listeners} -> ${end.listeners}, timeouts ${warm.timeouts} -> ${end.timeouts}, intervals ${warm.intervals} -> ${end.intervals}`,
  );
  console.log(
    `  page errors: ${errors.length}${errors.length > 0 ? ` (${errors.slice(0, 3).join(" | ")})` : ""}`,
  );
  // What the feed's stores added over the day: the day's own data (charts, price steps, deals) is
  // expected to grow; anything else growing is a leak.
  const endSizes = await storeSizes();
  const grown = Object.keys(endSizes)
    .filter((key) => endSizes[key] !== warmSizes[key])
    .map((key) => `${key} ${warmSizes[key] ?? 0} -> ${endSizes[key]}`);
  console.log(`  stores that changed: ${grown.length > 0 ? grown.join(", ") : "none"}`);
  const third = Math.floor((samples.length * 2) / 3);
  const earlyMaxNodes = Math.max(...samples.slice(0, third).map((s) => s.nodes));
  const lateMaxNodes = Math.max(...samples.slice(third).map((s) => s.nodes));
  console.log(`  DOM nodes most before the last third ${earlyMaxNodes}, in the last third ${lateMaxNodes}`);
  // The next morning: the page takes the new day's snapshot and lets go of the last day's deals.
  const dateBefore = await tradingDate();
  const dealsBefore = endSizes["putThrough.rows"] ?? 0;
  while (Date.now() - startWall < dayMs + 60_000) await sleep(1_000);
  await page.waitForSelector('[data-status="live"]', { timeout: 30_000 });
  const nextDay = await sample();
  print(nextDay, "(next trading day)");
  const nextSizes = await storeSizes();
  const dateAfter = await tradingDate();
  const dealsAfter = nextSizes["putThrough.rows"] ?? 0;
  console.log(
    `  next trading day: date ${dateBefore} -> ${dateAfter}, put-through rows ${dealsBefore} -> ${dealsAfter}, heap ${end.heapMB.toFixed(1)} -> ${nextDay.heapMB.toFixed(1)} MB`,
  );
  const failed =
    dateAfter <= dateBefore ||
    dealsAfter >= dealsBefore ||
    growth > 10 ||
    lateMaxNodes > earlyMaxNodes ||
    end.listeners > warm.listeners ||
    end.intervals > warm.intervals ||
    errors.length > 0;
  process.exitCode = failed ? 1 : 0;
} finally {
  await chromium.close();
  await server.stop();
}
