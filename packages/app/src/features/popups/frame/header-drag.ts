import type { PointerEvent as ReactPointerEvent } from "react";
import type { Point } from "./drag-position";

/** Elements of the header that keep their own pointer behaviour (no drag starts on them). */
const INTERACTIVE = "input, button, a, select, textarea, [data-no-drag]";

/**
 * A press on the popup's header (spec 2.5): with the primary button, outside the header's controls, it
 * drags the popup from `origin` once the pointer has moved 3 px (`place` writes each position); a touch
 * that ends without moving is a tap, which closes the popup on mobile (`onTap`). The header captures the
 * pointer, so the drag follows it outside the header.
 */
export function startHeaderDrag(
  event: ReactPointerEvent<HTMLElement>,
  origin: Point,
  place: (next: Point) => void,
  onTap: () => void,
): void {
  if (event.button !== 0 || (event.target as Element).closest(INTERACTIVE) !== null) return;
  const header = event.currentTarget;
  const start = { x: event.clientX, y: event.clientY };
  let moved = false;
  header.setPointerCapture(event.pointerId);
  const onMove = (move: PointerEvent) => {
    const dx = move.clientX - start.x;
    const dy = move.clientY - start.y;
    if (!moved && Math.abs(dx) + Math.abs(dy) < 3) return;
    moved = true;
    place({ x: origin.x + dx, y: origin.y + dy });
  };
  const onUp = (up: PointerEvent) => {
    header.removeEventListener("pointermove", onMove);
    header.removeEventListener("pointerup", onUp);
    header.removeEventListener("pointercancel", onUp);
    if (!moved && up.type === "pointerup" && event.pointerType === "touch") onTap();
  };
  header.addEventListener("pointermove", onMove);
  header.addEventListener("pointerup", onUp);
  header.addEventListener("pointercancel", onUp);
}
