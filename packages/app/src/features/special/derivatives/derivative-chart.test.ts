import type { DerivativeChartPoint } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { recordingCanvas } from "../../side-tab/charts/recording-canvas";
import { DerivativeChart, type DerivativeChartData } from "./derivative-chart";

// 2026-11-20 09:00 in Vietnam = 02:00 UTC.
const NINE = Date.UTC(2026, 10, 20, 2, 0);
const MINUTE = 60_000;

function points(values: [price: number, index: number][], startMinute = 0): DerivativeChartPoint[] {
  return values.map(([value, secondValue], i) => ({
    code: "41I1FB000",
    time: NINE + (startMinute + i) * MINUTE,
    value,
    secondValue,
  }));
}

function data(list: DerivativeChartPoint[], reference = Number.NaN): DerivativeChartData {
  return {
    points: list,
    reference,
    now: NINE + 3 * 3_600_000,
    formatPrice: (v) => v.toFixed(1),
    labels: { price: "Price", basis: "Basis" },
    emptyText: "No trade today yet",
  };
}

function draw(d: DerivativeChartData, hoverX = -1) {
  const { canvas, calls } = recordingCanvas();
  const chart = new DerivativeChart(canvas);
  chart.resize(700, 300, 1);
  chart.setData(d);
  chart.setHover(hoverX);
  chart.render();
  const texts = calls.filter((c) => c.name === "fillText").map((c) => String(c.args[0]));
  return { chart, calls, texts, canvas };
}

describe("derivative chart", () => {
  it("is 700x300 with the hour axis 9h to 15h even when empty, and says why it is empty", () => {
    const { chart, texts, canvas } = draw(data([]));
    expect([canvas.width, canvas.height]).toEqual([700, 300]);
    expect(chart.pointCount()).toBe(0);
    expect(texts).toEqual(["9h", "10h", "11h", "12h", "13h", "14h", "15h", "No trade today yet"]);
  });

  it("draws the price and the price difference (price - VN30) and reads the latest point on top", () => {
    const { chart, texts } = draw(
      data(
        points([
          [1280.0, 1283.5],
          [1281.2, 1283.9],
          [1282.4, 1284.1],
        ]),
      ),
    );
    expect(chart.pointCount()).toBe(3);
    expect(texts.at(-1)).toBe("09:02  Price 1282.4  Basis -1.7");
  });

  it("places points on the 9h..15h axis by their time, and hover picks the nearest one", () => {
    // One point at 09:00, one at 12:00: the axis spans 6 hours over 638 px (700 - 6 left - 56 right).
    const list = points([[1280, 1281]], 0).concat(points([[1290, 1288]], 180));
    const { calls, texts } = draw(data(list), 6 + 638 * 0.45);
    const xs = calls
      .filter((c) => c.name === "moveTo" || c.name === "lineTo")
      .map((c) => c.args[0] as number);
    expect(xs).toContain(6 + 638 / 2); // 12:00 is half way from 9:00 to 15:00
    expect(texts.at(-1)).toBe("12:00  Price 1290.0  Basis 2.0");
  });

  it("colours the price line by its end against the reference", () => {
    const below = draw(
      data(
        points([
          [1290, 1289],
          [1270, 1271],
        ]),
        1285,
      ),
    );
    const above = draw(
      data(
        points([
          [1270, 1271],
          [1290, 1289],
        ]),
        1285,
      ),
    );
    const priceStroke = (calls: { name: string; stroke: unknown }[]) =>
      calls.filter((c) => c.name === "stroke").map((c) => c.stroke);
    expect(priceStroke(below.calls)).toContain("#ff4d4f");
    expect(priceStroke(below.calls)).not.toContain("#1ed760");
    expect(priceStroke(above.calls)).toContain("#1ed760");
  });
});
