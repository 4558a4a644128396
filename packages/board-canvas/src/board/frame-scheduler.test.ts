import { describe, expect, it } from "vitest";
import { type FrameClock, FrameScheduler, Invalidate, isFullMask } from "./frame-scheduler";

/** A frame clock driven by the test: frames and timers run only when the test says so. */
function manualClock() {
  const frames = new Map<number, (time: number) => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const clock: FrameClock = {
    request(callback) {
      frames.set(next, callback);
      return next++;
    },
    cancel(handle) {
      frames.delete(handle);
    },
    setTimer(callback) {
      timers.set(next, callback);
      return next++;
    },
    clearTimer(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    frames,
    timers,
    runFrame(time = 16) {
      const callbacks = [...frames.values()];
      frames.clear();
      for (const callback of callbacks) callback(time);
    },
    runTimers() {
      const callbacks = [...timers.values()];
      timers.clear();
      for (const callback of callbacks) callback();
    },
  };
}

function scheduled() {
  const manual = manualClock();
  const painted: number[] = [];
  const scheduler = new FrameScheduler((mask) => painted.push(mask), manual.clock);
  return { ...manual, painted, scheduler };
}

describe("FrameScheduler", () => {
  it("merges a burst of invalidations into one frame with one mask", () => {
    const { scheduler, frames, runFrame, painted } = scheduled();
    scheduler.invalidate(Invalidate.CELLS);
    scheduler.invalidate(Invalidate.SCROLL);
    scheduler.invalidate(Invalidate.CELLS);
    expect(frames.size).toBe(1);
    runFrame();
    expect(painted).toEqual([Invalidate.CELLS | Invalidate.SCROLL]);
  });

  it("asks for one frame per burst, and a new frame after the previous ran", () => {
    const { scheduler, frames, runFrame, painted } = scheduled();
    scheduler.invalidate(Invalidate.CELLS);
    runFrame();
    expect(scheduler.pending).toBe(false);
    scheduler.invalidate(Invalidate.LAYOUT);
    expect(frames.size).toBe(1);
    runFrame();
    expect(painted).toEqual([Invalidate.CELLS, Invalidate.LAYOUT]);
  });

  it("draws nothing and asks for no frame while idle", () => {
    const { scheduler, frames, runFrame, painted } = scheduled();
    runFrame();
    expect(frames.size).toBe(0);
    expect(painted).toEqual([]);
    expect(scheduler.pending).toBe(false);
  });

  it("cancels the asked-for frame and timer on destroy and ignores later invalidations", () => {
    const { scheduler, frames, timers, painted } = scheduled();
    scheduler.invalidate(Invalidate.FULL);
    scheduler.invalidateAfter(Invalidate.CELLS, 300);
    scheduler.destroy();
    expect(frames.size).toBe(0);
    expect(timers.size).toBe(0);
    scheduler.invalidate(Invalidate.CELLS);
    expect(frames.size).toBe(0);
    expect(painted).toEqual([]);
  });

  it("invalidates after a delay with one timer at a time, and arms again once it fired", () => {
    const { scheduler, timers, runTimers, runFrame, painted } = scheduled();
    scheduler.invalidateAfter(Invalidate.CELLS, 300);
    scheduler.invalidateAfter(Invalidate.CELLS, 200);
    expect(timers.size).toBe(1);
    runTimers();
    runFrame();
    expect(painted).toEqual([Invalidate.CELLS]);
    scheduler.invalidateAfter(Invalidate.CELLS, 300);
    expect(timers.size).toBe(1);
  });

  it("treats layout and full masks as full paints, cells and scroll as partial", () => {
    expect(isFullMask(Invalidate.CELLS | Invalidate.SCROLL)).toBe(false);
    expect(isFullMask(Invalidate.LAYOUT)).toBe(true);
    expect(isFullMask(Invalidate.FULL | Invalidate.CELLS)).toBe(true);
  });
});
