import { describe, expect, it } from "vitest";
import type { PeerWindow } from "../page/peer-probe";
import { FRAME_MS, peerFrameFigures } from "./peer-figures";

/** A window of `frames` frames at 60 Hz from t=0, each frame's rendering ending 4 ms after it began. */
function window(frames: number, extra: Partial<PeerWindow> = {}): PeerWindow {
  const frameTimes = Array.from({ length: frames }, (_, i) => i * FRAME_MS);
  return {
    beganAt: 0,
    endedAt: frames * FRAME_MS + 400,
    frameTimes,
    frameEnds: frameTimes.map((t) => t + 4),
    commitAt: [],
    commitCovers: [],
    firstBatch: 0,
    fedAt: [],
    ...extra,
  };
}

describe("peerFrameFigures", () => {
  it("counts the frames a long gap missed", () => {
    const steady = window(61);
    const times = [...steady.frameTimes.slice(0, 30), ...steady.frameTimes.slice(33)];
    const figures = peerFrameFigures({ ...steady, frameTimes: times }, FRAME_MS);
    expect(figures.droppedFrames).toBe(3);
    expect(figures.frameP99).toBeCloseTo(4 * FRAME_MS, 5);
    expect(figures.frameP50).toBeCloseTo(FRAME_MS, 5);
  });

  it("measures a batch to the end of the first frame after the first commit that covers it", () => {
    // Batch 0 arrives at 20 ms; a commit at 25 ms covers only batches before it (covers 0), the commit at
    // 40 ms covers it; the first frame ending after 40 ms is frame 3 (50 + 4 ms).
    const figures = peerFrameFigures(
      window(60, { fedAt: [20], commitAt: [25, 40], commitCovers: [0, 1] }),
      FRAME_MS,
    );
    expect(figures.batches).toBe(1);
    expect(figures.unpainted).toBe(0);
    expect(figures.latencyP50Ms).toBeCloseTo(3 * FRAME_MS + 4 - 20, 5);
  });

  it("uses the window's batch numbering, so a commit's coverage is compared with the right batch", () => {
    const figures = peerFrameFigures(
      window(60, { firstBatch: 500, fedAt: [100, 110], commitAt: [105, 120], commitCovers: [501, 502] }),
      FRAME_MS,
    );
    // Batch 500 (at 100) is covered by the commit at 105, batch 501 (at 110) only by the one at 120;
    // frame 6 ends at 104, frame 7 at 120.67: both are painted by frame 7.
    expect(figures.latencyP95Ms).toBeCloseTo(7 * FRAME_MS + 4 - 100, 5);
    expect(figures.latencyP50Ms).toBeCloseTo(7 * FRAME_MS + 4 - 110, 5);
    expect(figures.batches).toBe(2);
  });

  it("counts batches no commit covered as unpainted instead of inventing a latency", () => {
    const figures = peerFrameFigures(window(60, { fedAt: [20, 30] }), FRAME_MS);
    expect(figures.unpainted).toBe(2);
    expect(Number.isNaN(figures.latencyP50Ms)).toBe(true);
  });
});
