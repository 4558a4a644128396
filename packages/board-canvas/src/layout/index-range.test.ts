import { describe, expect, it } from "vitest";
import { createIndexRange, rangeSize, setEmptyRange } from "./index-range";

describe("IndexRange", () => {
  it("starts empty, counts inclusively, resets in place", () => {
    const range = createIndexRange();
    expect(rangeSize(range)).toBe(0);
    range.first = 3;
    range.last = 5;
    expect(rangeSize(range)).toBe(3);
    expect(setEmptyRange(range)).toBe(range);
    expect(range).toEqual({ first: 0, last: -1 });
  });
});
