import { CARD_MIN_WIDTH, CARD_OVERSCAN, CARD_ROW_HEIGHT } from "./constants";
import { type IndexRange, setEmptyRange } from "./index-range";

/*
 * The card grid: cards at least 250 px wide, as many columns as fit, the width shared
 * out evenly so the grid fills the board edge to edge; rows of 130 px; 6 rows of overscan. Cards are
 * numbered in reading order (left to right, then down), the board's row order.
 */

export interface CardLayout {
  /** Cards per grid row: max(1, floor(width / 250)). */
  columns: number;
  /** width / columns: at least 250 unless the board itself is narrower. */
  cardWidth: number;
  cardHeight: number;
  /** Grid rows needed for `count` cards. */
  rows: number;
  count: number;
  /** rows x cardHeight: the scrollable content height. */
  contentHeight: number;
}

/** A zeroed layout to create once per board and pass to `layoutCards` on each resize. */
export function createCardLayout(): CardLayout {
  return { columns: 1, cardWidth: 0, cardHeight: CARD_ROW_HEIGHT, rows: 0, count: 0, contentHeight: 0 };
}

/** Lays out `count` cards in a board `width` px wide. Writes and returns `out`. */
export function layoutCards(width: number, count: number, out: CardLayout): CardLayout {
  const w = Math.max(width, 0);
  const columns = Math.max(1, Math.floor(w / CARD_MIN_WIDTH));
  const n = Math.max(count, 0);
  out.columns = columns;
  out.cardWidth = w / columns;
  out.cardHeight = CARD_ROW_HEIGHT;
  out.rows = Math.ceil(n / columns);
  out.count = n;
  out.contentHeight = out.rows * CARD_ROW_HEIGHT;
  return out;
}

/**
 * The cards to draw: whole grid rows intersecting the viewport, widened by `overscan` rows (6)
 * each side, as an inclusive card index range. Writes and returns `out`; no allocation (per frame).
 */
export function visibleCardRange(
  scrollTop: number,
  viewportHeight: number,
  layout: CardLayout,
  out: IndexRange,
  overscan = CARD_OVERSCAN,
): IndexRange {
  if (layout.count === 0 || viewportHeight <= 0) return setEmptyRange(out);
  const top = Math.max(scrollTop, 0);
  const firstRow = Math.max(0, Math.floor(top / layout.cardHeight) - overscan);
  const lastRow = Math.min(
    layout.rows - 1,
    Math.ceil((top + viewportHeight) / layout.cardHeight) - 1 + overscan,
  );
  if (firstRow > lastRow) return setEmptyRange(out);
  out.first = firstRow * layout.columns;
  out.last = Math.min(layout.count - 1, (lastRow + 1) * layout.columns - 1);
  return out;
}

/** Left edge of card `index`. */
export function cardX(index: number, layout: CardLayout): number {
  return (index % layout.columns) * layout.cardWidth;
}

/** Top edge of card `index` in content space. */
export function cardY(index: number, layout: CardLayout): number {
  return Math.floor(index / layout.columns) * layout.cardHeight;
}

/**
 * The card under a pointer at (x, y) of the grid's viewport (y below its top), or -1 (outside the grid,
 * or in the empty cells after the last card).
 */
export function cardAt(x: number, y: number, scrollTop: number, layout: CardLayout): number {
  const offset = y + scrollTop;
  if (!(x >= 0) || !(offset >= 0) || layout.cardWidth <= 0) return -1;
  const column = Math.floor(x / layout.cardWidth);
  if (column >= layout.columns) return -1;
  const index = Math.floor(offset / layout.cardHeight) * layout.columns + column;
  return index < layout.count ? index : -1;
}

/**
 * The scrollTop that puts the grid row of card `index` at the top ("the grid scrolls to the
 * searched symbol"), clamped to the scroll range when `viewportHeight` is given.
 */
export function scrollTopForCard(index: number, layout: CardLayout, viewportHeight = 0): number {
  if (index <= 0 || layout.count === 0) return 0;
  const i = index < layout.count ? index : layout.count - 1;
  const top = cardY(i, layout);
  const max = Math.max(0, layout.contentHeight - viewportHeight);
  return Math.min(top, max);
}
