/**
 * Auto-scroll of the /scroll boards (spec 4 and 9): the view moves 1 px every 50 ms and loops to the top.
 *
 * Scrolling the board's own scroller by 1 px makes the engine redraw every visible cell (a scroll is a
 * full repaint), 20 times a second: at 3840x2160 on a CPU-rendered canvas that was about one frame a
 * second (docs/special-boards.md). So the board is scrolled one whole row at a time, and in between
 * its canvas is moved up by 0..rowHeight-1 px with a CSS transform, which the compositor does without
 * a repaint. The board is given one extra row of height below the visible area so that the row moving
 * in is already drawn.
 */

/**
 * The next position of the view (px from the top of the rows): one step down, and back to the top once
 * the end was shown (the bottom row stays on screen for one step before the loop).
 */
export function nextScrollTop(current: number, maxScrollTop: number, step: number): number {
  if (!(maxScrollTop > 0)) return 0;
  if (current >= maxScrollTop - 0.5) return 0;
  return Math.min(maxScrollTop, Math.max(0, current) + step);
}

/** Where the view position puts the board's scroller (whole rows) and the canvas shift (the rest). */
export interface ScrollSplit {
  scrollTop: number;
  shift: number;
}

/**
 * Splits a view position into the board's scrollTop (a multiple of `rowHeight`, at most
 * `boardMaxScrollTop`) and the CSS shift of the canvas that makes up the difference.
 */
export function splitScroll(
  position: number,
  rowHeight: number,
  boardMaxScrollTop: number,
  out: ScrollSplit,
): ScrollSplit {
  const whole = position - (position % rowHeight);
  out.scrollTop = Math.max(0, Math.min(whole, boardMaxScrollTop));
  out.shift = position - out.scrollTop;
  return out;
}

/** The longest view position: the board's own range plus the extra row below the visible area. */
export function viewMaxScrollTop(boardMaxScrollTop: number, rowHeight: number): number {
  return boardMaxScrollTop > 0 ? boardMaxScrollTop + rowHeight : 0;
}

/** The board element's child matching `test`, or null. */
function childWhere(root: HTMLElement, test: (child: HTMLElement) => boolean): HTMLElement | null {
  for (const child of Array.from(root.children))
    if (child instanceof HTMLElement && test(child)) return child;
  return null;
}

/** The element a board scrolls: its child whose content overflows vertically (overflow auto or scroll). */
export function findScroller(root: HTMLElement): HTMLElement | null {
  return childWhere(root, (child) => {
    const overflow = getComputedStyle(child).overflowY;
    return overflow === "auto" || overflow === "scroll";
  });
}

/** The element holding the board's canvas (moved by the CSS shift). */
export function findCanvasHost(root: HTMLElement): HTMLElement | null {
  return childWhere(root, (child) => child.querySelector("canvas") !== null);
}

export interface AutoScrollTarget {
  scroller: HTMLElement;
  canvasHost: HTMLElement;
  rowHeight: number;
  /** Called with the view position after each step (a test hook; the page writes it as an attribute). */
  onStep?: (position: number) => void;
}

/**
 * Moves the view by `step` px every `intervalMs` (the engine's AUTO_SCROLL_STEP_PX and
 * AUTO_SCROLL_STEP_MS: 1 px every 50 ms). The position is kept here, not read back, so a browser
 * rounding scrollTop cannot stall the loop; a manual scroll by the viewer is adopted. A step allocates
 * only the transform text. Returns the function that stops it and puts the canvas back.
 */
export function startAutoScroll(target: AutoScrollTarget, step: number, intervalMs: number): () => void {
  const { scroller, canvasHost, rowHeight } = target;
  const split: ScrollSplit = { scrollTop: scroller.scrollTop, shift: 0 };
  let position = scroller.scrollTop;
  canvasHost.style.willChange = "transform";
  const timer = setInterval(() => {
    if (Math.abs(scroller.scrollTop - split.scrollTop) > 2) position = scroller.scrollTop;
    const boardMax = scroller.scrollHeight - scroller.clientHeight;
    position = nextScrollTop(position, viewMaxScrollTop(boardMax, rowHeight), step);
    splitScroll(position, rowHeight, boardMax, split);
    if (scroller.scrollTop !== split.scrollTop) scroller.scrollTop = split.scrollTop;
    canvasHost.style.transform = split.shift === 0 ? "" : `translateY(${-split.shift}px)`;
    target.onStep?.(position);
  }, intervalMs);
  return () => {
    clearInterval(timer);
    canvasHost.style.transform = "";
    canvasHost.style.willChange = "";
  };
}
