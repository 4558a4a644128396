import { type Industry, isExchangeStock, type MarketData, SecurityType, SYMBOL_SCHEMA } from "@vnboard/feed";
import type { BoardRoute } from "./route-table";

const F = SYMBOL_SCHEMA.index;

/** Spec 2.1: /banggia/nganh/0 (the default) is the first industry the feed sent. */
export function industryFor(industries: readonly Industry[], code: string | undefined): Industry | null {
  if (industries.length === 0) return null;
  if (code === undefined || code === "0") return industries[0] ?? null;
  return industries.find((i) => i.code === code) ?? null;
}

/**
 * The codes a board route shows, in board order: an index basket (msgType 9), the stocks, ETFs and
 * funds of an exchange (no covered warrants, bonds or futures), the covered warrants, or an industry's
 * symbols. Codes the feed does not know are left out (they would be blank rows).
 */
export function codesForRoute(
  market: MarketData,
  route: BoardRoute,
  params: { industryCode?: string } = {},
): string[] {
  const store = market.symbols;
  if (route.indexCode !== undefined) return [...(market.$baskets.get()[route.indexCode] ?? [])];
  if (route.industry) {
    const industry = industryFor(market.$industries.get(), params.industryCode);
    return industry === null ? [] : industry.symbolList.filter((code) => store.rowOf(code) >= 0).sort();
  }
  const out: string[] = [];
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] !== 1) continue;
    const type = store.str(F.securityType, row);
    if (route.coveredWarrants) {
      if (type === SecurityType.COVERED_WARRANT) out.push(store.keyOf(row));
      continue;
    }
    if (store.str(F.marketCode, row) !== route.marketCode) continue;
    if (!isExchangeStock(type)) continue;
    out.push(store.keyOf(row));
  }
  return out.sort();
}

/** The codes of an exchange (any security type), for the add-a-code check of spec 4. */
export function exchangeCodes(market: MarketData, marketCode: string): Set<string> {
  const store = market.symbols;
  const out = new Set<string>();
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] === 1 && store.str(F.marketCode, row) === marketCode) out.add(store.keyOf(row));
  }
  return out;
}

/** Every code the feed knows. */
export function knownCodes(market: MarketData): Set<string> {
  const store = market.symbols;
  const out = new Set<string>();
  for (let row = 0; row < store.rowCount; row++) if (store.present[row] === 1) out.add(store.keyOf(row));
  return out;
}
