import { describe, expect, it } from "vitest";
import { pieSlices, valueBars } from "./breadth-geometry";

describe("breadth pie slices", () => {
  it("splits the full circle by share, in up, unchanged, down order", () => {
    const slices = pieSlices([50, 25, 25]);
    expect(slices.map((s) => s.index)).toEqual([0, 1, 2]);
    expect(slices[0].startAngle).toBeCloseTo(0);
    expect(slices[0].endAngle).toBeCloseTo(Math.PI);
    expect(slices[1].endAngle).toBeCloseTo(Math.PI * 1.5);
    expect(slices[2].endAngle).toBeCloseTo(Math.PI * 2);
  });

  it("leaves out zero, negative and missing parts; all empty gives no slice", () => {
    expect(pieSlices([10, 0, Number.NaN]).map((s) => s.index)).toEqual([0]);
    expect(pieSlices([0, -3, Number.NaN])).toEqual([]);
  });
});

describe("traded value bars (spec 9 rules)", () => {
  it("keeps bars at most 30 px wide and the tallest at 1/1.25 of the plot", () => {
    const bars = valueBars([400, 100, 200], 0, 10, 600, 250);
    for (const bar of bars) expect(bar.width).toBeLessThanOrEqual(30);
    expect(bars[0].height).toBeCloseTo(200);
    expect(bars[0].y).toBeCloseTo(60);
    expect(bars[1].height).toBeCloseTo(50);
    expect(bars[2].height).toBeCloseTo(100);
    // Centred in equal slots, left to right.
    expect(bars[0].x + bars[0].width / 2).toBeCloseTo(100);
    expect(bars[2].x + bars[2].width / 2).toBeCloseTo(500);
  });

  it("narrow plots get narrower bars, never below 1 px; no volume gives flat bars", () => {
    expect(valueBars([1, 2, 3], 0, 0, 30, 100)[0].width).toBe(6);
    expect(valueBars([1, 2, 3], 0, 0, 2, 100)[0].width).toBe(1);
    expect(valueBars([0, Number.NaN, -5], 0, 0, 300, 100).every((b) => b.height === 0)).toBe(true);
  });
});
