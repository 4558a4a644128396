/**
 * A CSV writer (RFC 4180) for the app's exports: the visible board, a popup's match history and price
 * history. Pure: text in, text out; saving the file is `download.ts`.
 *
 * - Cells are separated by commas and rows by CRLF; a cell holding a comma, a double quote, a carriage
 *   return or a line feed is quoted, its quotes doubled.
 * - Numbers are written unformatted (no thousands separators, "." decimals); a missing number (NaN,
 *   null, undefined, infinities) is an empty cell.
 * - Formula injection (CWE-1236): a text cell starting with =, +, -, @ (or a tab or carriage return,
 *   which spreadsheets also strip before reading a formula) is prefixed with ' so that a spreadsheet
 *   shows it as text, unless the text is a plain number such as "-1.5".
 * - The file starts with a UTF-8 byte order mark so that Excel reads Vietnamese letters as UTF-8.
 */

/** What a cell may hold. */
export type CsvValue = string | number | null | undefined;

/** The UTF-8 byte order mark (U+FEFF): Excel needs it to open a CSV file as UTF-8. */
export const UTF8_BOM = "\uFEFF";

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, signed or not: left as it is even when it starts with + or -. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A number as a CSV cell: unformatted, empty when it is not a finite number. */
function numberCell(value: number): string {
  return Number.isFinite(value) ? String(value) : "";
}

/** One cell's text: number unformatted, text guarded against formulas and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return numberCell(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A compact date "20261231" as "2026-12-31", which spreadsheets read as a date; other text as it is. */
export function isoDate(text: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return compact === null ? text : `${compact[1]}-${compact[2]}-${compact[3]}`;
}

/** One row: its cells joined by commas. */
export function csvRow(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(",");
}

/** A whole file's text: the byte order mark, the header row, then the rows, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  let out = `${UTF8_BOM}${csvRow(header)}\r\n`;
  for (const row of rows) out += `${csvRow(row)}\r\n`;
  return out;
}
