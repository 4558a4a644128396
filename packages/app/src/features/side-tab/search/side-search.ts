/**
 * The side tab's symbol/index search (spec 2.4, 5 and 9) as pure functions over plain entries:
 * typed text is matched and ranked by the header search's suggestCodes (code and names, ignoring case
 * and Vietnamese diacritics; the entries carry no volume, so ties go by match position, then code, as
 * spec 2.4 orders them); with no input, the top 5 symbols by matched volume in
 * the current market or basket (no CW, no BO) plus the favourites; Enter selects the exact code, else
 * the raw text; an empty entry selects nothing.
 */
import { type SuggestionRow, sideSuggestions } from "@vnboard/feed";
import { normalizeStockCode } from "@vnboard/feed/rest";
import type { Selection } from "../../../shared/state/selection";
import { type SearchItem, suggestCodes } from "../../search/code-search";

/** A selectable item: an index (IDX) or a symbol (ST); `market` is the index's market name for an index. */
export interface SearchEntry extends SearchItem {
  kind: Selection["kind"];
}

/** How many matches the list shows for typed text. */
export const SEARCH_LIMIT = 20;

/** Matches of typed text over indices and symbols together, in the header search's ranking. */
export function searchEntries(
  entries: readonly SearchEntry[],
  query: string,
  limit = SEARCH_LIMIT,
): SearchEntry[] {
  return suggestCodes(entries, query, limit);
}

/**
 * The no-input list: the top 5 of `scope` by matched volume (sideSuggestions excludes CW and BO), then
 * the favourites. A favourite the feed does not know still shows, with no name, so it can be chosen.
 */
export function suggestedEntries(
  scope: readonly SuggestionRow[],
  favourites: readonly string[],
  lookup: (code: string) => SearchEntry | undefined,
): SearchEntry[] {
  return sideSuggestions(scope, favourites).map(
    (code) => lookup(code) ?? { kind: "symbol", code, name: "", market: "" },
  );
}

/**
 * What Enter selects: the entry whose code is exactly the text (an index first, as index codes are
 * also what users type for them), else the raw text as a symbol code (the tab then says it was not
 * found). Blank text selects nothing (spec 5).
 */
export function resolveEntry(
  entries: readonly SearchEntry[],
  text: string,
): { kind: Selection["kind"]; code: string } | null {
  const code = normalizeStockCode(text);
  if (code === null) return null;
  let symbol: SearchEntry | undefined;
  for (const entry of entries) {
    if (entry.code.toUpperCase() !== code) continue;
    if (entry.kind === "index") return { kind: "index", code: entry.code };
    symbol ??= entry;
  }
  return { kind: "symbol", code: symbol?.code ?? code };
}
