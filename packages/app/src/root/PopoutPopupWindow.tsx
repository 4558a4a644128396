import { useEffect } from "react";
import { PopupHost } from "../features/popups/PopupHost";
import { $popup, type PopupRequest } from "../shared/state/popup-state";
import { Toasts } from "../shared/ui/Toasts";
import { useServerLists } from "./use-server-lists";

/**
 * A stock or index popup popped out into its own window (issue 20): the popup fills the window, with no
 * board behind it; it may switch to another code as in the board's window, and closing it (its ×,
 * Escape) closes the window.
 */
export function PopoutPopupWindow({ request }: { request: PopupRequest }) {
  useServerLists();
  useEffect(() => {
    $popup.set(request);
    return $popup.listen((popup) => {
      if (popup === null) window.close();
    });
  }, [request]);
  return (
    <div className="app popout popout-popup">
      <PopupHost />
      <Toasts />
    </div>
  );
}
