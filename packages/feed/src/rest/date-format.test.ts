import { describe, expect, it } from "vitest";
import {
  compactToDisplayDate,
  formatCompactDate,
  formatDisplayDate,
  isCompactDate,
  parseCompactDate,
  parseDisplayDate,
} from "./date-format";

describe("compact dates (YYYYMMDD)", () => {
  it("formats the local calendar day with zero padding", () => {
    expect(formatCompactDate(new Date(2024, 2, 5, 23, 59))).toBe("20240305");
    expect(formatCompactDate(new Date(2024, 11, 31, 0, 0))).toBe("20241231");
  });

  it("parses back to local midnight", () => {
    const date = parseCompactDate("20240305");
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(5);
    expect(date?.getHours()).toBe(0);
    expect(formatCompactDate(date!)).toBe("20240305");
  });

  it("rejects malformed text and days that do not exist", () => {
    for (const text of ["2024035", "2024-03-05", "20240431", "20230229", "20241301", "", "abcdefgh"]) {
      expect(parseCompactDate(text), text).toBeNull();
    }
    expect(isCompactDate("20240229")).toBe(true);
  });
});

describe("display dates (DD/MM/YYYY)", () => {
  it("formats and parses", () => {
    expect(formatDisplayDate(new Date(2024, 0, 9))).toBe("09/01/2024");
    expect(parseDisplayDate("09/01/2024")?.getTime()).toBe(new Date(2024, 0, 9).getTime());
    expect(parseDisplayDate("31/02/2024")).toBeNull();
    expect(parseDisplayDate("9/1/2024")).toBeNull();
  });

  it("converts an answer's YYYYMMDD for display, empty when malformed", () => {
    expect(compactToDisplayDate("20240315")).toBe("15/03/2024");
    expect(compactToDisplayDate("bad")).toBe("");
  });
});
