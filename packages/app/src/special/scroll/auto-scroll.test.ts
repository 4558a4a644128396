import { describe, expect, it } from "vitest";
import { nextScrollTop, splitScroll, viewMaxScrollTop } from "./auto-scroll";

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

describe("splitScroll", () => {
  const split = (position: number, max: number) => splitScroll(position, 28, max, { scrollTop: 0, shift: 0 });

  it("scrolls the board by whole rows and shifts the canvas by the rest", () => {
    expect(split(0, 1000)).toEqual({ scrollTop: 0, shift: 0 });
    expect(split(27, 1000)).toEqual({ scrollTop: 0, shift: 27 });
    expect(split(28, 1000)).toEqual({ scrollTop: 28, shift: 0 });
    expect(split(61, 1000)).toEqual({ scrollTop: 56, shift: 5 });
  });

  it("past the board's range, shifts into the extra row drawn below the visible area", () => {
    expect(viewMaxScrollTop(990, 28)).toBe(1018);
    expect(split(1000, 990)).toEqual({ scrollTop: 980, shift: 20 });
    expect(split(1010, 990)).toEqual({ scrollTop: 990, shift: 20 });
    expect(split(1018, 990)).toEqual({ scrollTop: 990, shift: 28 });
  });

  it("does not scroll a board that fits", () => {
    expect(viewMaxScrollTop(0, 28)).toBe(0);
    expect(viewMaxScrollTop(-3, 28)).toBe(0);
  });
});
