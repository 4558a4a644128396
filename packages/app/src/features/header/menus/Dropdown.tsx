import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * A header dropdown (spec 2.2): a button that opens a panel under it. Escape, a click outside or
 * following a link closes it (spec 2.2); the panel is placed by CSS under its button, so it needs no
 * timed position recompute.
 */
export function Dropdown({
  id,
  label,
  active = false,
  className,
  children,
}: {
  /** Stable name for tests and styles (`data-menu`). */
  id: string;
  label: ReactNode;
  /** The current route belongs to this menu. */
  active?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // Following a link inside closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the route changes
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`dropdown${active ? " dropdown-active" : ""}`} data-menu={id}>
      <button
        ref={button}
        type="button"
        className="dropdown-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={panelId} className={`dropdown-panel ${className ?? ""}`}>
          {children}
        </div>
      )}
    </div>
  );
}
