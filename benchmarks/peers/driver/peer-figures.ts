import { intervals, percentile } from "../../support/board/frame-figures";
import type { PeerWindow } from "../page/peer-probe";

/** A display frame at 60 Hz. */
export const FRAME_MS = 1000 / 60;
/** Batches fed this close to a window's end may not be painted inside it; latency leaves them out. */
const LATENCY_TAIL_MS = 300;

export interface PeerFrameFigures {
  frames: number;
  frameP50: number;
  frameP95: number;
  frameP99: number;
  droppedFrames: number;
  droppedPct: number;
  commits: number;
  batches: number;
  /** Batches no commit and frame covered inside the window (should be 0). */
  unpainted: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
}

/**
 * Frame and latency figures of one window. Dropped: an interval longer than 1.5 idle intervals
 * (`idleIntervalMs`, the bare page's) missed round(interval / idle) - 1 frames. Latency of a batch: from
 * its arrival to the end of the first frame that ended after the first commit that covered it.
 */
export function peerFrameFigures(window: PeerWindow, idleIntervalMs: number): PeerFrameFigures {
  const gaps = intervals(window.frameTimes);
  let dropped = 0;
  for (const gap of gaps) if (gap > 1.5 * idleIntervalMs) dropped += Math.round(gap / idleIntervalMs) - 1;

  const latencies: number[] = [];
  let unpainted = 0;
  let batches = 0;
  let c = 0;
  let f = 0;
  for (let j = 0; j < window.fedAt.length; j++) {
    const fedAt = window.fedAt[j];
    if (fedAt > window.endedAt - LATENCY_TAIL_MS) break;
    batches++;
    const sequence = window.firstBatch + j;
    while (c < window.commitAt.length && !(window.commitCovers[c] > sequence && window.commitAt[c] >= fedAt))
      c++;
    if (c === window.commitAt.length) {
      unpainted++;
      continue;
    }
    while (f < window.frameEnds.length && window.frameEnds[f] < window.commitAt[c]) f++;
    if (f === window.frameEnds.length) unpainted++;
    else latencies.push(window.frameEnds[f] - fedAt);
  }
  return {
    frames: window.frameTimes.length,
    frameP50: percentile(gaps, 50),
    frameP95: percentile(gaps, 95),
    frameP99: percentile(gaps, 99),
    droppedFrames: dropped,
    droppedPct: gaps.length === 0 ? Number.NaN : (100 * dropped) / (gaps.length + dropped),
    commits: window.commitAt.length,
    batches,
    unpainted,
    latencyP50Ms: percentile(latencies, 50),
    latencyP95Ms: percentile(latencies, 95),
    latencyP99Ms: percentile(latencies, 99),
  };
}
