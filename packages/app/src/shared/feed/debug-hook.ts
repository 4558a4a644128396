import type { MarketData } from "@vnboard/feed";

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
}

export function installFeedDebugHook(
  target: { __vnboard?: Record<string, unknown> },
  market: MarketData,
): void {
  const hook: FeedDebugHook = {
    sizes: () => market.storeSizes(),
    limitDrops: () => market.limitDrops(),
    tradingDate: () => market.$tradingDate.get(),
  };
  target.__vnboard = { ...(target.__vnboard ?? {}), feed: hook };
}
