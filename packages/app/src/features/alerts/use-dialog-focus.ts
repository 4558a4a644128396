import { type RefObject, useEffect } from "react";

/**
 * Moves the focus into a dialog when it opens (its first field) and back where it was when it closes
 * (the board under the row menu, the popup).
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>("select, input, button")?.focus();
    return () => previous?.focus?.({ preventScroll: true });
  }, [dialog]);
}
