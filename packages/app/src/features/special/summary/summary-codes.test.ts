import { describe, expect, it } from "vitest";
import { effectiveSummary, isStoredSummary, toggledCode, withCode } from "./summary-codes";

const VN30 = ["ACB", "FPT", "VNM"];

describe("summary list", () => {
  it("shows the VN30 basket until the list is first edited", () => {
    expect(effectiveSummary(null, VN30)).toEqual(VN30);
    expect(effectiveSummary(["HPG"], VN30)).toEqual(["HPG"]);
    expect(effectiveSummary([], VN30)).toEqual([]);
  });

  it("adds to the basket on the first edit, at the end, never twice", () => {
    expect(withCode(null, VN30, "HPG")).toEqual(["ACB", "FPT", "VNM", "HPG"]);
    expect(withCode(["HPG"], VN30, "HPG")).toEqual(["HPG"]);
  });

  it("the star removes a listed code and adds another", () => {
    expect(toggledCode(null, VN30, "FPT")).toEqual(["ACB", "VNM"]);
    expect(toggledCode(["FPT"], VN30, "FPT")).toEqual([]);
    expect(toggledCode(["FPT"], VN30, "SSI")).toEqual(["FPT", "SSI"]);
  });

  it("accepts only null or a list of distinct upper-case codes from storage", () => {
    expect(isStoredSummary(null)).toBe(true);
    expect(isStoredSummary(["ACB", "E1VFVN30"])).toBe(true);
    expect(isStoredSummary([])).toBe(true);
    expect(isStoredSummary(["acb"])).toBe(false);
    expect(isStoredSummary(["ACB", "ACB"])).toBe(false);
    expect(isStoredSummary("ACB")).toBe(false);
    expect(isStoredSummary([1])).toBe(false);
    expect(isStoredSummary({})).toBe(false);
  });
});
