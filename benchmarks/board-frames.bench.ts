/**
 * Board frames in Chromium: the board lab page (packages/board-canvas/lab) under a synthetic feed, in
 * Debian's headless Chromium at 1920x1080, device pixel ratio 1 and 2, for the canvas renderer (with
 * --disable-gpu) and WebGL (SwiftShader, software: slow here, reported as measured).
 *
 *   node --import tsx benchmarks/board-frames.bench.ts        (7-8 minutes)
 *   BENCH_FULL=1 node --import tsx benchmarks/board-frames.bench.ts   (every point 3 times)
 *   BENCH_AB=1 node --import tsx benchmarks/board-frames.bench.ts     (A/B of the worker surface)
 *
 * The canvas plans (QUICK included) also run the headline and the DPR 2 worst case with the board's
 * `worker` option (renderer column "canvas-worker"), judged against the same targets.
 *
 * BENCH_AB=1: A = the board drawing with pixi's canvas renderer on the main thread, B = the same build
 * with `worker=1` (the board's `worker` option: Canvas2D on an OffscreenCanvas in a worker). The two
 * alternate A,B,A,B... (BENCH_AB_RUNS pairs per point, default 3) so that both see the same machine
 * load; medians per variant, with the whole renderer process's CPU (worker threads included) beside
 * the main thread's, and a short trace of each variant's headline point (busy ms/s per thread).
 * The loaded points also run C = B fed the way the reference server sends (one batch per 100 ms,
 * frames of at most 500 records: support/board/server-batches.ts) and D = C with the WebSocket and
 * the decode in a feed worker (lab `decode=worker`, @vnboard/feed `serveFeedDecoding`).
 * Writes benchmarks/results/board-frames-ab.json.
 *
 * Per point: a fresh page; the feed runs through the real WebSocket path (a frame server in this process
 * streams the lab's pre-encoded frames, the page decodes each with `market.handleFrame`) unless marked
 * `page` (a timer in the page, as the peer figures of issue 4 were measured); 3 s warm-up, 5 s measured.
 * - busy %: CDP Performance.getMetrics TaskDuration delta over wall time (Chrome's own task time);
 *   cpu %: the main thread's CPU time (ThreadTime) over wall time. Busy counts a task's wall time, so on a
 *   loaded machine (load average above the CPU count, flagged in the table) busy % >> cpu % means the
 *   page was waiting for a CPU. JSON also has ScriptDuration, ProcessTime (the renderer process) and the
 *   GPU and browser processes' CPU (SystemInfo.getProcessInfo).
 * - frame p50/p95/p99: intervals between the frames of a small measuring rAF loop in the page. The loop
 *   runs in every configuration, the bare page included, so its own (small) cost is shared by all.
 * - dropped %: an interval over 1.5x the bare page's interval missed round(interval / idle) - 1 frames;
 *   dropped / (frames shown + dropped).
 * - paint p50/p95/p99 and cells: the board's own FrameStats (main-thread ms of each paint, cells drawn).
 * - latency: per feed batch, from its arrival in the page to the end of the first paint after it, in
 *   frames of 16.7 ms. The WebSocket's own delay (server send to page arrival) is in the JSON (wireP50Ms).
 * - heap: JS heap used after two forced garbage collections.
 * The headline point (canvas, DPR 1, 2,000 rows, 50,000 updates/s even, WebSocket), the bare page and
 * the idle board at DPR 1 are medians of 3 runs, the others 1 run (all 3 with BENCH_FULL=1); then a CPU profile of the headline point
 * (with BENCH_ISSUE21=1: of the 10,000-row point) lists the
 * functions with the most self time, and a short trace the native work (paint, raster, commits).
 * Writes benchmarks/results/board-frames.json.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { type Browser, type CDPSession, chromium, type Page } from "playwright-core";
import { BASE_ARGS, CHROMIUM_PATH, ensureChromium, NO_GPU_ARGS } from "../tests/browser/chromium";
import {
  heapAfterGcMb,
  type ProfileSummary,
  profileSelfTime,
  snapshot,
  threadFigures,
} from "./support/board/cdp-probe";
import {
  FRAME_MS,
  type FrameFigures,
  frameFigures,
  intervals,
  median,
  medianOf,
  type ProbeWindow,
  percentile,
  type ThreadFigures,
} from "./support/board/frame-figures";
import { type FrameStreamServer, startFrameStreamServer } from "./support/board/frame-stream-server";
import { buildLab } from "./support/board/lab-build";
import { serveDirectory } from "./support/board/static-server";
import { summariseTrace, type TraceSummary } from "./support/board/trace-summary";
import { BENCH_WEBGL_ARGS } from "./support/webgl-args";

const FULL = process.env.BENCH_FULL === "1";
/** BENCH_QUICK=1: only the targets' points (idle, headline, worst case 10k@20k, one WebGL point). */
const QUICK = process.env.BENCH_QUICK === "1";
const AB = process.env.BENCH_AB === "1";
/**
 * BENCH_ISSUE21=1: only the points issue 21's table needs, with the default path (the worker surface):
 * the bare page and the idle board (3 runs each), and 10,000 rows at 20,000/s sorted by activity at DPR 2.
 * `npm run bench:peers` runs it after its grid; results in results/board-frames-issue21.json.
 */
/**
 * BENCH_ISSUE21=loaded: only issue 21's loaded point and the worker surface's headline, 3 runs each, no
 * profile or trace (~2 minutes; results/board-frames-issue21-loaded.json): for A/B runs of a change to
 * the drawing worker, alternating builds.
 */
const LOADED_ONLY = process.env.BENCH_ISSUE21 === "loaded";
const ISSUE21 = process.env.BENCH_ISSUE21 === "1" || LOADED_ONLY;
const AB_RUNS = Math.max(1, Number(process.env.BENCH_AB_RUNS ?? 3) || 3);
const WARMUP_MS = 3_000;
const MEASURE_MS = 5_000;
const IDLE_WARMUP_MS = 1_000;
const IDLE_CHECK_MS = 2_000;
const PROFILE_MS = 3_000;
const TRACE_MS = 2_000;
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink",
  "cc",
  "gpu",
];
const LOAD_TIMEOUT_MS = 90_000;
/** The whole run is abandoned (browsers and servers closed) after this. */
const DEADLINE_MS = (FULL ? 50 : 25) * 60_000;
const HEADLINE_RUNS = 3;
const VIEWPORT = { width: 1920, height: 1080 };
/** The browser tier's flags (tests/browser/chromium.ts), by renderer. */
const RENDERER_ARGS = { canvas: NO_GPU_ARGS, webgl: BENCH_WEBGL_ARGS } as const;
const RESULTS_FILE = fileURLToPath(
  new URL(
    AB
      ? "./results/board-frames-ab.json"
      : LOADED_ONLY
        ? "./results/board-frames-issue21-loaded.json"
        : ISSUE21
          ? "./results/board-frames-issue21.json"
          : "./results/board-frames.json",
    import.meta.url,
  ),
);

// Targets of issue 4 (canvas renderer).
const TARGET_FRAME_MS = 16.7;
const TARGET_DROPPED_PCT = 1;
const TARGET_BUSY_PCT = 10;
const TARGET_LATENCY_FRAMES = 2;

type RendererKind = keyof typeof RENDERER_ARGS;
type Mode = "even" | "worst";
type FeedKind = "ws" | "page";

interface PointConfig {
  renderer: RendererKind;
  /** false: the bare lab page (no board), the reference an idle board is compared with. */
  board: boolean;
  dpr: number;
  rows: number;
  /** Field updates per second; 0 = idle board. */
  rate: number;
  mode: Mode;
  feed: FeedKind;
  runs: number;
  /** The board's `worker` option (lab URL `worker=1`); absent: false. */
  worker?: boolean;
  /**
   * How the frame server groups the feed: absent or 10, the lab's frames as they are (one 200-record
   * frame every 10 ms at 50,000/s); 100, as the reference server sends (one batch per 100 ms, frames
   * of at most 500 records, back to back: support/board/server-batches.ts).
   */
  batchMs?: number;
  /** The WebSocket and the decode in a feed worker (lab URL `decode=worker`); absent: false. */
  decodeInWorker?: boolean;
}

/** The reference server's batch period (packages/server `--batch-ms`, default 100). */
const SERVER_BATCH_MS = 100;

interface RunFigures extends ThreadFigures, FrameFigures {
  heapMb: number;
  /** WebSocket delay, server send to page arrival (same machine clock); NaN for the page feed. */
  wireP50Ms: number;
  wireP95Ms: number;
  /** Batches the frame server skipped because the page's socket was backed up. */
  skippedBatches: number;
  /** The machine's 1-minute load average at the end of the window: above the CPU count, figures suffer. */
  load1: number;
}

interface PointResult {
  config: PointConfig;
  renderer: string;
  runs: RunFigures[];
  median: RunFigures | null;
  errors: string[];
}

/** The display-rate check: the bare page's rAF loop for 2 s. */
interface IdleCheck {
  renderer: RendererKind;
  dpr: number;
  hz: number;
  intervalMs: number;
  busyPct: number;
}

interface RunOutput {
  chromium: string;
  /** BENCH_AB: each variant's headline trace. */
  abTraces?: { variant: string; trace: TraceSummary }[];
  idle: IdleCheck[];
  points: PointResult[];
  profile: ProfileSummary | null;
  trace: TraceSummary | null;
}

/** The page's `window.__lab` (packages/board-canvas/lab/main.ts), as far as the driver uses it. */
interface LabGlobal {
  __lab?: {
    ready?: boolean;
    error?: string;
    renderer: string;
    visibleRows: number;
    columnsWidth: number;
    probe: { startLoop(): void; begin(): void; end(): ProbeWindow };
    socketFeed: { fedAt: number[] } | null;
  };
}

// ------------------------------------------------------------------------------------- plan

const HEADLINE: PointConfig = {
  renderer: "canvas",
  board: true,
  dpr: 1,
  rows: 2_000,
  rate: 50_000,
  mode: "even",
  feed: "ws",
  runs: HEADLINE_RUNS,
};

/** Issue 21's loaded point: 10,000 rows, 20,000/s on the visible rows, DPR 2, the default (worker) path. */
const ISSUE21_LOADED: PointConfig = {
  ...HEADLINE,
  rows: 10_000,
  rate: 20_000,
  mode: "worst",
  dpr: 2,
  worker: true,
  // Three runs, the median judged: one run's dropped frames moved 0.7-3% between runs on this machine.
  runs: 3,
};

/** The point whose CPU profile and trace the run prints: issue 21's loaded point in its run, else the headline. */
const PROFILED = ISSUE21 ? ISSUE21_LOADED : HEADLINE;

function canvasPlan(): PointConfig[] {
  const runs = FULL ? 3 : 1;
  if (LOADED_ONLY) return [ISSUE21_LOADED, { ...HEADLINE, worker: true }];
  if (ISSUE21) {
    return [
      { ...HEADLINE, board: false, rate: 0, runs: 3 },
      { ...HEADLINE, rate: 0, worker: true, runs: 3 },
      ISSUE21_LOADED,
    ];
  }
  if (QUICK) {
    return [
      { ...HEADLINE, board: false, rate: 0, runs: 3 },
      { ...HEADLINE, rate: 0, runs: 3 },
      HEADLINE,
      { ...HEADLINE, rows: 10_000, rate: 20_000, mode: "worst", runs: 1 },
      { ...HEADLINE, rows: 10_000, rate: 20_000, mode: "worst", dpr: 2, runs: 1 },
      ...workerPoints(),
    ];
  }
  // Idle page and idle board 3 times: their difference is small, so it needs the spread of runs.
  const points: PointConfig[] = [
    { ...HEADLINE, board: false, rate: 0, runs: 3 },
    { ...HEADLINE, rate: 0, runs: 3 },
    HEADLINE,
    { ...HEADLINE, feed: "page", runs },
    { ...HEADLINE, board: false, rate: 0, dpr: 2, runs },
    { ...HEADLINE, rate: 0, dpr: 2, runs },
  ];
  points.push(...workerPoints());
  for (const dpr of [1, 2]) {
    for (const rows of [2_000, 10_000]) {
      for (const rate of [5_000, 20_000, 50_000]) {
        for (const mode of ["even", "worst"] as const) {
          const point: PointConfig = {
            renderer: "canvas",
            board: true,
            dpr,
            rows,
            rate,
            mode,
            feed: "ws",
            runs,
          };
          if (!sameConfig(point, HEADLINE)) points.push(point);
        }
      }
    }
  }
  return points;
}

/** The board's `worker` option at the headline and the DPR 2 worst case (the A/B runs compare closer). */
function workerPoints(): PointConfig[] {
  return [
    { ...HEADLINE, worker: true },
    { ...HEADLINE, worker: true, batchMs: SERVER_BATCH_MS, decodeInWorker: true },
    { ...HEADLINE, rows: 10_000, rate: 20_000, mode: "worst", dpr: 2, worker: true, runs: FULL ? 3 : 1 },
  ];
}

function webglPlan(): PointConfig[] {
  if (ISSUE21) return [];
  const runs = FULL ? 3 : 1;
  const base: PointConfig = { ...HEADLINE, renderer: "webgl", runs };
  if (QUICK) return [{ ...base, rate: 5_000 }, base];
  return [{ ...base, board: false, rate: 0 }, { ...base, rate: 0 }, { ...base, rate: 5_000 }, base];
}

function sameConfig(a: PointConfig, b: PointConfig): boolean {
  return (
    a.renderer === b.renderer &&
    a.board === b.board &&
    a.dpr === b.dpr &&
    a.rows === b.rows &&
    a.rate === b.rate &&
    a.mode === b.mode &&
    a.feed === b.feed &&
    (a.worker ?? false) === (b.worker ?? false) &&
    (a.batchMs ?? 10) === (b.batchMs ?? 10) &&
    (a.decodeInWorker ?? false) === (b.decodeInWorker ?? false)
  );
}

// ------------------------------------------------------------------------------------- cleanup

const closers = new Set<() => Promise<void>>();

function onCleanup(close: () => Promise<void>): () => Promise<void> {
  const once = async (): Promise<void> => {
    closers.delete(once);
    await close().catch(() => undefined);
  };
  closers.add(once);
  return once;
}

async function closeAll(): Promise<void> {
  for (const close of [...closers].reverse()) await close();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: closing browsers and servers`);
    void closeAll().finally(() => process.exit(130));
  });
}

const deadline = setTimeout(() => {
  console.error(`board-frames: deadline of ${DEADLINE_MS / 60_000} min passed; closing everything`);
  void closeAll().finally(() => process.exit(2));
}, DEADLINE_MS);
deadline.unref();

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects when `promise` has not settled within `ms` (page calls that hang must not hang the run). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ------------------------------------------------------------------------------------- page driving

interface Chrome {
  browser: Browser;
  /** Browser-level CDP session (process CPU times). */
  cdp: CDPSession;
}

interface LabPage {
  page: Page;
  browserCdp: CDPSession;
  cdp: CDPSession;
  renderer: string;
  errors: string[];
  close(): Promise<void>;
}

async function openLab(chrome: Chrome, url: string, dpr: number): Promise<LabPage> {
  const context = await chrome.browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: dpr });
  const close = onCleanup(() => context.close());
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(
      () => {
        const lab = (globalThis as unknown as LabGlobal).__lab;
        return lab?.ready === true || lab?.error !== undefined;
      },
      null,
      { timeout: LOAD_TIMEOUT_MS },
    );
    const state = await page.evaluate(() => {
      const lab = (globalThis as unknown as LabGlobal).__lab!;
      return { error: lab.error, renderer: lab.renderer };
    });
    if (state.error !== undefined) throw new Error(`lab: ${state.error}`);
    return { page, cdp, browserCdp: chrome.cdp, renderer: state.renderer, errors, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function labUrl(base: string, config: PointConfig, wsUrl: string): string {
  if (!config.board) return `${base}?board=0`;
  const query = new URLSearchParams({
    renderer: config.renderer,
    rows: String(config.rows),
    rate: String(config.rate),
    seed: "1",
    mode: config.mode,
    feed: config.feed,
  });
  if (config.feed === "ws")
    query.set("ws", config.batchMs === undefined ? wsUrl : `${wsUrl}?batchMs=${config.batchMs}`);
  if (config.worker === true) query.set("worker", "1");
  if (config.decodeInWorker === true) query.set("decode", "worker");
  return `${base}?${query}`;
}

/** Warm-up, then one measured window: Chrome's counters around it, the probe's figures inside it. */
async function measureWindow(
  lab: LabPage,
  warmupMs: number,
  measureMs: number,
): Promise<{ thread: ThreadFigures; window: ProbeWindow }> {
  await lab.page.evaluate(() => (globalThis as unknown as LabGlobal).__lab!.probe.startLoop());
  await sleep(warmupMs);
  const before = await snapshot(lab.cdp, lab.browserCdp);
  await lab.page.evaluate(() => (globalThis as unknown as LabGlobal).__lab!.probe.begin());
  await sleep(measureMs);
  const window = await within(
    lab.page.evaluate(() => (globalThis as unknown as LabGlobal).__lab!.probe.end()),
    30_000,
    "probe.end",
  );
  const after = await snapshot(lab.cdp, lab.browserCdp);
  return { thread: threadFigures(before, after), window };
}

async function wireDelays(lab: LabPage, streams: FrameStreamServer, window: ProbeWindow): Promise<number[]> {
  const stream = streams.latest();
  if (stream === null) return [];
  const page = await lab.page.evaluate(() => {
    const lab = (globalThis as unknown as LabGlobal).__lab!;
    return { origin: performance.timeOrigin, fedAt: lab.socketFeed?.fedAt ?? [] };
  });
  const delays: number[] = [];
  const n = Math.min(page.fedAt.length, stream.sentAt.length);
  for (let i = 0; i < n; i++) {
    const arrived = page.fedAt[i];
    if (arrived >= window.beganAt && arrived <= window.endedAt) {
      delays.push(page.origin + arrived - stream.sentAt[i]);
    }
  }
  return delays;
}

async function runPoint(
  chrome: Chrome,
  base: string,
  streams: FrameStreamServer,
  config: PointConfig,
  idleIntervalMs: number,
): Promise<{ renderer: string; figures: RunFigures }> {
  const lab = await openLab(chrome, labUrl(base, config, streams.url), config.dpr);
  try {
    const skippedBefore = streams.latest()?.behind ?? 0;
    const { thread, window } = await measureWindow(lab, WARMUP_MS, MEASURE_MS);
    const wire = config.feed === "ws" && config.rate > 0 ? await wireDelays(lab, streams, window) : [];
    const heapMb = await within(heapAfterGcMb(lab.cdp), 60_000, "heap");
    if (lab.errors.length > 0) throw new Error(`page errors: ${lab.errors.join("; ")}`);
    return {
      renderer: lab.renderer,
      figures: {
        ...thread,
        ...frameFigures(window, idleIntervalMs),
        heapMb,
        wireP50Ms: percentile(wire, 50),
        wireP95Ms: percentile(wire, 95),
        skippedBatches:
          config.feed === "ws" && config.rate > 0 ? (streams.latest()?.behind ?? 0) - skippedBefore : 0,
        load1: loadavg()[0],
      },
    };
  } finally {
    await lab.close();
  }
}

/** The display-rate check: the bare page (no board) with the measuring rAF loop, 2 s. */
async function checkIdleRate(
  chrome: Chrome,
  base: string,
  renderer: RendererKind,
  dpr: number,
): Promise<IdleCheck> {
  const lab = await openLab(chrome, `${base}?board=0`, dpr);
  try {
    const { thread, window } = await measureWindow(lab, IDLE_WARMUP_MS, IDLE_CHECK_MS);
    const intervalMs = median(intervals(window.frameTimes));
    return { renderer, dpr, hz: 1000 / intervalMs, intervalMs, busyPct: thread.busyPct };
  } finally {
    await lab.close();
  }
}

/** After warm-up: a CPU profile (JavaScript self time), then a trace (the native work around it). */
async function profilePoint(
  chrome: Chrome,
  base: string,
  streams: FrameStreamServer,
  config: PointConfig,
): Promise<{ profile: ProfileSummary; trace: TraceSummary }> {
  const lab = await openLab(chrome, labUrl(base, config, streams.url), config.dpr);
  try {
    await lab.page.evaluate(() => (globalThis as unknown as LabGlobal).__lab!.probe.startLoop());
    await sleep(WARMUP_MS);
    const profile = await within(profileSelfTime(lab.cdp, PROFILE_MS), PROFILE_MS + 60_000, "profile");
    await chrome.browser.startTracing(lab.page, { categories: TRACE_CATEGORIES });
    await sleep(TRACE_MS);
    const trace = summariseTrace((await within(chrome.browser.stopTracing(), 60_000, "trace")).toString());
    return { profile, trace };
  } finally {
    await lab.close();
  }
}

// ------------------------------------------------------------------------------------- output

const COLUMNS = [
  ["renderer", 13],
  ["dpr", 3],
  ["rows", 6],
  ["rate/s", 6],
  ["mode", 5],
  ["feed", 4],
  ["busy%", 6],
  ["cpu%", 5],
  ["frame p50/p95/p99 ms", 20],
  ["drop%", 6],
  ["paint p50/p95/p99 ms", 20],
  ["cells", 6],
  ["lat p50/p95 fr", 14],
  ["screen p50/p95", 14],
  ["heap MB", 7],
] as const;

function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

function header(): string {
  return COLUMNS.map(([name, width]) => name.padStart(width)).join(" ");
}

function row(cells: string[]): string {
  return cells.map((cell, i) => cell.padStart(COLUMNS[i][1])).join(" ");
}

function figureCells(f: RunFigures): string[] {
  return [
    fmt(f.busyPct),
    fmt(f.threadCpuPct),
    `${fmt(f.frameP50)}/${fmt(f.frameP95)}/${fmt(f.frameP99)}`,
    fmt(f.droppedPct),
    `${fmt(f.paintP50, 2)}/${fmt(f.paintP95, 2)}/${fmt(f.paintP99, 2)}`,
    fmt(f.cellsMedian, 0),
    `${fmt(f.latencyP50Frames, 2)}/${fmt(f.latencyP95Frames, 2)}`,
    `${fmt(f.screenLatencyP50Frames, 2)}/${fmt(f.screenLatencyP95Frames, 2)}`,
    fmt(f.heapMb),
  ];
}

function pointLine(result: PointResult): string {
  const c = result.config;
  const lead = c.board
    ? [
        result.renderer || c.renderer,
        String(c.dpr),
        String(c.rows),
        c.rate === 0 ? "idle" : String(c.rate),
        c.rate === 0 ? "-" : c.mode,
        c.rate === 0 ? "-" : c.feed,
      ]
    : [c.renderer, String(c.dpr), "-", "idle", "-", "-"];
  if (result.median === null)
    return `${row(lead.concat(Array(9).fill("")))}  error: ${result.errors.join("; ")}`;
  const notes: string[] = [];
  if (!c.board) notes.push("bare page, no board");
  if (c.board && c.rate === 0) notes.push(`idle board, ${result.median.paints} paints`);
  if (c.batchMs !== undefined) notes.push(`feed batched every ${c.batchMs} ms as the server does`);
  if (c.decodeInWorker === true) notes.push("decode in a feed worker");
  if (result.runs.length > 1) notes.push(`median of ${result.runs.length}`);
  const load = Math.max(...result.runs.map((run) => run.load1));
  if (load > cpus().length) notes.push(`load ${fmt(load)} on ${cpus().length} CPUs`);
  if (result.errors.length > 0) notes.push(`${result.errors.length} failed: ${result.errors[0]}`);
  return row(lead.concat(figureCells(result.median))) + (notes.length > 0 ? `  (${notes.join("; ")})` : "");
}

// ------------------------------------------------------------------------------------- run

async function runRenderer(
  renderer: RendererKind,
  plan: PointConfig[],
  base: string,
  streams: FrameStreamServer,
  out: RunOutput,
): Promise<void> {
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...BASE_ARGS, ...RENDERER_ARGS[renderer]],
    timeout: 60_000,
  });
  const closeBrowser = onCleanup(() => browser.close());
  try {
    const chrome: Chrome = { browser, cdp: await browser.newBrowserCDPSession() };
    out.chromium = browser.version();
    console.log(
      `\n${renderer} renderer (Chromium ${browser.version()}, flags ${RENDERER_ARGS[renderer].join(" ")})`,
    );
    const idleInterval = new Map<number, number>();
    for (const dpr of [...new Set(plan.map((p) => p.dpr))].sort()) {
      const idle = await checkIdleRate(chrome, base, renderer, dpr);
      out.idle.push(idle);
      idleInterval.set(dpr, idle.intervalMs);
      const near60 = Math.abs(idle.hz - 60) < 2;
      console.log(
        `idle check, DPR ${dpr}: a bare page's rAF loop runs at ${fmt(idle.hz)} Hz (median interval ` +
          `${fmt(idle.intervalMs, 2)} ms), main thread ${fmt(idle.busyPct)}% busy` +
          (near60 ? "" : ` - NOT 60 Hz: dropped frames are counted against ${fmt(idle.intervalMs, 2)} ms`),
      );
    }
    console.log(header());
    for (const config of plan) {
      const result: PointResult = { config, renderer: "", runs: [], median: null, errors: [] };
      for (let run = 0; run < config.runs; run++) {
        try {
          const done = await runPoint(
            chrome,
            base,
            streams,
            config,
            idleInterval.get(config.dpr) ?? FRAME_MS,
          );
          result.renderer = config.board ? done.renderer : "";
          result.runs.push(done.figures);
        } catch (error) {
          result.errors.push(error instanceof Error ? error.message.split("\n")[0] : String(error));
          if (!browser.isConnected()) throw error;
        }
      }
      if (result.runs.length > 0) result.median = medianOf(result.runs);
      out.points.push(result);
      console.log(pointLine(result));
      if (sameConfig(config, PROFILED) && !LOADED_ONLY) {
        try {
          const { profile, trace } = await profilePoint(chrome, base, streams, PROFILED);
          out.profile = profile;
          out.trace = trace;
        } catch (error) {
          console.log(`profile failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } finally {
    await closeBrowser();
  }
}

interface Verdict {
  target: string;
  measured: string;
  met: boolean | null;
}

function verdicts(out: RunOutput): Verdict[] {
  // A config without `worker` finds the pixi points only.
  const findPoint = (config: Partial<PointConfig>): PointResult | null =>
    out.points.find(
      (p) =>
        p.median !== null &&
        (p.config.worker ?? false) === (config.worker ?? false) &&
        (p.config.batchMs ?? 10) === (config.batchMs ?? 10) &&
        (p.config.decodeInWorker ?? false) === (config.decodeInWorker ?? false) &&
        Object.entries(config).every(([key, value]) => p.config[key as keyof PointConfig] === value),
    ) ?? null;
  const find = (config: Partial<PointConfig>): RunFigures | null => findPoint(config)?.median ?? null;
  const list: Verdict[] = [];
  const check = (target: string, value: number, limit: number, unit: string, strict = false): void => {
    list.push({
      target,
      measured: `${fmt(value, 2)} ${unit}`,
      met: Number.isFinite(value) ? (strict ? value < limit : value <= limit) : null,
    });
  };
  const { runs: _, ...headlineConfig } = HEADLINE;
  const headline = find(headlineConfig);
  if (headline !== null) {
    check("headline p99 frame <= 16.7 ms", headline.frameP99, TARGET_FRAME_MS, "ms");
    check("headline dropped frames < 1%", headline.droppedPct, TARGET_DROPPED_PCT, "%", true);
    check("headline main thread busy <= 10%", headline.busyPct, TARGET_BUSY_PCT, "%");
    check(
      "headline update-to-paint p95 <= 2 frames",
      headline.latencyP95Frames,
      TARGET_LATENCY_FRAMES,
      "frames",
    );
  }
  for (const dpr of [1, 2]) {
    const worst = find({
      renderer: "canvas",
      board: true,
      feed: "ws",
      dpr,
      rows: 10_000,
      rate: 20_000,
      mode: "worst",
    });
    if (worst !== null) {
      check(
        `worst case 10,000 rows 20,000/s DPR ${dpr}: p95 frame <= 16.7 ms`,
        worst.frameP95,
        TARGET_FRAME_MS,
        "ms",
      );
    }
  }
  const workerHeadline = find({ ...headlineConfig, worker: true });
  if (workerHeadline !== null) {
    check("worker option: headline main thread busy <= 10%", workerHeadline.busyPct, TARGET_BUSY_PCT, "%");
    check("worker option: headline p99 frame <= 16.7 ms", workerHeadline.frameP99, TARGET_FRAME_MS, "ms");
  }
  const decoded = find({ ...headlineConfig, worker: true, batchMs: SERVER_BATCH_MS, decodeInWorker: true });
  if (decoded !== null) {
    check(
      "worker option + feed worker, server-batched feed: headline main thread busy <= 10%",
      decoded.busyPct,
      TARGET_BUSY_PCT,
      "%",
    );
    check(
      "worker option + feed worker, server-batched feed: headline p99 frame <= 16.7 ms",
      decoded.frameP99,
      TARGET_FRAME_MS,
      "ms",
    );
  }
  const workerWorst = find({
    renderer: "canvas",
    board: true,
    feed: "ws",
    dpr: 2,
    rows: 10_000,
    rate: 20_000,
    mode: "worst",
    worker: true,
  });
  if (workerWorst !== null) {
    check(
      "worker option: worst case 10,000 rows 20,000/s DPR 2: p95 frame <= 16.7 ms",
      workerWorst.frameP95,
      TARGET_FRAME_MS,
      "ms",
    );
  }
  const loaded = out.points.filter(
    (p) => p.config.renderer === "canvas" && p.config.rate > 0 && p.median !== null,
  );
  if (loaded.length > 0) {
    const worstLatency = Math.max(...loaded.map((p) => p.median!.latencyP95Frames));
    check(
      "every canvas point: update-to-paint p95 <= 2 frames",
      worstLatency,
      TARGET_LATENCY_FRAMES,
      "frames at worst",
    );
  }
  for (const dpr of [1, 2]) {
    const board = findPoint({ renderer: "canvas", board: true, dpr, rate: 0 });
    const page = findPoint({ renderer: "canvas", board: false, dpr });
    if (board === null || page === null) continue;
    // "No more than": within the spread of the bare page's own runs, and at least 0.3 percentage point
    // (what two 5 s windows of the same idle page differ by here).
    const pageRuns = page.runs.map((run) => run.busyPct);
    const noise = Math.max(0.3, Math.max(...pageRuns) - Math.min(...pageRuns));
    list.push({
      target: `idle board costs no more than the idle page, DPR ${dpr}`,
      measured:
        `busy ${fmt(board.median!.busyPct, 2)}% vs ${fmt(page.median!.busyPct, 2)}% (noise ${fmt(noise, 2)}); ` +
        `board paints in ${MEASURE_MS / 1000} s: ${board.median!.paints}`,
      met: board.median!.busyPct <= page.median!.busyPct + noise && board.median!.paints === 0,
    });
  }
  return list;
}

function printProfile(profile: ProfileSummary): void {
  console.log(
    `\nCPU profile of the ${ISSUE21 ? "10,000-row point" : "headline point"} (${fmt(profile.seconds)} s, ${profile.samples} samples, main thread ` +
      `${fmt(profile.busyPct)}% not idle); top self time:`,
  );
  console.log(`${"ms/s".padStart(7)} ${"% busy".padStart(6)}  function  (file:line)`);
  for (const entry of profile.top) {
    const where = entry.location === "" ? "" : `  (${entry.location})`;
    console.log(
      `${fmt(entry.msPerSecond).padStart(7)} ${fmt(entry.pctOfBusy).padStart(6)}  ${entry.name}${where}`,
    );
    for (const caller of entry.callers) {
      const from = caller.location === "" ? "" : ` (${caller.location})`;
      console.log(`${"".padStart(15)}  <- ${fmt(caller.msPerSecond)} ms/s from ${caller.name}${from}`);
    }
  }
}

function printTrace(trace: TraceSummary): void {
  console.log(
    `\nTrace of the ${ISSUE21 ? "10,000-row point" : "headline point"} (${fmt(trace.seconds)} s): busy ms per second by renderer thread:`,
  );
  console.log(`  ${trace.threads.map((t) => `${t.thread} ${fmt(t.msPerSecond)}`).join(", ")}`);
  console.log("main thread, self time by trace event (ms/s):");
  for (const entry of trace.mainThread) console.log(`${fmt(entry.msPerSecond).padStart(7)}  ${entry.event}`);
}

// ------------------------------------------------------------------------------------- A/B (BENCH_AB)

/**
 * The A/B points: the headline, the DPR 2 worst case and the idle board, each as A (main thread) and B
 * (worker). The headline's rounds also run the bare page (no board), so that the load's share of busy %
 * can be read off in the same window: A - bare and B - bare are the boards' own costs.
 */
function abPlan(): PointConfig[] {
  return [
    { ...HEADLINE, runs: AB_RUNS },
    { ...HEADLINE, rows: 10_000, rate: 20_000, mode: "worst", dpr: 2, runs: AB_RUNS },
    { ...HEADLINE, rate: 0, runs: AB_RUNS },
  ];
}

function abVariants(point: PointConfig): PointConfig[] {
  const variants: PointConfig[] = [
    { ...point, worker: false },
    { ...point, worker: true },
  ];
  if (point.rate > 0) {
    variants.push(
      { ...point, worker: true, batchMs: SERVER_BATCH_MS },
      { ...point, worker: true, batchMs: SERVER_BATCH_MS, decodeInWorker: true },
    );
  }
  if (sameConfig(point, HEADLINE)) variants.push({ ...point, board: false, rate: 0 });
  return variants;
}

function abVariant(config: PointConfig): string {
  if (!config.board) return "bare page";
  if (config.worker !== true) return "A main";
  if (config.decodeInWorker === true) return "D C+decode wkr";
  return config.batchMs === SERVER_BATCH_MS ? "C wkr+srv feed" : "B worker";
}

function abLine(label: string, f: RunFigures): string {
  return [
    label.padEnd(22),
    fmt(f.busyPct).padStart(6),
    fmt(f.threadCpuPct).padStart(6),
    fmt(f.processCpuPct).padStart(6),
    fmt(f.gpuProcessCpuPct).padStart(6),
    `${fmt(f.frameP50)}/${fmt(f.frameP95)}/${fmt(f.frameP99)}`.padStart(16),
    fmt(f.droppedPct).padStart(6),
    `${fmt(f.paintP50, 2)}/${fmt(f.paintP95, 2)}`.padStart(11),
    fmt(f.cellsMedian, 0).padStart(6),
    fmt(f.latencyP95Frames, 2).padStart(7),
    fmt(f.load1).padStart(5),
  ].join(" ");
}

const AB_HEADER = [
  "run".padEnd(22),
  "busy%".padStart(6),
  "cpu%".padStart(6),
  "proc%".padStart(6),
  "gpu%".padStart(6),
  "frame p50/95/99".padStart(16),
  "drop%".padStart(6),
  "paint 50/95".padStart(11),
  "cells".padStart(6),
  "lat95fr".padStart(7),
  "load".padStart(5),
].join(" ");

async function traceVariant(
  chrome: Chrome,
  base: string,
  streams: FrameStreamServer,
  config: PointConfig,
): Promise<TraceSummary> {
  const lab = await openLab(chrome, labUrl(base, config, streams.url), config.dpr);
  try {
    await lab.page.evaluate(() => (globalThis as unknown as LabGlobal).__lab!.probe.startLoop());
    await sleep(WARMUP_MS);
    await chrome.browser.startTracing(lab.page, { categories: TRACE_CATEGORIES });
    await sleep(TRACE_MS);
    return summariseTrace((await within(chrome.browser.stopTracing(), 60_000, "trace")).toString());
  } finally {
    await lab.close();
  }
}

/** A,B,A,B... per point on one browser, then medians per variant and a trace of each headline variant. */
async function runAb(base: string, streams: FrameStreamServer, out: RunOutput): Promise<void> {
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...BASE_ARGS, ...RENDERER_ARGS.canvas],
    timeout: 60_000,
  });
  const closeBrowser = onCleanup(() => browser.close());
  try {
    const chrome: Chrome = { browser, cdp: await browser.newBrowserCDPSession() };
    out.chromium = browser.version();
    const plan = abPlan();
    const idleInterval = new Map<number, number>();
    for (const dpr of [...new Set(plan.map((p) => p.dpr))].sort()) {
      const idle = await checkIdleRate(chrome, base, "canvas", dpr);
      out.idle.push(idle);
      idleInterval.set(dpr, idle.intervalMs);
      console.log(
        `idle check, DPR ${dpr}: ${fmt(idle.hz)} Hz, bare page main thread ${fmt(idle.busyPct)}% busy`,
      );
    }
    console.log(
      "busy% = main-thread task time / wall; cpu% = main-thread CPU; proc% = whole renderer process CPU " +
        "(main, compositor, raster and worker threads); gpu% = GPU process (software compositing here)",
    );
    for (const base_ of plan) {
      const results = abVariants(base_).map(
        (config): PointResult => ({
          config,
          renderer: "",
          runs: [],
          median: null,
          errors: [],
        }),
      );
      console.log(
        `\n${base_.rows} rows, ${base_.rate}/s ${base_.mode}, DPR ${base_.dpr}, feed ${base_.feed} (${AB_RUNS} pairs)`,
      );
      console.log(AB_HEADER);
      for (let run = 0; run < AB_RUNS; run++) {
        for (const result of results) {
          const label = `${abVariant(result.config)} #${run + 1}`;
          try {
            const done = await runPoint(
              chrome,
              base,
              streams,
              result.config,
              idleInterval.get(result.config.dpr) ?? FRAME_MS,
            );
            result.renderer = done.renderer;
            result.runs.push(done.figures);
            console.log(abLine(label, done.figures));
          } catch (error) {
            const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
            result.errors.push(message);
            console.log(`${label.padEnd(22)} error: ${message}`);
            if (!browser.isConnected()) throw error;
          }
        }
      }
      for (const result of results) {
        if (result.runs.length > 0) result.median = medianOf(result.runs);
        out.points.push(result);
        if (result.median !== null) console.log(abLine(`${abVariant(result.config)} median`, result.median));
      }
    }
    out.abTraces = [];
    const traced: PointConfig[] = [
      { ...HEADLINE, worker: false },
      { ...HEADLINE, worker: true },
      { ...HEADLINE, worker: true, batchMs: SERVER_BATCH_MS, decodeInWorker: true },
    ];
    for (const config of traced) {
      try {
        const trace = await traceVariant(chrome, base, streams, config);
        out.abTraces.push({ variant: abVariant(config), trace });
        console.log(
          `\ntrace, headline, ${abVariant(config)}: busy ms/s by renderer thread: ` +
            trace.threads.map((t) => `${t.thread} ${fmt(t.msPerSecond)}`).join(", "),
        );
        console.log(
          "  main thread, top self time (ms/s): " +
            trace.mainThread
              .slice(0, 8)
              .map((e) => `${e.event} ${fmt(e.msPerSecond)}`)
              .join(", "),
        );
      } catch (error) {
        console.log(`trace failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await closeBrowser();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `board-frames: ${AB ? `BENCH_AB: ${AB_RUNS} A/B pairs per point` : FULL ? "BENCH_FULL: every point 3 runs" : `headline point ${HEADLINE_RUNS} runs, others 1`}; ` +
      `warm-up ${WARMUP_MS / 1000} s, measure ${MEASURE_MS / 1000} s; ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), ` +
      `load average ${loadavg()
        .map((l) => fmt(l))
        .join(" ")}`,
  );
  if (loadavg()[0] > cpus().length) {
    console.log(
      "warning: the machine is already loaded; busy % and frame figures will include waiting for a CPU",
    );
  }
  const lab = await buildLab();
  onCleanup(async () => lab.remove());
  const site = await serveDirectory(lab.dir);
  onCleanup(() => site.close());
  const streams = await startFrameStreamServer();
  onCleanup(() => streams.close());
  console.log(
    `lab built in ${lab.buildMs} ms (unminified); served at ${site.url}; frame server ${streams.url}`,
  );

  const out: RunOutput = { chromium: "", idle: [], points: [], profile: null, trace: null };
  try {
    if (AB) {
      await runAb(site.url, streams, out);
    } else {
      await runRenderer("canvas", canvasPlan(), site.url, streams, out);
      await runRenderer("webgl", webglPlan(), site.url, streams, out);
    }
  } finally {
    await closeAll();
  }

  if (out.profile !== null) printProfile(out.profile);
  if (out.trace !== null) printTrace(out.trace);
  // A/B runs compare two variants; the targets are judged by the ordinary runs.
  const list = AB ? [] : verdicts(out);
  if (!AB) console.log("\nTargets (issue 4, canvas renderer):");
  for (const v of list)
    console.log(`  ${v.met === null ? "n/a " : v.met ? "MET " : "MISS"}  ${v.target}: ${v.measured}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nboard-frames: ${seconds} s in all`);

  mkdirSync(fileURLToPath(new URL("./results/", import.meta.url)), { recursive: true });
  const json = {
    benchmark: "board-frames",
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "",
      node: process.version,
      chromium: out.chromium,
    },
    settings: {
      full: FULL,
      viewport: VIEWPORT,
      warmupMs: WARMUP_MS,
      measureMs: MEASURE_MS,
      idleCheckMs: IDLE_CHECK_MS,
      frameMs: FRAME_MS,
      labBuild: "vite, unminified",
      notes: [
        "frame intervals come from a measuring rAF loop present in every configuration (bare page included)",
        "busy% = CDP Performance.getMetrics TaskDuration delta / wall time",
        "cpu% (threadCpuPct) = ThreadTime delta / wall time; busy% far above it means waiting for a CPU",
        "latency = feed batch arrival in the page -> end of the first board paint that began after it",
        "WebGL runs use SwiftShader (software rendering on the CPU)",
      ],
    },
    idle: out.idle,
    points: out.points,
    profile: out.profile,
    trace: out.trace,
    abTraces: out.abTraces ?? null,
    targets: list,
    seconds,
  };
  const tmp = `${RESULTS_FILE}.tmp`;
  writeFileSync(
    tmp,
    `${JSON.stringify(json, (_, v) => (typeof v === "number" && !Number.isFinite(v) ? null : v), 2)}\n`,
  );
  renameSync(tmp, RESULTS_FILE);
  console.log(`wrote ${RESULTS_FILE}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    await closeAll();
    process.exit(1);
  },
);
