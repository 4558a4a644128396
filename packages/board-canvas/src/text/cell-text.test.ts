import { describe, expect, it } from "vitest";
import { COMPACT_UNITS, DEFAULT_CELL_TEXT_OPTIONS, writeNumberCell } from "./cell-text";

const buffer = new Uint16Array(32);
function text(
  kind: Parameters<typeof writeNumberCell>[1],
  value: number,
  options = DEFAULT_CELL_TEXT_OPTIONS,
): string {
  const length = writeNumberCell(buffer, kind, value, options);
  return String.fromCharCode(...buffer.subarray(0, length));
}

describe("cell text", () => {
  it("shows prices in thousands of dong with two decimals, blank when missing or zero", () => {
    expect(text("price", 61_500)).toBe("61.50");
    expect(text("price", 1_234_500)).toBe("1,234.50");
    expect(text("price", 0)).toBe("");
    expect(text("price", Number.NaN)).toBe("");
  });

  it("shows derivative prices in points with one decimal", () => {
    expect(text("price", 1301.5, { ...DEFAULT_CELL_TEXT_OPTIONS, priceScale: 1, priceDecimals: 1 })).toBe(
      "1,301.5",
    );
  });

  it("signs negative changes and shows zero change", () => {
    expect(text("change", -400)).toBe("-0.40");
    expect(text("change", 1_250)).toBe("1.25");
    expect(text("change", 0)).toBe("0.00");
    expect(text("percent", -0.654)).toBe("-0.65%");
  });

  it("shows volume in lots of 10 shares with thousands separators, blank for zero", () => {
    expect(text("volume", 1_523_400)).toBe("152,340");
    expect(text("volume", 0)).toBe("");
  });

  it("shows values compact in each language's units", () => {
    expect(text("value", 93_412_000_000)).toBe("93.41 Tỷ");
    expect(text("value", 93_412_000_000, { ...DEFAULT_CELL_TEXT_OPTIONS, units: COMPACT_UNITS.en })).toBe(
      "93.41 B",
    );
    expect(text("value", 5_600_000, { ...DEFAULT_CELL_TEXT_OPTIONS, units: COMPACT_UNITS.kr })).toBe(
      "5.60 백만",
    );
  });

  it("rounds half away from zero without a stray minus on zero", () => {
    expect(text("change", -0.001)).toBe("0.00");
    expect(text("price", 10_005)).toBe("10.01");
  });
});
