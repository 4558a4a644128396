import { FeedClient, MarketData } from "@vnboard/feed";
import { IS_LOGIN_BUILD } from "../config/build-flags";
import { installFeedDebugHook } from "./debug-hook";
import { credentialRefused, feedCredential } from "./feed-access";

/** The server's WebSocket base on the same host: `/ws` is the live feed, `/ws/replay` a replay. */
export const FEED_BASE = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;

/** The page's one market and feed: the live feed (`/ws`), or a replay (replay.ts repoints it). */
export const market = new MarketData();

export const feed = new FeedClient({
  url: FEED_BASE,
  market,
  // The reference server's sequence marks time each batch: the header shows the feed's latency.
  measureLatency: true,
  // Login build: the session token (or a wall display's key) first; the public build sends none.
  ...(IS_LOGIN_BUILD ? { credential: feedCredential, onCredentialRefused: credentialRefused } : {}),
  log: (level, message) => (level === "error" ? console.error(message) : console.warn(message)),
});

installFeedDebugHook(window as unknown as { __vnboard?: Record<string, unknown> }, market);
