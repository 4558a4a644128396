import { describe, expect, it } from "vitest";
import { DERIVATIVE_EXPANDED_HEIGHT, DERIVATIVE_ROW_HEIGHT, ROW_HEIGHT, TABLE_OVERSCAN } from "./constants";
import { createIndexRange } from "./index-range";
import {
  contentHeight,
  maxScrollTop,
  nextAutoScrollTop,
  rowAtY,
  rowTop,
  scrollTopForRow,
  scrollTopToReveal,
  visibleRange,
} from "./viewport";

describe("visibleRange", () => {
  const out = createIndexRange();

  it("covers the viewport plus the overscan, clamped to the rows", () => {
    // 280 px shows rows 0..9; overscan 30 reaches row 39.
    expect(visibleRange(0, 280, ROW_HEIGHT, 2000, TABLE_OVERSCAN, out)).toEqual({ first: 0, last: 39 });
    // Scrolled to row 100 (2800 px): rows 70..139.
    expect(visibleRange(2800, 280, ROW_HEIGHT, 2000, TABLE_OVERSCAN, out)).toEqual({ first: 70, last: 139 });
    // Half rows at both edges are included.
    expect(visibleRange(14, 280, ROW_HEIGHT, 2000, 0, out)).toEqual({ first: 0, last: 10 });
    // Scrolled past the end of a shrunken board: nothing until the scroll is clamped.
    expect(visibleRange(2800, 280, ROW_HEIGHT, 50, 0, out)).toEqual({ first: 0, last: -1 });
    expect(visibleRange(2800, 280, ROW_HEIGHT, 90, TABLE_OVERSCAN, out)).toEqual({ first: 70, last: 89 });
    expect(visibleRange(0, 280, ROW_HEIGHT, 5, TABLE_OVERSCAN, out)).toEqual({ first: 0, last: 4 });
  });

  it("writes into and returns the caller's object", () => {
    expect(visibleRange(0, 100, ROW_HEIGHT, 10, 0, out)).toBe(out);
  });

  it("is empty without rows or viewport, and treats negative scroll as 0", () => {
    expect(visibleRange(0, 280, ROW_HEIGHT, 0, 30, out)).toEqual({ first: 0, last: -1 });
    expect(visibleRange(0, 0, ROW_HEIGHT, 10, 30, out)).toEqual({ first: 0, last: -1 });
    expect(visibleRange(-50, 56, ROW_HEIGHT, 10, 0, out)).toEqual({ first: 0, last: 1 });
  });

  it("accounts for one expanded derivative row", () => {
    const h = DERIVATIVE_ROW_HEIGHT;
    const e = DERIVATIVE_EXPANDED_HEIGHT;
    // Row 2 expanded: rows 0,1 (58 px) then 390 px, so a 300 px viewport at 0 sees rows 0..2.
    expect(visibleRange(0, 300, h, 100, 0, out, 2, e)).toEqual({ first: 0, last: 2 });
    // Just below the expanded row.
    const below = rowTop(3, h, 2, e);
    expect(below).toBe(2 * h + e);
    expect(visibleRange(below, 2 * h, h, 100, 0, out, 2, e)).toEqual({ first: 3, last: 4 });
    expect(visibleRange(below - 1, 2 * h, h, 100, 1, out, 2, e)).toEqual({ first: 1, last: 5 });
  });
});

describe("rowAtY", () => {
  it("maps a pointer to a row, -1 outside", () => {
    expect(rowAtY(0, 0, ROW_HEIGHT)).toBe(0);
    expect(rowAtY(27.9, 0, ROW_HEIGHT)).toBe(0);
    expect(rowAtY(28, 0, ROW_HEIGHT)).toBe(1);
    expect(rowAtY(10, 2800, ROW_HEIGHT)).toBe(100);
    expect(rowAtY(-1, 0, ROW_HEIGHT)).toBe(-1);
    expect(rowAtY(5 * ROW_HEIGHT, 0, ROW_HEIGHT, 5)).toBe(-1);
  });

  it("hits the expanded row over its whole height", () => {
    const h = DERIVATIVE_ROW_HEIGHT;
    const e = DERIVATIVE_EXPANDED_HEIGHT;
    expect(rowAtY(h, 0, h, 10, 1, e)).toBe(1);
    expect(rowAtY(h + e - 1, 0, h, 10, 1, e)).toBe(1);
    expect(rowAtY(h + e, 0, h, 10, 1, e)).toBe(2);
    expect(rowAtY(contentHeight(10, h, 1, e), 0, h, 10, 1, e)).toBe(-1);
  });
});

describe("scrolling", () => {
  it("puts the searched row at the top, clamped to the scroll range", () => {
    expect(scrollTopForRow(100, ROW_HEIGHT, 2000, 560)).toBe(2800);
    expect(scrollTopForRow(0, ROW_HEIGHT, 2000, 560)).toBe(0);
    expect(scrollTopForRow(1999, ROW_HEIGHT, 2000, 560)).toBe(2000 * 28 - 560);
    expect(scrollTopForRow(5, ROW_HEIGHT, 10, 560)).toBe(0);
    expect(scrollTopForRow(5, DERIVATIVE_ROW_HEIGHT, 100, 300, 2, DERIVATIVE_EXPANDED_HEIGHT)).toBe(
      4 * DERIVATIVE_ROW_HEIGHT + DERIVATIVE_EXPANDED_HEIGHT,
    );
  });

  it("computes the scroll range", () => {
    expect(maxScrollTop(10, ROW_HEIGHT, 560)).toBe(0);
    expect(maxScrollTop(100, ROW_HEIGHT, 560)).toBe(2240);
    expect(contentHeight(0, ROW_HEIGHT)).toBe(0);
    expect(contentHeight(10, 29, 3, 390)).toBe(9 * 29 + 390);
    expect(contentHeight(10, 29, 12, 390)).toBe(290);
  });

  it("reveals a row with the smallest scroll change", () => {
    expect(scrollTopToReveal(5, 0, 280, ROW_HEIGHT)).toBe(0);
    expect(scrollTopToReveal(10, 0, 280, ROW_HEIGHT)).toBe(28);
    expect(scrollTopToReveal(2, 280, 280, ROW_HEIGHT)).toBe(56);
    expect(scrollTopToReveal(-1, 99, 280, ROW_HEIGHT)).toBe(99);
    // A row taller than the viewport shows its top.
    expect(scrollTopToReveal(1, 0, 200, 29, 1, 390)).toBe(29);
  });

  it("auto-scrolls 1 px per step and loops to the top (spec 4)", () => {
    expect(nextAutoScrollTop(0, 100)).toBe(1);
    expect(nextAutoScrollTop(99.5, 100)).toBe(100);
    expect(nextAutoScrollTop(100, 100)).toBe(0);
    expect(nextAutoScrollTop(0, 0)).toBe(0);
  });
});
