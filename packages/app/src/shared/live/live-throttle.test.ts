import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle, throttledSubscribe } from "./live-throttle";

describe("live refresh throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once per second however many ticks arrive, after the last one too", () => {
    const run = vi.fn();
    const t = throttle(run, 1000);
    for (let i = 0; i < 500; i++) t.poke();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    t.poke();
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("does nothing while quiet and nothing after cancel", () => {
    const run = vi.fn();
    const t = throttle(run, 1000);
    vi.advanceTimersByTime(5000);
    t.poke();
    t.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a throttled subscription unsubscribes from the store and clears its timer", () => {
    const store: { listener: (() => void) | null } = { listener: null };
    const unsubscribe = vi.fn(() => {
      store.listener = null;
    });
    const invalidate = vi.fn();
    const stop = throttledSubscribe((poke) => {
      store.listener = poke;
      return unsubscribe;
    }, 1000)(invalidate);
    store.listener?.();
    store.listener?.();
    vi.advanceTimersByTime(1000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    store.listener?.();
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
