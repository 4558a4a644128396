import { type ExpandedRect, expandedGapTop, writeExpandedRect } from "../layout/expanded-row";
import type { BoardDom } from "./board-dom";
import type { BoardState } from "./board-state";

/**
 * The host's panel in the expanded row's gap (derivatives board): content coordinates of the scroller,
 * so it scrolls with the rows by itself; only a horizontal scroll moves it, to keep it on screen. Tells
 * the host where the gap is (`onExpandedRect`). Placed on relayout and scroll, never per tick.
 */
export class ExpandedPanel {
  private readonly rect: ExpandedRect = { left: 0, top: 0, width: 0, height: 0, visible: false };
  private shown = false;
  private width = 0;

  constructor(
    private readonly state: BoardState,
    private readonly dom: BoardDom,
  ) {}

  /** `measure`: read the scroller's width again (layout changes only: a read per scroll forces a layout). */
  place(measure: boolean): void {
    const { state, dom, rect } = this;
    const { frame, rowHeight, expandedHeight, opts } = state;
    const panel = dom.panel;
    const visible = writeExpandedRect(
      rect,
      frame.expandedRow,
      rowHeight,
      expandedHeight,
      frame.scrollTop,
      frame.viewportWidth,
      frame.viewportHeight,
      state.headerHeight,
    );
    if (!visible) {
      panel.style.display = "none";
      if (this.shown) opts.onExpandedRect?.(null);
      this.shown = false;
      return;
    }
    // The scroller's width without its scrollbar.
    if (measure) this.width = dom.scroller.clientWidth || frame.viewportWidth;
    Object.assign(panel.style, {
      display: "block",
      transform: `translate(${frame.scrollLeft}px, ${expandedGapTop(frame.expandedRow, rowHeight)}px)`,
      width: `${this.width}px`,
      height: `${rect.height}px`,
    });
    rect.width = this.width;
    this.shown = true;
    opts.onExpandedRect?.(rect);
  }
}
