import { describe, expect, it } from "vitest";
import { orderSteps, stepBarLength, stepRowHeight, stepVolume } from "./price-steps";

describe("price steps", () => {
  it("shows volume in lots: divided by 10 per price", () => {
    expect(stepVolume(120_400)).toBe(12_040);
    expect(stepVolume(-5)).toBe(0);
    expect(stepVolume(Number.NaN)).toBe(0);
  });

  it("orders prices high to low and drops empty or invalid steps", () => {
    const steps = orderSteps([
      { price: 61_500, quantity: 100 },
      { price: 61_700, quantity: 50 },
      { price: 61_600, quantity: 0 },
      { price: Number.NaN, quantity: 10 },
    ]);
    expect(steps.map((s) => s.price)).toEqual([61_700, 61_500]);
  });

  it("sizes rows to fit, at most 22 px, and leaves 1.25x headroom on the longest bar", () => {
    expect(stepRowHeight(5, 400)).toBe(22);
    expect(stepRowHeight(40, 400)).toBe(10);
    expect(stepRowHeight(0, 400)).toBe(0);
    expect(stepBarLength(100, 100, 250)).toBe(200);
    expect(stepBarLength(0, 100, 250)).toBe(0);
    expect(stepBarLength(0.001, 100, 250)).toBe(1);
  });
});
