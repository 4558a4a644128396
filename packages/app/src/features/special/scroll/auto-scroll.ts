/**
 * Auto-scroll of the /scroll boards (spec 4 and 9): the view moves 1 px every 50 ms and loops to the top.
 *
 * The board is scrolled through the engine's own API (`Board.scrollTop`, `maxScrollTop`). A vertical
 * scroll of whole device pixels makes the engine move the pixels it already drew and paint only the row
 * moving in (board-canvas render/scroll-shift.ts), so a 1 px step costs one image copy and one row's
 * cells, not a repaint of every visible cell (~1,900 at 3840x2160). docs/special-boards.md has the
 * figures, and the CSS-shift workaround this replaced.
 */

/** What the auto-scroll needs of a board (a `Board` of @vnboard/board-canvas). */
export interface ScrollableBoard {
  scrollTop: number;
  readonly maxScrollTop: number;
}

/**
 * The next position of the view (px from the top of the rows): one step down, and back to the top once
 * the end was shown (the bottom row stays on screen for one step before the loop).
 */
export function nextScrollTop(current: number, maxScrollTop: number, step: number): number {
  if (!(maxScrollTop > 0)) return 0;
  if (current >= maxScrollTop - 0.5) return 0;
  return Math.min(maxScrollTop, Math.max(0, current) + step);
}

/**
 * Moves the board by `step` px every `intervalMs` (the engine's AUTO_SCROLL_STEP_PX and
 * AUTO_SCROLL_STEP_MS: 1 px every 50 ms). The position is kept here, not read back, so a browser
 * rounding scrollTop cannot stall the loop; a manual scroll by the viewer (more than 2 px away) is
 * adopted. `onStep` gets each new position. Allocates nothing per step. Returns the function that stops.
 */
export function startAutoScroll(
  board: ScrollableBoard,
  step: number,
  intervalMs: number,
  onStep?: (position: number) => void,
): () => void {
  let position = board.scrollTop;
  const timer = setInterval(() => {
    if (Math.abs(board.scrollTop - position) > 2) position = board.scrollTop;
    position = nextScrollTop(position, board.maxScrollTop, step);
    board.scrollTop = position;
    onStep?.(position);
  }, intervalMs);
  return () => clearInterval(timer);
}
