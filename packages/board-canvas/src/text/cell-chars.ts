import type { ColumnStore } from "@vnboard/feed";
import type { CellKind, ColumnDef } from "../columns/column-def";
import { type CellTextOptions, DEFAULT_CELL_TEXT_OPTIONS, writeDateText, writeNumberCell } from "./cell-text";
import { writeText } from "./number-writer";

/**
 * Writes the text of a store cell into `out` and returns its length: the one place where a column's
 * kind turns a store value into characters, shared by the painter (per drawn cell, no allocation) and
 * `cellString` (screen-reader rows, tests). Kinds drawn from board state instead of the store (star,
 * checkbox, mini chart) write nothing here.
 *
 * `field` is the store field index (alternative applied, -1 for none); `code` draws the row's key, or
 * the column's own text field when that is not the key (a put-through deal's stock code).
 * `blankWithout` is the index of the price a change is of (ColumnDef.blankWithout): while that price
 * has no value the cell is blank. `differenceFrom` (ColumnDef.differenceFrom, -1 for none) makes the cell
 * the difference of `field` from that field, as a change or in percent of it.
 */
export function writeCellChars(
  out: Uint16Array,
  store: ColumnStore<string>,
  row: number,
  field: number,
  kind: CellKind,
  labels: Readonly<Record<string, string>> | undefined,
  options: CellTextOptions,
  blankWithout = -1,
  differenceFrom = -1,
): number {
  // A price field only: a text field (the type allows naming one) has no numbers and blanks nothing.
  if (
    blankWithout >= 0 &&
    store.schema.isString[blankWithout] !== 1 &&
    !(store.numbers[blankWithout][row] > 0)
  )
    return 0;
  const isText = field >= 0 && store.schema.isString[field] === 1;
  switch (kind) {
    case "code":
      return writeText(out, 0, field > 0 && isText ? store.str(field, row) : store.keyOf(row));
    case "text": {
      if (!isText) return 0;
      const text = store.str(field, row);
      return writeText(out, 0, labels?.[text] ?? text);
    }
    case "date":
      return isText ? writeDateText(out, store.str(field, row)) : 0;
    case "star":
    case "checkbox":
    case "miniChart":
      return 0;
    default:
      if (field < 0 || isText) return 0;
      if (differenceFrom >= 0) return writeDifference(out, store, row, field, differenceFrom, kind, options);
      return writeNumberCell(out, kind, store.numbers[field][row], options);
  }
}

/** `field` minus `from` as a change, or in percent of `from`; blank unless both are prices (> 0). */
function writeDifference(
  out: Uint16Array,
  store: ColumnStore<string>,
  row: number,
  field: number,
  from: number,
  kind: CellKind,
  options: CellTextOptions,
): number {
  if (store.schema.isString[from] === 1) return 0;
  const value = store.numbers[field][row];
  const base = store.numbers[from][row];
  if (!(value > 0) || !(base > 0)) return 0;
  return writeNumberCell(out, kind, difference(value, base, kind), options);
}

/**
 * `value` minus `base` as a change, or in percent of `base` rounded to 2 decimals first, as a feed's
 * own pctChangePrice is (no "-0.00" from a 1e-13).
 */
function difference(value: number, base: number, kind: CellKind): number {
  return kind === "percent" ? Math.round(((value - base) / base) * 10_000) / 100 : value - base;
}

/**
 * True when a price cell holds a call auction's market order: the price equals the row's limit (the
 * ceiling for bids, the floor for offers; see ColumnDef.marketOrder).
 */
export function isMarketOrder(
  store: ColumnStore<string>,
  row: number,
  field: number,
  limitField: string,
): boolean {
  const limit = fieldIndexOf(store, limitField);
  if (field < 0 || limit < 0) return false;
  const price = store.numbers[field][row];
  return price > 0 && price === store.numbers[limit][row];
}

/** Resolved field index of a column in a store's schema (-1 when it has no such field). */
export function fieldIndexOf(store: ColumnStore<string>, name: string | null | undefined): number {
  if (name === null || name === undefined) return -1;
  const index = store.schema.index as Readonly<Record<string, number>>;
  return Object.hasOwn(index, name) ? index[name] : -1;
}

/**
 * The text a column's cell shows for a store row, as a string (cold path: screen readers, a host's DOM
 * panel, tests). `alternate` draws the column's alternative field (percent change, traded value).
 */
export function cellString<F extends string>(
  column: ColumnDef<F>,
  store: ColumnStore<F>,
  row: number,
  options: CellTextOptions,
  alternate = false,
): string {
  const alt = alternate && column.altField !== undefined;
  const s = store as unknown as ColumnStore<string>;
  const field = fieldIndexOf(s, alt ? column.altField : column.field);
  const kind = alt && column.altKind !== undefined ? column.altKind : column.kind;
  const columnOptions: CellTextOptions = {
    ...options,
    priceScale: column.priceScale ?? options.priceScale,
    priceDecimals: column.priceDecimals ?? options.priceDecimals,
  };
  const out = new Uint16Array(64);
  const blankWithout = fieldIndexOf(s, column.blankWithout);
  const differenceFrom = fieldIndexOf(s, column.differenceFrom);
  const n = writeCellChars(
    out,
    s,
    row,
    field,
    kind,
    column.labels,
    columnOptions,
    blankWithout,
    differenceFrom,
  );
  return String.fromCharCode(...out.subarray(0, n));
}

/**
 * The value a column's cell shows for a store row, unformatted (cold path: a CSV export, a host's own
 * table): a number in the store's unit (dong, shares, percent points; a `differenceFrom` column's
 * difference) or the raw text, and null wherever the board draws a blank (no price yet, a zero volume,
 * a change without its price), so that an export never says 0 where the board says nothing.
 */
export function cellValue<F extends string>(
  column: ColumnDef<F>,
  store: ColumnStore<F>,
  row: number,
  alternate = false,
): number | string | null {
  if (row < 0 || cellString(column, store, row, DEFAULT_CELL_TEXT_OPTIONS, alternate) === "") return null;
  const s = store as unknown as ColumnStore<string>;
  const alt = alternate && column.altField !== undefined;
  const field = fieldIndexOf(s, alt ? column.altField : column.field);
  if (field < 0) return null;
  if (s.schema.isString[field] === 1) return s.str(field, row);
  const from = fieldIndexOf(s, column.differenceFrom);
  const value = s.numbers[field][row];
  if (from < 0) return value;
  const kind = alt && column.altKind !== undefined ? column.altKind : column.kind;
  return difference(value, s.numbers[from][row], kind);
}
