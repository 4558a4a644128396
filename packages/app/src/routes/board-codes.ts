import { type MarketData, SYMBOL_SCHEMA } from "@vnboard/feed";
import type { BoardRoute } from "./route-table";

const F = SYMBOL_SCHEMA.index;

/**
 * The codes a board route shows, in board order: an index basket (msgType 9), the stocks, ETFs and
 * funds of an exchange (no covered warrants, bonds or futures), or the covered warrants.
 */
export function codesForRoute(market: MarketData, route: BoardRoute): string[] {
  if (route.indexCode !== undefined) return [...(market.$baskets.get()[route.indexCode] ?? [])];
  const store = market.symbols;
  const out: string[] = [];
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] !== 1) continue;
    const type = store.str(F.securityType, row);
    if (route.coveredWarrants) {
      if (type === "CW") out.push(store.keyOf(row));
      continue;
    }
    if (store.str(F.marketCode, row) !== route.marketCode) continue;
    if (type === "CW" || type === "BO" || type === "FT") continue;
    out.push(store.keyOf(row));
  }
  return out.sort();
}
