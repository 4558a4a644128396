import { describe, expect, it } from "vitest";
import { formatDayMonth, formatHourMinute, niceStep, priceTicks, timeLabelIndices } from "./axis-ticks";

describe("priceTicks", () => {
  it("gives round steps inside the range", () => {
    expect(priceTicks(24_130, 25_870, 5)).toEqual([24_500, 25_000, 25_500]);
    expect(niceStep(1740, 5)).toBe(500);
  });

  it("does not drift on decimal steps", () => {
    expect(priceTicks(0.05, 0.52, 5)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it("handles a flat or invalid range", () => {
    expect(priceTicks(7, 7)).toEqual([7]);
    expect(priceTicks(Number.NaN, Number.NaN)).toEqual([]);
  });
});

describe("time labels", () => {
  it("formats in Vietnam time whatever the machine's zone", () => {
    // 2026-03-16 02:15 UTC = 09:15 in Hanoi.
    const ms = Date.UTC(2026, 2, 16, 2, 15);
    expect(formatHourMinute(ms)).toBe("09:15");
    // 2026-03-15 17:30 UTC is already the 16th in Hanoi.
    expect(formatDayMonth(Date.UTC(2026, 2, 15, 17, 30))).toBe("16/03");
  });

  it("labels about one candle per 70 px, always the first", () => {
    expect(timeLabelIndices(240, 350)).toEqual([0, 48, 96, 144, 192]);
    expect(timeLabelIndices(3, 700)).toEqual([0, 1, 2]);
    expect(timeLabelIndices(0, 700)).toEqual([]);
  });
});
