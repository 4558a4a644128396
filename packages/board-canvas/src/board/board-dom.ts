import type { ColumnDef, HeaderText } from "../columns/column-def";
import type { BoardTheme } from "../theme";

/**
 * The DOM of a board: a header row (real elements: translated labels, sort buttons, screen readers), a
 * native scroller whose spacer gives the scrollbar its length, and the canvas under it. Inline styles
 * only: an embedded board must not leak CSS into the host page.
 */
export interface BoardDom {
  root: HTMLDivElement;
  header: HTMLDivElement;
  scroller: HTMLDivElement;
  spacer: HTMLDivElement;
  canvasHost: HTMLDivElement;
  grid: HTMLDivElement;
  /** The expanded row's panel host, inside the scroller so that it scrolls with the rows natively. */
  panel: HTMLDivElement;
}

export function createBoardDom(host: HTMLElement, theme: BoardTheme, headerHeight: number): BoardDom {
  const root = document.createElement("div");
  root.dataset.vnboard = "board";
  root.tabIndex = 0;
  root.setAttribute("role", "grid");
  Object.assign(root.style, {
    position: "relative",
    width: "100%",
    height: "100%",
    overflow: "hidden",
    outline: "none",
  });
  const header = createHeader();
  const canvasHost = document.createElement("div");
  Object.assign(canvasHost.style, {
    position: "absolute",
    left: "0",
    top: `${headerHeight}px`,
    right: "0",
    bottom: "0",
    pointerEvents: "none",
    zIndex: "0",
  });
  const scroller = document.createElement("div");
  Object.assign(scroller.style, {
    position: "absolute",
    left: "0",
    top: `${headerHeight}px`,
    right: "0",
    bottom: "0",
    overflow: "auto",
    zIndex: "1",
  });
  const spacer = document.createElement("div");
  spacer.style.pointerEvents = "none";
  scroller.appendChild(spacer);
  const panel = document.createElement("div");
  panel.dataset.vnboard = "expanded-panel";
  Object.assign(panel.style, {
    position: "absolute",
    left: "0",
    top: "0",
    display: "none",
    overflow: "hidden",
    boxSizing: "border-box",
  });
  scroller.appendChild(panel);
  // Rows for assistive technology: the visible rows' text, refreshed on layout changes and at a low
  // rate, never per tick (a screen reader must not announce every price).
  const grid = document.createElement("div");
  grid.setAttribute("role", "rowgroup");
  grid.setAttribute("aria-live", "off");
  Object.assign(grid.style, {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
  });
  root.append(header, canvasHost, scroller, grid);
  host.appendChild(root);
  const dom = { root, header, scroller, spacer, canvasHost, grid, panel };
  styleBoardDom(dom, theme, headerHeight);
  return dom;
}

/**
 * The header's element. It is a row once it holds column headers (renderHeader): an empty row is an
 * error to a screen reader. It is its own compositor layer (`will-change`): otherwise the browser
 * squashes it (above the scroller, which overlaps the canvas) into one board-sized layer with the
 * scroller, and in software compositing that layer's empty tiles are blended over every damaged part of
 * the canvas: 4-8 extra quads a frame, ~0.8 points of a core at 50,000 updates/s (docs/board-engine.md).
 */
function createHeader(): HTMLDivElement {
  const header = document.createElement("div");
  Object.assign(header.style, {
    position: "absolute",
    left: "0",
    top: "0",
    display: "flex",
    whiteSpace: "nowrap",
    userSelect: "none",
    zIndex: "2",
    willChange: "transform",
  });
  return header;
}

/** Colours, font and header height of the board's DOM (at creation and on a theme or scale change). */
export function styleBoardDom(dom: BoardDom, theme: BoardTheme, headerHeight: number): void {
  Object.assign(dom.root.style, {
    background: theme.background,
    color: theme.text,
    font: `${theme.fontSize}px ${theme.fontFamily}`,
  });
  Object.assign(dom.header.style, {
    height: `${headerHeight}px`,
    background: theme.headerBackground,
    color: theme.headerText,
  });
  dom.panel.style.background = theme.background;
}

/**
 * Rebuilds the header (on column, language or sort changes only): a group row (bid, offer, match,
 * foreign...) over the column labels, with the sort direction on the sorted column.
 */
export function renderHeader(
  header: HTMLDivElement,
  columns: readonly ColumnDef<string>[],
  x: Float64Array,
  width: Float64Array,
  label: (header: string | HeaderText) => string,
  sort: { column: string; type: "asc" | "desc" } | null,
): void {
  header.replaceChildren();
  if (columns.length > 0) header.setAttribute("role", "row");
  else header.removeAttribute("role");
  const total = columns.length > 0 ? x[columns.length - 1] + width[columns.length - 1] : 0;
  header.style.width = `${total}px`;
  const half = Number.parseFloat(header.style.height) / 2 || 24;
  // Group labels span runs of adjacent columns of one group.
  for (let c = 0; c < columns.length; ) {
    const group = columns[c].group;
    let end = c + 1;
    while (end < columns.length && group !== undefined && columns[end].group === group) end++;
    if (group !== undefined) {
      const cell = headerCell(label(group), x[c], x[end - 1] + width[end - 1] - x[c], 0, half, "center");
      cell.style.borderBottom = "1px solid rgba(127,127,127,0.35)";
      header.appendChild(cell);
    }
    c = end;
  }
  columns.forEach((column, c) => {
    const sorted = sort !== null && sort.column === (column.altField ?? column.field ?? column.id);
    const sortedHere = sort !== null && (sort.column === column.id || sorted);
    const text = `${label(column.header)}${sortedHere ? (sort!.type === "asc" ? " ▲" : " ▼") : ""}`;
    const top = column.group === undefined ? 0 : half;
    const cell = headerCell(
      text,
      x[c],
      width[c],
      top,
      column.group === undefined ? half * 2 : half,
      column.align,
    );
    cell.setAttribute("role", "columnheader");
    cell.dataset.column = column.id;
    cell.setAttribute("aria-sort", sortedHere ? (sort!.type === "asc" ? "ascending" : "descending") : "none");
    cell.title = label(column.header);
    cell.style.cursor = column.sortable ? "pointer" : "default";
    header.appendChild(cell);
  });
}

function headerCell(
  text: string,
  left: number,
  width: number,
  top: number,
  height: number,
  align: "left" | "right" | "center",
): HTMLDivElement {
  const cell = document.createElement("div");
  cell.textContent = text;
  Object.assign(cell.style, {
    position: "absolute",
    left: `${left}px`,
    top: `${top}px`,
    width: `${width}px`,
    height: `${height}px`,
    // A block (not a flex box, which clips an overflowing right-aligned text on its left): the text
    // keeps its start and ends with an ellipsis when the column is narrower than the label.
    display: "block",
    lineHeight: `${height}px`,
    textAlign: align,
    padding: "0 4px",
    boxSizing: "border-box",
    overflow: "hidden",
    whiteSpace: "nowrap",
    textOverflow: "ellipsis",
  });
  return cell;
}
