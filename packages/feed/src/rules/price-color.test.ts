import { describe, expect, it } from "vitest";
import {
  bondPriceColor,
  candleColor,
  derivativePriceColor,
  PRICE_COLOR_NAME,
  PriceColor,
  priceColor,
} from "./price-color";

describe("PRICE_COLOR_NAME", () => {
  it("names every colour with the spec's class names", () => {
    expect(PRICE_COLOR_NAME[PriceColor.NONE]).toBe("none");
    expect(PRICE_COLOR_NAME[PriceColor.REFERENCE]).toBe("reference");
    expect(PRICE_COLOR_NAME[PriceColor.CEILING]).toBe("ceiling");
    expect(PRICE_COLOR_NAME[PriceColor.FLOOR]).toBe("floor");
    expect(PRICE_COLOR_NAME[PriceColor.UP]).toBe("up");
    expect(PRICE_COLOR_NAME[PriceColor.DOWN]).toBe("down");
  });
});

describe("priceColor", () => {
  // HSX stock: ref 25,000, band 7% -> ceiling 26,750, floor 23,250.
  const ref = 25_000;
  const ceil = 26_750;
  const floor = 23_250;

  it("colours reference, ceiling, floor, up and down", () => {
    expect(priceColor(25_000, ref, ceil, floor)).toBe(PriceColor.REFERENCE);
    expect(priceColor(26_750, ref, ceil, floor)).toBe(PriceColor.CEILING);
    expect(priceColor(23_250, ref, ceil, floor)).toBe(PriceColor.FLOOR);
    expect(priceColor(25_050, ref, ceil, floor)).toBe(PriceColor.UP);
    expect(priceColor(24_950, ref, ceil, floor)).toBe(PriceColor.DOWN);
  });

  it("treats beyond the limits as ceiling and floor (at or above, at or below)", () => {
    expect(priceColor(27_000, ref, ceil, floor)).toBe(PriceColor.CEILING);
    expect(priceColor(23_000, ref, ceil, floor)).toBe(PriceColor.FLOOR);
  });

  it("has no colour for a missing price", () => {
    expect(priceColor(0, ref, ceil, floor)).toBe(PriceColor.NONE);
    expect(priceColor(-5, ref, ceil, floor)).toBe(PriceColor.NONE);
    expect(priceColor(Number.NaN, ref, ceil, floor)).toBe(PriceColor.NONE);
  });

  it("has no colour without a reference", () => {
    expect(priceColor(25_000, 0, ceil, floor)).toBe(PriceColor.NONE);
    expect(priceColor(25_000, Number.NaN, 0, 0)).toBe(PriceColor.NONE);
  });

  it("ignores limits that are not set (<= 0)", () => {
    expect(priceColor(99_000, ref, 0, 0)).toBe(PriceColor.UP);
    expect(priceColor(1_000, ref, 0, 0)).toBe(PriceColor.DOWN);
  });

  it("checks reference equality before the limits (collapsed band)", () => {
    expect(priceColor(100, 100, 100, 100)).toBe(PriceColor.REFERENCE);
  });

  it("multiplies by scale and absorbs float error (source in thousands)", () => {
    expect(priceColor(25.35, 25_350, 27_100, 23_600, 1000)).toBe(PriceColor.REFERENCE);
    expect(priceColor(27.1, 25_350, 27_100, 23_600, 1000)).toBe(PriceColor.CEILING);
    expect(priceColor(23.6, 25_350, 27_100, 23_600, 1000)).toBe(PriceColor.FLOOR);
    expect(priceColor(25.4, 25_350, 27_100, 23_600, 1000)).toBe(PriceColor.UP);
    expect(priceColor(0, 25_350, 27_100, 23_600, 1000)).toBe(PriceColor.NONE);
  });
});

describe("derivativePriceColor", () => {
  it("follows the sign of the change", () => {
    expect(derivativePriceColor(3.2)).toBe(PriceColor.UP);
    expect(derivativePriceColor(-0.1)).toBe(PriceColor.DOWN);
    expect(derivativePriceColor(0)).toBe(PriceColor.REFERENCE);
    expect(derivativePriceColor(Number.NaN)).toBe(PriceColor.NONE);
  });

  it("compares with the previous price when the change is 0 or NaN", () => {
    expect(derivativePriceColor(0, 1301.5, 1300.2)).toBe(PriceColor.UP);
    expect(derivativePriceColor(Number.NaN, 1299.9, 1300.2)).toBe(PriceColor.DOWN);
    expect(derivativePriceColor(0, 1300.2, 1300.2)).toBe(PriceColor.REFERENCE);
    expect(derivativePriceColor(0, 1300.2, Number.NaN)).toBe(PriceColor.REFERENCE);
  });

  it("prefers the change sign over the previous price", () => {
    expect(derivativePriceColor(1, 1290, 1300)).toBe(PriceColor.UP);
  });

  it("has no colour when the price is missing", () => {
    expect(derivativePriceColor(2, 0, 1300)).toBe(PriceColor.NONE);
    expect(derivativePriceColor(2, Number.NaN)).toBe(PriceColor.NONE);
  });
});

describe("bondPriceColor", () => {
  it("compares with par value", () => {
    expect(bondPriceColor(101_000, 100_000)).toBe(PriceColor.UP);
    expect(bondPriceColor(99_500, 100_000)).toBe(PriceColor.DOWN);
    expect(bondPriceColor(100_000, 100_000)).toBe(PriceColor.REFERENCE);
  });

  it("has no colour without price or par", () => {
    expect(bondPriceColor(0, 100_000)).toBe(PriceColor.NONE);
    expect(bondPriceColor(100_000, 0)).toBe(PriceColor.NONE);
    expect(bondPriceColor(Number.NaN, 100_000)).toBe(PriceColor.NONE);
  });
});

describe("candleColor", () => {
  it("is green when close > open and red when close < open", () => {
    expect(candleColor(10, 11, 12)).toBe(PriceColor.UP);
    expect(candleColor(11, 10, 9)).toBe(PriceColor.DOWN);
  });

  it("compares a flat candle with the previous close", () => {
    expect(candleColor(10, 10, 11)).toBe(PriceColor.DOWN);
    expect(candleColor(10, 10, 9)).toBe(PriceColor.UP);
    expect(candleColor(10, 10, 10)).toBe(PriceColor.UP);
    expect(candleColor(10, 10, Number.NaN)).toBe(PriceColor.UP);
  });
});
