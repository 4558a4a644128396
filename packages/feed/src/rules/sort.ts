/**
 * Board sorting (spec sections 3 "Sort config", 4 "Sort", 2.2 "sort menu").
 * The row sort runs on a layout change, not per tick, but over ~2,000 rows; it sorts an index array in
 * place with no comparator closure and no allocation (STYLE.md habit 3).
 */

export type SortDirection = "asc" | "desc";
/** How a sort column compares: as text or as numbers. */
export type SortDataType = "text" | "number";

/** The spec's sort config: column, type asc or desc, dataType text or number. */
export interface SortConfig {
  column: string;
  type: SortDirection;
  dataType: SortDataType;
}

/**
 * Header click (spec 4): the same column flips asc/desc; a different column starts asc.
 * `dataType` describes the clicked column (the symbol column is text, the others numbers).
 */
export function nextSort(
  current: SortConfig | null | undefined,
  column: string,
  dataType: SortDataType = "number",
): SortConfig {
  if (current && current.column === column) {
    return { column, type: current.type === "asc" ? "desc" : "asc", dataType: current.dataType };
  }
  return { column, type: "asc", dataType };
}

/** One entry of the sort menu: a label key and the sort it applies. */
export interface SortMenuOption {
  /** Stable id for the menu item and its i18n label key `sortMenu.<id>`. */
  id: string;
  config: SortConfig;
}

/**
 * The sort menu (spec 2.2 and 4): symbol sorts as text, the others as numbers; the symbol and quantity
 * ascending options sort asc (their descending twins desc); the foreign buy and foreign sell options sort
 * desc. We read "foreign buy and sell options sort desc" as one option each, largest first: ascending
 * order of foreign buying is not a question anybody asks of a board. Foreign columns are quantities
 * (the column menu's colNNbuy / colNNsell show buyForeignQtty / sellForeignQtty).
 */
export const SORT_MENU_OPTIONS: readonly SortMenuOption[] = [
  { id: "symbolAsc", config: { column: "code", type: "asc", dataType: "text" } },
  { id: "symbolDesc", config: { column: "code", type: "desc", dataType: "text" } },
  { id: "quantityAsc", config: { column: "totalTradedQtty", type: "asc", dataType: "number" } },
  { id: "quantityDesc", config: { column: "totalTradedQtty", type: "desc", dataType: "number" } },
  { id: "foreignBuy", config: { column: "buyForeignQtty", type: "desc", dataType: "number" } },
  { id: "foreignSell", config: { column: "sellForeignQtty", type: "desc", dataType: "number" } },
];

// Sort state for the comparator: module-level so that sorting creates no closure. Sorting is
// synchronous and not re-entrant, and the references are dropped after each sort.
let keyNumbers: ArrayLike<number> | null = null;
let keyTexts: ArrayLike<string | null | undefined> | null = null;
let tieCodes: ArrayLike<string | null | undefined> | null = null;
let sign = 1;

function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return a === b ? 0 : a! < b! ? -1 : 1;
}

/** Order of two rows: the key in the requested direction, missing keys last, then code asc, then row. */
function compareRows(a: number, b: number): number {
  if (keyNumbers !== null) {
    const x = keyNumbers[a];
    const y = keyNumbers[b];
    const xMissing = Number.isNaN(x);
    const yMissing = Number.isNaN(y);
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return x < y ? -sign : sign;
  } else if (keyTexts !== null) {
    const x = keyTexts[a];
    const y = keyTexts[b];
    const xMissing = x === null || x === undefined || x === "";
    const yMissing = y === null || y === undefined || y === "";
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing) {
      const c = compareText(x, y);
      if (c !== 0) return c * sign;
    }
  }
  if (tieCodes !== null) {
    const c = compareText(tieCodes[a] ?? "", tieCodes[b] ?? "");
    if (c !== 0) return c;
  }
  return a - b;
}

function insertionSort(rows: Int32Array | number[], lo: number, hi: number): void {
  for (let i = lo + 1; i <= hi; i++) {
    const v = rows[i];
    let j = i - 1;
    while (j >= lo && compareRows(rows[j], v) > 0) {
      rows[j + 1] = rows[j];
      j--;
    }
    rows[j + 1] = v;
  }
}

/** Quicksort with median-of-three pivots; recursion only on the smaller half (stack depth O(log n)). */
function quickSort(rows: Int32Array | number[], lo: number, hi: number): void {
  while (hi - lo > 16) {
    const mid = (lo + hi) >>> 1;
    if (compareRows(rows[mid], rows[lo]) < 0) swap(rows, mid, lo);
    if (compareRows(rows[hi], rows[lo]) < 0) swap(rows, hi, lo);
    if (compareRows(rows[hi], rows[mid]) < 0) swap(rows, hi, mid);
    const pivot = rows[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (compareRows(rows[i], pivot) < 0) i++;
      while (compareRows(rows[j], pivot) > 0) j--;
      if (i <= j) {
        swap(rows, i, j);
        i++;
        j--;
      }
    }
    if (j - lo < hi - i) {
      quickSort(rows, lo, j);
      lo = i;
    } else {
      quickSort(rows, i, hi);
      hi = j;
    }
  }
  insertionSort(rows, lo, hi);
}

function swap(rows: Int32Array | number[], i: number, j: number): void {
  const t = rows[i];
  rows[i] = rows[j];
  rows[j] = t;
}

function run(rows: Int32Array | number[], count: number): void {
  try {
    quickSort(rows, 0, Math.min(count, rows.length) - 1);
  } finally {
    keyNumbers = null;
    keyTexts = null;
    tieCodes = null;
  }
}

/**
 * Sorts the first `count` entries of `rows` (row indices) in place by a numeric column indexed by row
 * (a Float64Array of the store). NaN (no value) sorts last in both directions; ties break by code
 * ascending (spec 5 "ties are broken by code"), then by row index, so the order is total and repeatable.
 */
export function sortRowsByNumber(
  rows: Int32Array | number[],
  values: ArrayLike<number>,
  codes: ArrayLike<string | null | undefined>,
  direction: SortDirection,
  count = rows.length,
): void {
  keyNumbers = values;
  keyTexts = null;
  tieCodes = codes;
  sign = direction === "desc" ? -1 : 1;
  run(rows, count);
}

/**
 * The same for a text column (the symbol code, compared by code unit, which for the ASCII codes of the
 * board is alphabetical). Empty text sorts last; ties break by code, then row.
 */
export function sortRowsByText(
  rows: Int32Array | number[],
  values: ArrayLike<string | null | undefined>,
  codes: ArrayLike<string | null | undefined>,
  direction: SortDirection,
  count = rows.length,
): void {
  keyNumbers = null;
  keyTexts = values;
  tieCodes = codes;
  sign = direction === "desc" ? -1 : 1;
  run(rows, count);
}
