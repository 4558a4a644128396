/**
 * An inclusive index range (rows, cards or columns) written by the layout functions into a caller-owned
 * object, so that per-frame calls allocate nothing. Empty is `first = 0, last = -1`.
 */
export interface IndexRange {
  first: number;
  last: number;
}

/** A new empty range, to create once per board and reuse. */
export function createIndexRange(): IndexRange {
  return { first: 0, last: -1 };
}

/** Writes the empty range; returns `out`. */
export function setEmptyRange(out: IndexRange): IndexRange {
  out.first = 0;
  out.last = -1;
  return out;
}

/** Number of indices in the range (0 when empty). */
export function rangeSize(range: IndexRange): number {
  return range.last >= range.first ? range.last - range.first + 1 : 0;
}
