import { rowAtY, rowTop } from "./viewport";

/*
 * The expanded row of the derivatives board: one row at a time grows to `expandedHeight`
 * (390 px); its cells keep the top `rowHeight` (29 px) and the rest is a gap where the host shows its
 * panel (chart, order book, history). The row and gap maths of viewport.ts already take the expanded
 * row; this adds where the gap is and what a pointer in it hits.
 */

/** Where the expanded row's panel gap is, in CSS px relative to the board's element. */
export interface ExpandedRect {
  /** Left edge (0: the board's left; the panel spans the visible width). */
  left: number;
  /** Top edge: below the header, the row's cells, minus the vertical scroll (negative when scrolled past). */
  top: number;
  width: number;
  /** The gap's height: expandedHeight - rowHeight. */
  height: number;
  /** False when the gap lies wholly outside the visible rows (scrolled away). */
  visible: boolean;
}

/** Content offset (0 = top of the first row) where the gap below `expandedRow`'s cells starts. */
export function expandedGapTop(expandedRow: number, rowHeight: number): number {
  return rowTop(expandedRow, rowHeight) + rowHeight;
}

/**
 * Writes the gap's rectangle into `out` (reused per scroll: nothing allocated) and returns whether one
 * exists: false when no row is expanded. `headerHeight` is the header above the rows.
 */
export function writeExpandedRect(
  out: ExpandedRect,
  expandedRow: number,
  rowHeight: number,
  expandedHeight: number,
  scrollTop: number,
  viewportWidth: number,
  viewportHeight: number,
  headerHeight: number,
): boolean {
  if (expandedRow < 0 || expandedHeight <= rowHeight) return false;
  const gapTop = expandedGapTop(expandedRow, rowHeight) - scrollTop;
  out.left = 0;
  out.top = headerHeight + gapTop;
  out.width = viewportWidth;
  out.height = expandedHeight - rowHeight;
  out.visible = gapTop < viewportHeight && gapTop + out.height > 0;
  return true;
}

/**
 * The row position a pointer hits at content offset `y` (scroll applied), or -1: outside the rows, or
 * in the expanded row's gap (the host's panel is there, not the row).
 */
export function tableRowAt(
  y: number,
  rowHeight: number,
  rowCount: number,
  expandedRow: number,
  expandedHeight: number,
): number {
  const position = rowAtY(y, 0, rowHeight, rowCount, expandedRow, expandedHeight);
  if (position >= 0 && position === expandedRow && y - rowTop(position, rowHeight) >= rowHeight) return -1;
  return position;
}
