/**
 * `npm run bench:peers`: our board (canvas and WebGL renderers) beside AG Grid Community, Glide Data
 * Grid and a React DOM virtualised table (@tanstack/react-virtual), in headless Chromium at 1920x1080,
 * every grid fed the same way (issue 5): the same WebSocket frames, sent in batches every `--batch-ms`
 * as the reference server sends them, decoded by the same code, on the page (`market.handleFrame`) or
 * in the feed package's worker (`--decode`).
 * Options: see options.ts (`--quick` for the harness check). Writes benchmarks/results/peers-<label>.json
 * and .png (main-thread busy vs updates/s, one line per grid); a feed path other than the default adds
 * it to the name (peers-<label>-<decode>-<B>ms).
 *
 * Per point (rows N, field updates/s U) and grid: a fresh page; the snapshot, then the grid mounts, then
 * the update stream starts; warm-up; several measured windows; medians. Per window:
 * - busy %: CDP Performance.getMetrics TaskDuration delta over wall time (Chrome's main-thread task time);
 *   thr %: ThreadTime, the main thread's CPU time (busy % far above it: the page was waiting for a CPU)
 * - cpu %: ProcessTime delta over wall time: the whole renderer process (main, compositor, raster and
 *   worker threads); +gpu % adds Chromium's GPU process (compositing; SwiftShader's WebGL work)
 * - frame p50/p95/p99 and dropped frames against the bare page's frame interval (a small rAF loop in
 *   every page, the bare page included)
 * - latency: a batch's first frame's arrival (at the page's socket, or the feed worker's) -> end of the
 *   first frame after the grid's first commit covering the whole batch
 * and per page: JS heap after two forced collections, `--heap-at` seconds after the stream started.
 * The grids but WebGL run in a Chromium with --disable-gpu (software compositing, like the board lab's
 * canvas runs); WebGL needs SwiftShader (software GL on the CPU), in a second Chromium.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { BASE_ARGS, CHROMIUM_PATH, ensureChromium, NO_GPU_ARGS } from "../../../tests/browser/chromium";
import { median, medianOf } from "../../support/board/frame-figures";
import { serveDirectory } from "../../support/board/static-server";
import { BENCH_WEBGL_ARGS } from "../../support/webgl-args";
import { printWhereTimeGoes, type WhereTimeGoes, whereTimeGoes } from "./board-trace";
import { busyChartSvg, svgToPng } from "./chart";
import { type FeedServer, startFeedServer } from "./feed-server";
import { issue21ExtraRows } from "./issue21-extras";
import { issue21Rows, issue21Table } from "./issue21-targets";
import {
  describeFeedPath,
  estimateSeconds,
  type FeedPath,
  feedFileTag,
  feedTag,
  type GridId,
  type Options,
  pageSeconds,
  parseOptions,
} from "./options";
import { buildPeersPage } from "./page-build";
import { FRAME_MS } from "./peer-figures";
import {
  type BrowserKind,
  type Chrome,
  feedCountsOf,
  GRID_PAGES,
  heapAt,
  measureWindows,
  openPeerPage,
  VIEWPORT,
  type WindowFigures,
} from "./peer-page";
import { feedPathProblems, peerPageUrl, pointPlan, snapshotPlan } from "./point-feed";
import { fmt, type GridResult, tableHeader, tableLine, type Verdict, verdictLine, verdicts } from "./results";
import { buildMarket, type SyntheticMarket } from "./synthetic-market";
import { MAX_RECORDS_PER_FRAME } from "./update-batches";

/** The browser tier's flags (tests/browser/chromium.ts), by browser. */
const BROWSER_ARGS: Record<BrowserKind, readonly string[]> = { canvas: NO_GPU_ARGS, webgl: BENCH_WEBGL_ARGS };
const SEED = 1;
const IDLE_SECONDS = 3;
const RESULTS_DIR = fileURLToPath(new URL("../../results/", import.meta.url));

// ----------------------------------------------------------------------------------- cleanup

const closers = new Set<() => Promise<void>>();

function onCleanup(close: () => Promise<void>): void {
  closers.add(close);
}

async function closeAll(): Promise<void> {
  for (const close of [...closers].reverse()) await close().catch(() => undefined);
  closers.clear();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: closing browsers and servers`);
    void closeAll().finally(() => process.exit(130));
  });
}

// ----------------------------------------------------------------------------------- run

interface IdleCheck {
  browser: BrowserKind;
  hz: number;
  intervalMs: number;
  busyPct: number;
  processCpuPct: number;
}

async function launch(kind: BrowserKind): Promise<Chrome> {
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...BASE_ARGS, ...BROWSER_ARGS[kind]],
    timeout: 60_000,
  });
  onCleanup(() => browser.close());
  return { kind, browser, cdp: await browser.newBrowserCDPSession() };
}

/**
 * The bare page (no grid, no updates; its feed path set up as the run's, the feed worker included):
 * the display rate that dropped frames are counted against.
 */
async function idleCheck(
  chrome: Chrome,
  base: string,
  feed: FeedServer,
  market: SyntheticMarket,
  path: FeedPath,
): Promise<IdleCheck> {
  const plan = snapshotPlan(market, path);
  feed.setPlan(plan);
  const peer = await openPeerPage(chrome, peerPageUrl(base, "grid=none", feed.url, plan, path));
  try {
    const [window] = await measureWindows(
      chrome,
      peer,
      feed,
      { warmup: 1, seconds: IDLE_SECONDS, reps: 1 },
      FRAME_MS,
    );
    const intervalMs = window.frameP50;
    return {
      browser: chrome.kind,
      hz: 1000 / intervalMs,
      intervalMs,
      busyPct: window.busyPct,
      processCpuPct: window.processCpuPct,
    };
  } finally {
    await peer.close();
  }
}

async function runGrid(
  chrome: Chrome,
  url: string,
  feed: FeedServer,
  options: Options,
  idleIntervalMs: number,
  result: GridResult,
): Promise<void> {
  const peer = await openPeerPage(chrome, url);
  try {
    result.renderer = peer.renderer;
    result.windows = await measureWindows(chrome, peer, feed, options, idleIntervalMs);
    result.heapMb = await heapAt(peer, options.heapAt);
    result.feedCounts = await feedCountsOf(peer);
    result.errors.push(...feedPathProblems(result.feedCounts, options.feed));
    if (peer.errors.length > 0) result.errors.push(...peer.errors);
  } finally {
    await peer.close();
  }
}

/** The point where a renderer of ours is furthest over its busy target (the trace goes there). */
function worstMiss(list: readonly Verdict[], grid: GridId): Verdict | null {
  const misses = list.filter((v) => v.grid === grid && v.met === false && v.target.startsWith("main-thread"));
  return misses.sort((a, b) => b.measured / b.limit - a.measured / a.limit)[0] ?? null;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const estimate = estimateSeconds(options);
  const full = parseOptions([]);
  console.log(
    `bench:peers (${options.label}): rows ${options.rows.join(", ")} x updates/s ${options.rates.join(", ")}; ` +
      `grids ${options.grids.join(", ")}; per page warm-up ${options.warmup} s + ${options.reps} x ${options.seconds} s` +
      (options.heapAt > 0 ? `, heap at ${options.heapAt} s` : ", heap at the end") +
      `\nfeed path, the same for every grid: ${describeFeedPath(options.feed)}` +
      `\n${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), load average ${loadavg()
        .map((l) => fmt(l))
        .join(" ")}` +
      `\nestimated ${fmt(estimate / 60)} min (${fmt(pageSeconds(options), 0)} s a page); ` +
      `the full grid would take about ${fmt(estimateSeconds(full) / 60)} min`,
  );
  if (loadavg()[0] > cpus().length)
    console.log("warning: the machine is already loaded; busy % and frames include waiting for a CPU");

  const build = await buildPeersPage();
  onCleanup(async () => build.remove());
  const site = await serveDirectory(build.dir);
  onCleanup(() => site.close());
  const feed = await startFeedServer();
  onCleanup(() => feed.close());
  console.log(`page built in ${build.buildMs} ms (unminified); served at ${site.url}; feed ${feed.url}`);

  const kinds = [...new Set(options.grids.map((grid) => GRID_PAGES[grid].browser))];
  const browsers = new Map<BrowserKind, Chrome>();
  for (const kind of kinds) browsers.set(kind, await launch(kind));
  const chromiumVersion = [...browsers.values()][0]?.browser.version() ?? "";
  const idle: IdleCheck[] = [];
  const idleMarket = buildMarket(options.rows[0], SEED);
  for (const chrome of browsers.values()) {
    const check = await idleCheck(chrome, site.url, feed, idleMarket, options.feed);
    idle.push(check);
    console.log(
      `idle check (${check.browser} browser): bare page at ${fmt(check.hz)} Hz, main thread ${fmt(check.busyPct)}% ` +
        `busy, renderer CPU ${fmt(check.processCpuPct)}%`,
    );
  }
  const idleInterval = (kind: BrowserKind): number =>
    idle.find((c) => c.browser === kind)?.intervalMs ?? FRAME_MS;

  const results: GridResult[] = [];
  console.log(`\n${tableHeader()}`);
  let pointIndex = 0;
  for (const rows of options.rows) {
    const market = buildMarket(rows, SEED);
    for (const rate of options.rates) {
      const plan = pointPlan(market, rate, options.feed, SEED);
      const barePlan = snapshotPlan(market, options.feed);
      // Rotate the order of the grids from point to point, so that a drift in the machine's load does
      // not always land on the same grid.
      const order = options.grids.map((_, i) => options.grids[(i + pointIndex) % options.grids.length]);
      pointIndex++;
      for (const grid of order) {
        // The bare page does not depend on the update rate: once per row count, at its first rate.
        if (grid === "bare-page" && rate !== options.rates[0]) continue;
        const page = GRID_PAGES[grid];
        const chrome = browsers.get(page.browser)!;
        // The bare page gets the point's snapshot and no updates; every other page the point's feed.
        const pagePlan = grid === "bare-page" ? barePlan : plan;
        feed.setPlan(pagePlan);
        const result: GridResult = {
          grid,
          rows,
          rate,
          renderer: "",
          feed: feedTag(options.feed),
          feedCounts: null,
          windows: [],
          median: null,
          heapMb: Number.NaN,
          errors: [],
        };
        try {
          await runGrid(
            chrome,
            peerPageUrl(site.url, page.query, feed.url, pagePlan, options.feed),
            feed,
            options,
            idleInterval(page.browser),
            result,
          );
        } catch (error) {
          result.errors.push(error instanceof Error ? error.message.split("\n")[0] : String(error));
          if (!chrome.browser.isConnected()) throw error;
        }
        if (result.windows.length > 0) result.median = medianOf<WindowFigures>(result.windows);
        results.push(result);
        console.log(tableLine(result));
      }
    }
  }

  const list = verdicts(results);
  const traces: { grid: GridId; rows: number; rate: number; found: WhereTimeGoes }[] = [];
  for (const grid of ["board-canvas", "board-webgl", "board-worker", "board-page"] as const) {
    const miss = worstMiss(list, grid);
    if (miss === null || !options.grids.includes(grid)) continue;
    const market = buildMarket(miss.rows, SEED);
    const plan = pointPlan(market, miss.rate, options.feed, SEED);
    feed.setPlan(plan);
    const page = GRID_PAGES[grid];
    try {
      const found = await whereTimeGoes(
        browsers.get(page.browser)!,
        peerPageUrl(site.url, page.query, feed.url, plan, options.feed),
        options.warmup,
      );
      traces.push({ grid, rows: miss.rows, rate: miss.rate, found });
    } catch (error) {
      console.log(`trace of ${grid} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  console.log("\nTargets (issue 5; best peer = the lowest of ag-grid, glide, react-dom at the same point):");
  for (const v of list) console.log(verdictLine(v));
  const bareCpu =
    idle.find((c) => c.browser === "canvas")?.processCpuPct ?? idle[0]?.processCpuPct ?? Number.NaN;
  const issue21 = issue21Rows(results, bareCpu);
  for (const t of traces)
    printWhereTimeGoes(`Where ${t.grid}'s time goes at ${t.rows} rows, ${t.rate}/s`, t.found);

  const seconds = Math.round((Date.now() - started) / 1000);
  const title =
    `Main-thread busy vs updates/s (${options.label}, feed ${feedTag(options.feed)}, ` +
    `${new Date().toISOString().slice(0, 10)}, ` +
    `${cpus().length} CPUs, load ${fmt(loadavg()[0])}, Chromium ${chromiumVersion})`;
  const png = await svgToPng(
    browsers.get("canvas")?.browser ?? [...browsers.values()][0].browser,
    busyChartSvg(results, title),
  );
  await closeAll();

  // The rest of issue 21's table, each from its own benchmark, now that the grid's browsers are closed.
  const extras = options.extras ? issue21ExtraRows() : { rows: [], notes: ["--no-extras: grid rows only"] };
  issue21.push(...extras.rows);
  console.log(
    `\nIssue 21's targets (board = board-worker, the default path; net = minus feed-only; bare page ` +
      `${fmt(bareCpu)}% renderer CPU; ${options.label} run, load ${fmt(loadavg()[0])}):`,
  );
  console.log(issue21Table(issue21));
  for (const note of extras.notes) console.log(`  ${note}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const base = `${RESULTS_DIR}peers-${options.label}${feedFileTag(options.feed)}`;
  writeFileSync(`${base}.png`, png);
  const json = {
    benchmark: "peers",
    label: options.label,
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "",
      node: process.version,
      chromium: chromiumVersion,
    },
    settings: {
      ...options,
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      feedPath: {
        ...options.feed,
        described: describeFeedPath(options.feed),
        batchesPerSecond: 1000 / options.feed.batchMs,
        recordsPerFrameAtMost: MAX_RECORDS_PER_FRAME,
      },
      seed: SEED,
      browsers: BROWSER_ARGS,
      notes: [
        "every grid gets the same WebSocket frames (feed encoder, synthetic market), one batch every feedPath.batchMs as the reference server's gateway sends them (one frame per msgType, <= 500 records a frame, split evenly so every batch has the same frame count; records regrouped from 10 ms ticks, never conflated)",
        "feedPath.decode = page: MarketData.handleFrame on the page's main thread; worker: the WebSocket and the decode in a dedicated worker (the feed package's serveFeedDecoding), records applied on the page by DecodedFrameApplier; the same for every grid, feed-only included",
        "feedPath.encoding = spec: the spec's envelopes (base64 + deflate + JSON text); binary: the same records re-encoded once per point in the feed package's binary encoding (vnboard.bin.1, negotiated by subprotocol as FeedClient does by default), the string table sent ahead of the snapshot",
        "busyPct = CDP Performance.getMetrics TaskDuration delta / wall time (main thread)",
        "threadCpuPct = ThreadTime delta / wall time (main thread CPU; busyPct far above it = waiting for a CPU)",
        "processCpuPct = ProcessTime delta / wall time (whole renderer process); gpuProcessCpuPct = Chromium's GPU process",
        "latency = arrival of a batch's first frame (page socket, or the feed worker's socket) -> end of the first frame ending after the grid's first commit covering the whole batch",
        "repetitions are measured windows of one page per point and grid, after warm-up; medians reported",
        "feed-only = the same page and feed with no grid (the feed path's own cost on the page)",
      ],
    },
    idle,
    results,
    medianBusyByGrid: Object.fromEntries(
      options.grids.map((grid) => [
        grid,
        median(results.filter((r) => r.grid === grid).map((r) => r.median?.busyPct ?? Number.NaN)),
      ]),
    ),
    targets: list,
    issue21,
    traces,
    seconds,
  };
  writeFileSync(
    `${base}.json.tmp`,
    `${JSON.stringify(json, (_, v) => (typeof v === "number" && !Number.isFinite(v) ? null : v), 2)}\n`,
  );
  renameSync(`${base}.json.tmp`, `${base}.json`);
  console.log(
    `\nbench:peers: ${fmt(seconds / 60)} min in all (estimated ${fmt(estimate / 60)}); wrote ${base}.json and .png`,
  );
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    await closeAll();
    process.exit(1);
  },
);
