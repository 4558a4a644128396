/**
 * Where a dragged popup may go: anywhere, as long as a strip of its header stays on screen so that it
 * can always be dragged back. Pure numbers; the frame writes the result straight to the element's style.
 */

/** Pixels of the popup that stay inside the viewport on every side. */
export const KEEP_VISIBLE = 48;
/** Arrow-key move, and with Shift. */
export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

export interface Point {
  x: number;
  y: number;
}

export function clampPosition(
  position: Point,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  keep = KEEP_VISIBLE,
): Point {
  const minX = Math.min(0, keep - size.width);
  const maxX = Math.max(0, viewport.width - keep);
  const maxY = Math.max(0, viewport.height - keep);
  const x = Number.isFinite(position.x) ? position.x : 0;
  const y = Number.isFinite(position.y) ? position.y : 0;
  // The top never goes above the viewport: the header is at the top and must stay reachable.
  return { x: Math.min(maxX, Math.max(minX, x)), y: Math.min(maxY, Math.max(0, y)) };
}

/** Centred horizontally, a little above the middle vertically, never above the top. */
export function centredPosition(
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Point {
  return {
    x: Math.max(0, Math.round((viewport.width - size.width) / 2)),
    y: Math.max(0, Math.round((viewport.height - size.height) / 3)),
  };
}

/** The move of an arrow key, or null for other keys. */
export function keyboardMove(key: string, large: boolean): Point | null {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case "ArrowLeft":
      return { x: -step, y: 0 };
    case "ArrowRight":
      return { x: step, y: 0 };
    case "ArrowUp":
      return { x: 0, y: -step };
    case "ArrowDown":
      return { x: 0, y: step };
    default:
      return null;
  }
}
