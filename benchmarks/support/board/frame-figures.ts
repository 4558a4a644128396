/** A display frame at 60 Hz, the unit the issue states latency in. */
export const FRAME_MS = 1000 / 60;
/** Batches fed this close to the end of a window may not be painted yet; latency leaves them out. */
const LATENCY_TAIL_MS = 250;

/** Mirrors `ProbeWindow` of packages/board-canvas/lab/lab-probe.ts (outside this rootDir). */
export interface ProbeWindow {
  beganAt: number;
  endedAt: number;
  frameTimes: number[];
  paintStart: number[];
  paintEnd: number[];
  paintMs: number[];
  cells: number[];
  drawnEnd: number[];
  paintsLost: number;
  fedAt: number[];
}

/** Deltas of Chrome's own counters (CDP `Performance.getMetrics`) over the window, as % of wall time. */
export interface ThreadFigures {
  /** TaskDuration: main-thread task time. */
  busyPct: number;
  /** ScriptDuration: JavaScript inside those tasks. */
  scriptPct: number;
  /** ThreadTime: main-thread CPU time. */
  threadCpuPct: number;
  /** ProcessTime: CPU time of the whole renderer process (main, compositor, raster threads). */
  processCpuPct: number;
  /** CPU of Chromium's GPU process (SwiftShader rasterises WebGL there) and browser process, same window. */
  gpuProcessCpuPct: number;
  browserProcessCpuPct: number;
  wallMs: number;
}

export interface FrameFigures {
  frames: number;
  frameP50: number;
  frameP95: number;
  frameP99: number;
  droppedFrames: number;
  droppedPct: number;
  paints: number;
  paintP50: number;
  paintP95: number;
  paintP99: number;
  cellsMedian: number;
  batches: number;
  /** Batches with no paint after them inside the window (should be 0). */
  unpainted: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP50Frames: number;
  latencyP95Frames: number;
  /**
   * Update to screen: to the end of the worker's drawing of the frame that carried the batch (worker
   * surface), else the same as the latency to the paint (a page-thread surface draws in its paint).
   */
  screenLatencyP50Frames: number;
  screenLatencyP95Frames: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function median(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const mid = finite.length >> 1;
  return finite.length % 2 === 1 ? finite[mid] : (finite[mid - 1] + finite[mid]) / 2;
}

export function intervals(times: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < times.length; i++) out.push(times[i] - times[i - 1]);
  return out;
}

/**
 * Frame, paint and latency figures of one window. `idleIntervalMs` is the frame interval of the bare
 * page: an interval longer than 1.5 of it missed round(interval / idle) - 1 frames.
 */
export function frameFigures(window: ProbeWindow, idleIntervalMs: number): FrameFigures {
  // rAF times are coarsened (0.1 ms here): 12,362.3 - 12,345.6 is 16.700000000000728 in floats, which a
  // "<= 16.7 ms" target would count as missed. Rounded to the microsecond, far below that resolution.
  const gaps = intervals(window.frameTimes).map((gap) => Math.round(gap * 1000) / 1000);
  let dropped = 0;
  for (const gap of gaps) if (gap > 1.5 * idleIntervalMs) dropped += Math.round(gap / idleIntervalMs) - 1;

  // Each batch is drawn by the first paint whose callback began after it arrived (the dirty marks are
  // set synchronously by the decode, and a paint cannot interleave with a message handler).
  const latencies: number[] = [];
  const screenLatencies: number[] = [];
  let unpainted = 0;
  let batches = 0;
  let p = 0;
  for (const fed of window.fedAt) {
    if (fed > window.endedAt - LATENCY_TAIL_MS) break;
    batches++;
    while (p < window.paintStart.length && window.paintStart[p] < fed) p++;
    if (p === window.paintStart.length) unpainted++;
    else {
      latencies.push(window.paintEnd[p] - fed);
      // -1: the paint sent no frame (nothing visible changed); NaN: not drawn before the window ended.
      const drawn = window.drawnEnd.length === 0 ? -1 : window.drawnEnd[p];
      if (!Number.isNaN(drawn)) screenLatencies.push((drawn < 0 ? window.paintEnd[p] : drawn) - fed);
    }
  }
  const latencyP50Ms = percentile(latencies, 50);
  const latencyP95Ms = percentile(latencies, 95);
  return {
    frames: window.frameTimes.length,
    frameP50: percentile(gaps, 50),
    frameP95: percentile(gaps, 95),
    frameP99: percentile(gaps, 99),
    droppedFrames: dropped,
    droppedPct: gaps.length === 0 ? Number.NaN : (100 * dropped) / (gaps.length + dropped),
    paints: window.paintMs.length,
    paintP50: percentile(window.paintMs, 50),
    paintP95: percentile(window.paintMs, 95),
    paintP99: percentile(window.paintMs, 99),
    cellsMedian: median(window.cells),
    batches,
    unpainted,
    latencyP50Ms,
    latencyP95Ms,
    latencyP50Frames: latencyP50Ms / FRAME_MS,
    latencyP95Frames: latencyP95Ms / FRAME_MS,
    screenLatencyP50Frames: percentile(screenLatencies, 50) / FRAME_MS,
    screenLatencyP95Frames: percentile(screenLatencies, 95) / FRAME_MS,
  };
}

/** Median of each numeric field over runs (runs of one configuration). */
export function medianOf<T extends object>(runs: readonly T[]): T {
  const out: Record<string, number> = {};
  for (const key of Object.keys(runs[0] ?? {})) {
    out[key] = median(runs.map((run) => (run as Record<string, number>)[key]));
  }
  return out as T;
}
