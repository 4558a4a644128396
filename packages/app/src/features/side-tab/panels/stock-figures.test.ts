import { describe, expect, it } from "vitest";
import type { Candle } from "../../../shared/chart/candle";
import { activeShares, averageVolume, vietnamDayStart } from "./stock-figures";

describe("active volume bar", () => {
  it("splits buy and sell into whole percents that add to 100", () => {
    expect(activeShares(300, 100)).toEqual([75, 25]);
    expect(activeShares(1, 2)).toEqual([33, 67]);
    expect(activeShares(0, 500)).toEqual([0, 100]);
  });

  it("is 50/50 when there is no volume", () => {
    expect(activeShares(0, 0)).toEqual([50, 50]);
    expect(activeShares(Number.NaN, -4)).toEqual([50, 50]);
  });
});

describe("10-day average volume", () => {
  const DAY = 86_400_000;
  const day0 = vietnamDayStart(Date.UTC(2026, 10, 20, 3)); // 20/11/2026 10:00 in Vietnam
  const candle = (daysAgo: number, volume: number): Candle => ({
    time: day0 - daysAgo * DAY,
    open: 1,
    close: 1,
    lowest: 1,
    highest: 1,
    volume,
  });

  it("starts the Vietnam day at 17:00 UTC of the day before", () => {
    expect(day0).toBe(Date.UTC(2026, 10, 19, 17));
  });

  it("averages the last 10 sessions before today", () => {
    const candles = [
      candle(12, 9999),
      ...Array.from({ length: 10 }, (_, i) => candle(10 - i, (i + 1) * 100)),
      candle(0, 1),
    ];
    expect(averageVolume(candles, day0)).toBe(550);
  });

  it("uses what there is when fewer sessions exist, NaN when none", () => {
    expect(averageVolume([candle(2, 100), candle(1, 300)], day0)).toBe(200);
    expect(averageVolume([candle(0, 100)], day0)).toBeNaN();
    expect(averageVolume([], day0)).toBeNaN();
  });
});
