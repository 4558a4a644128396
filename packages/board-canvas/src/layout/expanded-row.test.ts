import { describe, expect, it } from "vitest";
import { DERIVATIVE_EXPANDED_HEIGHT as EXPANDED, DERIVATIVE_ROW_HEIGHT as ROW } from "./constants";
import { type ExpandedRect, expandedGapTop, tableRowAt, writeExpandedRect } from "./expanded-row";
import { contentHeight, rowTop, scrollTopForRow, scrollTopToReveal, visibleRange } from "./viewport";

const rect = (): ExpandedRect => ({ left: -1, top: -1, width: -1, height: -1, visible: false });

describe("expanded derivative row (spec 2.3.5: rows 29 px, the expanded one 390 px)", () => {
  it("shifts the rows below the expanded one down by 361 px and grows the content", () => {
    expect(rowTop(3, ROW, 2, EXPANDED)).toBe(2 * ROW + EXPANDED);
    expect(rowTop(2, ROW, 2, EXPANDED)).toBe(2 * ROW);
    expect(contentHeight(10, ROW, 2, EXPANDED)).toBe(10 * ROW + EXPANDED - ROW);
    expect(expandedGapTop(2, ROW)).toBe(3 * ROW);
  });

  it("hits the row under the pointer above, on and below the gap, and nothing in the gap", () => {
    const hit = (y: number) => tableRowAt(y, ROW, 10, 2, EXPANDED);
    expect(hit(ROW + 1)).toBe(1);
    expect(hit(2 * ROW + 5)).toBe(2); // the expanded row's own cells
    expect(hit(3 * ROW + 5)).toBe(-1); // the panel's gap
    expect(hit(2 * ROW + EXPANDED - 1)).toBe(-1);
    expect(hit(2 * ROW + EXPANDED)).toBe(3); // first row below the gap
    expect(hit(2 * ROW + EXPANDED + 3 * ROW + 1)).toBe(6);
    expect(tableRowAt(2 * ROW + EXPANDED, ROW, 100, -1, EXPANDED)).toBe(
      Math.floor((2 * ROW + EXPANDED) / ROW),
    );
  });

  it("places the gap below the row's cells, follows the scroll, and says when it is scrolled away", () => {
    const out = rect();
    expect(writeExpandedRect(out, 2, ROW, EXPANDED, 0, 1000, 600, 48)).toBe(true);
    expect(out).toEqual({ left: 0, top: 48 + 3 * ROW, width: 1000, height: EXPANDED - ROW, visible: true });
    writeExpandedRect(out, 2, ROW, EXPANDED, 100, 1000, 600, 48);
    expect(out.top).toBe(48 + 3 * ROW - 100);
    writeExpandedRect(out, 2, ROW, EXPANDED, 3 * ROW + EXPANDED, 1000, 600, 48);
    expect(out.visible).toBe(false);
    writeExpandedRect(out, 40, ROW, EXPANDED, 0, 1000, 600, 48);
    expect(out.visible).toBe(false);
    expect(writeExpandedRect(rect(), -1, ROW, EXPANDED, 0, 1000, 600, 48)).toBe(false);
  });

  it("virtualises, scrolls to and reveals rows with the gap counted", () => {
    const range = visibleRange(2 * ROW + EXPANDED, 300, ROW, 100, 0, { first: 0, last: -1 }, 2, EXPANDED);
    expect(range).toEqual({ first: 3, last: 3 + Math.ceil(300 / ROW) - 1 });
    expect(scrollTopForRow(5, ROW, 100, 600, 2, EXPANDED)).toBe(4 * ROW + EXPANDED);
    // Revealing the row below the gap from the top scrolls so that its bottom is at the bottom.
    expect(scrollTopToReveal(3, 0, 300, ROW, 2, EXPANDED)).toBe(2 * ROW + EXPANDED + ROW - 300);
  });
});
