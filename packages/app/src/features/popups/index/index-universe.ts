import { isExchangeStock, MarketCode } from "@vnboard/feed";

/** What the TOP tab needs to know about a symbol to place it in an index's universe. */
export interface UniverseRow {
  code: string;
  marketCode: string;
  securityType: string;
  /** Comma-separated index codes the symbol belongs to (symbol field indexCodes). */
  indexCodes: string;
}

/** Exchange-wide indices: every stock of their exchange is in them. */
const EXCHANGE_OF_INDEX: Readonly<Record<string, string>> = {
  VNINDEX: MarketCode.HSX,
  VNXALL: MarketCode.HSX,
  HNXINDEX: MarketCode.HNX,
  HNXUPCOMINDEX: MarketCode.UPCOM,
  UPCOMINDEX: MarketCode.UPCOM,
};

/**
 * The codes whose TOP lists an index popup shows (spec 2.5 TOP tab): the index's basket when the feed
 * sent one (msgType 9), else the symbols that name the index in their indexCodes, else, for an
 * exchange index, the stocks of its exchange.
 */
export function universeCodes(
  indexCode: string,
  baskets: Readonly<Record<string, readonly string[]>>,
  rows: readonly UniverseRow[],
): string[] {
  const basket = Object.hasOwn(baskets, indexCode) ? baskets[indexCode] : undefined;
  if (basket !== undefined && basket.length > 0) return [...basket];
  const members: string[] = [];
  for (const row of rows) {
    if (!isExchangeStock(row.securityType)) continue;
    if (row.indexCodes.split(",").some((c) => c.trim() === indexCode)) members.push(row.code);
  }
  if (members.length > 0) return members;
  const exchange = Object.hasOwn(EXCHANGE_OF_INDEX, indexCode) ? EXCHANGE_OF_INDEX[indexCode] : undefined;
  if (exchange === undefined) return [];
  return rows.filter((r) => r.marketCode === exchange && isExchangeStock(r.securityType)).map((r) => r.code);
}
