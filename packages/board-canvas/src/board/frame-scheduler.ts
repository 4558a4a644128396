/**
 * What a paint must redo, as bit flags merged into one mask until the frame runs (the way
 * lightweight-charts merges its invalidation masks): any number of changes in a burst cost one frame.
 */
export const Invalidate = {
  /** Store values changed: the painter redraws the dirty and flash-ending cells. */
  CELLS: 1,
  /** The view scrolled vertically: the drawn image is shifted when it can be, else redrawn. */
  SCROLL: 2,
  /** Row order, sizes or columns changed: the layout was redone, every visible cell is redrawn. */
  LAYOUT: 4,
  /** Everything is redrawn (theme, visibility, a horizontal scroll, `invalidate()`). */
  FULL: 8,
  /**
   * A live sort moved rows (the feed, not the user): every visible cell is redrawn, as for LAYOUT, but the
   * screen-reader rows take the new order at their tick rate, never per tick.
   */
  REORDER: 16,
} as const;

/** True when `mask` asks for every visible cell to be drawn. */
export function isFullMask(mask: number): boolean {
  return (mask & (Invalidate.LAYOUT | Invalidate.FULL | Invalidate.REORDER)) !== 0;
}

/** True when `mask` asks for the screen-reader rows to be rebuilt at once (the user's layout changes). */
export function isLayoutMask(mask: number): boolean {
  return (mask & (Invalidate.LAYOUT | Invalidate.FULL)) !== 0;
}

/** The browser's frame clock, injectable for tests. */
export interface FrameClock {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
  /** A one-shot timer (the end of a flash): the callback is bound once, never a closure per call. */
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
}

export const BROWSER_FRAME_CLOCK: FrameClock = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  setTimer: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Asks for at most one animation frame at a time and hands that frame the merged mask. Idle (no
 * invalidation) it asks for nothing, so an idle board draws nothing. Allocates nothing per frame: the
 * frame and timer callbacks are bound once here.
 */
export class FrameScheduler {
  private mask = 0;
  private handle = 0;
  private timer: unknown = null;
  private timerMask = 0;
  private destroyed = false;

  constructor(
    private readonly paint: (mask: number, time: number) => void,
    private readonly clock: FrameClock = BROWSER_FRAME_CLOCK,
  ) {}

  /** Merges `mask` into the next frame's and asks for that frame unless one is already asked for. */
  invalidate(mask: number): void {
    if (this.destroyed) return;
    this.mask |= mask;
    if (this.handle === 0) this.handle = this.clock.request(this.runFrame);
  }

  /**
   * Invalidates `mask` after `delayMs`. One timer at a time: while one is armed a later call is ignored
   * (the paint that timer brings may arm the next), so a stream of frames arms no timer per frame.
   */
  invalidateAfter(mask: number, delayMs: number): void {
    if (this.destroyed || this.timer !== null) return;
    this.timerMask = mask;
    this.timer = this.clock.setTimer(this.onTimer, delayMs);
  }

  /** True while a frame is asked for. */
  get pending(): boolean {
    return this.handle !== 0;
  }

  /** Cancels the asked-for frame and timer; later invalidations ask for nothing. */
  destroy(): void {
    this.destroyed = true;
    if (this.handle !== 0) this.clock.cancel(this.handle);
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.handle = 0;
    this.timer = null;
    this.mask = 0;
  }

  private readonly runFrame = (time: number): void => {
    this.handle = 0;
    const mask = this.mask;
    this.mask = 0;
    if (mask !== 0) this.paint(mask, time);
  };

  private readonly onTimer = (): void => {
    this.timer = null;
    this.invalidate(this.timerMask);
  };
}
