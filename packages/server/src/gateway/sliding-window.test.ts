import { describe, expect, it } from "vitest";
import { SlidingWindow, SlidingWindowByKey } from "./sliding-window";

describe("SlidingWindow", () => {
  it("counts the last second whatever the clock second: a burst straddling two seconds is one burst", () => {
    const window = new SlidingWindow(50, 1000);
    for (let i = 0; i < 30; i++) expect(window.allow(900)).toBe(true);
    for (let i = 0; i < 20; i++) expect(window.allow(1100)).toBe(true);
    expect(window.allow(1200)).toBe(false); // 51 in the 300 ms from 900 to 1200
    expect(window.waitMs(1200)).toBe(700);
    expect(window.allow(1900)).toBe(true); // the 30 of t=900 left the window
  });

  it("keeps a window per key and forgets idle keys", () => {
    const byKey = new SlidingWindowByKey(2, 60_000);
    expect(byKey.allow("10.0.0.1", 0)).toBe(true);
    expect(byKey.allow("10.0.0.1", 1)).toBe(true);
    expect(byKey.allow("10.0.0.1", 2)).toBe(false);
    expect(byKey.allow("10.0.0.2", 2)).toBe(true);
    expect(byKey.allow("10.0.0.1", 60_001)).toBe(true);
  });
});
