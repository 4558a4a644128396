import type { ColumnStore } from "@vnboard/feed";

/** A favourites list's codes the feed knows, split by the board that draws them, each in list order. */
export interface ListCodes {
  /** Codes of the symbol store (stocks, funds, warrants...): the stock board. */
  stocks: string[];
  /** Private corporate bonds (`market.bonds`, spec 2.3 item 6), ticked on the TPRL board: the bond board. */
  bonds: string[];
}

function isPresent(store: ColumnStore, code: string): boolean {
  const row = store.rowOf(code);
  return row >= 0 && store.present[row] === 1;
}

/**
 * Splits a list by store. A code that is a symbol is drawn on the stock board even if a bond had the same
 * code; a code neither store holds (not arrived yet, or gone) is kept in the list but not drawn, since it
 * would be a blank row.
 */
export function splitListCodes(
  codes: readonly string[],
  symbols: ColumnStore,
  bonds: ColumnStore,
): ListCodes {
  const out: ListCodes = { stocks: [], bonds: [] };
  for (const code of codes) {
    if (isPresent(symbols, code)) out.stocks.push(code);
    else if (isPresent(bonds, code)) out.bonds.push(code);
  }
  return out;
}
