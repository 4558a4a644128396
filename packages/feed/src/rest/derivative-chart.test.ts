import { describe, expect, it } from "vitest";
import { parseDerivativeChart, parseGroupedNumber } from "./derivative-chart";

describe("parseGroupedNumber", () => {
  it("reads thousands commas and decimals", () => {
    expect(parseGroupedNumber("1,281.37")).toBe(1281.37);
    expect(parseGroupedNumber("12,345,678")).toBe(12345678);
    expect(parseGroupedNumber("1285.4")).toBe(1285.4);
    expect(parseGroupedNumber("-3.5")).toBe(-3.5);
  });

  it("refuses misplaced commas and non-numbers", () => {
    for (const text of ["1,2", "12,34,567", "", "abc", "1.2.3", ",123"]) {
      expect(parseGroupedNumber(text), text).toBeNaN();
    }
  });
});

describe("parseDerivativeChart", () => {
  it("reads time at index 1, value at 2 and the comma-grouped second value at 3", () => {
    const text = "VN30F2404*1710469800000*1285.4*1,281.37|VN30F2404*1710469860000*1,286.1*1,282.02|";
    expect(parseDerivativeChart(text)).toEqual([
      { code: "VN30F2404", time: 1710469800000, value: 1285.4, secondValue: 1281.37 },
      { code: "VN30F2404", time: 1710469860000, value: 1286.1, secondValue: 1282.02 },
    ]);
  });

  it("gives no points for an empty answer", () => {
    expect(parseDerivativeChart("")).toEqual([]);
  });

  it("refuses the whole answer when one record is malformed", () => {
    expect(parseDerivativeChart("A*1*2*3|A*notATime*2*3")).toBeNull();
    expect(parseDerivativeChart("A*1*2")).toBeNull();
    expect(parseDerivativeChart("A*1*2*1,2")).toBeNull();
  });
});
