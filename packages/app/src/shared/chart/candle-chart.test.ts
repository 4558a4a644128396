import { describe, expect, it } from "vitest";
import type { Candle } from "./candle";
import { CandleChart } from "./candle-chart";
import { DARK_CHART_STYLE } from "./chart-style";
import { createFakeCanvas } from "./fake-canvas";

const candles: Candle[] = [
  { time: Date.UTC(2026, 10, 20, 2, 0), open: 100, close: 110, lowest: 95, highest: 112, volume: 1000 },
  { time: Date.UTC(2026, 10, 20, 2, 1), open: 110, close: 104, lowest: 101, highest: 111, volume: 4000 },
  { time: Date.UTC(2026, 10, 20, 2, 2), open: 104, close: 104, lowest: 103, highest: 106, volume: 0 },
];
const data = {
  intraday: true,
  formatPrice: (v: number) => v.toFixed(1),
  formatVolume: (v: number) => String(v),
  emptyText: "No data",
};

describe("CandleChart", () => {
  it("backs the canvas at devicePixelRatio and keeps CSS size", () => {
    const fake = createFakeCanvas();
    const chart = new CandleChart(fake.canvas);
    expect(chart.resize(400, 200, 2)).toBe(true);
    expect(fake.canvas.width).toBe(800);
    expect(fake.canvas.height).toBe(400);
    expect(fake.canvas.style.width).toBe("400px");
    expect(chart.resize(400, 200, 2)).toBe(false);
  });

  it("draws a body and a volume bar per candle in the candle's colour, never wider than 30 px", () => {
    const fake = createFakeCanvas();
    const chart = new CandleChart(fake.canvas);
    chart.resize(400, 200, 1);
    chart.setData({ ...data, candles });
    chart.render();
    const up = fake.rects.filter((r) => r.fill === DARK_CHART_STYLE.up);
    const down = fake.rects.filter((r) => r.fill === DARK_CHART_STYLE.down);
    // Candle 1 up, candle 2 down, candle 3 a doji below the previous close... equal to it: up.
    expect(up).toHaveLength(4);
    expect(down).toHaveLength(2);
    for (const r of [...up, ...down]) expect(r.width).toBeLessThanOrEqual(30);
    // Each candle draws its body then its volume bar: the down candle's 4,000 is 4x the first's 1,000
    // (up to rounding), and the doji's zero volume draws no bar.
    expect(down[1].height / up[1].height).toBeCloseTo(4, 0);
    expect(up[3].height).toBe(0);
    expect(chart.pointCount()).toBe(3);
    // The figures of the latest candle head the chart, and the time axis is in Vietnam time.
    expect(fake.texts.some((t) => t.text.startsWith("09:02") && t.text.includes("C 104.0"))).toBe(true);
    expect(fake.texts.some((t) => t.text === "09:00")).toBe(true);
  });

  it("shows the hovered candle's figures instead of the latest", () => {
    const fake = createFakeCanvas();
    const chart = new CandleChart(fake.canvas);
    chart.resize(400, 200, 1);
    chart.setData({ ...data, candles });
    chart.setHover(20);
    chart.render();
    expect(fake.texts.some((t) => t.text.startsWith("09:00") && t.text.includes("C 110.0"))).toBe(true);
  });

  it("draws blank grid lines and the empty text without candles", () => {
    const fake = createFakeCanvas();
    const chart = new CandleChart(fake.canvas);
    chart.resize(400, 200, 1);
    chart.setData({ ...data, candles: [] });
    chart.render();
    expect(fake.texts.map((t) => t.text)).toEqual(["No data"]);
    expect(fake.rects.filter((r) => r.fill === DARK_CHART_STYLE.up)).toHaveLength(0);
  });
});
