import type { DirtySet } from "@vnboard/feed";
import { FIRST_ROWS_MARK, FLASH_MS } from "../layout/constants";
import type { PaintSurface } from "../render/paint-surface";
import { type ExposedBand, exposedBand, shiftDevicePixels } from "../render/scroll-shift";
import type { BoardState } from "./board-state";
import type { BoardViewPart } from "./board-view-part";
import { type FrameScheduler, Invalidate, isFullMask, isLayoutMask } from "./frame-scheduler";
import type { FrameStats } from "./frame-stats";
import type { ScreenReaderRows } from "./screen-reader-rows";

/** The view part the board shows now (the board switches it; the painter reads it per frame). */
export interface CurrentView {
  current: BoardViewPart;
}

/**
 * One frame of the board: takes the scheduler's merged mask, moves the drawn image on a vertical scroll
 * when it can, lets the current view draw the damaged cells into the batch, presents, and schedules the
 * paint that draws the last flashes off. Allocates nothing in steady state.
 */
export class FramePainter {
  /** The scrollTop the canvas's pixels were drawn at: a partial paint after a scroll shifts them. */
  private paintedTop = 0;
  private lastPaint = 0;
  /** The clock time of the store's latest value change (flashes end FLASH_MS after it). */
  private latestChange = 0;
  private readonly band: ExposedBand = { top: 0, bottom: 0 };
  /** Whether a paint has drawn rows yet (the first one sets FIRST_ROWS_MARK). */
  private rowsPainted = false;
  /** What frames skipped while the surface was busy asked for, painted when it is ready. */
  private heldMask = 0;
  scheduler: FrameScheduler | null = null;

  constructor(
    private readonly state: BoardState,
    private readonly view: CurrentView,
    private readonly surface: PaintSurface,
    private readonly dirty: DirtySet,
    private readonly stats: FrameStats,
    private readonly screenReader: ScreenReaderRows,
    private readonly clock: () => number,
    /** Times each paint for FrameStats (a test of the hot path's allocations passes a constant). */
    private readonly stopwatch: () => number = () => performance.now(),
  ) {
    surface.onReady = this.surfaceReady;
  }

  /** The store's values changed now: the next frame draws them, the reader rows take them soon. */
  valuesChanged(): void {
    this.latestChange = this.clock();
    this.scheduler?.invalidate(Invalidate.CELLS);
    this.screenReader.valuesChanged();
  }

  /** The scheduler's frame callback (bound once). */
  readonly paint = (mask: number, time: number): void => {
    const { state, surface, stats } = this;
    // Nothing is lost by waiting: the next paint draws every cell changed since the last one.
    if (surface.busy === true) {
      this.heldMask |= mask;
      stats.skippedBusy++;
      return;
    }
    const frame = state.frame;
    const now = this.clock();
    const start = this.stopwatch();
    const moved = frame.scrollTop !== this.paintedTop;
    const shifted = !isFullMask(mask) && moved && this.shiftForScroll();
    const full = isFullMask(mask) || (moved && !shifted);
    surface.batch.begin();
    const cells = this.view.current.paint(now, this.lastPaint, full, this.dirty);
    // After the cells asked for their glyphs, before they are drawn: a character seen for the first time
    // in this paint (the TPRL checkbox's ticked ☑) is uploaded now, not left blank until a later repaint.
    state.atlas.flush();
    surface.batch.end();
    frame.miniCharts?.flush();
    if (cells > 0 || full || shifted) surface.present(full);
    if (!this.rowsPainted && frame.rowCount > 0 && (cells > 0 || full)) this.markFirstRows();
    this.paintedTop = frame.scrollTop;
    frame.exposedTop = frame.exposedBottom = 0;
    if (shifted) stats.scrollShifts++;
    this.dirty.clear();
    this.lastPaint = now;
    stats.record(time, this.stopwatch() - start, cells);
    if (isLayoutMask(mask) || (moved && !shifted)) this.screenReader.refresh(false);
    else if (shifted) this.screenReader.refresh(true);
    else if (full) this.screenReader.valuesChanged();
    // Flashes end 300 ms after the last change: one more paint then draws them off (one timer at a time,
    // not one per frame: when it fires while cells still flash, that paint arms the next).
    const sinceChange = now - this.latestChange;
    if (frame.flashEnabled && sinceChange < FLASH_MS)
      this.scheduler?.invalidateAfter(Invalidate.CELLS, FLASH_MS - sinceChange + 1);
  };

  private readonly surfaceReady = (): void => {
    const mask = this.heldMask;
    this.heldMask = 0;
    if (mask !== 0) this.scheduler?.invalidate(mask);
  };

  /**
   * The first frame with rows in it (records in the store for the board's codes): a User Timing mark
   * the page can read (`performance.getEntriesByName(FIRST_ROWS_MARK)`; benchmarks/first-paint.bench.ts).
   * With the worker surface it marks the hand-off of that frame to the drawing worker.
   */
  private markFirstRows(): void {
    this.rowsPainted = true;
    if (typeof performance.mark === "function") performance.mark(FIRST_ROWS_MARK);
    this.state.opts.onFirstRows?.();
  }

  /**
   * A view that allows it scrolled vertically and nothing asked for a full paint: moves the drawn image
   * by the scroll and marks the uncovered band for the painter. False when the move cannot be kept (a
   * move of a view or more, fractional device pixels, a surface without a shift): then a full paint.
   */
  private shiftForScroll(): boolean {
    const frame = this.state.frame;
    const dy = frame.scrollTop - this.paintedTop;
    if (!this.view.current.shiftsOnScroll) return false;
    if (Number.isNaN(shiftDevicePixels(dy, frame.viewportHeight, this.state.resolution))) return false;
    if (!this.surface.shift(dy)) return false;
    exposedBand(dy, frame.viewportHeight, this.band);
    frame.exposedTop = this.band.top;
    frame.exposedBottom = this.band.bottom;
    return true;
  }
}
