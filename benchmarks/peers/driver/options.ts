/**
 * Command line of `npm run bench:peers`:
 *   --quick               N=2000, U in {5000, 50000}, short windows (the harness check; labelled quick)
 *   --rows 500,2000       rows N            (default 500,2000,10000)
 *   --rates 5000,50000    field updates/s U (default 1000,5000,20000,50000)
 *   --grids a,b           of GRID_IDS       (default DEFAULT_GRIDS: all but board-canvas)
 *   --seconds S           one measured window (default 5; quick 3)
 *   --reps R              measured windows per page, medians reported (default 5; quick 3)
 *   --warmup S            before the first window (default 3; quick 2)
 *   --heap-at S           JS heap measured this long after the stream started (default 30; quick: at the end)
 *   --no-extras           skip issue 21's other benchmarks after the grid (first paint, bytes, 10k frames, idle)
 * The feed path, the same for every grid (it does not change the run's label; a non-default path is
 * named in the results' file name):
 *   --batch-ms B          the feed server sends one batch of frames every B ms, a multiple of 10 in
 *                         [10, 1000] (default 100, the reference server's; 10 = the old 100 messages/s)
 *   --decode page|worker|store  where the frames are decoded: market.handleFrame on the page, or the
 *                         feed package's worker (serveFeedDecoding) with the page applying its records
 *                         (default worker); store (with --grids feed-only,bare-page only): decoded and
 *                         applied to a store in the worker, nothing posted to the page (page/store-worker.ts)
 *   --encoding spec|binary the frames' encoding: the spec's envelope, or the feed package's binary
 *                         encoding (vnboard.bin.1, what FeedClient offers by default) (default binary)
 */
import { DECODE_PLACES, type DecodeWhere, FEED_ENCODINGS, type FeedEncoding } from "../page/feed-path";
import { TICK_MS } from "./synthetic-market";

export const GRID_IDS = [
  "board-canvas",
  "board-webgl",
  "board-worker",
  "board-page",
  "ag-grid",
  "glide",
  "react-dom",
  "feed-only",
  "bare-page",
] as const;
export type GridId = (typeof GRID_IDS)[number];
/**
 * What a run measures unless --grids says otherwise: every grid but board-canvas, pixi's canvas renderer
 * on the page, which a board draws with only when its host names it (the page path without a worker is
 * board-page). Left out to keep the full grid under 50 minutes; `--grids board-canvas,...` measures it.
 */
export const DEFAULT_GRIDS: readonly GridId[] = GRID_IDS.filter((grid) => grid !== "board-canvas");

/** Where a setting of the feed path came from: its default, or the command line. */
export type Choice = "default" | "flag";

/** How every grid of the run is fed. */
export interface FeedPath {
  batchMs: number;
  decode: DecodeWhere;
  encoding: FeedEncoding;
  /** Which of the three were the defaults (labelled in the output and the JSON). */
  batchMsFrom: Choice;
  decodeFrom: Choice;
  encodingFrom: Choice;
}

export const DEFAULT_BATCH_MS = 100;
export const DEFAULT_DECODE: DecodeWhere = "worker";
/** What a FeedClient negotiates with the reference server by default (docs/protocol.md). */
export const DEFAULT_ENCODING: FeedEncoding = "binary";
const MAX_BATCH_MS = 1_000;

export interface Options {
  label: "quick" | "full" | "custom";
  rows: number[];
  rates: number[];
  grids: GridId[];
  seconds: number;
  reps: number;
  warmup: number;
  heapAt: number;
  /** Runs issue 21's other benchmarks after the grid (issue21-extras.ts); --no-extras: off. */
  extras: boolean;
  feed: FeedPath;
}

const FULL_ROWS = [500, 2_000, 10_000];
const FULL_RATES = [1_000, 5_000, 20_000, 50_000];
/** Page load, grid mount and the heap's garbage collections, per page (measured here: 2-5 s). */
export const PAGE_OVERHEAD_S = 4;

function positiveList(flag: string, text: string | undefined): number[] {
  const values = (text ?? "").split(",").map((part) => Number(part.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v <= 0 || v > 1_000_000))
    throw new Error(`${flag} takes positive integers separated by commas, got "${text ?? ""}"`);
  return values;
}

function positive(flag: string, text: string | undefined, max: number): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`${flag} takes a number in (0, ${max}], got "${text ?? ""}"`);
  return value;
}

function batchMs(text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < TICK_MS || value > MAX_BATCH_MS || value % TICK_MS !== 0)
    throw new Error(
      `--batch-ms takes a multiple of ${TICK_MS} from ${TICK_MS} to ${MAX_BATCH_MS}, got "${text ?? ""}"`,
    );
  return value;
}

function decodePlace(text: string | undefined): DecodeWhere {
  if (!(DECODE_PLACES as readonly (string | undefined)[]).includes(text))
    throw new Error(`--decode takes ${DECODE_PLACES.join(" or ")}, got "${text ?? ""}"`);
  return text as DecodeWhere;
}

function encodingName(text: string | undefined): FeedEncoding {
  if (!(FEED_ENCODINGS as readonly (string | undefined)[]).includes(text))
    throw new Error(`--encoding takes ${FEED_ENCODINGS.join(" or ")}, got "${text ?? ""}"`);
  return text as FeedEncoding;
}

export function parseOptions(argv: readonly string[]): Options {
  const quick = argv.includes("--quick");
  const options: Options = {
    label: quick ? "quick" : "full",
    rows: quick ? [2_000] : FULL_ROWS,
    rates: quick ? [5_000, 50_000] : FULL_RATES,
    grids: [...DEFAULT_GRIDS],
    seconds: quick ? 3 : 5,
    reps: quick ? 3 : 5,
    warmup: quick ? 2 : 3,
    heapAt: quick ? 0 : 30,
    extras: true,
    feed: {
      batchMs: DEFAULT_BATCH_MS,
      decode: DEFAULT_DECODE,
      encoding: DEFAULT_ENCODING,
      batchMsFrom: "default",
      decodeFrom: "default",
      encodingFrom: "default",
    },
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    switch (flag) {
      case "--quick":
        continue;
      case "--no-extras":
        options.extras = false;
        continue;
      case "--batch-ms":
        options.feed.batchMs = batchMs(value);
        options.feed.batchMsFrom = "flag";
        i++;
        continue;
      case "--decode":
        options.feed.decode = decodePlace(value);
        options.feed.decodeFrom = "flag";
        i++;
        continue;
      case "--encoding":
        options.feed.encoding = encodingName(value);
        options.feed.encodingFrom = "flag";
        i++;
        continue;
      case "--rows":
        options.rows = positiveList(flag, value);
        break;
      case "--rates":
        options.rates = positiveList(flag, value);
        break;
      case "--grids": {
        const names = (value ?? "").split(",").map((name) => name.trim());
        const unknown = names.filter((name) => !(GRID_IDS as readonly string[]).includes(name));
        if (unknown.length > 0 || names.length === 0)
          throw new Error(`--grids takes names of ${GRID_IDS.join(", ")}; unknown: ${unknown.join(", ")}`);
        options.grids = names as GridId[];
        break;
      }
      case "--seconds":
        options.seconds = positive(flag, value, 120);
        break;
      case "--reps":
        options.reps = Math.round(positive(flag, value, 50));
        break;
      case "--warmup":
        options.warmup = positive(flag, value, 120);
        break;
      case "--heap-at":
        options.heapAt = positive(flag, value, 600);
        break;
      default:
        throw new Error(`unknown option ${flag} (see benchmarks/peers/driver/options.ts)`);
    }
    i++;
    // Quick stays quick (its settings are in the JSON); a full run with any change is a custom run.
    if (!quick) options.label = "custom";
  }
  const gridless = options.grids.filter((grid) => grid !== "feed-only" && grid !== "bare-page");
  if (options.feed.decode === "store" && gridless.length > 0)
    throw new Error(
      `--decode store measures the feed path alone: --grids feed-only,bare-page (not ${gridless.join(", ")})`,
    );
  return options;
}

/** The feed path in words, e.g. "one batch every 100 ms (default), binary frames (default), decoded in the feed worker (default)". */
export function describeFeedPath(feed: FeedPath): string {
  const from = (choice: Choice): string => (choice === "default" ? " (default)" : "");
  const where =
    feed.decode === "worker"
      ? "in the feed worker"
      : feed.decode === "store"
        ? "and applied in the feed worker, nothing posted to the page"
        : "on the page";
  const frames = feed.encoding === "binary" ? "binary frames" : "the spec's envelopes";
  return (
    `one batch every ${feed.batchMs} ms${from(feed.batchMsFrom)}, ${frames}${from(feed.encodingFrom)}, ` +
    `decoded ${where}${from(feed.decodeFrom)}`
  );
}

/** Short form for the table: "worker+bin/100ms". */
export function feedTag(feed: { batchMs: number; decode: DecodeWhere; encoding: FeedEncoding }): string {
  return `${feed.decode}+${feed.encoding === "binary" ? "bin" : "spec"}/${feed.batchMs}ms`;
}

/** File-name form of a non-default path: "-page-spec-10ms" (empty for the defaults). */
export function feedFileTag(feed: FeedPath): string {
  return isDefaultFeedPath(feed) ? "" : `-${feed.decode}-${feed.encoding}-${feed.batchMs}ms`;
}

/** Whether the feed path is the defaults' (whether given as flags or not). */
export function isDefaultFeedPath(feed: FeedPath): boolean {
  return (
    feed.batchMs === DEFAULT_BATCH_MS && feed.decode === DEFAULT_DECODE && feed.encoding === DEFAULT_ENCODING
  );
}

/** Seconds one page takes: load, warm-up, the windows, the wait for the heap reading. */
export function pageSeconds(options: Options): number {
  const measured = options.warmup + options.reps * options.seconds;
  return PAGE_OVERHEAD_S + Math.max(measured, options.heapAt);
}

/**
 * Estimated seconds of the whole run (pages, plus the build and the idle checks). The bare page runs once
 * per row count (peers-bench.ts), every other grid at every point.
 */
export function estimateSeconds(options: Options): number {
  const perPoint = options.grids.filter((grid) => grid !== "bare-page").length;
  const bare = options.grids.includes("bare-page") ? options.rows.length : 0;
  const pages = options.rows.length * options.rates.length * perPoint + bare;
  return 30 + pages * pageSeconds(options);
}
