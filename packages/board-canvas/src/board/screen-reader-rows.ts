import { createIndexRange } from "../layout/index-range";
import { visibleRange } from "../layout/viewport";
import {
  A11Y_REFRESH_MS,
  type A11yCells,
  type A11yStale,
  columnA11yCells,
  renderA11yRows,
  STALE_ROW_LABEL,
} from "./a11y-rows";
import type { BoardDom } from "./board-dom";
import type { BoardState } from "./board-state";

let boardCount = 0;

/**
 * The rows a screen reader sees (a11y-rows.ts), kept in step with the canvas: rebuilt on layout, focus
 * and scroll moves that change the visible rows, and while prices change at most every A11Y_REFRESH_MS
 * (never per tick, so that an assistive technology is not flooded with announcements).
 */
export class ScreenReaderRows {
  private readonly cells: A11yCells;
  private readonly range = createIndexRange();
  private readonly idPrefix = `vnboard-${++boardCount}`;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly state: BoardState,
    private readonly dom: BoardDom,
  ) {
    this.cells = columnA11yCells(state.frame);
  }

  /** Rebuilds the visible rows; with `ifRowsMoved` only when the visible range changed. */
  refresh(ifRowsMoved: boolean): void {
    const { state, range } = this;
    const { frame, order } = state;
    const shownFirst = range.first;
    const shownLast = range.last;
    visibleRange(
      frame.scrollTop,
      frame.viewportHeight,
      state.rowHeight,
      order.count,
      0,
      range,
      frame.expandedRow,
      state.expandedHeight,
    );
    if (ifRowsMoved && range.first === shownFirst && range.last === shownLast) return;
    renderA11yRows(
      this.dom.grid,
      this.dom.root,
      this.cells,
      order.rows,
      range.first,
      range.last,
      state.focused,
      this.idPrefix,
      this.staleOf,
    );
  }

  /** Values changed: the rows take them within A11Y_REFRESH_MS (one timer per period, bound once). */
  valuesChanged(): void {
    this.timer ??= setTimeout(this.onTimer, A11Y_REFRESH_MS);
  }

  destroy(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The stale row's label (option `isRowStale`), bound once. */
  private readonly staleOf: A11yStale = (row) => {
    const { frame, opts } = this.state;
    if (frame.isRowStale === null || !frame.isRowStale(frame.store, row)) return null;
    return opts.staleRowLabel ?? STALE_ROW_LABEL[opts.language ?? "vi"];
  };

  private readonly onTimer = (): void => {
    this.timer = null;
    this.refresh(false);
  };
}
