import { describe, expect, it } from "vitest";
import { mergeOrder, moveCode } from "./manual-order";

describe("mergeOrder", () => {
  it("is the board order without a manual order", () => {
    const board = ["A", "B"];
    expect(mergeOrder(null, board)).toEqual(["A", "B"]);
    expect(mergeOrder(null, board)).not.toBe(board);
  });

  it("keeps the preferred codes on the board, once each, then the board's new codes", () => {
    expect(mergeOrder(["C", "X", "A", "C"], ["A", "B", "C", "D"])).toEqual(["C", "A", "B", "D"]);
  });

  it("lists a duplicated board code once", () => {
    expect(mergeOrder([], ["A", "B", "A"])).toEqual(["A", "B"]);
  });
});

describe("moveCode", () => {
  it("drops after the target going down and before it going up", () => {
    const list = ["A", "B", "C", "D"];
    moveCode(list, "A", "C", true);
    expect(list).toEqual(["B", "C", "A", "D"]);
    moveCode(list, "D", "B", false);
    expect(list).toEqual(["D", "B", "C", "A"]);
  });

  it("appends when the target is missing", () => {
    const list = ["A", "B"];
    moveCode(list, "A", "Z", true);
    expect(list).toEqual(["B", "A"]);
  });
});
