import { BINARY_SUBPROTOCOL, type FrameEncoding, type MarketData, type SharedFeedRole } from "@vnboard/feed";

/**
 * `window.__vnboard.feed`: the feed's store sizes and counters from the browser console or a soak
 * script (`__vnboard.feed.sizes()`), to see what a long session accumulates, and how the connection
 * runs (the window's role, the negotiated encoding). Counts and states only: no prices,
 * no credentials.
 */
export interface FeedDebugHook {
  sizes: () => Record<string, number>;
  limitDrops: () => number;
  /** Frames the market could not read (a binary record naming a string id it never got counts here). */
  badFrames: () => number;
  /** The market's trading date (YYYYMMDD), "" before the first market record. */
  tradingDate: () => string;
  /** This window's part in the feed the windows share (issue 20): leader, follower, or alone. */
  role: () => SharedFeedRole;
  /**
   * How the feed's tabular frames travel on the current connection: "binary" when the provider took the
   * binary encoding's offer (docs/protocol.md), "spec" otherwise (and before the connection opens).
   */
  encoding: () => FrameEncoding;
}

export function installFeedDebugHook(
  target: { __vnboard?: Record<string, unknown> },
  market: MarketData,
  role: () => SharedFeedRole,
  /** The subprotocol of the feed's current socket ("" for none). */
  socketProtocol: () => string,
): void {
  const hook: FeedDebugHook = {
    sizes: () => market.storeSizes(),
    limitDrops: () => market.limitDrops(),
    badFrames: () => market.stats.badFrames,
    tradingDate: () => market.$tradingDate.get(),
    role,
    encoding: () => (socketProtocol() === BINARY_SUBPROTOCOL ? "binary" : "spec"),
  };
  target.__vnboard = { ...(target.__vnboard ?? {}), feed: hook };
}
