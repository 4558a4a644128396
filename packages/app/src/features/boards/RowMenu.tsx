import { useEffect, useRef } from "react";
import { openAlertEditor } from "../../shared/alerts/alerts-state";
import { useTranslation } from "../../shared/i18n/use-translation";

export interface RowMenuState {
  code: string;
  x: number;
  y: number;
}

/**
 * The right-click menu of a board row: open the stock, pin or unpin it on top (spec 4), add it to or
 * remove it from the favourites. Escape or a click outside closes it.
 */
export function RowMenu({
  menu,
  pinned,
  favourite,
  onOpen,
  onPin,
  onFavourite,
  onClose,
}: {
  menu: RowMenuState;
  pinned: boolean;
  favourite: boolean;
  onOpen: () => void;
  onPin: () => void;
  onFavourite: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector("button")?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  const act = (action: () => void) => () => {
    action();
    onClose();
  };
  return (
    <div
      ref={root}
      className="row-menu"
      role="menu"
      aria-label={menu.code}
      style={{
        left: Math.min(menu.x, window.innerWidth - 200),
        top: Math.min(menu.y, window.innerHeight - 150),
      }}
    >
      <strong>{menu.code}</strong>
      <button type="button" role="menuitem" data-action="open" onClick={act(onOpen)}>
        {t("rowMenu.open")}
      </button>
      <button type="button" role="menuitem" data-action="pin" onClick={act(onPin)}>
        {t(pinned ? "rowMenu.unpin" : "rowMenu.pin")}
      </button>
      <button type="button" role="menuitem" data-action="favourite" onClick={act(onFavourite)}>
        {t(favourite ? "rowMenu.unfavourite" : "rowMenu.favourite")}
      </button>
      <button
        type="button"
        role="menuitem"
        data-action="alert"
        onClick={act(() => openAlertEditor(menu.code))}
      >
        {t("alerts.set")}
      </button>
    </div>
  );
}
