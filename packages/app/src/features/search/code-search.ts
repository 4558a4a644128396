/**
 * The code search shared by the header's symbol search (spec 2.2) and the popups' code search (spec
 * 2.5), as pure functions over plain items: the one ranked matcher (feed's rankMatches: exact code, code
 * prefix, name words, name substring, code substring; ties by traded volume then code; names compared
 * without diacritics), the option text of the suggestion list, and what Enter or a pick from the list
 * selects. Runs on a keystroke, never per tick. The side tab's search (side-tab/search) matches with
 * the same suggestCodes and has rules of its own: indices with symbols, suggestions with no input, and
 * Enter selects the raw text.
 */
import {
  isMarketCode,
  MARKET_DISPLAY_NAME,
  type MarketData,
  rankMatches,
  type SearchKeys,
  SymbolField,
} from "@vnboard/feed";
import { englishName } from "../../shared/search/english-names";

/** One entry of a code search. */
export interface SearchItem {
  code: string;
  name: string;
  /** Exchange display name; "" when there is none (indices). */
  market: string;
  /** The English name, where known; matched like `name`. */
  nameEn?: string;
  /** The day's traded volume: the tie-break within a rank (higher first); none ties by code. */
  volume?: number;
}

const SEARCH_KEYS: SearchKeys<SearchItem> = {
  code: (s) => s.code,
  names: (s) => (s.nameEn === undefined || s.nameEn === "" ? [s.name] : [s.name, s.nameEn]),
  volume: (s) => s.volume ?? 0,
};

/** How many suggestions the list shows. */
export const SUGGESTION_LIMIT = 8;

/** The suggestions for typed text, best first; none for blank text. */
export function suggestCodes<T extends SearchItem>(
  items: readonly T[],
  query: string,
  limit = SUGGESTION_LIMIT,
): T[] {
  return rankMatches(items, query, SEARCH_KEYS as SearchKeys<T>, limit);
}

/** A suggestion as the list shows it: "CODE - exchange - name", or "CODE - name" with no exchange. */
export function optionText(item: SearchItem): string {
  return item.market === "" ? `${item.code} - ${item.name}` : `${item.code} - ${item.market} - ${item.name}`;
}

/**
 * What Enter selects: the item whose code is exactly the text (any case), else the first suggestion;
 * nothing for blank text (spec 5: an empty entry selects nothing) or when nothing matches.
 */
export function enterPick(
  items: readonly SearchItem[],
  suggestions: readonly SearchItem[],
  query: string,
): string | null {
  const wanted = query.trim().toUpperCase();
  if (wanted === "") return null;
  return (items.find((s) => s.code === wanted) ?? suggestions[0])?.code ?? null;
}

/**
 * A symbol of the store as a search item (name, English name where the names table has it, exchange
 * display name; "" when unknown; the day's traded volume).
 */
export function symbolSearchItem(symbols: MarketData["symbols"], code: string): SearchItem {
  const row = symbols.rowOf(code);
  const marketCode = symbols.str(SymbolField.marketCode, row);
  return {
    code,
    name: symbols.str(SymbolField.symbolName, row),
    market: isMarketCode(marketCode) ? MARKET_DISPLAY_NAME[marketCode] : "",
    nameEn: englishName(code),
    volume: (row < 0 ? 0 : symbols.num(SymbolField.totalTradedQtty, row)) || 0, // NaN: none yet
  };
}
