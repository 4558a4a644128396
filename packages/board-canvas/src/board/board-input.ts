import type { ColumnDef } from "../columns/column-def";
import {
  handleKey,
  INITIAL_NAV_STATE,
  type NavContext,
  type NavModifiers,
  type NavState,
} from "../model/keyboard-navigation";
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
  hitTest(x: number, y: number): CellHit;
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

/** A pointer position resolved to a row's display position (-1 for none) and a column index. */
export interface CellHit {
  position: number;
  column: number;
}

/** A drag of a row by its code, shared by the pointer (which moves it) and the click (which it eats). */
interface DragState {
  /** The display position the drag started on, -1 when no drag is on. */
  from: number;
  /** The pointer left the row it started on: the release moves the row, and is not a click. */
  moved: boolean;
}

/**
 * Mouse and keyboard on a board: clicks (row, star, header), hover, dragging a row by its code to
 * reorder, and keyboard navigation through the pure state machine of model/keyboard-navigation.
 * Returns the function that removes every listener (a destroyed board leaves none behind).
 */
export function attachBoardInput(target: InputTarget): () => void {
  const drag: DragState = { from: -1, moved: false };
  return detachAll([
    attachPointer(target, drag),
    attachClick(target, drag),
    attachContextMenu(target),
    attachHeaderClick(target),
    attachKeyboard(target),
  ]);
}

/** Adds `handler` for `type` on `element`; returns its removal. */
function listen<K extends keyof HTMLElementEventMap>(
  element: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
): () => void {
  element.addEventListener(type, handler);
  return () => element.removeEventListener(type, handler);
}

/** One removal for all of `detachers`. */
function detachAll(detachers: readonly (() => void)[]): () => void {
  return () => {
    for (const detach of detachers) detach();
  };
}

/** An event from inside the host's own element (the expanded row's panel): not the board's. */
function isForeign(target: InputTarget, event: Event): boolean {
  return (
    target.ignores !== undefined && event.target instanceof Node && target.ignores.contains(event.target)
  );
}

/** The row and column under a mouse event (the scroll applied); position -1 off the rows. */
function cellAt(target: InputTarget, event: MouseEvent): CellHit {
  const rect = target.scroller.getBoundingClientRect();
  const { top, left } = target.scroll();
  const hit = target.hitTest(event.clientX - rect.left + left, event.clientY - rect.top + top);
  return {
    position: hit.position >= 0 && hit.position < target.order.count ? hit.position : -1,
    column: hit.column,
  };
}

/** Hover, and dragging a row by its code to another place (when the board is reorderable). */
function attachPointer(target: InputTarget, drag: DragState): () => void {
  const onMouseDown = (event: MouseEvent) => {
    if (isForeign(target, event)) return;
    const { position, column } = cellAt(target, event);
    drag.moved = false;
    drag.from =
      target.reorderable() && position >= 0 && target.columns()[column]?.kind === "code" ? position : -1;
  };
  const onMouseMove = (event: MouseEvent) => {
    const position = isForeign(target, event) ? -1 : cellAt(target, event).position;
    if (drag.from >= 0 && position >= 0 && position !== drag.from) drag.moved = true;
    target.onHover(position);
  };
  const onMouseUp = (event: MouseEvent) => {
    if (drag.from >= 0 && drag.moved) {
      const { position } = cellAt(target, event);
      if (position >= 0) target.onMove(drag.from, position);
    }
    drag.from = -1;
  };
  const { scroller } = target;
  return detachAll([
    listen(scroller, "mousedown", onMouseDown),
    listen(scroller, "mousemove", onMouseMove),
    listen(scroller, "mouseup", onMouseUp),
    listen(scroller, "mouseleave", () => target.onHover(-1)),
  ]);
}

/** A click on a cell: the cell's handler, then the star's or the row's (not at the end of a drag). */
function attachClick(target: InputTarget, drag: DragState): () => void {
  return listen(target.scroller, "click", (event) => {
    if (isForeign(target, event)) return;
    if (drag.moved) {
      drag.moved = false;
      return;
    }
    const { position, column } = cellAt(target, event);
    if (position < 0) return;
    target.onCell(position, column, event);
    const code = target.codeOf(position);
    const kind = target.columns()[column]?.kind;
    // The star and the favourites checkbox toggle the favourite; the rest of the row opens it.
    if (kind === "star" || kind === "checkbox") target.onStarClick(code);
    else target.onRowClick(code);
  });
}

/** A right click on a cell: the cell's handler, then the row's menu. */
function attachContextMenu(target: InputTarget): () => void {
  return listen(target.scroller, "contextmenu", (event) => {
    if (isForeign(target, event)) return;
    const { position, column } = cellAt(target, event);
    if (position < 0) return;
    target.onCell(position, column, event);
    // The browser's own menu stays when the host does not handle it.
    if (target.onRowContextMenu(target.codeOf(position), event.clientX, event.clientY))
      event.preventDefault();
  });
}

/** A click on a column's header (sorting is the board's business). */
function attachHeaderClick(target: InputTarget): () => void {
  return listen(target.header, "click", (event) => {
    const cell = (event.target as HTMLElement).closest("[data-column]") as HTMLElement | null;
    const column = target.columns().find((c) => c.id === cell?.dataset.column);
    if (column !== undefined) target.onHeaderClick(column);
  });
}

/**
 * The keys (model/keyboard-navigation's state machine) and the focus they move. Tabbing into the board
 * shows where the keys act: the first row takes the focus outline. A mouse click focuses without it
 * (the click itself says where), which :focus-visible tells apart, and the keys go on from its cell.
 */
function attachKeyboard(target: InputTarget): () => void {
  let nav: NavState = INITIAL_NAV_STATE;
  const onKeyDown = (event: KeyboardEvent) => {
    if (isForeign(target, event)) return;
    const action = handleKey(nav, event.key, modifiers(event), keyContext(target));
    nav = action.state;
    if (action.type === "ignore") return;
    event.preventDefault();
    if (action.type === "open") target.onRowClick(target.codeOf(action.row));
    target.onFocus(nav);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== target.root || nav.row >= 0 || target.order.count === 0) return;
    if (typeof target.root.matches === "function" && !target.root.matches(":focus-visible")) return;
    nav = { ...nav, row: 0, col: 1 };
    target.onFocus(nav);
  };
  // A click puts the keys where it landed (no outline: the click says where), so the next arrow moves
  // from the row the trader clicked, not from the top.
  const onClick = (event: MouseEvent) => {
    if (isForeign(target, event)) return;
    const { position, column } = cellAt(target, event);
    if (position >= 0) nav = { ...nav, row: position, col: Math.max(0, column) };
  };
  return detachAll([
    listen(target.root, "focus", onFocusIn),
    listen(target.root, "keydown", onKeyDown),
    listen(target.scroller, "click", onClick),
  ]);
}

function modifiers(event: KeyboardEvent): NavModifiers {
  return { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey, shift: event.shiftKey };
}

/** What a key acts on: the rows and columns there are, a page of rows, the code of a row. */
function keyContext(target: InputTarget): NavContext {
  const { viewportHeight } = target.scroll();
  return {
    rowCount: target.order.count,
    colCount: target.columns().length,
    pageRows: Math.max(1, Math.floor(viewportHeight / target.rowHeight())),
    now: performance.now(),
    codeAt: (row) => target.codeOf(row),
    startCol: 1,
  };
}
