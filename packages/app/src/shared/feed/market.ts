import { FeedClient, MarketData, SharedFeedSocket, type WebSocketLike } from "@vnboard/feed";
import { IS_LOGIN_BUILD } from "../config/build-flags";
import { installFeedDebugHook } from "./debug-hook";
import { credentialRefused, feedChannelName, feedCredential } from "./feed-access";
import { expectFirstRows, firstRowsPending, holdForFirstRows } from "./first-rows-hold";

/** The server's WebSocket base on the same host: `/ws` is the live feed, `/ws/replay` a replay. */
export const FEED_BASE = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;

/** The page's one market and feed: the live feed (`/ws`), or a replay (replay.ts repoints it). */
export const market = new MarketData();

/** Resolves when this window knows whether it holds the feed's connection (its lock was answered). */
let leadKnown: () => void = () => {};
const leadSettled = new Promise<void>((resolve) => {
  leadKnown = resolve;
});

/**
 * One WebSocket for all the app's windows of this origin (issue 20, pop-out windows): the leader window
 * holds it and shares its frames; another takes over when it closes (docs/embedding.md).
 */
// A replay (`/ws/replay`) is this window's own playback: only the live feed is shared.
const sharedSocket = new SharedFeedSocket({
  channelName: feedChannelName(),
  sharedUrl: FEED_BASE,
  onRoleChange: () => leadKnown(),
});
// Without BroadcastChannel or Web Locks the window is alone from the start: no answer to wait for.
if (sharedSocket.role === "alone") leadKnown();

/**
 * Resolves once the window's role is known (a leading window has then created its WebSocket, if the feed
 * was started; a following one has heard the leader answer), or after `atMostMs`. main.tsx waits for it
 * before React's first render, so that the socket's handshake and the server's snapshot head run while
 * the shell renders instead of after it (issue 21, cold load).
 */
export function whenFeedLeadKnown(atMostMs: number): Promise<void> {
  return Promise.race([leadSettled, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]);
}
// A window going away lets go at once: its index subscriptions leave the windows' union and, when it
// led, the next window takes the connection over without waiting for the page's teardown.
addEventListener("pagehide", () => sharedSocket.dispose());
// A page brought back from the back-forward cache had let go of the feed: it starts afresh.
addEventListener("pageshow", (event) => {
  if (event.persisted) location.reload();
});

/** The socket the feed opened last: the debug hook reports the encoding its provider chose. */
let feedSocket: WebSocketLike | null = null;

/** What the page shows first, for the snapshot request (root/snapshot-first.ts names it). */
let firstRows: () => readonly string[] = () => [];
/** The page's route named rows when it started: the snapshot's rest may wait for their first paint. */
let waitsForRows = false;

/**
 * Sets what each snapshot request names first (FeedClient `snapshotFirst`); call before the feed starts.
 * A page whose route names nothing waits for no first rows (first-rows-hold.ts).
 */
export function nameSnapshotFirst(names: () => readonly string[]): void {
  firstRows = names;
  waitsForRows = names().length > 0;
  expectFirstRows(waitsForRows);
}

export const feed = new FeedClient({
  url: FEED_BASE,
  market,
  // The reference server's sequence marks time each batch: the header shows the feed's latency.
  measureLatency: true,
  // The board's own rows come ahead of the whole market's snapshot (issue 21, first paint).
  snapshotFirst: () => firstRows(),
  // Once those rows are in, the rest of the snapshot waits until the board has painted them (at most 1 s).
  // Asked before each snapshot frame: a flag and a count, no route lookup.
  snapshotHold: () => (waitsForRows ? holdForFirstRows(market.symbols.rowCount > 0) : null),
  // And the provider keeps the rest until then: none of it reaches the page before the first rows are
  // drawn. Not on a reconnect after them, which no hold would end.
  snapshotRestOnAsk: () => waitsForRows && firstRowsPending(),
  // The shared socket passes the binary encoding's offer on to the leader's real socket (issue 21).
  createSocket: (url, protocols) => {
    feedSocket = sharedSocket.createSocket(url, protocols);
    return feedSocket;
  },
  // Login build: the session token (or a wall display's key) first; the public build sends none.
  ...(IS_LOGIN_BUILD ? { credential: feedCredential, onCredentialRefused: credentialRefused } : {}),
  log: (level, message) => (level === "error" ? console.error(message) : console.warn(message)),
  // A snapshot's ~40 frames are applied in slices of 8 ms, so React's render of the board and its first
  // frame run between them instead of after the whole market (docs/board-engine.md, "First paint"); the
  // live stream after it is applied frame by frame, so no view sees a live batch half applied.
  snapshotSliceMs: 8,
});

installFeedDebugHook(
  window as unknown as { __vnboard?: Record<string, unknown> },
  market,
  () => sharedSocket.role,
  () => feedSocket?.protocol ?? "",
);
