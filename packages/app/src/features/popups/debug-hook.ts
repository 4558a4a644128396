import { $popup, closePopup, openIndexPopup, openStockPopup } from "../../shared/state/popup-state";

/**
 * `window.__vnboard.popups`: open and close popups from the browser console or a browser test, e.g.
 * `__vnboard.popups.openIndexPopup("VN30")` or `__vnboard.popups.current()`. It exposes only what a
 * user can already do by clicking (no data, no credentials), so it ships in every build; other
 * features may add their own keys beside `popups`.
 */
export interface PopupDebugHook {
  openStockPopup: typeof openStockPopup;
  openIndexPopup: typeof openIndexPopup;
  closePopup: typeof closePopup;
  current: () => ReturnType<typeof $popup.get>;
}

export function installPopupDebugHook(target: { __vnboard?: Record<string, unknown> }): void {
  const hook: PopupDebugHook = { openStockPopup, openIndexPopup, closePopup, current: () => $popup.get() };
  target.__vnboard = { ...(target.__vnboard ?? {}), popups: hook };
}
