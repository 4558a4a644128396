import type { MarketData, SharedFeedRole } from "@vnboard/feed";

/**
 * `window.__vnboard.feed`: the feed's store sizes and counters from the browser console or a soak
 * script (`__vnboard.feed.sizes()`), to see what a long session accumulates. Counts only: no prices,
 * no credentials.
 */
export interface FeedDebugHook {
  sizes: () => Record<string, number>;
  limitDrops: () => number;
  /** The market's trading date (YYYYMMDD), "" before the first market record. */
  tradingDate: () => string;
  /** This window's part in the feed the windows share (issue 20): leader, follower, or alone. */
  role: () => SharedFeedRole;
}

export function installFeedDebugHook(
  target: { __vnboard?: Record<string, unknown> },
  market: MarketData,
  role: () => SharedFeedRole,
): void {
  const hook: FeedDebugHook = {
    sizes: () => market.storeSizes(),
    limitDrops: () => market.limitDrops(),
    tradingDate: () => market.$tradingDate.get(),
    role,
  };
  target.__vnboard = { ...(target.__vnboard ?? {}), feed: hook };
}
