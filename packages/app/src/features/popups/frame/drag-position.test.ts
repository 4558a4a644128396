import { describe, expect, it } from "vitest";
import { centredPosition, clampPosition, KEEP_VISIBLE, keyboardMove } from "./drag-position";

const size = { width: 725, height: 500 };
const viewport = { width: 1400, height: 800 };

describe("popup position", () => {
  it("starts centred horizontally and in the upper third", () => {
    expect(centredPosition(size, viewport)).toEqual({ x: 338, y: 100 });
    expect(centredPosition(size, { width: 400, height: 300 })).toEqual({ x: 0, y: 0 });
  });

  it("moves freely inside the viewport", () => {
    expect(clampPosition({ x: 100, y: 200 }, size, viewport)).toEqual({ x: 100, y: 200 });
  });

  it("keeps a strip of the popup on screen and its header below the top", () => {
    expect(clampPosition({ x: -5000, y: -40 }, size, viewport)).toEqual({ x: KEEP_VISIBLE - 725, y: 0 });
    expect(clampPosition({ x: 5000, y: 5000 }, size, viewport)).toEqual({
      x: 1400 - KEEP_VISIBLE,
      y: 800 - KEEP_VISIBLE,
    });
    expect(clampPosition({ x: Number.NaN, y: Number.POSITIVE_INFINITY }, size, viewport)).toEqual({
      x: 0,
      y: 0,
    });
  });

  it("moves 10 px per arrow key, 50 with Shift, and ignores other keys", () => {
    expect(keyboardMove("ArrowLeft", false)).toEqual({ x: -10, y: 0 });
    expect(keyboardMove("ArrowDown", true)).toEqual({ x: 0, y: 50 });
    expect(keyboardMove("Enter", false)).toBeNull();
  });
});
