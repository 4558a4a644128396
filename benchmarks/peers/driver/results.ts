import { cpus } from "node:os";
import type { FeedCounts } from "../page/peer-feed";
import type { GridId } from "./options";
import type { WindowFigures } from "./peer-page";

/** One grid at one point (rows, rate): its windows, their medians, and the heap reading. */
export interface GridResult {
  grid: GridId;
  rows: number;
  rate: number;
  renderer: string;
  /** The feed path every grid of the run had: "<decode>/<batch>ms" (options.ts feedTag). */
  feed: string;
  /** What the page did with the feed (null: the page did not get that far). */
  feedCounts: FeedCounts | null;
  windows: WindowFigures[];
  median: WindowFigures | null;
  heapMb: number;
  errors: string[];
}

export const OUR_GRIDS: readonly GridId[] = ["board-canvas", "board-webgl", "board-worker", "board-page"];
export const PEER_GRIDS: readonly GridId[] = ["ag-grid", "glide", "react-dom"];

export function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

const COLUMNS = [
  ["rows", 6],
  ["rate/s", 6],
  ["grid", 12],
  ["feed", 16],
  ["busy%", 6],
  ["thr%", 5],
  ["cpu%", 6],
  ["+gpu%", 6],
  ["frame p50/p95/p99 ms", 20],
  ["drop%", 6],
  ["latency p50/p95 ms", 18],
  ["heap MB", 7],
] as const;

export function tableHeader(): string {
  return COLUMNS.map(([name, width]) => name.padStart(width)).join(" ");
}

/** One line of the stdout table (medians of the windows). */
export function tableLine(result: GridResult): string {
  const m = result.median;
  const lead = [String(result.rows), String(result.rate), result.grid, result.feed];
  const cells = (values: string[]) => values.map((cell, i) => cell.padStart(COLUMNS[i][1])).join(" ");
  if (m === null) return `${cells(lead)}  error: ${result.errors.join("; ")}`;
  const notes: string[] = [];
  if (result.windows.length > 1) notes.push(`median of ${result.windows.length}`);
  const load = Math.max(...result.windows.map((w) => w.load1));
  if (load > cpus().length) notes.push(`load ${fmt(load)}`);
  const skipped = result.windows.reduce((sum, w) => sum + w.skippedBatches, 0);
  if (skipped > 0) notes.push(`${skipped} batches skipped (page behind)`);
  const unpainted = result.windows.reduce((sum, w) => sum + w.unpainted, 0);
  if (unpainted > 0 && result.grid !== "feed-only" && result.grid !== "bare-page")
    notes.push(`${unpainted} batches unpainted`);
  if (result.grid === "feed-only") notes.push("no grid: the feed path alone");
  if (result.grid === "bare-page") notes.push("no grid, no updates: the bare page");
  if (result.errors.length > 0) notes.push(`${result.errors.length} errors: ${result.errors[0]}`);
  return (
    cells([
      ...lead,
      fmt(m.busyPct),
      fmt(m.threadCpuPct),
      fmt(m.processCpuPct),
      fmt(m.processCpuPct + m.gpuProcessCpuPct),
      `${fmt(m.frameP50)}/${fmt(m.frameP95)}/${fmt(m.frameP99)}`,
      fmt(m.droppedPct),
      `${fmt(m.latencyP50Ms, 0)}/${fmt(m.latencyP95Ms, 0)}`,
      fmt(result.heapMb),
    ]) + (notes.length > 0 ? `  (${notes.join("; ")})` : "")
  );
}

export interface Verdict {
  grid: GridId;
  rows: number;
  rate: number;
  target: string;
  measured: number;
  limit: number;
  met: boolean | null;
}

const TARGET_FRAME_MS = 16.7;

/**
 * Issue 5's targets for each of our renderers: main-thread busy <= 1/3 of the best peer's at every
 * point, renderer-process CPU <= 1/2 of the best peer's, p99 frame <= 16.7 ms at (2,000, 50,000).
 */
export function verdicts(results: readonly GridResult[]): Verdict[] {
  const out: Verdict[] = [];
  const points = [...new Set(results.map((r) => `${r.rows}:${r.rate}`))].map((key) =>
    key.split(":").map(Number),
  );
  for (const [rows, rate] of points) {
    const here = results.filter((r) => r.rows === rows && r.rate === rate && r.median !== null);
    const peers = here.filter((r) => PEER_GRIDS.includes(r.grid));
    const best = (pick: (m: WindowFigures) => number): number =>
      peers.length === 0 ? Number.NaN : Math.min(...peers.map((r) => pick(r.median!)));
    const bestBusy = best((m) => m.busyPct);
    const bestCpu = best((m) => m.processCpuPct);
    for (const ours of here.filter((r) => OUR_GRIDS.includes(r.grid))) {
      const m = ours.median!;
      const judge = (target: string, measured: number, limit: number): Verdict => ({
        grid: ours.grid,
        rows,
        rate,
        target,
        measured,
        limit,
        met: Number.isFinite(measured) && Number.isFinite(limit) ? measured <= limit : null,
      });
      out.push(judge("main-thread busy <= 1/3 of the best peer's", m.busyPct, bestBusy / 3));
      out.push(judge("renderer-process CPU <= 1/2 of the best peer's", m.processCpuPct, bestCpu / 2));
      if (rows === 2_000 && rate === 50_000)
        out.push(judge("p99 frame <= 16.7 ms", m.frameP99, TARGET_FRAME_MS));
    }
  }
  return out;
}

export function verdictLine(v: Verdict): string {
  const state = v.met === null ? "n/a " : v.met ? "MET " : "MISS";
  const unit = v.target.startsWith("p99") ? "ms" : "%";
  return `  ${state} ${v.grid} ${v.rows} rows ${v.rate}/s: ${v.target}: ${fmt(v.measured, 2)}${unit} (limit ${fmt(v.limit, 2)}${unit})`;
}
