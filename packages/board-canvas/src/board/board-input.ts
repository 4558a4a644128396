import type { ColumnDef } from "../columns/column-def";
import { handleKey, INITIAL_NAV_STATE, type NavState } from "../model/keyboard-navigation";
import type { RowOrder } from "../model/row-order";

/** What input handling needs from the board; kept narrow so the board's state stays in one place. */
export interface InputTarget {
  root: HTMLElement;
  scroller: HTMLElement;
  header: HTMLElement;
  order: RowOrder;
  /** False: a drag by the code does not reorder (the row is still clicked on release). Read per drag. */
  reorderable(): boolean;
  rowHeight(): number;
  columns(): readonly ColumnDef<string>[];
  /** Row position and column under content coordinates (scroll applied); position -1 when none. */
  hitTest(x: number, y: number): { position: number; column: number };
  scroll(): { top: number; left: number; viewportHeight: number };
  codeOf(position: number): string;
  onRowClick(code: string): void;
  onStarClick(code: string): void;
  /** A click or right click on a cell (row position, column index), before the row's own handling. */
  onCell(position: number, column: number, event: MouseEvent): void;
  /** A right click on a row (the app offers pin, favourite, open there). */
  onRowContextMenu(code: string, clientX: number, clientY: number): boolean;
  onHeaderClick(column: ColumnDef<string>): void;
  onFocus(state: NavState): void;
  onHover(position: number): void;
  onMove(from: number, to: number): void;
  /** Events from inside this element (the expanded row's host panel) are the host's, not the board's. */
  ignores?: HTMLElement;
}

/**
 * Mouse and keyboard on a board: clicks (row, star, header), hover, dragging a row by its code to
 * reorder, and keyboard navigation through the pure state machine of model/keyboard-navigation.
 * Returns the function that removes every listener (a destroyed board leaves none behind).
 */
export function attachBoardInput(target: InputTarget): () => void {
  let nav: NavState = INITIAL_NAV_STATE;
  let dragFrom = -1;
  let dragMoved = false;

  const foreign = (event: Event): boolean =>
    target.ignores !== undefined && event.target instanceof Node && target.ignores.contains(event.target);
  const positionAt = (event: MouseEvent): { position: number; column: number } => {
    const rect = target.scroller.getBoundingClientRect();
    const { top, left } = target.scroll();
    const hit = target.hitTest(event.clientX - rect.left + left, event.clientY - rect.top + top);
    return {
      position: hit.position >= 0 && hit.position < target.order.count ? hit.position : -1,
      column: hit.column,
    };
  };

  const onMouseDown = (event: MouseEvent) => {
    if (foreign(event)) return;
    const { position, column } = positionAt(event);
    dragMoved = false;
    dragFrom =
      target.reorderable() && position >= 0 && target.columns()[column]?.kind === "code" ? position : -1;
  };
  const onMouseMove = (event: MouseEvent) => {
    const { position } = foreign(event) ? { position: -1 } : positionAt(event);
    if (dragFrom >= 0 && position >= 0 && position !== dragFrom) dragMoved = true;
    target.onHover(position);
  };
  const onMouseUp = (event: MouseEvent) => {
    if (dragFrom >= 0 && dragMoved) {
      const { position } = positionAt(event);
      if (position >= 0) target.onMove(dragFrom, position);
    }
    dragFrom = -1;
  };
  const onMouseLeave = () => target.onHover(-1);
  const onClick = (event: MouseEvent) => {
    if (foreign(event)) return;
    if (dragMoved) {
      dragMoved = false;
      return;
    }
    const { position, column } = positionAt(event);
    if (position < 0) return;
    target.onCell(position, column, event);
    const code = target.codeOf(position);
    const kind = target.columns()[column]?.kind;
    // The star and the favourites checkbox toggle the favourite; the rest of the row opens it.
    if (kind === "star" || kind === "checkbox") target.onStarClick(code);
    else target.onRowClick(code);
  };
  const onContextMenu = (event: MouseEvent) => {
    if (foreign(event)) return;
    const { position, column } = positionAt(event);
    if (position < 0) return;
    target.onCell(position, column, event);
    // The browser's own menu stays when the host does not handle it.
    if (target.onRowContextMenu(target.codeOf(position), event.clientX, event.clientY))
      event.preventDefault();
  };
  const onHeader = (event: MouseEvent) => {
    const cell = (event.target as HTMLElement).closest("[data-column]") as HTMLElement | null;
    const column = target.columns().find((c) => c.id === cell?.dataset.column);
    if (column !== undefined) target.onHeaderClick(column);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (foreign(event)) return;
    const { viewportHeight } = target.scroll();
    const action = handleKey(
      nav,
      event.key,
      { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey, shift: event.shiftKey },
      {
        rowCount: target.order.count,
        colCount: target.columns().length,
        pageRows: Math.max(1, Math.floor(viewportHeight / target.rowHeight())),
        now: performance.now(),
        codeAt: (row) => target.codeOf(row),
        startCol: 1,
      },
    );
    nav = action.state;
    if (action.type === "ignore") return;
    event.preventDefault();
    if (action.type === "open") target.onRowClick(target.codeOf(action.row));
    target.onFocus(nav);
  };

  // Tabbing into the board shows where the keys act: the first row takes the focus outline. A mouse
  // click focuses without it (the click itself says where), which :focus-visible tells apart.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== target.root || nav.row >= 0 || target.order.count === 0) return;
    if (typeof target.root.matches === "function" && !target.root.matches(":focus-visible")) return;
    nav = { ...nav, row: 0, col: 1 };
    target.onFocus(nav);
  };

  const { scroller, header, root } = target;
  root.addEventListener("focus", onFocusIn);
  scroller.addEventListener("mousedown", onMouseDown);
  scroller.addEventListener("mousemove", onMouseMove);
  scroller.addEventListener("mouseup", onMouseUp);
  scroller.addEventListener("mouseleave", onMouseLeave);
  scroller.addEventListener("click", onClick);
  scroller.addEventListener("contextmenu", onContextMenu);
  header.addEventListener("click", onHeader);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    scroller.removeEventListener("mousedown", onMouseDown);
    scroller.removeEventListener("mousemove", onMouseMove);
    scroller.removeEventListener("mouseup", onMouseUp);
    scroller.removeEventListener("mouseleave", onMouseLeave);
    scroller.removeEventListener("click", onClick);
    scroller.removeEventListener("contextmenu", onContextMenu);
    header.removeEventListener("click", onHeader);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("focus", onFocusIn);
  };
}
