import { useEffect, useLayoutEffect, useRef } from "react";
import { centredPosition, clampPosition, type Point } from "./drag-position";

/**
 * The popup window's placement and lifetime (spec 2.5): centred before its first paint, kept on screen
 * on every move (`place`, written to the element's style, never through React) and on window resizes;
 * the focus moves into the dialog and back to what had it on close; Escape calls the latest `onClose`.
 * `downOnBackdrop` is the backdrop's memory of where a click started.
 */
export function usePopupWindow(onClose: () => void) {
  const dialog = useRef<HTMLDivElement | null>(null);
  const position = useRef<Point>({ x: 0, y: 0 });
  const downOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const place = (next: Point) => {
    const element = dialog.current;
    if (element === null) return;
    const clamped = clampPosition(
      next,
      { width: element.offsetWidth, height: element.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
    );
    position.current = clamped;
    element.style.left = `${clamped.x}px`;
    element.style.top = `${clamped.y}px`;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `place` reads refs only; runs once on mount
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    place(
      centredPosition(
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
    // Focus moves into the dialog, and back to what had it (the board, a search box) on close.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus({ preventScroll: true });
    return () => previous?.focus({ preventScroll: true });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `place` reads refs only; listeners live as long as the popup
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCloseRef.current();
    };
    const onResize = () => place(position.current);
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return { dialog, position, downOnBackdrop, onCloseRef, place };
}
