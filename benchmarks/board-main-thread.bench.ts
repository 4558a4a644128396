/**
 * Where the board's main-thread time goes at the headline point (2,000 rows, 50,000 field updates/s
 * spread evenly, DPR 1, canvas, fed over a real WebSocket): for each variant, Chrome's busy % and
 * CPU % over 5 s, then a 4 s V8 CPU profile of the main thread split by stage of the data path
 * (WebSocket message handler, base64, inflate, JSON, record parse, store apply, painters, post to the
 * worker, the probe's rAF loop, GC, native work). See support/board/stage-profile.ts.
 *
 *   node --import tsx benchmarks/board-main-thread.bench.ts
 *   BENCH_VARIANTS=B,C,D BENCH_RUNS=2 node --import tsx benchmarks/board-main-thread.bench.ts
 *
 * Variants (lab URL switches; see VARIANTS): A pixi canvas on the main thread, B the worker surface,
 * both fed the lab's way (one 200-record frame every 10 ms); C the worker surface fed the reference
 * server's way (one batch per 100 ms, frames of at most 500 records); D = C with the feed decoded in a
 * worker (`decode=worker`: WebSocket, base64, inflate and parse off the main thread, records applied to
 * the store on it); bare = the lab page without a board. Writes benchmarks/results/board-main-thread.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_PATH, chromiumArgs, ensureChromium } from "../tests/browser/chromium";
import { readMetrics } from "./support/board/cdp-probe";
import { startFrameStreamServer } from "./support/board/frame-stream-server";
import { buildLab } from "./support/board/lab-build";
import { profileStages, type StageProfile } from "./support/board/stage-profile";
import { serveDirectory } from "./support/board/static-server";

interface Variant {
  label: string;
  board: boolean;
  worker: boolean;
  /** Frame server batch period: 10 = the lab's frames as they are, 100 = the reference server's. */
  batchMs: number;
  decodeInWorker: boolean;
}

const VARIANTS: Record<string, Variant> = {
  bare: { label: "bare page", board: false, worker: false, batchMs: 10, decodeInWorker: false },
  A: { label: "A pixi main, lab feed", board: true, worker: false, batchMs: 10, decodeInWorker: false },
  B: { label: "B worker, lab feed", board: true, worker: true, batchMs: 10, decodeInWorker: false },
  C: { label: "C worker, server feed", board: true, worker: true, batchMs: 100, decodeInWorker: false },
  D: { label: "D C + decode worker", board: true, worker: true, batchMs: 100, decodeInWorker: true },
  E: { label: "E B + decode worker", board: true, worker: true, batchMs: 10, decodeInWorker: true },
};

const NAMES = (process.env.BENCH_VARIANTS ?? "bare,B,C,D").split(",").map((s) => s.trim());
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
const WARMUP_MS = 3_000;
const MEASURE_MS = 5_000;
const PROFILE_MS = 4_000;
const RESULTS_FILE = fileURLToPath(new URL("./results/board-main-thread.json", import.meta.url));

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : "-");

function labUrl(base: string, variant: Variant, ws: string): string {
  if (!variant.board) return `${base}?board=0`;
  const query = new URLSearchParams({
    renderer: "canvas",
    rows: "2000",
    rate: "50000",
    seed: "1",
    mode: "even",
    feed: "ws",
    ws: `${ws}?batchMs=${variant.batchMs}`,
  });
  if (variant.worker) query.set("worker", "1");
  if (variant.decodeInWorker) query.set("decode", "worker");
  return `${base}?${query}`;
}

/** The lab's `LabSocketFeed` counters (packages/board-canvas/lab/lab-socket-feed.ts). */
interface LabFeedCounts {
  messages: number;
  fedAt: number[];
}

interface VariantRun {
  /** Feed message tasks on the page's thread per second (socket messages or feed-worker posts). */
  feedMessagesPerSecond: number;
  /** WebSocket frames the page applied per second. */
  feedFramesPerSecond: number;
  busyPct: number;
  cpuPct: number;
  processCpuPct: number;
  load1: number;
  profile: StageProfile;
}

async function waitReady(page: Page): Promise<string> {
  await page.waitForFunction(
    () => {
      const lab = (globalThis as { __lab?: { ready?: boolean; error?: string } }).__lab;
      return lab?.ready === true || lab?.error !== undefined;
    },
    null,
    { timeout: 90_000 },
  );
  const error = await page.evaluate(() => (globalThis as { __lab?: { error?: string } }).__lab?.error);
  if (error !== undefined) throw new Error(`lab: ${error}`);
  return page.evaluate(() => (globalThis as unknown as { __lab: { renderer: string } }).__lab.renderer);
}

async function main(): Promise<void> {
  for (const name of NAMES) if (!(name in VARIANTS)) throw new Error(`unknown variant ${name}`);
  console.log(
    `board-main-thread: variants ${NAMES.join(",")}, ${RUNS} run(s) each (alternating); ${cpus().length} CPUs; ` +
      `load average ${loadavg()
        .map((l) => fmt(l, 2))
        .join(" ")}`,
  );
  const lab = await buildLab();
  const site = await serveDirectory(lab.dir);
  const streams = await startFrameStreamServer();
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // The browser tier's flags, without WebGL.
    args: chromiumArgs(false),
  });
  const results = new Map<string, VariantRun[]>();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const name of NAMES) {
        const variant = VARIANTS[name];
        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        try {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on("pageerror", (error) => errors.push(error.message));
          const cdp = await context.newCDPSession(page);
          await cdp.send("Performance.enable");
          await page.goto(labUrl(site.url, variant, streams.url), { timeout: 90_000 });
          const renderer = await waitReady(page);
          await page.evaluate(() =>
            (globalThis as unknown as { __lab: { probe: { startLoop(): void } } }).__lab.probe.startLoop(),
          );
          await sleep(WARMUP_MS);
          const counts = () =>
            page.evaluate(() => {
              const feed = (globalThis as unknown as { __lab: { socketFeed?: LabFeedCounts | null } }).__lab
                .socketFeed;
              return { messages: feed?.messages ?? 0, frames: feed?.fedAt.length ?? 0 };
            });
          const countsBefore = await counts();
          const before = await readMetrics(cdp);
          await sleep(MEASURE_MS);
          const after = await readMetrics(cdp);
          const countsAfter = await counts();
          const wall = after.Timestamp - before.Timestamp;
          const pct = (key: string): number => (100 * (after[key] - before[key])) / wall;
          const profile = await profileStages(cdp, PROFILE_MS);
          if (errors.length > 0) throw new Error(`page errors: ${errors.join("; ")}`);
          const figures: VariantRun = {
            feedMessagesPerSecond: (countsAfter.messages - countsBefore.messages) / wall,
            feedFramesPerSecond: (countsAfter.frames - countsBefore.frames) / wall,
            busyPct: pct("TaskDuration"),
            cpuPct: pct("ThreadTime"),
            processCpuPct: pct("ProcessTime"),
            load1: loadavg()[0],
            profile,
          };
          results.set(name, [...(results.get(name) ?? []), figures]);
          const stream = streams.latest();
          console.log(
            `${variant.label.padEnd(24)} #${run + 1} (${renderer}${variant.board ? `, ${stream?.framesPerBatch ?? "?"} msg per ${stream?.batchMs ?? "?"} ms batch` : ""}): ` +
              `busy ${fmt(figures.busyPct)}%, cpu ${fmt(figures.cpuPct)}%, process ${fmt(figures.processCpuPct)}%, ` +
              `feed ${fmt(figures.feedFramesPerSecond, 0)} frames/s in ${fmt(figures.feedMessagesPerSecond, 0)} tasks/s, ` +
              `load ${fmt(figures.load1, 2)}`,
          );
          console.log(
            `   profile ${fmt(profile.busyPct)}% not idle; ms/s: ` +
              profile.stages.map((s) => `${s.stage} ${fmt(s.msPerSecond)}`).join(", "),
          );
          if (process.env.BENCH_SELF === "1") {
            console.log(
              `   top self time (ms/s): ${profile.topSelf
                .map((f) => `${f.name} [${f.stage}] ${fmt(f.msPerSecond)}`)
                .join(", ")}`,
            );
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await streams.close();
    await site.close();
    lab.remove();
  }
  mkdirSync(fileURLToPath(new URL("./results/", import.meta.url)), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        benchmark: "board-main-thread",
        date: new Date().toISOString(),
        cpus: cpus().length,
        variants: Object.fromEntries(
          NAMES.map((name) => [name, { ...VARIANTS[name], runs: results.get(name) }]),
        ),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`wrote ${RESULTS_FILE}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
