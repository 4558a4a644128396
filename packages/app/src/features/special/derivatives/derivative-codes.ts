import { MarketCode, type MarketData, SecurityType, SYMBOL_SCHEMA } from "@vnboard/feed";

const F = SYMBOL_SCHEMA.index;

/**
 * The futures contracts of the derivatives board (market DVX, security type FT), nearest expiry first
 * (lastTradingDate is YYYYMMDD, so text order is date order), then by code. A contract without an expiry
 * date goes last rather than first: it is the one a trader least expects at the top.
 */
export function futuresCodes(market: MarketData): string[] {
  const store = market.symbols;
  const rows: { code: string; expiry: string }[] = [];
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] !== 1) continue;
    if (store.str(F.marketCode, row) !== MarketCode.DERIVATIVE) continue;
    if (store.str(F.securityType, row) !== SecurityType.FUTURE) continue;
    rows.push({ code: store.keyOf(row), expiry: store.str(F.lastTradingDate, row) });
  }
  rows.sort((a, b) => {
    if (a.expiry !== b.expiry) {
      if (a.expiry === "") return 1;
      if (b.expiry === "") return -1;
      return a.expiry < b.expiry ? -1 : 1;
    }
    return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  });
  return rows.map((r) => r.code);
}
