import { describe, expect, it } from "vitest";
import { nextScrollTop } from "./auto-scroll";

describe("nextScrollTop", () => {
  it("moves one pixel per step", () => {
    expect(nextScrollTop(0, 500, 1)).toBe(1);
    expect(nextScrollTop(41, 500, 1)).toBe(42);
  });

  it("shows the end, then loops to the top", () => {
    expect(nextScrollTop(499, 500, 1)).toBe(500);
    expect(nextScrollTop(500, 500, 1)).toBe(0);
    expect(nextScrollTop(499.7, 500, 1)).toBe(0);
  });

  it("stays at the top when the board fits the screen", () => {
    expect(nextScrollTop(0, 0, 1)).toBe(0);
    expect(nextScrollTop(10, -5, 1)).toBe(0);
    expect(nextScrollTop(3, Number.NaN, 1)).toBe(0);
  });

  it("moves by the step given", () => {
    expect(nextScrollTop(10, 500, 3)).toBe(13);
    expect(nextScrollTop(499, 500, 3)).toBe(500);
  });

  it("recovers from a position outside the range", () => {
    expect(nextScrollTop(-20, 100, 1)).toBe(1);
    expect(nextScrollTop(900, 100, 1)).toBe(0);
  });
});
