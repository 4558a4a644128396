import { describe, expect, it } from "vitest";
import { NUMBER_STOCK_TOP_DEFAULT, parseNumberStockTop, resolveNumberStockTop } from "./number-stock-top";

describe("parseNumberStockTop", () => {
  it("defaults to 30", () => {
    expect(NUMBER_STOCK_TOP_DEFAULT).toBe(30);
  });

  it("accepts numbers and numeric strings above 0", () => {
    expect(parseNumberStockTop(30)).toBe(30);
    expect(parseNumberStockTop("50")).toBe(50);
    expect(parseNumberStockTop(" 25 ")).toBe(25);
    expect(parseNumberStockTop(0.5)).toBe(0.5);
  });

  it("returns false for zero, negatives and non-numeric values", () => {
    expect(parseNumberStockTop(0)).toBe(false);
    expect(parseNumberStockTop("0")).toBe(false);
    expect(parseNumberStockTop(-5)).toBe(false);
    expect(parseNumberStockTop("abc")).toBe(false);
    expect(parseNumberStockTop("")).toBe(false);
    expect(parseNumberStockTop("  ")).toBe(false);
    expect(parseNumberStockTop(Number.NaN)).toBe(false);
    expect(parseNumberStockTop(Number.POSITIVE_INFINITY)).toBe(false);
    expect(parseNumberStockTop(null)).toBe(false);
    expect(parseNumberStockTop(undefined)).toBe(false);
    expect(parseNumberStockTop(true)).toBe(false);
  });

  it("resolves to the default when rejected", () => {
    expect(resolveNumberStockTop("abc")).toBe(30);
    expect(resolveNumberStockTop("10")).toBe(10);
  });
});
