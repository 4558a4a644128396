import { describe, expect, it } from "vitest";
import {
  cardAt,
  cardX,
  cardY,
  createCardLayout,
  layoutCards,
  scrollTopForCard,
  visibleCardRange,
} from "./card-layout";
import { CARD_ROW_HEIGHT } from "./constants";
import { createIndexRange } from "./index-range";

describe("layoutCards (spec 2.3.2)", () => {
  it("fits as many 250 px columns as the width allows and shares the width evenly", () => {
    const layout = layoutCards(1100, 10, createCardLayout());
    expect(layout.columns).toBe(4);
    expect(layout.cardWidth).toBe(275);
    expect(layout.rows).toBe(3);
    expect(layout.contentHeight).toBe(3 * CARD_ROW_HEIGHT);
  });

  it("keeps one column on a narrow board", () => {
    const layout = layoutCards(180, 3, createCardLayout());
    expect(layout.columns).toBe(1);
    expect(layout.cardWidth).toBe(180);
    expect(layoutCards(0, 3, layout).columns).toBe(1);
    expect(layoutCards(500, 0, layout).rows).toBe(0);
  });

  it("positions cards in reading order", () => {
    const layout = layoutCards(1000, 10, createCardLayout());
    expect([cardX(0, layout), cardY(0, layout)]).toEqual([0, 0]);
    expect([cardX(5, layout), cardY(5, layout)]).toEqual([250, 130]);
  });
});

describe("visibleCardRange", () => {
  const out = createIndexRange();

  it("covers whole visible grid rows plus 6 rows of overscan", () => {
    const layout = layoutCards(1000, 400, createCardLayout()); // 4 per row, 100 rows
    expect(visibleCardRange(0, 260, layout, out)).toEqual({ first: 0, last: (2 + 6) * 4 - 1 });
    // Row 20 at the top, 2.5 rows tall viewport: rows 20..22 visible, 14..28 drawn.
    expect(visibleCardRange(20 * 130, 325, layout, out)).toEqual({ first: 14 * 4, last: 29 * 4 - 1 });
    expect(visibleCardRange(20 * 130, 325, layout, out, 0)).toEqual({ first: 80, last: 91 });
  });

  it("ends at the last card of a partial row, and is empty when there are none", () => {
    const layout = layoutCards(1000, 10, createCardLayout());
    expect(visibleCardRange(0, 1000, layout, out)).toEqual({ first: 0, last: 9 });
    expect(visibleCardRange(0, 1000, layoutCards(1000, 0, createCardLayout()), out)).toEqual({
      first: 0,
      last: -1,
    });
  });
});

describe("cardAt / scrollTopForCard", () => {
  const layout = layoutCards(1000, 10, createCardLayout());

  it("hit-tests cards, -1 outside or past the last card", () => {
    expect(cardAt(0, 0, 0, layout)).toBe(0);
    expect(cardAt(999, 129, 0, layout)).toBe(3);
    expect(cardAt(260, 10, 130, layout)).toBe(5);
    expect(cardAt(600, 2 * 130 + 5, 0, layout)).toBe(-1);
    expect(cardAt(1000, 0, 0, layout)).toBe(-1);
    expect(cardAt(-1, 0, 0, layout)).toBe(-1);
  });

  it("scrolls the searched card's row to the top, clamped when the viewport is known", () => {
    expect(scrollTopForCard(0, layout)).toBe(0);
    expect(scrollTopForCard(9, layout)).toBe(260);
    expect(scrollTopForCard(9, layout, 300)).toBe(90);
    expect(scrollTopForCard(99, layout)).toBe(260);
  });
});
