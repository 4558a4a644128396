import { fmt, type GridResult, PEER_GRIDS } from "./results";

/** One row of issue 21's target table at one point: the measured ratio (or ms) beside its target. */
export interface Issue21Row {
  what: string;
  rows: number;
  rate: number;
  measured: number;
  target: number;
  /** null: a grid the row needs was not run (or failed) at this point, or its net is within noise. */
  met: boolean | null;
  /**
   * What a board that cost nothing of its own would measure on this row, where that is not zero: the
   * gross ratio's floor (the page and the feed path that every grid carries). Absent on the net rows.
   */
  floor?: number;
}

type Figures = NonNullable<GridResult["median"]>;

/**
 * The smallest net cost (points of a core) a ratio is taken against: below it the divisor is the
 * measurement's own noise (two 5 s windows of the same page differ by about that much), and a ratio of it
 * would print any number, negative ones included. Such a row says n/a instead.
 */
export const MIN_NET_POINTS = 0.5;

/** numerator / denominator, or NaN when the denominator is below MIN_NET_POINTS (see there). */
function ratioOfNets(numerator: number, denominator: number): number {
  return denominator >= MIN_NET_POINTS ? numerator / denominator : Number.NaN;
}

/** Whole renderer process plus Chromium's GPU process, % of a core. */
const wholeCpu = (m: Figures): number => m.processCpuPct + m.gpuProcessCpuPct;

/**
 * Issue 21's targets that a peers run measures, at every point it ran (board = board-worker, what
 * `createBoard` draws with by default; "net" = minus the feed-only page at the same point):
 * - the feed path's renderer CPU per 1,000 field updates/s, net of the bare page: <= 0.5 ms;
 * - the whole renderer + GPU process, board net vs Glide net: <= 1/2;
 * - main thread busy, board net vs the best peer net: <= 1/3;
 * - main thread busy of the default createBoard vs Glide: <= 1/2;
 * - main thread busy of the page path (board-page: the board drawn on the page's thread, where its
 *   drawing worker cannot run) vs Glide: <= 1 ("bring the page path itself to at most Glide's").
 * A ratio against a net below MIN_NET_POINTS is n/a (not met, not missed), as is the feed path where
 * feed-only is less than MIN_NET_POINTS above the bare page.
 * `bareCpuPct`: the bare page's renderer CPU (the idle check), where the run has no `bare-page` at a point. The first-paint, route-bytes and frame
 * targets have their own benchmarks (first-paint, route-bytes, board-frames).
 */
export function issue21Rows(results: readonly GridResult[], bareCpuPct: number): Issue21Row[] {
  const out: Issue21Row[] = [];
  const points = [...new Set(results.map((r) => `${r.rows}:${r.rate}`))].map((key) =>
    key.split(":").map(Number),
  );
  for (const [rows, rate] of points) {
    const at = (grid: GridResult["grid"]): Figures | null =>
      results.find((r) => r.rows === rows && r.rate === rate && r.grid === grid)?.median ?? null;
    const row = (what: string, measured: number, target: number, floor?: number): void => {
      const known = Number.isFinite(measured);
      const met = known ? measured <= target : null;
      out.push({ what, rows, rate, measured, target, met, ...(floor === undefined ? {} : { floor }) });
    };
    const feedOnly = at("feed-only");
    const board = at("board-worker");
    const glide = at("glide");
    const peers = PEER_GRIDS.map(at).filter((m): m is Figures => m !== null);
    const none = Number.NaN;
    // % of a core = 10 ms of CPU per second; per 1,000 field updates per second.
    // Against the bare page of the same row count where the run had one (`bare-page`, measured once per
    // row count), else the idle check's at the run's start. A feed-only page less than MIN_NET_POINTS above it (or below it, which a
    // reference measured minutes earlier allows) is within noise: n/a rather than a "met" from noise.
    const bare =
      results.find((r) => r.rows === rows && r.grid === "bare-page" && r.median !== null)?.median
        ?.processCpuPct ?? bareCpuPct;
    const feedNet = feedOnly === null ? none : feedOnly.processCpuPct - bare;
    const feedMs = feedNet >= MIN_NET_POINTS ? (feedNet * 10) / (rate / 1000) : none;
    row("feed path CPU per 1,000 field updates, net of the bare page (ms)", feedMs, 0.5);
    const net = (m: Figures | null, pick: (f: Figures) => number): number =>
      m === null || feedOnly === null ? none : pick(m) - pick(feedOnly);
    row(
      "renderer + GPU process CPU, board net / Glide net",
      ratioOfNets(net(board, wholeCpu), net(glide, wholeCpu)),
      0.5,
    );
    const bestPeerBusy = peers.length === 0 ? none : Math.min(...peers.map((m) => net(m, (f) => f.busyPct)));
    row(
      "main thread busy, board net / best peer net",
      ratioOfNets(
        net(board, (f) => f.busyPct),
        bestPeerBusy,
      ),
      1 / 3,
    );
    const defaultRatio = board === null || glide === null ? none : board.busyPct / glide.busyPct;
    // Gross: both sides carry the bare page and the feed path, so even a board of no cost measures
    // feed-only / Glide here.
    const defaultFloor = feedOnly === null || glide === null ? none : feedOnly.busyPct / glide.busyPct;
    row("main thread busy, default createBoard (worker surface) / Glide", defaultRatio, 0.5, defaultFloor);
    const page = at("board-page");
    if (page !== null) {
      const pageRatio = glide === null ? none : page.busyPct / glide.busyPct;
      row("main thread busy, the page path (Canvas2D on the page) / Glide", pageRatio, 1, defaultFloor);
    }
  }
  return out;
}

export function issue21Table(rows: readonly Issue21Row[]): string {
  const lines = [
    "| what | rows | updates/s | measured | target | met | a board of no cost |",
    "|---|---:|---:|---:|---:|---|---:|",
  ];
  for (const r of rows) {
    const met = r.met === null ? "n/a" : r.met ? "met" : "NOT met";
    const floor = r.floor === undefined ? "" : fmt(r.floor, 2);
    lines.push(
      `| ${r.what} | ${r.rows} | ${r.rate} | ${fmt(r.measured, 2)} | <= ${fmt(r.target, 2)} | ${met} | ${floor} |`,
    );
  }
  return lines.join("\n");
}
