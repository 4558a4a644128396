import type { PopupRequest } from "../state/popup-state";

/**
 * Pop-out windows (issue 20): any board, stock or index popup, or chart opens in its own browser window
 * (a desk of several monitors). The window loads the app at the same path with `?popout=1`, and
 * `&popup=stock&code=FPT` for a popup, and shows just that view; its feed is the one the windows share
 * (shared/feed/market.ts) and its selection and favourites follow the others (shared/window-sync).
 */

const POPOUT_PARAM = "popout";
/** The popup kinds a pop-out window can show by itself. */
const POPUP_KINDS = new Set<PopupRequest["kind"]>(["stock", "index"]);
const CODE = /^[A-Z0-9_.-]{1,20}$/;

/** The size a pop-out window asks for: a board or a popup fits; the user resizes it at will. */
const POPOUT_FEATURES = "popup,width=1100,height=720";

/** Whether this window is a pop-out (read once: a pop-out stays one while the user browses in it). */
export const IS_POPOUT_WINDOW =
  typeof location !== "undefined" && new URLSearchParams(location.search).has(POPOUT_PARAM);

/** The address of a pop-out of `pathname` (a board's path), showing `popup` alone when given. */
export function popoutHref(pathname: string, popup: PopupRequest | null = null): string {
  const query = new URLSearchParams({ [POPOUT_PARAM]: "1" });
  if (popup !== null && POPUP_KINDS.has(popup.kind)) {
    query.set("popup", popup.kind);
    query.set("code", popup.code);
    if (popup.kind === "stock" && popup.oddLot === true) query.set("oddLot", "1");
  }
  return `${pathname}?${query.toString()}`;
}

/** The popup a pop-out window's address asks for, or null (a board, or a malformed request). */
export function popupFromSearch(search: string): PopupRequest | null {
  const query = new URLSearchParams(search);
  if (!query.has(POPOUT_PARAM)) return null;
  const kind = query.get("popup");
  const code = (query.get("code") ?? "").trim().toUpperCase();
  if (!CODE.test(code)) return null;
  if (kind === "index") return { kind: "index", code };
  if (kind === "stock") return { kind: "stock", code, oddLot: query.get("oddLot") === "1" };
  return null;
}

/**
 * Opens `href` in a window of its own. Not `noopener`: the new window starts with a copy of this tab's
 * sessionStorage (a wall display's key), as a window the user opened from here should.
 */
export function openPopout(href: string): void {
  window.open(href, "_blank", POPOUT_FEATURES);
}
