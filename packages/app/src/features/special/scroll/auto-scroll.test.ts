import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextScrollTop, type ScrollableBoard, startAutoScroll } from "./auto-scroll";

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

/** A board that clamps and rounds scrollTop like a browser's scroller does. */
function fakeBoard(max: number): ScrollableBoard & { sets: number } {
  let top = 0;
  return {
    sets: 0,
    get scrollTop() {
      return top;
    },
    set scrollTop(value: number) {
      this.sets++;
      top = Math.round(Math.max(0, Math.min(max, value)));
    },
    maxScrollTop: max,
  };
}

describe("startAutoScroll", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("scrolls the board itself 1 px every 50 ms, and loops to the top after the end", () => {
    const board = fakeBoard(60);
    const positions: number[] = [];
    const stop = startAutoScroll(board, 1, 50, (p) => positions.push(p));
    vi.advanceTimersByTime(50 * 10);
    expect(board.scrollTop).toBe(10);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    vi.advanceTimersByTime(50 * 51);
    expect(positions.at(-2)).toBe(60);
    expect(board.scrollTop).toBe(0);
    stop();
    vi.advanceTimersByTime(500);
    expect(board.scrollTop).toBe(0);
  });

  it("carries on from where the viewer scrolled to", () => {
    const board = fakeBoard(1000);
    const stop = startAutoScroll(board, 1, 50);
    vi.advanceTimersByTime(50 * 3);
    board.scrollTop = 400;
    vi.advanceTimersByTime(50);
    expect(board.scrollTop).toBe(401);
    stop();
  });

  it("keeps still on a board that fits the screen", () => {
    const board = fakeBoard(0);
    const stop = startAutoScroll(board, 1, 50);
    vi.advanceTimersByTime(50 * 20);
    expect(board.scrollTop).toBe(0);
    stop();
  });
});
