import { describe, expect, it } from "vitest";
import { rotationIndex } from "./news-rotation";

describe("news rotation", () => {
  it("cycles through the items and shows nothing when there are none", () => {
    expect([0, 1, 2, 3, 4].map((tick) => rotationIndex(tick, 3))).toEqual([0, 1, 2, 0, 1]);
    expect(rotationIndex(7, 0)).toBe(-1);
  });
});
