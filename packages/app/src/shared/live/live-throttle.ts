import { SIDE_TAB_REFRESH_MS } from "./spec-timings";

/**
 * The pace of live data: a store listener calls `poke` on every change (per tick); `run` then happens
 * at most once per `intervalMs`, on the trailing edge, so the last change is always shown. Nothing is
 * pending while the market is quiet.
 */

export interface Throttle {
  /** Cheap on the hot path: no allocation, at most one timer armed. */
  poke(): void;
  cancel(): void;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const GLOBAL_TIMERS: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function throttle(
  run: () => void,
  intervalMs = SIDE_TAB_REFRESH_MS,
  timers = GLOBAL_TIMERS,
): Throttle {
  let handle: unknown = null;
  const fire = () => {
    handle = null;
    run();
  };
  return {
    poke() {
      if (handle === null) handle = timers.set(fire, intervalMs);
    },
    cancel() {
      if (handle !== null) timers.clear(handle);
      handle = null;
    },
  };
}

/**
 * A ChartCanvas `subscribe` that invalidates at most once per interval: `listen` registers a store
 * listener that receives a poke function and returns its unsubscribe.
 */
export function throttledSubscribe(
  listen: (poke: () => void) => () => void,
  intervalMs = SIDE_TAB_REFRESH_MS,
): (invalidate: () => void) => () => void {
  return (invalidate) => {
    const t = throttle(invalidate, intervalMs);
    const unsubscribe = listen(() => t.poke());
    return () => {
      unsubscribe();
      t.cancel();
    };
  };
}
