import { describe, expect, it } from "vitest";
import { chartWindow, hourLabel, nearestIndex, vietnamMidnight } from "./chart-window";

// 2026-11-20 09:15 in Vietnam = 02:15 UTC.
const MORNING = Date.UTC(2026, 10, 20, 2, 15);

describe("derivative chart time axis", () => {
  it("runs from 9:00 to 15:00 Vietnam time with seven hour ticks labelled 9h..15h", () => {
    const w = chartWindow(MORNING, 0);
    expect(w.start).toBe(Date.UTC(2026, 10, 20, 2, 0));
    expect(w.end).toBe(Date.UTC(2026, 10, 20, 8, 0));
    expect(w.hours.map(hourLabel)).toEqual(["9h", "10h", "11h", "12h", "13h", "14h", "15h"]);
  });

  it("takes the day of the first point, or of now when there is none", () => {
    // 23:30 UTC on the 19th is already the 20th in Vietnam.
    expect(vietnamMidnight(Date.UTC(2026, 10, 19, 23, 30))).toBe(Date.UTC(2026, 10, 19, 17, 0));
    expect(chartWindow(undefined, MORNING).start).toBe(Date.UTC(2026, 10, 20, 2, 0));
    expect(chartWindow(Number.NaN, MORNING).start).toBe(Date.UTC(2026, 10, 20, 2, 0));
  });

  it("finds the point nearest a time", () => {
    const times = [100, 200, 300, 400];
    expect(nearestIndex(times, 4, 0)).toBe(0);
    expect(nearestIndex(times, 4, 240)).toBe(1);
    expect(nearestIndex(times, 4, 260)).toBe(2);
    expect(nearestIndex(times, 4, 999)).toBe(3);
    expect(nearestIndex(times, 0, 5)).toBe(-1);
  });
});
