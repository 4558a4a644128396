import { Series, StringTable } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { IndexChartRenderer } from "./index-chart-renderer";

interface Call {
  op: string;
  args: unknown[];
  fillStyle: unknown;
  strokeStyle: unknown;
}

/** A 2D context that records its calls with the styles in force (node has no canvas). */
function recordingCanvas(width = 200, height = 60) {
  const calls: Call[] = [];
  const state: Record<string, unknown> = {};
  const context = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => {
        calls.push({ op: prop, args, fillStyle: target.fillStyle, strokeStyle: target.strokeStyle });
      };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  const canvas = { width: 0, height: 0, clientWidth: width, clientHeight: height, getContext: () => context };
  return { canvas: canvas as unknown as HTMLCanvasElement, calls };
}

const COLORS = { up: "green", down: "red", reference: "yellow", volume: "grey" };
const COLUMNS = { time: 0, value: 1, quantity: 2, isTemp: 3 };
const strings = new StringTable();
const TEMP = strings.intern("Y");
const FINAL = strings.intern("N");
const T0 = Date.UTC(2025, 2, 10, 2, 0) / 1000; // 09:00 exchange time

function series(points: [minute: number, value: number, quantity: number, temp: boolean][]): Series {
  const s = new Series(4);
  for (const [minute, value, quantity, temp] of points) {
    s.upsert(Float64Array.of(T0 + minute * 60, value, quantity, temp ? TEMP : FINAL), 4);
  }
  return s;
}

describe("IndexChartRenderer", () => {
  it("clears and draws nothing for a missing or empty series", () => {
    const { canvas, calls } = recordingCanvas();
    const renderer = new IndexChartRenderer(canvas, COLORS, COLUMNS, TEMP);
    expect(renderer.draw(undefined, 1300)).toBe(0);
    expect(renderer.draw(new Series(4), 1300)).toBe(0);
    expect(calls.map((c) => c.op).filter((op) => op !== "setTransform")).toEqual(["clearRect", "clearRect"]);
    expect([canvas.width, canvas.height]).toEqual([200, 60]);
  });

  it("draws volume bars, the reference baseline, the line above and below it, and returns the points drawn", () => {
    const { canvas, calls } = recordingCanvas();
    const renderer = new IndexChartRenderer(canvas, COLORS, COLUMNS, TEMP);
    const points = series([
      [0, 1295, 100, false],
      [1, 1305, 300, false],
      [2, 1302, 0, false],
    ]);
    expect(renderer.draw(points, 1300)).toBe(3);
    const bars = calls.filter((c) => c.op === "fillRect");
    expect(bars).toHaveLength(2); // the point without volume has no bar
    expect(bars.every((c) => c.fillStyle === "grey")).toBe(true);
    expect(calls.filter((c) => c.op === "setLineDash")[0]?.args[0]).toEqual([3, 3]);
    expect(calls.filter((c) => c.op === "clip")).toHaveLength(2);
    const strokes = calls.filter((c) => c.op === "stroke").map((c) => c.strokeStyle);
    expect(strokes).toEqual(["yellow", "green", "red"]);
    expect(calls.filter((c) => c.op === "arc")).toHaveLength(0);
  });

  it("draws a temporary point empty: an outlined bar and a hollow dot", () => {
    const { canvas, calls } = recordingCanvas();
    const renderer = new IndexChartRenderer(canvas, COLORS, COLUMNS, TEMP);
    renderer.draw(
      series([
        [0, 1295, 100, false],
        [1, 1301, 200, true],
      ]),
      1300,
    );
    expect(calls.filter((c) => c.op === "fillRect")).toHaveLength(1);
    expect(calls.filter((c) => c.op === "strokeRect")).toHaveLength(1);
    const arcIndex = calls.findIndex((c) => c.op === "arc");
    expect(arcIndex).toBeGreaterThan(0);
    expect(calls[arcIndex + 1]?.op).toBe("stroke");
    expect(calls.slice(arcIndex).some((c) => c.op === "fill")).toBe(false);
  });

  it("draws the line in the reference colour when the index has no reference", () => {
    const { canvas, calls } = recordingCanvas();
    new IndexChartRenderer(canvas, COLORS, COLUMNS, TEMP).draw(series([[0, 1295, 0, false]]), Number.NaN);
    expect(calls.filter((c) => c.op === "setLineDash")).toHaveLength(0);
    expect(calls.filter((c) => c.op === "stroke").map((c) => c.strokeStyle)).toEqual(["yellow"]);
  });
});
