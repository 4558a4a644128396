import { describe, expect, it } from "vitest";
import {
  hasReferenceAsterisk,
  REFERENCE_STATUS_KEY,
  REFERENCE_STATUS_TEXT,
  ReferenceStatus,
  referenceStatusKey,
  referenceStatusText,
} from "./reference-status";

describe("reference status", () => {
  it("lists the spec's codes 1..11 and 15", () => {
    expect(Object.values(ReferenceStatus).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15]);
    for (const code of Object.values(ReferenceStatus)) {
      expect(REFERENCE_STATUS_KEY[code]).toMatch(/^referenceStatus\./);
      expect(REFERENCE_STATUS_TEXT[code].length).toBeGreaterThan(0);
    }
  });

  it("maps codes to keys and text, from strings or numbers", () => {
    expect(referenceStatusKey("1")).toBe("referenceStatus.cashDividend");
    expect(referenceStatusKey(15)).toBe("referenceStatus.stockSplit");
    expect(referenceStatusKey(" 11 ")).toBe("referenceStatus.shareholdersMeeting");
    expect(referenceStatusText("7")).toBe("Capital reduction");
    expect(referenceStatusText(2)).toBe("Stock dividend / bonus shares");
  });

  it("returns null / empty for empty, zero and unknown codes", () => {
    expect(referenceStatusKey("")).toBeNull();
    expect(referenceStatusKey("0")).toBeNull();
    expect(referenceStatusKey("12")).toBeNull();
    expect(referenceStatusKey(undefined)).toBeNull();
    expect(referenceStatusKey("toString")).toBeNull();
    expect(referenceStatusText("13")).toBe("");
  });
});

describe("hasReferenceAsterisk", () => {
  it("is true for non-empty, non-zero values", () => {
    expect(hasReferenceAsterisk("1")).toBe(true);
    expect(hasReferenceAsterisk("15")).toBe(true);
    expect(hasReferenceAsterisk(10)).toBe(true);
    expect(hasReferenceAsterisk("12")).toBe(true);
  });

  it("is false for empty, blank and zero values", () => {
    expect(hasReferenceAsterisk("")).toBe(false);
    expect(hasReferenceAsterisk("  ")).toBe(false);
    expect(hasReferenceAsterisk("0")).toBe(false);
    expect(hasReferenceAsterisk("00")).toBe(false);
    expect(hasReferenceAsterisk(0)).toBe(false);
    expect(hasReferenceAsterisk(Number.NaN)).toBe(false);
    expect(hasReferenceAsterisk(null)).toBe(false);
    expect(hasReferenceAsterisk(undefined)).toBe(false);
  });
});
