import { TYPE_AHEAD_RESET_MS } from "../layout/constants";

/*
 * Keyboard focus of a table board as a pure state machine: (state, key, modifiers, context) -> action.
 * Rows are display indices (RowOrder positions), columns indices into the visible column set. The board
 * applies the action: redraws the focus cell, scrolls it into view (scrollTopToReveal), opens the popup.
 * The spec has no keyboard model of its own; Enter opening the stock popup follows ("clicking the
 * code or anywhere else in a row opens the stock popup").
 */

export interface NavState {
  /** Focused display row, -1 when nothing is focused. */
  readonly row: number;
  readonly col: number;
  /** Type-ahead prefix typed so far (upper case). */
  readonly prefix: string;
  /** When the prefix was last extended (ms, the context's clock). */
  readonly prefixAt: number;
}

export const INITIAL_NAV_STATE: NavState = { row: -1, col: 0, prefix: "", prefixAt: 0 };

export interface NavModifiers {
  readonly ctrl?: boolean;
  readonly meta?: boolean;
  readonly alt?: boolean;
  readonly shift?: boolean;
}

export interface NavContext {
  readonly rowCount: number;
  readonly colCount: number;
  /** Rows that fit in the viewport: the PageUp / PageDown step. */
  readonly pageRows: number;
  /** Current time in ms (event.timeStamp or performance.now()). */
  readonly now: number;
  /** The code at a display row (RowOrder.codeAt). */
  codeAt(row: number): string;
  /** Column focused when focus starts from nothing (the code column); 0 if absent. */
  readonly startCol?: number;
}

export type NavAction =
  /** The focus moved (or the prefix changed); `state` is the new state. */
  | { readonly type: "focus"; readonly state: NavState }
  /** Enter on a focused row: open that row's stock popup. */
  | { readonly type: "open"; readonly state: NavState; readonly row: number; readonly col: number }
  /** Escape: focus cleared. */
  | { readonly type: "clear"; readonly state: NavState }
  /** Not a navigation key (or nothing to do): the board lets the event through. */
  | { readonly type: "ignore"; readonly state: NavState };

function clamp(value: number, lo: number, hi: number): number {
  return value < lo ? lo : Math.min(value, hi);
}

function focus(state: NavState, row: number, col: number, ctx: NavContext): NavAction {
  const next: NavState = {
    row: clamp(row, 0, ctx.rowCount - 1),
    col: clamp(col, 0, ctx.colCount - 1),
    prefix: "",
    prefixAt: 0,
  };
  return { type: "focus", state: next.row === state.row && next.col === state.col ? state : next };
}

/** First display row whose code starts with `prefix`, or -1. */
function findPrefix(prefix: string, ctx: NavContext): number {
  for (let row = 0; row < ctx.rowCount; row++)
    if (ctx.codeAt(row).toUpperCase().startsWith(prefix)) return row;
  return -1;
}

/**
 * Type-ahead: the character extends the prefix (reset after TYPE_AHEAD_RESET_MS of pause) and focus
 * jumps to the first code starting with it. When the longer prefix matches nothing, the character alone
 * starts a new search, so a mistyped letter does not lock the search until the pause.
 */
function typeAhead(state: NavState, char: string, ctx: NavContext): NavAction {
  const upper = char.toUpperCase();
  const fresh = state.prefix === "" || ctx.now - state.prefixAt > TYPE_AHEAD_RESET_MS;
  let prefix = fresh ? upper : state.prefix + upper;
  let row = findPrefix(prefix, ctx);
  if (row < 0 && !fresh) {
    prefix = upper;
    row = findPrefix(prefix, ctx);
  }
  const col = state.row < 0 ? (ctx.startCol ?? 0) : state.col;
  return {
    type: "focus",
    state: {
      row: row < 0 ? state.row : row,
      col: row < 0 ? state.col : clamp(col, 0, ctx.colCount - 1),
      prefix,
      prefixAt: ctx.now,
    },
  };
}

/** `key` is KeyboardEvent.key. */
export function handleKey(state: NavState, key: string, modifiers: NavModifiers, ctx: NavContext): NavAction {
  if (key === "Escape") {
    return state.row < 0 && state.prefix === ""
      ? { type: "ignore", state }
      : { type: "clear", state: INITIAL_NAV_STATE };
  }
  if (ctx.rowCount <= 0 || ctx.colCount <= 0) return { type: "ignore", state };
  const jump = modifiers.ctrl === true || modifiers.meta === true;
  // With no focus yet, the first navigation key focuses the first row.
  if (state.row < 0) {
    switch (key) {
      case "ArrowDown":
      case "ArrowUp":
      case "ArrowLeft":
      case "ArrowRight":
      case "PageDown":
      case "PageUp":
      case "Home":
        return focus(state, 0, ctx.startCol ?? 0, ctx);
      case "End":
        return focus(state, jump ? ctx.rowCount - 1 : 0, jump ? (ctx.startCol ?? 0) : ctx.colCount - 1, ctx);
    }
  } else {
    const page = Math.max(ctx.pageRows, 1);
    switch (key) {
      case "ArrowDown":
        return focus(state, jump ? ctx.rowCount - 1 : state.row + 1, state.col, ctx);
      case "ArrowUp":
        return focus(state, jump ? 0 : state.row - 1, state.col, ctx);
      case "ArrowRight":
        return focus(state, state.row, jump ? ctx.colCount - 1 : state.col + 1, ctx);
      case "ArrowLeft":
        return focus(state, state.row, jump ? 0 : state.col - 1, ctx);
      case "PageDown":
        return focus(state, state.row + page, state.col, ctx);
      case "PageUp":
        return focus(state, state.row - page, state.col, ctx);
      case "Home":
        return jump ? focus(state, 0, state.col, ctx) : focus(state, state.row, 0, ctx);
      case "End":
        return jump
          ? focus(state, ctx.rowCount - 1, state.col, ctx)
          : focus(state, state.row, ctx.colCount - 1, ctx);
      case "Enter":
        if (state.row >= ctx.rowCount) return { type: "ignore", state };
        return { type: "open", state, row: state.row, col: state.col };
    }
  }
  // Codes are letters and digits (VN30F1M, E1VFVN30); shortcuts with Ctrl/Meta/Alt are not typing.
  if (key.length === 1 && !jump && modifiers.alt !== true && /[0-9A-Za-z]/.test(key)) {
    return typeAhead(state, key, ctx);
  }
  return { type: "ignore", state };
}

/** Keeps a focus inside the board after rows or columns went away (a resync, a column toggle). */
export function clampNavState(state: NavState, rowCount: number, colCount: number): NavState {
  if (state.row < 0) return state;
  if (rowCount <= 0 || colCount <= 0) return INITIAL_NAV_STATE;
  const row = clamp(state.row, 0, rowCount - 1);
  const col = clamp(state.col, 0, colCount - 1);
  return row === state.row && col === state.col ? state : { ...state, row, col };
}
