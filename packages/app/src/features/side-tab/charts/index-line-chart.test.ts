import { describe, expect, it } from "vitest";
import { IndexLineChart, type IndexLineData } from "./index-line-chart";
import { recordingCanvas } from "./recording-canvas";
import type { SeriesView } from "./series-view";

const COLUMNS = { time: 0, value: 1, quantity: 2, isTemp: 3 };
const TEMP = 7;
const T0 = 1_763_604_000; // 09:00 Vietnam time, in Unix seconds

function series(points: [value: number, quantity: number, temp?: boolean][]): SeriesView {
  return {
    length: points.length,
    at: (c, i) => {
      const [value, quantity, temp] = points[i];
      return [T0 + i * 60, value, quantity, temp ? TEMP : 0][c];
    },
  };
}

function data(s: SeriesView | undefined, prior = Number.NaN): IndexLineData {
  return {
    series: s,
    columns: COLUMNS,
    tempId: TEMP,
    prior,
    formatValue: (v) => v.toFixed(2),
    formatVolume: (v) => String(v),
    emptyText: "No data",
  };
}

function draw(d: IndexLineData, width = 400, height = 200) {
  const { canvas, calls } = recordingCanvas();
  const chart = new IndexLineChart(canvas);
  chart.resize(width, height, 2);
  chart.setData(d);
  chart.render();
  return { chart, calls, canvas };
}

describe("intraday index chart", () => {
  it("backs the canvas at devicePixelRatio", () => {
    const { canvas, calls } = draw(data(series([[1200, 10]])));
    expect(canvas.width).toBe(800);
    expect(canvas.height).toBe(400);
    expect(calls.find((c) => c.name === "setTransform")?.args).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it("draws blank grid lines and the empty text when there is no point", () => {
    const { chart, calls } = draw(data(undefined));
    expect(chart.pointCount()).toBe(0);
    expect(calls.filter((c) => c.name === "fillText").map((c) => c.args[0])).toEqual(["No data"]);
    expect(calls.filter((c) => c.name === "lineTo").length).toBe(6);
  });

  it("draws one volume bar per traded point, at most 30 px wide, the peak at 1/1.25 of the pane", () => {
    const { chart, calls } = draw(
      data(
        series([
          [1200, 100],
          [1201, 400],
          [1199, 0],
        ]),
        1198,
      ),
    );
    expect(chart.pointCount()).toBe(3);
    const bars = calls.filter((c) => c.name === "fillRect" && c.fill === "#4a5b78");
    expect(bars.length).toBe(2);
    for (const bar of bars) expect(bar.args[2] as number).toBeLessThanOrEqual(30);
    const heights = bars.map((b) => b.args[3] as number);
    // Pane height: plot 168 px x 0.28 = 47 px; the 400 peak fills 47 / 1.25.
    expect(heights[1]).toBeCloseTo(47 / 1.25, 0);
    expect(heights[0]).toBeCloseTo(47 / 1.25 / 4, 0);
  });

  it("draws the line through every point and the prior close dashed", () => {
    const { calls } = draw(
      data(
        series([
          [1200, 1],
          [1210, 1],
          [1190, 1],
          [1205, 1],
        ]),
        1195,
      ),
    );
    expect(calls.some((c) => c.name === "setLineDash" && (c.args[0] as number[]).length > 0)).toBe(true);
    // The index line: d3-shape moves to the first point then lines to the others.
    const strokes = calls.filter((c) => c.name === "lineTo" && c.stroke === "#1ed760");
    expect(strokes.length).toBeGreaterThanOrEqual(3);
    // The top line shows the latest point's value.
    const texts = calls.filter((c) => c.name === "fillText").map((c) => String(c.args[0]));
    expect(texts.some((t) => t.includes("1205.00"))).toBe(true);
  });

  it("pads the value axis: the extreme points stay inside the line pane", () => {
    const { calls } = draw(
      data(
        series([
          [1000, 1],
          [1100, 1],
        ]),
      ),
    );
    const line = calls.filter((c) => (c.name === "lineTo" || c.name === "moveTo") && c.stroke === "#1ed760");
    const ys = line.map((c) => c.args[1] as number);
    // Line pane: top 16, height 168 - 47 - 4 = 117; 30% padding keeps 15% (17.55 px) each side.
    expect(Math.min(...ys)).toBeCloseTo(16 + (117 * 0.15) / 1.3, 0);
    expect(Math.max(...ys)).toBeCloseTo(16 + 117 - (117 * 0.15) / 1.3, 0);
  });

  it("outlines the volume of a temporary point instead of filling it", () => {
    const { calls } = draw(
      data(
        series([
          [1200, 10],
          [1201, 10, true],
        ]),
      ),
    );
    expect(calls.filter((c) => c.name === "fillRect" && c.fill === "#4a5b78").length).toBe(1);
    expect(calls.filter((c) => c.name === "strokeRect").length).toBe(1);
    expect(calls.some((c) => c.name === "arc")).toBe(true);
  });
});
