import { describe, expect, it } from "vitest";
import type { FrameClock } from "./frame-scheduler";
import { SlicedRefresh } from "./sliced-refresh";

/** A frame clock the test advances by hand: `frame()` runs the callback asked for, if any. */
function manualClock() {
  let callback: ((time: number) => void) | null = null;
  let handle = 0;
  const clock: FrameClock = {
    request: (cb) => {
      callback = cb;
      return ++handle;
    },
    cancel: () => {
      callback = null;
    },
    setTimer: () => null,
    clearTimer: () => {},
  };
  return {
    clock,
    get asked() {
      return callback !== null;
    },
    frame() {
      const cb = callback;
      callback = null;
      cb?.(0);
    },
  };
}

/** A refresh of `perFrame` items a frame on a manual clock, recording each slice it writes. */
function sliced(perFrame: number) {
  const frames = manualClock();
  const written: [number, number][] = [];
  const refresh = new SlicedRefresh((from, to) => written.push([from, to]), perFrame, frames.clock);
  return { frames, written, refresh };
}

describe("SlicedRefresh", () => {
  it("writes every item, a slice per frame, nothing before the first frame", () => {
    const { frames, written, refresh } = sliced(8);
    refresh.start(20);
    expect(written).toEqual([]);
    expect(refresh.running).toBe(true);
    frames.frame();
    expect(written).toEqual([[0, 8]]);
    frames.frame();
    frames.frame();
    expect(written).toEqual([
      [0, 8],
      [8, 16],
      [16, 20],
    ]);
    expect(refresh.running).toBe(false);
    expect(frames.asked).toBe(false);
  });

  it("goes on with a later start's count instead of starting over", () => {
    const { frames, written, refresh } = sliced(5);
    refresh.start(12);
    frames.frame();
    refresh.start(7);
    frames.frame();
    expect(written).toEqual([
      [0, 5],
      [5, 7],
    ]);
    expect(refresh.running).toBe(false);
  });

  it("stops on cancel and starts over from the first item after", () => {
    const { frames, written, refresh } = sliced(4);
    refresh.start(10);
    frames.frame();
    refresh.cancel();
    expect(frames.asked).toBe(false);
    expect(refresh.running).toBe(false);
    refresh.start(10);
    frames.frame();
    expect(written).toEqual([
      [0, 4],
      [0, 4],
    ]);
  });

  it("writes nothing for no items and asks for no more frames", () => {
    const frames = manualClock();
    let calls = 0;
    const refresh = new SlicedRefresh(() => calls++, 8, frames.clock);
    refresh.start(0);
    frames.frame();
    expect(calls).toBe(0);
    expect(frames.asked).toBe(false);
  });
});
