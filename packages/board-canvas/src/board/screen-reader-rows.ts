import { createIndexRange } from "../layout/index-range";
import { visibleRange } from "../layout/viewport";
import {
  A11Y_REFRESH_MS,
  A11Y_ROWS_PER_FRAME,
  type A11yStale,
  type A11yTarget,
  columnA11yCells,
  renderA11yRows,
  STALE_ROW_LABEL,
  writeA11yRows,
} from "./a11y-rows";
import type { BoardDom } from "./board-dom";
import type { BoardState } from "./board-state";
import type { FrameClock } from "./frame-scheduler";
import { SlicedRefresh } from "./sliced-refresh";

let boardCount = 0;

/**
 * The rows a screen reader sees (a11y-rows.ts), kept in step with the canvas: rebuilt at once on layout,
 * focus and scroll moves, and while prices change (or a live sort moves rows) at most every
 * A11Y_REFRESH_MS, never per tick, so that an assistive technology is not flooded with announcements.
 * That value refresh is written A11Y_ROWS_PER_FRAME rows a frame (sliced-refresh.ts), not in one task.
 */
export class ScreenReaderRows {
  private readonly target: A11yTarget;
  private readonly range = createIndexRange();
  private readonly slices: SlicedRefresh;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly state: BoardState,
    dom: BoardDom,
    frameClock?: FrameClock,
  ) {
    this.target = {
      grid: dom.grid,
      root: dom.root,
      cellsOf: columnA11yCells(state.frame),
      staleOf: this.staleOf,
      idPrefix: `vnboard-${++boardCount}`,
    };
    this.slices = new SlicedRefresh(this.writeSlice, A11Y_ROWS_PER_FRAME, frameClock);
  }

  /** Rebuilds the visible rows now; with `ifRowsMoved` only when the visible range changed. */
  refresh(ifRowsMoved: boolean): void {
    const moved = this.measureRange();
    if (ifRowsMoved && !moved) return;
    this.slices.cancel();
    const { state, range } = this;
    renderA11yRows(this.target, state.order.rows, range.first, range.last, state.focused);
  }

  /**
   * Values changed, or a live sort moved rows: the rows take them within A11Y_REFRESH_MS (one timer per
   * period, bound once), a slice a frame.
   */
  valuesChanged(): void {
    this.timer ??= setTimeout(this.onTimer, A11Y_REFRESH_MS);
  }

  destroy(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.slices.cancel();
  }

  /** Takes the visible range into `range`; true when it differs from the one the rows were built for. */
  private measureRange(): boolean {
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
    return range.first !== shownFirst || range.last !== shownLast;
  }

  /** One frame's rows of a value refresh (bound once). */
  private readonly writeSlice = (from: number, to: number): void => {
    writeA11yRows(this.target, this.state.order.rows, this.range.first, from, to);
  };

  /** The stale row's label (option `isRowStale`), bound once. */
  private readonly staleOf: A11yStale = (row) => {
    const { frame, opts } = this.state;
    if (frame.isRowStale === null || !frame.isRowStale(frame.store, row)) return null;
    return opts.staleRowLabel ?? STALE_ROW_LABEL[opts.language ?? "vi"];
  };

  private readonly onTimer = (): void => {
    this.timer = null;
    const { range, target } = this;
    const count = Math.max(0, range.last - range.first + 1);
    // Rows the last render did not make (the range moved without a render): a whole render at once.
    if (this.measureRange() || target.grid.children.length !== count) this.refresh(false);
    else this.slices.start(count);
  };
}
