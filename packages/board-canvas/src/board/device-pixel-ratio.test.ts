import { describe, expect, it } from "vitest";
import { type PixelRatioWindow, watchDevicePixelRatio } from "./device-pixel-ratio";

/**
 * A window whose ratio the test sets. Like a browser's, a `(resolution: Ndppx)` query reports a change
 * once its match flips: when the ratio leaves N (the query was armed at N, so it matched until then).
 */
function fakeWindow(initial: number) {
  const queries: { ratio: number; listeners: Set<() => void> }[] = [];
  const view = {
    devicePixelRatio: initial,
    matchMedia(query: string) {
      const ratio = Number(/resolution: ([0-9.]+)dppx/.exec(query)?.[1]);
      const listeners = new Set<() => void>();
      queries.push({ ratio, listeners });
      return {
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    },
  };
  const zoom = (ratio: number): void => {
    const before = view.devicePixelRatio;
    view.devicePixelRatio = ratio;
    for (const query of [...queries]) {
      if ((query.ratio === before) !== (query.ratio === ratio))
        for (const listener of [...query.listeners]) {
          query.listeners.delete(listener); // { once: true }
          listener();
        }
    }
  };
  const listening = () => queries.reduce((n, query) => n + query.listeners.size, 0);
  return { view: view as unknown as PixelRatioWindow, zoom, listening };
}

describe("the window's device pixel ratio, watched", () => {
  it("reports each zoom in and out with the new ratio, not only the first", () => {
    const window = fakeWindow(1);
    const seen: number[] = [];
    watchDevicePixelRatio((ratio) => seen.push(ratio), window.view);
    window.zoom(1.25);
    window.zoom(2);
    window.zoom(1);
    expect(seen).toEqual([1.25, 2, 1]);
    expect(window.listening()).toBe(1); // one query armed at a time, at the ratio in force
  });

  it("reports nothing after its detach", () => {
    const window = fakeWindow(2);
    const seen: number[] = [];
    const detach = watchDevicePixelRatio((ratio) => seen.push(ratio), window.view);
    detach();
    window.zoom(1);
    expect(seen).toEqual([]);
    expect(window.listening()).toBe(0);
  });

  it("does nothing without a window (a server render)", () => {
    const detach = watchDevicePixelRatio(() => {
      throw new Error("called");
    }, undefined);
    expect(() => detach()).not.toThrow();
  });
});
