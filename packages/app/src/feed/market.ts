import { FeedClient, MarketData } from "@vnboard/feed";
import { installFeedDebugHook } from "./debug-hook";

/** The page's one market and feed: the server's WebSocket on the same host (`/ws`). */
export const market = new MarketData();

export const feed = new FeedClient({
  url: `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`,
  market,
  log: (level, message) => (level === "error" ? console.error(message) : console.warn(message)),
});

installFeedDebugHook(window as unknown as { __vnboard?: Record<string, unknown> }, market);
