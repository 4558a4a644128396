/**
 * Command line of `npm run bench:peers`:
 *   --quick               N=2000, U in {5000, 50000}, short windows (the harness check; labelled quick)
 *   --rows 500,2000       rows N            (default 500,2000,10000)
 *   --rates 5000,50000    field updates/s U (default 1000,5000,20000,50000)
 *   --grids a,b           of GRID_IDS       (default all)
 *   --seconds S           one measured window (default 5; quick 3)
 *   --reps R              measured windows per page, medians reported (default 5; quick 3)
 *   --warmup S            before the first window (default 3; quick 2)
 *   --heap-at S           JS heap measured this long after the stream started (default 30; quick: at the end)
 */

export const GRID_IDS = [
  "board-canvas",
  "board-webgl",
  "board-worker",
  "ag-grid",
  "glide",
  "react-dom",
  "feed-only",
] as const;
export type GridId = (typeof GRID_IDS)[number];

export interface Options {
  label: "quick" | "full" | "custom";
  rows: number[];
  rates: number[];
  grids: GridId[];
  seconds: number;
  reps: number;
  warmup: number;
  heapAt: number;
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

export function parseOptions(argv: readonly string[]): Options {
  const quick = argv.includes("--quick");
  const options: Options = {
    label: quick ? "quick" : "full",
    rows: quick ? [2_000] : FULL_ROWS,
    rates: quick ? [5_000, 50_000] : FULL_RATES,
    grids: [...GRID_IDS],
    seconds: quick ? 3 : 5,
    reps: quick ? 3 : 5,
    warmup: quick ? 2 : 3,
    heapAt: quick ? 0 : 30,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    switch (flag) {
      case "--quick":
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
  return options;
}

/** Seconds one page takes: load, warm-up, the windows, the wait for the heap reading. */
export function pageSeconds(options: Options): number {
  const measured = options.warmup + options.reps * options.seconds;
  return PAGE_OVERHEAD_S + Math.max(measured, options.heapAt);
}

/** Estimated seconds of the whole run (pages, plus the build and the idle checks). */
export function estimateSeconds(options: Options): number {
  const pages = options.rows.length * options.rates.length * options.grids.length;
  return 30 + pages * pageSeconds(options);
}
