import type { TableFrame } from "../table/table-painter";
import { writeCellChars } from "../text/cell-chars";

/** The texts of one row for a screen reader (cold path: strings are fine here). */
export type A11yCells = (row: number) => string[];

/** How often the screen-reader rows take the current values while prices tick (never per tick). */
export const A11Y_REFRESH_MS = 2000;

/**
 * The row's key (the code), then one text per data column as the painter writes it (the odd-lot
 * board's odd-lot values, its blank columns blank, the alternative field where it is shown), so that a
 * screen reader hears what the eye sees, in the columns' order under the same headers. The star,
 * checkbox and chart columns have no text; the code column is the key in front.
 */
export function columnA11yCells(frame: TableFrame): A11yCells {
  const chars = new Uint16Array(64);
  return (row) => {
    const cells = [frame.store.keyOf(row)];
    for (let c = 0; c < frame.columns.length; c++) {
      const column = frame.columns[c];
      const kind = frame.useAlt[c] === 1 && column.altKind !== undefined ? column.altKind : column.kind;
      if (kind === "code" || kind === "star" || kind === "checkbox" || kind === "miniChart") continue;
      const blank = frame.fields[c] < 0 || (frame.oddLot && column.blankOnOddLot === true);
      cells.push(blank ? "" : cellText(frame, chars, row, c, kind));
    }
    return cells;
  };
}

function cellText(frame: TableFrame, chars: Uint16Array, row: number, c: number, kind: string): string {
  const column = frame.columns[c];
  const n = writeCellChars(
    chars,
    frame.store,
    row,
    frame.fields[c],
    kind as typeof column.kind,
    column.labels,
    frame.columnText[c],
  );
  return String.fromCharCode(...chars.subarray(0, n));
}

/**
 * The rows a screen reader sees: one role=row per visible row with its cells' text, rebuilt on layout
 * changes (scroll, sort, focus) and never per tick, so that an assistive technology is not flooded with
 * announcements. The focused row is the grid's active descendant.
 */
export function renderA11yRows(
  grid: HTMLElement,
  root: HTMLElement,
  cellsOf: A11yCells,
  rows: Int32Array,
  first: number,
  last: number,
  focused: number,
  idPrefix: string,
): void {
  grid.replaceChildren();
  for (let position = first; position <= last; position++) {
    const element = document.createElement("div");
    element.setAttribute("role", "row");
    element.id = `${idPrefix}-${position}`;
    element.setAttribute("aria-rowindex", String(position + 2));
    for (const text of cellsOf(rows[position])) {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.style.display = "inline-block";
      cell.textContent = text;
      element.appendChild(cell);
    }
    grid.appendChild(element);
  }
  if (focused >= first && focused <= last)
    root.setAttribute("aria-activedescendant", `${idPrefix}-${focused}`);
  else root.removeAttribute("aria-activedescendant");
}
