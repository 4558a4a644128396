import type { ColumnDef } from "../columns/column-def";
import { type IndexRange, setEmptyRange } from "./index-range";

/**
 * Horizontal positions of a board's columns, in CSS px from the table's left edge.
 *
 * By default columns keep their defined widths (times the board's scale); extra space is left at the
 * right (the renderer paints it as background). Reasons: a resize then changes no column, so text
 * caches, header DOM and hit positions survive it, and a 2,560 px screen does not get a 1,000 px code
 * column with the code pinned to its left edge. Columns with `flex` share the spare width (and shrink
 * back to their `minWidth`); the board's `fit` mode grows every column in proportion to its width to
 * fill the host. When the columns are wider than the board, `totalWidth` exceeds the available width
 * and the board scrolls horizontally.
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

/** How columns use the host's width. */
export interface ColumnFitOptions {
  /** Multiplies every width, min and max (the board's `scale`); default 1. */
  scale?: number;
  /** Grow every column in proportion to its width to fill the available width; default false. */
  fit?: boolean;
}

/** A finite positive number, else 0 (a negative or NaN width would break the binary search's order). */
const positive = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * Lays out `columns` (a layout change: resize, toggle, view switch; never per frame). Pass the previous
 * layout as `out` to reuse its arrays when they are long enough.
 */
export function layoutColumns(
  columns: readonly ColumnDef<string>[],
  availableWidth: number,
  out?: ColumnLayout,
  fitOptions: ColumnFitOptions = {},
): ColumnLayout {
  const n = columns.length;
  const layout: ColumnLayout =
    out !== undefined && out.x.length >= n
      ? out
      : { x: new Float64Array(n), width: new Float64Array(n), count: 0, totalWidth: 0, availableWidth: 0 };
  const scale = positive(fitOptions.scale) || 1;
  const available = Math.max(0, Number.isFinite(availableWidth) ? availableWidth : 0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    layout.width[i] = positive(columns[i].width) * scale;
    total += layout.width[i];
  }
  // Flex columns share the spare width (or give back down to their minimum); then `fit` grows them all.
  total = distribute(columns, layout.width, available - total, scale, (c) => positive(c.flex));
  if (fitOptions.fit === true && total < available)
    distribute(columns, layout.width, available - total, scale, (c) => positive(c.width));
  let x = 0;
  for (let i = 0; i < n; i++) {
    layout.x[i] = x;
    x += layout.width[i];
  }
  layout.count = n;
  layout.totalWidth = x;
  layout.availableWidth = available;
  return layout;
}

/**
 * Spreads `spare` px (negative: a shortfall) over the columns by `weight`, each within its min and max;
 * a column reaching its bound drops out and the rest share what remains. Returns the new total width.
 */
function distribute(
  columns: readonly ColumnDef<string>[],
  width: Float64Array,
  spare: number,
  scale: number,
  weight: (column: ColumnDef<string>) => number,
): number {
  const n = columns.length;
  const active = new Uint8Array(n);
  for (let i = 0; i < n; i++) active[i] = weight(columns[i]) > 0 ? 1 : 0;
  // Each pass fixes at least one column at its bound or spends the rest: at most n passes.
  for (let pass = 0; pass < n && Math.abs(spare) > 0.5; pass++) {
    let weights = 0;
    for (let i = 0; i < n; i++) if (active[i] === 1) weights += weight(columns[i]);
    if (weights === 0) break;
    let spent = 0;
    for (let i = 0; i < n; i++) {
      if (active[i] === 0) continue;
      const column = columns[i];
      const min =
        (column.minWidth !== undefined ? positive(column.minWidth) : positive(column.width)) * scale;
      const max =
        column.maxWidth !== undefined ? positive(column.maxWidth) * scale : Number.POSITIVE_INFINITY;
      const wanted = width[i] + (spare * weight(column)) / weights;
      const next = Math.min(max, Math.max(min, wanted));
      if (next !== wanted) active[i] = 0;
      spent += next - width[i];
      width[i] = next;
    }
    spare -= spent;
  }
  let total = 0;
  for (let i = 0; i < n; i++) total += width[i];
  return total;
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
