import { describe, expect, it } from "vitest";
import { paddedRange, valueToY, volumeAxisMax } from "./chart-scales";

describe("paddedRange", () => {
  it("pads the low-high range by 30% of itself, half above and half below", () => {
    expect(paddedRange([100, 90], [110, 120])).toEqual({ min: 90 - 4.5, max: 120 + 4.5 });
  });

  it("pads a flat range by 1% of the price so that a single price is not a zero-height axis", () => {
    expect(paddedRange([25000], [25000])).toEqual({ min: 24750, max: 25250 });
    expect(paddedRange([0], [0])).toEqual({ min: -1, max: 1 });
  });

  it("ignores NaN and gives null without any finite value", () => {
    expect(paddedRange([Number.NaN, 10], [20, Number.NaN])).toEqual({ min: 8.5, max: 21.5 });
    expect(paddedRange([], [])).toBeNull();
    expect(paddedRange([Number.NaN], [Number.NaN])).toBeNull();
  });
});

describe("volumeAxisMax", () => {
  it("tops the volume axis at 1.25 times the peak", () => {
    expect(volumeAxisMax([100, 400, 200])).toBe(500);
  });

  it("is 1 when there is no volume, so the scale never divides by zero", () => {
    expect(volumeAxisMax([])).toBe(1);
    expect(volumeAxisMax([0, Number.NaN])).toBe(1);
  });
});

describe("valueToY", () => {
  it("maps the range top to the plot top and the bottom to its bottom", () => {
    const range = { min: 10, max: 20 };
    expect(valueToY(20, range, 5, 100)).toBe(5);
    expect(valueToY(10, range, 5, 100)).toBe(105);
    expect(valueToY(15, range, 5, 100)).toBe(55);
  });

  it("puts everything in the middle of a degenerate range", () => {
    expect(valueToY(3, { min: 3, max: 3 }, 0, 80)).toBe(40);
  });
});
