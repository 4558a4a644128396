import { FeedCloseCode, type FeedCredential } from "@vnboard/feed";
import { atom } from "nanostores";
import { IS_LOGIN_BUILD } from "../config/build-flags";
import { $session, currentToken, sessionRejected } from "../session/session";

/**
 * The login build's side of a protected feed (docs/protocol.md "Feed access"): the feed shows the
 * signed-in user's session token, or, on a wall display opened as `…/plasma?key=…`, the operator's
 * display key. The public build uses none of this: its feed sends the spec's messages only.
 */

/** Kept for the tab only (sessionStorage): a display key is the address's, not the browser's. */
const DISPLAY_KEY_STORAGE = "displayKey";

/**
 * The display key of this tab: read once from the address's `?key=` (then taken out of the address,
 * so that it does not stay on screen or in the history), else the one kept for the tab; null if none.
 */
export function takeDisplayKey(): string | null {
  try {
    const url = new URL(location.href);
    const fromUrl = url.searchParams.get("key");
    if (fromUrl !== null && fromUrl !== "") {
      sessionStorage.setItem(DISPLAY_KEY_STORAGE, fromUrl);
      url.searchParams.delete("key");
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
    return sessionStorage.getItem(DISPLAY_KEY_STORAGE);
  } catch {
    return null; // storage disabled: the display needs its key in the address on every load
  }
}

const displayKey = IS_LOGIN_BUILD ? takeDisplayKey() : null;

/**
 * The channel (and lock) of the feed connection this window shares with the others of the origin:
 * windows showing a display key share theirs apart from the signed-in users' (a key and a session are
 * refused for different reasons, and one must not end the other's feed).
 */
export function feedChannelName(): string {
  return displayKey === null ? "vnboard-feed" : "vnboard-feed-display";
}

/** What the feed shows the server: the tab's display key, else the session token, else nothing. */
export function feedCredential(): FeedCredential | null {
  if (displayKey !== null) return { key: displayKey };
  const token = currentToken();
  return token === null ? null : { token };
}

/**
 * Why the server refused the feed (4401 no or ended session, 4403 wrong display key), or null. The wall
 * displays show an error screen for it; the other pages go to /login (the session is cleared).
 */
export const $feedRefused = atom<FeedCloseCode | null>(null);

/** The feed client's `onCredentialRefused`: the session ended, so the app goes to /login and says so. */
export function credentialRefused(code: number): void {
  $feedRefused.set(code === FeedCloseCode.DISPLAY_KEY_REFUSED ? code : FeedCloseCode.SESSION_REQUIRED);
  if (code === FeedCloseCode.SESSION_REQUIRED && displayKey === null) sessionRejected();
}

/** The part of the FeedClient this module drives. */
interface Startable {
  start(): void;
  stop(): void;
}

/**
 * Starts the feed. Login build: only with a credential (a signed-in user or a display key), and again
 * with the new token at each sign-in; stopped at sign-out.
 */
export function startFeed(feed: Startable): void {
  if (!IS_LOGIN_BUILD) {
    feed.start();
    return;
  }
  let shown = feedCredential();
  const sync = () => {
    feed.stop();
    if (shown === null) {
      $feedRefused.set(FeedCloseCode.SESSION_REQUIRED);
      return;
    }
    $feedRefused.set(null);
    feed.start();
  };
  sync();
  if (displayKey !== null) return; // a display keeps its key whoever signs in or out in the tab
  $session.listen((session) => {
    const token = session?.token ?? null;
    if (token === (shown !== null && "token" in shown ? shown.token : null)) return;
    shown = token === null ? null : { token };
    sync();
  });
}
