import { describe, expect, it } from "vitest";
import { DETAIL_COLUMNS } from "../columns/detail-columns";
import { changedOptions, sameValue } from "./option-diff";

describe("sameValue", () => {
  it("treats equal literals, arrays and Sets as the same", () => {
    expect(
      sameValue({ background: "#000", priceText: ["a", "b"] }, { background: "#000", priceText: ["a", "b"] }),
    ).toBe(true);
    expect(sameValue(["ACB", "FPT"], ["ACB", "FPT"])).toBe(true);
    expect(sameValue(new Set(["x"]), new Set(["x"]))).toBe(true);
    expect(sameValue([...DETAIL_COLUMNS], DETAIL_COLUMNS)).toBe(true);
  });

  it("tells different values, functions and class instances apart", () => {
    expect(sameValue({ background: "#000" }, { background: "#111" })).toBe(false);
    expect(sameValue(["ACB"], ["ACB", "FPT"])).toBe(false);
    expect(sameValue(new Set(["x"]), new Set(["y"]))).toBe(false);
    expect(
      sameValue(
        () => 1,
        () => 1,
      ),
    ).toBe(false);
    expect(sameValue(new Map(), new Map())).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe("changedOptions", () => {
  it("returns only the entries that differ by value, a removed one as undefined", () => {
    expect(
      changedOptions(
        { theme: { background: "#000" }, oddLot: false },
        { theme: { background: "#000" }, oddLot: true },
      ),
    ).toEqual({
      oddLot: true,
    });
    expect(changedOptions<{ sort?: string }>({ sort: "code" }, {})).toEqual({ sort: undefined });
    expect(changedOptions({ codes: ["A"] }, { codes: ["A"] })).toBeNull();
  });
});
