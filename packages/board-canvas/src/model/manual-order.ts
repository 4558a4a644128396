/*
 * The user's dragged row order as a list of codes ("dragging rows saves the new order per
 * path"). Kept as codes, not rows or indices, so that it survives a resync, a basket change and a
 * reload; codes that are not on the board right now keep their place for when they come back.
 * Cold path: runs on a drop, never per frame.
 */

/**
 * The codes of `preferred` that are on the board, each once, followed by the board's codes that
 * `preferred` lacks (a code added to the basket after the drag goes to the end) in board order.
 * A null `preferred` is the board's own order.
 */
export function mergeOrder(preferred: readonly string[] | null, board: readonly string[]): string[] {
  if (preferred === null) return board.slice();
  const onBoard = new Set(board);
  const taken = new Set<string>();
  const out: string[] = [];
  for (const code of preferred) {
    if (onBoard.has(code) && !taken.has(code)) {
      taken.add(code);
      out.push(code);
    }
  }
  for (const code of board) {
    if (!taken.has(code)) {
      taken.add(code);
      out.push(code);
    }
  }
  return out;
}

/**
 * Moves `moved` next to `target` in `list`, in place: after it when the drag went down, before it when it
 * went up, which is where the dragged row was dropped on screen. A missing target appends.
 */
export function moveCode(list: string[], moved: string, target: string, down: boolean): void {
  const from = list.indexOf(moved);
  if (from >= 0) list.splice(from, 1);
  const at = list.indexOf(target);
  list.splice(at < 0 ? list.length : down ? at + 1 : at, 0, moved);
}
