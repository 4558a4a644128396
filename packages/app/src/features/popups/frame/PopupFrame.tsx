import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { PopoutButton } from "../../../shared/popout/PopoutButton";
import { keyboardMove } from "./drag-position";
import { startHeaderDrag } from "./header-drag";
import { usePopupWindow } from "./use-popup-window";

interface Props {
  /** Accessible name of the dialog. */
  label: string;
  header: ReactNode;
  onClose: () => void;
  className?: string;
  /** The address of this popup in a window of its own (issue 20); no pop-out button without it. */
  popOutHref?: () => string;
  children: ReactNode;
}

/**
 * The popup window (spec 2.5): a backdrop that closes it when clicked, Escape closes it, a header that
 * drags it with the mouse or moves it with the arrow keys (on touch screens a tap on the header closes
 * it, as the spec asks for mobile). Positions are written to the element's style, never through React.
 */
export function PopupFrame({ label, header, onClose, className, popOutHref, children }: Props) {
  const { t } = useTranslation();
  const { dialog, position, downOnBackdrop, onCloseRef, place } = usePopupWindow(onClose);
  const onHeaderPointerDown = (event: React.PointerEvent<HTMLDivElement>) =>
    startHeaderDrag(event, position.current, place, () => onCloseRef.current());
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
          {popOutHref !== undefined && <PopoutButton href={popOutHref} className="popup-popout" />}
          <button type="button" className="popup-close" aria-label={t("popup.close")} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="popup-body">{children}</div>
      </div>
    </div>
  );
}
