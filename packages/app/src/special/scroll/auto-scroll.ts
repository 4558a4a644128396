/**
 * The next scroll position of the auto-scrolling board (spec 4 and 9): one step down, and back to the
 * top once the end was shown (the bottom row stays on screen for one step before the loop).
 */
export function nextScrollTop(current: number, maxScrollTop: number, step: number): number {
  if (!(maxScrollTop > 0)) return 0;
  if (current >= maxScrollTop - 0.5) return 0;
  return Math.min(maxScrollTop, Math.max(0, current) + step);
}

/** The element a board scrolls: its child whose content overflows vertically (overflow auto or scroll). */
export function findScroller(root: HTMLElement): HTMLElement | null {
  for (const child of Array.from(root.children)) {
    const overflow = getComputedStyle(child).overflowY;
    if (child instanceof HTMLElement && (overflow === "auto" || overflow === "scroll")) return child;
  }
  return null;
}

/**
 * Moves `scroller` by `step` px every `intervalMs` (the board engine's AUTO_SCROLL_STEP_PX and
 * AUTO_SCROLL_STEP_MS: 1 px every 50 ms) and loops to the top. The position is kept here (not read
 * back), so a browser rounding scrollTop on a fractional device pixel ratio cannot stall the loop; a
 * manual scroll by the viewer is adopted. Returns the function that stops it.
 */
export function startAutoScroll(scroller: HTMLElement, step: number, intervalMs: number): () => void {
  let position = scroller.scrollTop;
  const timer = setInterval(() => {
    if (Math.abs(scroller.scrollTop - position) > 2) position = scroller.scrollTop;
    position = nextScrollTop(position, scroller.scrollHeight - scroller.clientHeight, step);
    scroller.scrollTop = position;
  }, intervalMs);
  return () => clearInterval(timer);
}
