/**
 * Soak of the wall displays (issue 8): /banggia/plasma and /banggia/hsx/scroll, each open for a while at
 * 3840x2160 in headless Chromium against the live simulator.
 *
 *   node --import tsx tests/soak/special-displays.ts [--minutes 10] [--width 3840] [--height 2160]
 *        [--pages plasma,hsx/scroll]
 *
 * Per page: frame intervals of a measuring rAF loop (p50/p95/p99, dropped = interval > 1.5 frames at
 * 60 Hz), main-thread busy % (CDP TaskDuration over wall time: includes waiting for a CPU on a loaded
 * machine) and cpu % (ThreadTime: the main thread's own CPU), the renderer process's CPU % (ProcessTime:
 * workers and compositor threads too) and the GPU process's (SystemInfo: Chromium's display compositor,
 * software here), JS heap after forced GC (CDP) and DOM
 * nodes / listeners / pending intervals (probe init script) after a 1 minute warm-up and at the end.
 * The load average (1 min) is printed at the start and end of each page: the machine may be shared. Prints one line per page; exits 1 when the heap at
 * the end is above 110% of the heap after warm-up, or DOM nodes or intervals grew.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { CDPSession, Page } from "playwright-core";
import { sleep } from "../../packages/feed/src/testing/poll";
import { startAppServer } from "../browser/app-server";
import { launchChromium } from "../browser/chromium";
import { PROBE_SCRIPT, readProbe } from "../reliability/support/page-probes";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    width: { type: "string", default: "3840" },
    height: { type: "string", default: "2160" },
    pages: { type: "string", default: "plasma,hsx/scroll" },
    "warmup-seconds": { type: "string", default: "60" },
  },
});
const minutes = Number(values.minutes);
const viewport = { width: Number(values.width), height: Number(values.height) };
const warmupMs = Number(values["warmup-seconds"]) * 1000;
const FRAME_MS = 1000 / 60;

/** Installs a rAF loop recording frame times (a typed array, so the probe itself does not grow). */
const FRAME_PROBE = `(() => {
  const times = new Float64Array(1 << 17);
  let n = 0;
  const loop = (t) => { if (n < times.length) times[n++] = t; requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
  window.__frames = { reset: () => { n = 0; }, read: () => Array.from(times.subarray(0, n)) };
})()`;

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize / (1024 * 1024);
}

interface CpuTimes {
  /** Main-thread task time, main-thread CPU, renderer process CPU, GPU process CPU, wall clock (s). */
  task: number;
  cpu: number;
  process: number;
  gpu: number;
  wall: number;
}

/** CDP Performance.getMetrics of the page and the GPU process's CPU time (browser-level SystemInfo). */
async function cpuTimes(cdp: CDPSession, browserCdp: CDPSession): Promise<CpuTimes> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const { processInfo } = await browserCdp.send("SystemInfo.getProcessInfo");
  const gpu = processInfo.filter((p) => p.type === "GPU").reduce((sum, p) => sum + p.cpuTime, 0);
  return {
    task: value("TaskDuration"),
    cpu: value("ThreadTime"),
    process: value("ProcessTime"),
    gpu,
    wall: value("Timestamp"),
  };
}

const load = () => loadavg()[0].toFixed(1);
const fmt = (n: number, d = 1) => n.toFixed(d);

const app = await startAppServer();
const chromium = await launchChromium();
let failed = false;
try {
  for (const path of values.pages.split(",")) {
    const { page, errors } = await chromium.newPage({ viewport });
    await page.addInitScript(PROBE_SCRIPT);
    await page.addInitScript(FRAME_PROBE);
    await page.goto(`${app.url}/banggia/${path}`);
    await sleep(warmupMs);
    const heapStart = await heapMb(page);
    const probeStart = await readProbe(page);
    const loadStart = load();
    const cdp = await page.context().newCDPSession(page);
    const browserCdp = await chromium.browser.newBrowserCDPSession();
    await cdp.send("Performance.enable");
    await page.evaluate("window.__frames.reset()");
    const before = await cpuTimes(cdp, browserCdp);
    await sleep(minutes * 60_000);
    const after = await cpuTimes(cdp, browserCdp);
    const times = (await page.evaluate("window.__frames.read()")) as number[];
    await cdp.detach();
    await browserCdp.detach();
    const share = (key: keyof CpuTimes) => (100 * (after[key] - before[key])) / (after.wall - before.wall);
    const heapEnd = await heapMb(page);
    const probeEnd = await readProbe(page);
    const intervals = times.slice(1).map((t, i) => t - times[i]);
    const sorted = [...intervals].sort((a, b) => a - b);
    const dropped = intervals.filter((d) => d > 1.5 * FRAME_MS).length;
    const growth = heapEnd / heapStart;
    const ok =
      growth <= 1.1 &&
      probeEnd.domNodes <= probeStart.domNodes * 1.02 &&
      probeEnd.intervalsPending <= probeStart.intervalsPending &&
      errors.length === 0;
    failed ||= !ok;
    console.log(
      `${path} ${viewport.width}x${viewport.height} ${minutes} min: frames ${intervals.length}, ` +
        `p50/p95/p99 ${fmt(percentile(sorted, 0.5))}/${fmt(percentile(sorted, 0.95))}/${fmt(percentile(sorted, 0.99))} ms, ` +
        `dropped ${fmt((100 * dropped) / Math.max(1, intervals.length))}%, ` +
        `main thread busy ${fmt(share("task"))}% cpu ${fmt(share("cpu"))}%, ` +
        `renderer process cpu ${fmt(share("process"))}%, GPU process cpu ${fmt(share("gpu"))}%, ` +
        `load ${loadStart} -> ${load()}, ` +
        `heap ${fmt(heapStart)} -> ${fmt(heapEnd)} MB (${fmt((growth - 1) * 100)}%), ` +
        `DOM ${probeStart.domNodes} -> ${probeEnd.domNodes}, listeners ${probeStart.listeners} -> ${probeEnd.listeners}, ` +
        `intervals ${probeStart.intervalsPending} -> ${probeEnd.intervalsPending}, errors ${errors.length} ${ok ? "OK" : "FAIL"}`,
    );
    await page.close();
  }
} finally {
  await chromium.close();
  await app.stop();
}
process.exit(failed ? 1 : 0);
