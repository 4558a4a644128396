import { describe, expect, it } from "vitest";
import { movingAverage, toChartSeries, VIETNAM_OFFSET_S } from "./chart-series";

const candle = (time: number, close: number, open = close) => ({
  time,
  open,
  close,
  lowest: Math.min(open, close) - 1,
  highest: Math.max(open, close) + 1,
  volume: 100,
});

describe("chart page series", () => {
  it("averages the last N closes once N exist", () => {
    const points = [1, 2, 3, 4, 5].map((value, time) => ({ time, value }));
    expect(movingAverage(points, 3)).toEqual([
      { time: 2, value: 2 },
      { time: 3, value: 3 },
      { time: 4, value: 4 },
    ]);
    expect(movingAverage(points, 6)).toEqual([]);
  });

  it("sorts, deduplicates and shifts times to Vietnam's clock, dropping junk rows", () => {
    const series = toChartSeries([
      candle(120_000, 12, 10),
      candle(60_000, 9, 10),
      candle(120_000, 11, 12),
      { ...candle(180_000, 5), open: Number.NaN },
      { ...candle(240_000, 5), lowest: 0 },
    ]);
    expect(series.candles.map((c) => c.time)).toEqual([60 + VIETNAM_OFFSET_S, 120 + VIETNAM_OFFSET_S]);
    expect(series.candles[1]).toMatchObject({ open: 12, close: 11, high: 13, low: 10 });
    expect(series.volumes.map((v) => v.up)).toEqual([false, false]);
  });

  it("has MA20 and MA50 points from the 20th and 50th candle on", () => {
    const rows = Array.from({ length: 60 }, (_, i) => candle(i * 86_400_000, 100 + i));
    const series = toChartSeries(rows);
    expect(series.ma20).toHaveLength(41);
    expect(series.ma50).toHaveLength(11);
    expect(series.ma20[0].value).toBeCloseTo(109.5);
  });
});
