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
  // Not yet `applySliceMs: 8` (docs/board-engine.md, "First paint"): the top lists then rank a partly
  // applied snapshot for a moment (tests/browser/app-special.test.ts read ranks 1, 2, 6, 8, ...).
});

installFeedDebugHook(window as unknown as { __vnboard?: Record<string, unknown> }, market);
