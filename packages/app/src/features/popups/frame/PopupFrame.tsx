import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { centredPosition, clampPosition, keyboardMove, type Point } from "./drag-position";

interface Props {
  /** Accessible name of the dialog. */
  label: string;
  header: ReactNode;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** Elements of the header that keep their own pointer behaviour (no drag starts on them). */
const INTERACTIVE = "input, button, a, select, textarea, [data-no-drag]";

/**
 * The popup window (spec 2.5): a backdrop that closes it when clicked, Escape closes it, a header that
 * drags it with the mouse or moves it with the arrow keys (on touch screens a tap on the header closes
 * it, as the spec asks for mobile). Positions are written to the element's style, never through React.
 */
export function PopupFrame({ label, header, onClose, className, children }: Props) {
  const { t } = useTranslation();
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

  const onHeaderPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest(INTERACTIVE) !== null) return;
    const header = event.currentTarget;
    const start = { x: event.clientX, y: event.clientY };
    const origin = position.current;
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
      if (!moved && up.type === "pointerup" && event.pointerType === "touch") onCloseRef.current();
    };
    header.addEventListener("pointermove", onMove);
    header.addEventListener("pointerup", onUp);
    header.addEventListener("pointercancel", onUp);
  };

  const onHeaderKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const move = keyboardMove(event.key, event.shiftKey);
    if (move === null) return;
    event.preventDefault();
    place({ x: position.current.x + move.x, y: position.current.y + move.y });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's click is the mouse twin of Escape (handled on the document)
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes from the keyboard (document listener)
    <div
      className="popup-backdrop"
      data-testid="popup-backdrop"
      onPointerDown={(event) => {
        downOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a click that started and ended on the backdrop closes: not the end of a drag.
        if (event.target === event.currentTarget && downOnBackdrop.current) onClose();
        downOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialog}
        className={`popup ${className ?? ""}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drag handle; arrow keys move it when focused */}
        <div
          className="popup-header"
          data-drag-handle=""
          onPointerDown={onHeaderPointerDown}
          onKeyDown={onHeaderKey}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that the arrow keys can move the popup
          tabIndex={0}
          title={t("popup.dragHint")}
        >
          {header}
          <button type="button" className="popup-close" aria-label={t("popup.close")} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="popup-body">{children}</div>
      </div>
    </div>
  );
}
