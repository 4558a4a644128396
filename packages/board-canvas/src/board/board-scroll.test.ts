import { describe, expect, it } from "vitest";
import type { BoardDom } from "./board-dom";
import { BoardScroll } from "./board-scroll";
import type { BoardState } from "./board-state";
import { Invalidate } from "./frame-scheduler";

/** A scroller as the browser has it: scrollTop moves at once, the scroll event comes a frame later. */
function scrollerOf(height: number, viewport: number) {
  return { scrollTop: 0, scrollLeft: 0, scrollHeight: height, clientHeight: viewport };
}

function boardScroll() {
  const scroller = scrollerOf(10_000, 500);
  const dom = { scroller, header: { style: { transform: "" } } } as unknown as BoardDom;
  const state = { frame: { scrollTop: 0, scrollLeft: 0 }, resolution: 1, opts: {} } as unknown as BoardState;
  const masks: number[] = [];
  const scroll = new BoardScroll(state, dom, { scrolled: (mask) => masks.push(mask) });
  return { scroll, scroller, state, masks };
}

describe("BoardScroll", () => {
  it("reads a viewer's scroll that the scroll event has not reported yet, and draws it", () => {
    const { scroll, scroller, state, masks } = boardScroll();
    scroller.scrollTop = 8_000; // the viewer dragged the scrollbar; no scroll event yet
    expect(scroll.top).toBe(8_000);
    expect(state.frame.scrollTop).toBe(8_000);
    expect(masks).toEqual([Invalidate.SCROLL]);
    // The event that comes later finds nothing new to draw.
    scroll.onScroll();
    expect(masks).toHaveLength(1);
  });

  it("a step from where the viewer left the view goes on from there, not from the old position", () => {
    const { scroll, scroller } = boardScroll();
    scroll.scrollTo(30);
    scroller.scrollTop = 9_000;
    expect(scroll.scrollTo(scroll.top + 1)).toBe(9_001);
  });

  it("clamps to the rows' end and takes NaN as the top", () => {
    const { scroll } = boardScroll();
    expect(scroll.scrollTo(1e9)).toBe(9_500);
    expect(scroll.max).toBe(9_500);
    expect(scroll.scrollTo(Number.NaN)).toBe(0);
  });
});
