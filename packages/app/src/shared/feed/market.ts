import { FeedClient, MarketData } from "@vnboard/feed";
import { IS_LOGIN_BUILD } from "../config/build-flags";
import { installFeedDebugHook } from "./debug-hook";
import { credentialRefused, feedCredential } from "./feed-access";

/** The page's one market and feed: the server's WebSocket on the same host (`/ws`). */
export const market = new MarketData();

export const feed = new FeedClient({
  url: `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`,
  market,
  // Login build: the session token (or a wall display's key) first; the public build sends none.
  ...(IS_LOGIN_BUILD ? { credential: feedCredential, onCredentialRefused: credentialRefused } : {}),
  log: (level, message) => (level === "error" ? console.error(message) : console.warn(message)),
  // The snapshot (~1,000 frames) is applied in 8 ms slices, so that the board paints its rows while the
  // rest of the market still comes in (docs/board-engine.md, "First paint").
  applySliceMs: 8,
});

installFeedDebugHook(window as unknown as { __vnboard?: Record<string, unknown> }, market);
