import { BondField, type MarketData, rankMatches } from "@vnboard/feed";

export interface BondItem {
  code: string;
  issuer: string;
}

/** Every private bond the feed knows (msgTypes 19/20), read when the search box gets focus. */
export function bondItems(market: MarketData): BondItem[] {
  const store = market.bonds;
  const out: BondItem[] = [];
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] === 1)
      out.push({ code: store.keyOf(row), issuer: store.str(BondField.issuer, row) });
  }
  return out;
}

/**
 * Suggestions of the bond search (spec 5): codes containing the typed text, ignoring case, ranked by the
 * app's one matcher (exact code, code prefix, code substring; then alphabetically); a blank entry
 * suggests nothing.
 */
export function bondSuggestions(items: readonly BondItem[], query: string, limit = 8): BondItem[] {
  return rankMatches(items, query, { code: (item) => item.code }, limit);
}
