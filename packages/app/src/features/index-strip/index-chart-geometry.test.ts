import { describe, expect, it } from "vitest";
import {
  AXIS_PADDING,
  IndexChartGeometry,
  MAX_BAR_WIDTH,
  SESSION_MINUTES,
  tradingMinute,
  VOLUME_BAND,
  VOLUME_HEADROOM,
} from "./index-chart-geometry";

/** Unix seconds of hh:mm exchange time (UTC+7) on 2025-03-10. */
const at = (hh: number, mm: number) => Date.UTC(2025, 2, 10, hh - 7, mm) / 1000;

describe("tradingMinute", () => {
  it("counts from 09:00 exchange time and leaves out the lunch break", () => {
    expect(tradingMinute(at(9, 0))).toBe(0);
    expect(tradingMinute(at(11, 30))).toBe(150);
    expect(tradingMinute(at(12, 15))).toBe(150);
    expect(tradingMinute(at(13, 0))).toBe(150);
    expect(tradingMinute(at(14, 45))).toBe(255);
    expect(tradingMinute(at(15, 0))).toBe(SESSION_MINUTES);
    expect(tradingMinute(at(8, 50))).toBe(-10);
  });
});

describe("IndexChartGeometry", () => {
  const times = [at(9, 0), at(9, 1), at(9, 2)];

  it("pads the value axis by 30% of the range of the points and the reference", () => {
    const g = new IndexChartGeometry();
    expect(g.fit(times, [1300, 1310, 1305], [5, 10, 0], 3, 1295, 200, 60)).toBe(3);
    const range = 1310 - 1295;
    expect(g.yMin).toBeCloseTo(1295 - range * AXIS_PADDING);
    expect(g.yMax).toBeCloseTo(1310 + range * AXIS_PADDING);
    // The highest point sits 30/160 of the height from the top; the reference as far from the bottom.
    expect(g.y(1310)).toBeCloseTo((60 * 0.3) / 1.6);
    expect(g.y(1295)).toBeCloseTo(60 - (60 * 0.3) / 1.6);
  });

  it("puts the volume axis at 1.25 times the peak, inside the bottom band", () => {
    const g = new IndexChartGeometry();
    g.fit(times, [1300, 1310, 1305], [5, 10, 0], 3, 1295, 200, 60);
    expect(g.volumeMax).toBe(10 * VOLUME_HEADROOM);
    expect(g.volumeY(10)).toBeCloseTo(60 - (60 * VOLUME_BAND) / VOLUME_HEADROOM);
    expect(g.volumeY(0)).toBe(60);
    expect(g.volumeY(Number.NaN)).toBe(60);
  });

  it("spans the whole trading day on the time axis, and stretches it for points outside", () => {
    const g = new IndexChartGeometry();
    g.fit(times, [1, 2, 3], [0, 0, 0], 3, 1, 270, 60);
    expect(g.x(at(9, 0))).toBe(0);
    expect(g.x(at(15, 0))).toBe(270);
    expect(g.x(at(13, 0))).toBe(g.x(at(11, 30)));
    g.fit([at(8, 30), at(15, 30)], [1, 2], [0, 0], 2, 1, 100, 60);
    expect(g.x(at(8, 30))).toBe(0);
    expect(g.x(at(15, 30))).toBe(100);
  });

  it("keeps bars at most 30 px wide and at least 1 px", () => {
    const g = new IndexChartGeometry();
    g.fit([at(9, 0)], [1], [1], 1, 1, 100_000, 60);
    expect(g.barWidth).toBe(MAX_BAR_WIDTH);
    g.fit([at(9, 0)], [1], [1], 1, 1, 50, 60);
    expect(g.barWidth).toBe(1);
  });

  it("gives a flat day a visible range around the level and never produces NaN", () => {
    const g = new IndexChartGeometry();
    g.fit(times, [1300, 1300, 1300], [0, 0, 0], 3, 1300, 200, 60);
    expect(g.yMax).toBeGreaterThan(1300);
    expect(g.yMin).toBeLessThan(1300);
    expect(g.y(1300)).toBeCloseTo(30);
    expect(g.volumeMax).toBe(0);
  });

  it("skips missing values and still fits an empty series", () => {
    const g = new IndexChartGeometry();
    expect(g.fit(times, [Number.NaN, 1305, Number.NaN], [1, 1, 1], 3, Number.NaN, 200, 60)).toBe(1);
    expect(Number.isFinite(g.y(1305))).toBe(true);
    expect(g.fit([], [], [], 0, Number.NaN, 200, 60)).toBe(0);
    expect(Number.isFinite(g.y(0.5))).toBe(true);
    expect(Number.isFinite(g.x(at(10, 0)))).toBe(true);
  });
});
