import { type BoardLanguage, type ColumnDef, cellValue } from "@vnboard/board-canvas";
import type { ColumnStore } from "@vnboard/feed";
import { type CsvValue, isoDate, toCsv } from "../../shared/export/csv";

/**
 * The visible board as a CSV table: the columns shown, left to right (the column menu's choices, the
 * display toggles and a call auction's projected columns already applied by the board's host), the rows
 * in the order the board draws them (pinned, then sorted, dragged or the board's own order).
 *
 * Values are the store's, unformatted: prices and values in dong, quantities in shares, percent in
 * percent points, text as text; the header names the unit. A cell the board draws blank (no match yet,
 * no volume, an empty level of the book) is empty, never 0. The star, checkbox and mini-chart columns
 * carry no data and are left out.
 */

/** The unit a column's numbers are in, as the store holds them; null for text and plain counts. */
export type CsvUnit = "dong" | "shares" | "percent" | null;

export function unitOf(column: ColumnDef<string>): CsvUnit {
  switch (column.kind) {
    case "price":
    case "change":
      // A scale other than thousands of dong is another unit (index points): say nothing rather than wrong.
      return column.priceScale === undefined || column.priceScale === 1000 ? "dong" : null;
    case "value":
      return "dong";
    case "volume":
      return "shares";
    case "percent":
      return "percent";
    default:
      return null;
  }
}

/** Columns that carry data. */
export function exportedColumns<F extends string>(columns: readonly ColumnDef<F>[]): ColumnDef<F>[] {
  return columns.filter((column) => column.field !== null);
}

/** Turns label keys into text (the app's `t`) and names a unit in the user's language. */
export interface HeaderWords {
  label: (key: string) => string;
  unit: (unit: Exclude<CsvUnit, null>) => string;
  language: BoardLanguage;
}

/** A column's header: its group, its label and its unit, e.g. "Bên mua Giá 1 (đồng)". */
export function csvHeader(column: ColumnDef<string>, words: HeaderWords): string {
  const header = column.header;
  const name =
    typeof header === "string"
      ? words.label(header)
      : (header[words.language] ?? header.en ?? header.vi ?? column.id);
  const group = column.group === undefined ? "" : `${words.label(column.group)} `;
  const unit = unitOf(column);
  return `${group}${name || column.id}${unit === null ? "" : ` (${words.unit(unit)})`}`.trim();
}

/** One cell of the store's row, unformatted; empty where the board's cell is blank (cellValue). */
export function csvValue<F extends string>(
  store: ColumnStore<F>,
  row: number,
  key: string,
  column: ColumnDef<F>,
  oddLot: boolean,
): CsvValue {
  if (column.field === null || (oddLot && column.blankOnOddLot === true)) return null;
  if (column.kind === "code") return key;
  const value = cellValue(column, store, row);
  if (typeof value !== "string") return value;
  if (column.kind === "date") return isoDate(value);
  return column.labels?.[value] ?? value;
}

/** The CSV file's text for these rows and columns of the store. */
export function boardCsv<F extends string>(
  store: ColumnStore<F>,
  columns: readonly ColumnDef<F>[],
  rowKeys: readonly string[],
  words: HeaderWords,
  oddLot = false,
): string {
  const shown = exportedColumns(columns);
  const header = shown.map((column) => csvHeader(column as ColumnDef<string>, words));
  const rows = rowKeys.map((key) => {
    const row = store.rowOf(key);
    return shown.map((column) => csvValue(store, row, key, column, oddLot));
  });
  return toCsv(header, rows);
}
