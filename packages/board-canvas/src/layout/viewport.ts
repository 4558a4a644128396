import { AUTO_SCROLL_STEP_PX } from "./constants";
import { type IndexRange, setEmptyRange } from "./index-range";

/*
 * Vertical virtualisation of a table board: which rows exist on screen, where a row sits, which row is
 * under the pointer, and where to scroll. Offsets are CSS px in content space (0 = top of the first
 * row, below the sticky header); `scrollTop` is the body's scroll position.
 *
 * Rows are uniform (28 px; 29 on derivatives) except that the derivatives board expands at most
 * one row at a time to 390 px, so every function takes an optional `expandedRow` (-1 for
 * none) and its `expandedHeight`; one exceptional row keeps the maths O(1) with no prefix-sum array.
 *
 * These run per scroll event and per frame: numbers in, numbers out, results written into caller-owned
 * objects, nothing allocated.
 */

/** Extra height the expanded row adds, 0 when none is expanded or it lies outside the rows. */
function extraHeight(
  rowHeight: number,
  rowCount: number,
  expandedRow: number,
  expandedHeight: number,
): number {
  return expandedRow >= 0 && expandedRow < rowCount ? expandedHeight - rowHeight : 0;
}

/** Top offset of `row` in content space. */
export function rowTop(row: number, rowHeight: number, expandedRow = -1, expandedHeight = rowHeight): number {
  const top = row * rowHeight;
  return expandedRow >= 0 && row > expandedRow ? top + expandedHeight - rowHeight : top;
}

/** Height of one row. */
export function rowHeightOf(
  row: number,
  rowHeight: number,
  expandedRow = -1,
  expandedHeight = rowHeight,
): number {
  return row === expandedRow && expandedRow >= 0 ? expandedHeight : rowHeight;
}

/** Height of all rows: the scrollable content height of the body. */
export function contentHeight(
  rowCount: number,
  rowHeight: number,
  expandedRow = -1,
  expandedHeight = rowHeight,
): number {
  if (rowCount <= 0) return 0;
  return rowCount * rowHeight + extraHeight(rowHeight, rowCount, expandedRow, expandedHeight);
}

/** The row index containing a content offset, without clamping to the row count (may be <0 or >=n). */
function rowIndexAt(offset: number, rowHeight: number, expandedRow: number, expandedHeight: number): number {
  if (expandedRow < 0) return Math.floor(offset / rowHeight);
  const expandedTop = expandedRow * rowHeight;
  if (offset < expandedTop) return Math.floor(offset / rowHeight);
  if (offset < expandedTop + expandedHeight) return expandedRow;
  return expandedRow + 1 + Math.floor((offset - expandedTop - expandedHeight) / rowHeight);
}

/**
 * The rows to draw: those intersecting [scrollTop, scrollTop + viewportHeight) widened by `overscan`
 * rows each side (30 for tables, so a fast wheel flick finds rows already drawn), clamped to
 * [0, rowCount). Negative scrollTop (elastic overscroll) counts as 0. Writes and returns `out`.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan: number,
  out: IndexRange,
  expandedRow = -1,
  expandedHeight = rowHeight,
): IndexRange {
  if (rowCount <= 0 || viewportHeight <= 0 || rowHeight <= 0) return setEmptyRange(out);
  const top = Math.max(scrollTop, 0);
  const bottom = top + viewportHeight;
  const firstVisible = rowIndexAt(top, rowHeight, expandedRow, expandedHeight);
  let lastVisible = rowIndexAt(bottom, rowHeight, expandedRow, expandedHeight);
  // A bottom edge exactly on a row boundary does not show the row starting there.
  if (rowTop(lastVisible, rowHeight, expandedRow, expandedHeight) >= bottom) lastVisible--;
  const first = Math.max(0, firstVisible - overscan);
  const last = Math.min(rowCount - 1, lastVisible + overscan);
  if (first > last) return setEmptyRange(out);
  out.first = first;
  out.last = last;
  return out;
}

/**
 * The row under a pointer at `y` px below the top of the body (header excluded), or -1 outside the
 * rows (above, or in the empty space below the last row).
 */
export function rowAtY(
  y: number,
  scrollTop: number,
  rowHeight: number,
  rowCount = Number.POSITIVE_INFINITY,
  expandedRow = -1,
  expandedHeight = rowHeight,
): number {
  const offset = y + scrollTop;
  if (!(offset >= 0) || rowHeight <= 0) return -1;
  const row = rowIndexAt(offset, rowHeight, expandedRow, expandedHeight);
  return row < rowCount ? row : -1;
}

/** The largest scrollTop that still fills the viewport (0 when the rows fit). */
export function maxScrollTop(
  rowCount: number,
  rowHeight: number,
  viewportHeight: number,
  expandedRow = -1,
  expandedHeight = rowHeight,
): number {
  return Math.max(0, contentHeight(rowCount, rowHeight, expandedRow, expandedHeight) - viewportHeight);
}

/**
 * The scrollTop that puts `row` at the top of the viewport ("selecting a searched symbol scrolls
 * its row to the top"). Rows near the end cannot reach the top; the result is clamped to the scroll range
 * so the caller never scrolls into empty space.
 */
export function scrollTopForRow(
  row: number,
  rowHeight: number,
  rowCount: number,
  viewportHeight: number,
  expandedRow = -1,
  expandedHeight = rowHeight,
): number {
  if (row <= 0 || rowCount <= 0) return 0;
  const r = row < rowCount ? row : rowCount - 1;
  const max = maxScrollTop(rowCount, rowHeight, viewportHeight, expandedRow, expandedHeight);
  const top = rowTop(r, rowHeight, expandedRow, expandedHeight);
  return Math.min(top, max);
}

/**
 * The smallest scroll change that shows `row` whole (keyboard focus moving off screen): unchanged when it
 * is visible, its top at the top when above, its bottom at the bottom when below.
 */
export function scrollTopToReveal(
  row: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  expandedRow = -1,
  expandedHeight = rowHeight,
): number {
  if (row < 0) return scrollTop;
  const top = rowTop(row, rowHeight, expandedRow, expandedHeight);
  if (top < scrollTop) return top;
  const bottom = top + rowHeightOf(row, rowHeight, expandedRow, expandedHeight);
  if (bottom > scrollTop + viewportHeight) return Math.max(0, Math.min(top, bottom - viewportHeight));
  return scrollTop;
}

/**
 * The next scrollTop of the auto-scrolling display (1 px every 50 ms, looping to the top): one
 * step down, or back to 0 once the bottom was reached.
 */
export function nextAutoScrollTop(scrollTop: number, max: number): number {
  if (scrollTop >= max) return 0;
  const next = scrollTop + AUTO_SCROLL_STEP_PX;
  return Math.min(next, max);
}
