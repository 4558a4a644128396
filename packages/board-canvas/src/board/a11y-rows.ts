import type { BoardLanguage } from "../columns/column-def";
import { type TableFrame, writeDataCell } from "../table/table-painter";

/** The texts of one row for a screen reader (cold path: strings are fine here). */
export type A11yCells = (row: number) => string[];

/** How often the screen-reader rows take the current values while prices tick (never per tick). */
export const A11Y_REFRESH_MS = 2000;
/**
 * Rows of that refresh written per animation frame. ~40 visible rows of ~25 cells took 15-35 ms to write
 * and lay out in one task here, enough to drop frames; 8 rows a frame keep each frame's share to a few ms
 * and still bring every row up to date within ~6 frames (docs/board-engine.md, "The screen-reader rows").
 */
export const A11Y_ROWS_PER_FRAME = 8;

/** What a screen reader hears of a row the host marked stale (option `isRowStale`), per language. */
export const STALE_ROW_LABEL: Readonly<Record<BoardLanguage, string>> = {
  vi: "dữ liệu cũ",
  en: "stale data",
  zh: "数据已过时",
  kr: "오래된 데이터",
};

/** A stale row's screen-reader text, or null when the row is current. */
export type A11yStale = (row: number) => string | null;

/**
 * The key, then every drawn column's text as the painter writes it, so that the screen reader hears what
 * the eye sees: boards over other stores (bonds, put-through) and the symbol boards (an odd-lot board's
 * odd-lot fields in shares, a call auction's "ATO"/"ATC" orders and projected price).
 */
export function columnA11yCells(frame: TableFrame): A11yCells {
  const chars = new Uint16Array(64);
  // A view of the first n chars for each n, made once: a subarray per cell was most of what a refresh
  // allocated.
  const prefixes = Array.from({ length: chars.length + 1 }, (_, n) => chars.subarray(0, n));
  return (row) => {
    const cells = [frame.store.keyOf(row)];
    for (let c = 0; c < frame.columns.length; c++) {
      const column = frame.columns[c];
      const kind = frame.useAlt[c] === 1 && column.altKind !== undefined ? column.altKind : column.kind;
      const field = frame.fields[c];
      // An odd-lot board draws the round-lot-only columns (high, low...) blank (an odd-lot
      // preset keeps them with no field): so does the reader.
      if (frame.oddLot && column.blankOnOddLot) {
        cells.push("");
        continue;
      }
      if (field < 0 || (kind === "code" && field === 0 && column.id === "code")) continue;
      const n = writeDataCell(chars, frame, c, kind, field, row);
      cells.push(String.fromCharCode.apply(null, prefixes[n] as unknown as number[]));
    }
    return cells;
  };
}

/** What the screen-reader rows are written into and from: made once per board. */
export interface A11yTarget {
  /** The role=rowgroup element holding one role=row per visible row. */
  readonly grid: HTMLElement;
  /** The role=grid element (its aria-activedescendant names the focused row). */
  readonly root: HTMLElement;
  readonly cellsOf: A11yCells;
  readonly staleOf: A11yStale;
  /** Row ids are `${idPrefix}-${position}`: unique per board on the page. */
  readonly idPrefix: string;
}

/**
 * The rows a screen reader sees: one role=row per visible row with its cells' text, brought up to date on
 * layout changes (scroll, sort, focus) and never per tick, so that an assistive technology is not flooded
 * with announcements. The focused row is the grid's active descendant.
 *
 * The row and cell elements already there are kept and only what differs is written (a cell's text, a
 * row's id or stale label): rebuilding ~1,000 elements every refresh cost the page a style, layout and
 * accessibility-tree pass of the whole subtree every 2 s while prices tick (issue 21's full peers run:
 * renderA11yRows, replaceChildren, setAttribute and createElement were the board's top main-thread
 * functions at low update rates).
 */
export function renderA11yRows(
  target: A11yTarget,
  rows: Int32Array,
  first: number,
  last: number,
  focused: number,
): void {
  const { grid, root, idPrefix } = target;
  const count = Math.max(0, last - first + 1);
  while (grid.children.length > count) grid.lastElementChild?.remove();
  while (grid.children.length < count) grid.appendChild(newRow());
  writeA11yRows(target, rows, first, 0, count);
  if (focused >= first && focused <= last)
    setAttributeIfChanged(root, "aria-activedescendant", `${idPrefix}-${focused}`);
  else root.removeAttribute("aria-activedescendant");
}

/**
 * Writes the visible rows `first + from` to `first + to - 1` into the row elements `from` to `to - 1`,
 * which a `renderA11yRows` of the same range made: part of a refresh, the rest in later frames
 * (screen-reader-rows.ts: a whole refresh in one task dropped frames on a board whose every row ticks).
 */
export function writeA11yRows(
  target: A11yTarget,
  rows: Int32Array,
  first: number,
  from: number,
  to: number,
): void {
  const { grid, cellsOf, staleOf, idPrefix } = target;
  for (let i = from; i < to; i++) {
    const position = first + i;
    const element = grid.children[i] as HTMLElement;
    const id = `${idPrefix}-${position}`;
    if (element.id !== id) element.id = id;
    setAttributeIfChanged(element, "aria-rowindex", String(position + 2));
    const stale = staleOf(rows[position]);
    if (stale === null) {
      element.removeAttribute("aria-description");
      delete element.dataset.stale;
    } else {
      setAttributeIfChanged(element, "aria-description", stale);
      element.dataset.stale = "true";
    }
    const texts = cellsOf(rows[position]);
    while (element.children.length > texts.length) element.lastElementChild?.remove();
    for (let c = 0; c < texts.length; c++) {
      const cell = element.children[c] ?? element.appendChild(newCell());
      // The cell's one text node is changed in place, and read through `data` (a string the engine
      // already holds): reading `textContent` made a new string per cell, and setting it replaced the
      // node, ~1,000 of each every refresh, which the page's garbage collector then paid for (issue 21).
      const text = cell.firstChild as Text;
      if (text.data !== texts[c]) text.data = texts[c];
    }
  }
}

function newRow(): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("role", "row");
  return element;
}

/**
 * A cell with its one text node, which `writeA11yRows` changes in place. Inline, not inline-block: each
 * inline-block cell is a formatting context of its own, and laying out ~1,000 of them after their texts
 * changed took twice as long as the same cells inline (docs/board-engine.md, "The screen-reader rows").
 */
function newCell(): HTMLElement {
  const cell = document.createElement("div");
  cell.setAttribute("role", "gridcell");
  cell.style.display = "inline";
  cell.appendChild(document.createTextNode(""));
  return cell;
}

function setAttributeIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
