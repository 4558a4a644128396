/**
 * Reads the feed's stores into the search's plain entries. Runs when the search box opens or its text
 * changes (a keystroke), never per tick: ~2,000 symbols and a few dozen indices.
 */
import {
  IndexField,
  isMarketCode,
  MARKET_DISPLAY_NAME,
  type MarketData,
  type SuggestionRow,
  SymbolField,
} from "@vnboard/feed";
import { matchPath } from "react-router-dom";
import { codesForRoute } from "../../../shared/routes/board-codes";
import { ROUTES } from "../../../shared/routes/route-table";
import { englishName } from "../../../shared/search/english-names";
import type { SearchEntry } from "./side-search";

const S = SymbolField;
const I = IndexField;

const exchangeName = (code: string) => (isMarketCode(code) ? MARKET_DISPLAY_NAME[code] : "");

/** Every index and symbol the feed knows, indices first. */
export function allEntries(market: MarketData): SearchEntry[] {
  const out: SearchEntry[] = [];
  const indices = market.indices;
  for (let row = 0; row < indices.rowCount; row++) {
    if (indices.present[row] !== 1) continue;
    out.push({
      kind: "index",
      code: indices.keyOf(row),
      name: indices.str(I.indexName, row),
      market: indices.str(I.marketName, row),
    });
  }
  const symbols = market.symbols;
  for (let row = 0; row < symbols.rowCount; row++) {
    if (symbols.present[row] !== 1) continue;
    out.push({
      kind: "symbol",
      code: symbols.keyOf(row),
      name: symbols.str(S.symbolName, row),
      market: exchangeName(symbols.str(S.marketCode, row)),
      nameEn: englishName(symbols.keyOf(row)),
      // No traded volume: spec 2.4 orders the tab's matches by match position, then by code, so that an
      // index (which has no volume of its own) is not put behind every symbol its text starts.
    });
  }
  return out;
}

/**
 * The symbols the no-input suggestions rank (spec 2.4): the current board's market or index basket;
 * on any other page (industry, favourites, top lists...), every symbol.
 */
export function scopeRows(market: MarketData, pathname: string): SuggestionRow[] {
  const route = ROUTES.find((r) => matchPath(`/banggia/${r.path}`, pathname) !== null);
  const symbols = market.symbols;
  let codes: string[];
  if (route !== undefined && (route.indexCode !== undefined || route.marketCode !== undefined)) {
    codes = codesForRoute(market, { ...route, industry: false, coveredWarrants: false });
  } else {
    codes = [];
    for (let row = 0; row < symbols.rowCount; row++)
      if (symbols.present[row] === 1) codes.push(symbols.keyOf(row));
  }
  const out: SuggestionRow[] = [];
  for (const code of codes) {
    const row = symbols.rowOf(code);
    if (row < 0) continue;
    out.push({
      code,
      securityType: symbols.str(S.securityType, row),
      totalTradedQtty: symbols.num(S.totalTradedQtty, row),
    });
  }
  return out;
}
