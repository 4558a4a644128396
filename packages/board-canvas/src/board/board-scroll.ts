import { onDevicePixelGrid } from "../render/scroll-shift";
import type { BoardDom } from "./board-dom";
import type { BoardState } from "./board-state";
import { Invalidate } from "./frame-scheduler";

/** What a scroll moves besides the rows: the panel, the outlines, and the next frame. */
export interface ScrollListener {
  scrolled(mask: number): void;
}

/**
 * The native scroller's position as the board draws it. A horizontal move repaints whole; a vertical
 * one is left to the paint, which shifts the drawn image when it can (frame-painter.ts).
 */
export class BoardScroll {
  /** The scroller's own scrollTop as the browser gives it (frame.scrollTop is it on the device grid). */
  scrolledTop = 0;

  constructor(
    private readonly state: BoardState,
    private readonly dom: BoardDom,
    private readonly listener: ScrollListener,
  ) {}

  /** The scroll event's handler (bound once). */
  readonly onScroll = (): void => {
    const { dom, state } = this;
    const frame = state.frame;
    const top = dom.scroller.scrollTop;
    const left = dom.scroller.scrollLeft;
    if (top === this.scrolledTop && left === frame.scrollLeft) return;
    let mask = Invalidate.SCROLL;
    if (left !== frame.scrollLeft) {
      mask |= Invalidate.FULL;
      dom.header.style.transform = `translateX(${-left}px)`;
    }
    this.scrolledTop = top;
    // Drawn on the device pixel grid, so that two offsets differ by whole device pixels and the scroll
    // shift applies (a zoomed page's fractional offsets at DPR 1 and 2). The rows are then at most half
    // a device pixel off the scroller: invisible, and below any hit-test precision.
    frame.scrollTop = onDevicePixelGrid(top, state.resolution);
    frame.scrollLeft = left;
    this.listener.scrolled(mask);
    state.opts.onScroll?.(top, left);
  };

  /**
   * The scroller's scrollTop now. A viewer's scroll is reported by the scroll event at the next frame;
   * a reader in between (an auto-scroll timer) would otherwise take the old position and write it back
   * over the viewer's move. Taking the move here keeps the getter, the paint and the browser agreeing.
   */
  get top(): number {
    const { scroller } = this.dom;
    if (scroller.scrollTop !== this.scrolledTop || scroller.scrollLeft !== this.state.frame.scrollLeft)
      this.onScroll();
    return this.scrolledTop;
  }

  get max(): number {
    return Math.max(0, this.dom.scroller.scrollHeight - this.dom.scroller.clientHeight);
  }

  /** Scrolls to `top` (clamped; NaN as 0) and returns the scroller's scrollTop. */
  scrollTo(top: number): number {
    const target = Math.max(0, Math.min(Number.isFinite(top) ? top : 0, this.max));
    if (target !== this.dom.scroller.scrollTop) {
      this.dom.scroller.scrollTop = target;
      // Take the move now rather than at the scroll event (next frame): the getter and the paint agree.
      this.onScroll();
    }
    return this.scrolledTop;
  }
}
