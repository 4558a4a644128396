import type { ColumnDef } from "../columns/column-def";
import { type IndexRange, setEmptyRange } from "./index-range";

/**
 * Horizontal positions of a board's columns, in CSS px from the table's left edge.
 *
 * Columns keep their defined widths; extra space is left at the right (the renderer paints it as
 * background) rather than given to the code column. Reasons: a resize then changes no column, so text
 * caches, header DOM and hit positions survive it (only the viewport moves), and a 2,560 px screen does
 * not get a 1,000 px code column with the code pinned to its left edge. When the columns are wider than
 * the board, `totalWidth` exceeds the available width and the board scrolls horizontally.
 */
export interface ColumnLayout {
  /** Left edge of column i. */
  x: Float64Array;
  /** Width of column i. */
  width: Float64Array;
  /** Columns laid out (the arrays may be longer when reused). */
  count: number;
  /** Sum of the widths: the scrollable content width. */
  totalWidth: number;
  /** The width the board offered; `max(totalWidth, availableWidth)` is what the rows paint. */
  availableWidth: number;
}

/**
 * Lays out `columns` (a layout change: resize, toggle, view switch; never per frame). Pass the previous
 * layout as `out` to reuse its arrays when they are long enough.
 */
export function layoutColumns(
  columns: readonly ColumnDef<string>[],
  availableWidth: number,
  out?: ColumnLayout,
): ColumnLayout {
  const n = columns.length;
  const layout: ColumnLayout =
    out !== undefined && out.x.length >= n
      ? out
      : { x: new Float64Array(n), width: new Float64Array(n), count: 0, totalWidth: 0, availableWidth: 0 };
  let x = 0;
  for (let i = 0; i < n; i++) {
    // A negative or NaN width in a definition would break the binary search's ordering.
    const defined = columns[i].width;
    const w = Number.isFinite(defined) && defined > 0 ? defined : 0;
    layout.x[i] = x;
    layout.width[i] = w;
    x += w;
  }
  layout.count = n;
  layout.totalWidth = x;
  layout.availableWidth = Math.max(0, availableWidth);
  return layout;
}

/**
 * The column under content x (pointer x plus the horizontal scroll), or -1 outside every column
 * (left of the table or in the empty space at its right). Binary search; per pointer move, no allocation.
 */
export function columnAt(layout: ColumnLayout, x: number): number {
  if (!(x >= 0) || x >= layout.totalWidth || layout.count === 0) return -1;
  const xs = layout.x;
  let lo = 0;
  let hi = layout.count - 1;
  // The last column whose left edge is <= x; zero-width columns are skipped by taking the last one.
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (xs[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Columns intersecting [scrollLeft, scrollLeft + viewportWidth), for horizontal culling when the table
 * is wider than the board. Writes `out`; empty range is first 0, last -1.
 */
export function visibleColumnRange(
  layout: ColumnLayout,
  scrollLeft: number,
  viewportWidth: number,
  out: IndexRange,
): IndexRange {
  const left = Math.max(scrollLeft, 0);
  const right = scrollLeft + viewportWidth;
  if (layout.count === 0 || viewportWidth <= 0 || left >= layout.totalWidth || right <= 0) {
    return setEmptyRange(out);
  }
  out.first = columnAt(layout, left);
  // The last column starting strictly left of the right edge.
  const xs = layout.x;
  let lo = out.first;
  let hi = layout.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (xs[mid] < right) lo = mid;
    else hi = mid - 1;
  }
  out.last = lo;
  return out;
}
