import {
  type ColumnStore,
  isExchangeDataStale,
  type RowIndex,
  SYMBOL_SCHEMA,
  type SymbolField,
  WATCHED_EXCHANGES,
} from "@vnboard/feed";

/** The exchanges stale now, in WATCHED_EXCHANGES order, and the longest silence among them (ms, 0 when none). */
export function staleExchangesAt(
  quietMs: ReadonlyMap<string, number>,
  marketTimeMs: number,
): { staleExchanges: string[]; quietMs: number } {
  const staleExchanges: string[] = [];
  let longest = 0;
  for (const code of WATCHED_EXCHANGES) {
    const ms = quietMs.get(code) ?? Number.POSITIVE_INFINITY;
    if (!isExchangeDataStale(code, marketTimeMs, ms)) continue;
    staleExchanges.push(code);
    longest = Math.max(longest, Number.isFinite(ms) ? ms : 0);
  }
  return { staleExchanges, quietMs: longest };
}

const MARKET_CODE = SYMBOL_SCHEMA.index.marketCode;

/** The board option `isRowStale` for these stale exchanges: a symbol row of one of them; null when none. */
export function staleRowTest(
  stale: ReadonlySet<string>,
): ((store: ColumnStore<SymbolField>, row: RowIndex) => boolean) | null {
  if (stale.size === 0) return null;
  return (store, row) => stale.has(store.strings.get(store.ids[MARKET_CODE][row]));
}
