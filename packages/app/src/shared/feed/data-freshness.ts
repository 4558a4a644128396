import {
  type ColumnStore,
  exchangeQuietMs,
  isExchangeDataStale,
  type RowIndex,
  SYMBOL_SCHEMA,
  type SymbolField,
  WATCHED_EXCHANGES,
} from "@vnboard/feed";
import { atom, computed, onMount } from "nanostores";
import { feed, market } from "./market";

/** How current the page's market data is: the header shows it, the boards grey what is stale. */
export interface FeedFreshness {
  /** Batch production to arrival over the last second, ms (feed `$stats.latencyMs`); -1 unknown. */
  latencyMs: number;
  /** Market codes of the exchanges whose data is older than their session allows, in WATCHED_EXCHANGES order. */
  staleExchanges: readonly string[];
  /** The longest silence among the stale exchanges, ms; 0 when none is stale. */
  quietMs: number;
}

const CURRENT: FeedFreshness = { latencyMs: -1, staleExchanges: [], quietMs: 0 };
const quiet = new Map<string, number>();

/** Re-read once a second, when the feed publishes its stats (a low-rate store, never per tick). */
export const $feedFreshness = atom<FeedFreshness>(CURRENT);

/** The rule of the feed (isExchangeDataStale) over the stores' silence per exchange and the market's clock. */
function check(): void {
  exchangeQuietMs(market, quiet);
  const marketTime = market.$serverTime.get();
  const staleExchanges: string[] = [];
  let quietMs = 0;
  for (const code of WATCHED_EXCHANGES) {
    const ms = quiet.get(code) ?? Number.POSITIVE_INFINITY;
    if (!isExchangeDataStale(code, marketTime, ms)) continue;
    staleExchanges.push(code);
    quietMs = Math.max(quietMs, Number.isFinite(ms) ? ms : 0);
  }
  $feedFreshness.set({ latencyMs: feed.$stats.get().latencyMs, staleExchanges, quietMs });
}

onMount($feedFreshness, () => feed.$stats.listen(check));

let lastStale: ReadonlySet<string> = new Set();

/** The stale exchanges as a set that changes only when its members do (boards redraw whole on a change). */
export const $staleExchanges = computed($feedFreshness, ({ staleExchanges }) => {
  if (staleExchanges.length === lastStale.size && staleExchanges.every((code) => lastStale.has(code)))
    return lastStale;
  lastStale = new Set(staleExchanges);
  return lastStale;
});

const MARKET_CODE = SYMBOL_SCHEMA.index.marketCode;

/** The board option `isRowStale` for these stale exchanges: a symbol row of one of them; null when none. */
export function staleRowTest(
  stale: ReadonlySet<string>,
): ((store: ColumnStore<SymbolField>, row: RowIndex) => boolean) | null {
  if (stale.size === 0) return null;
  return (store, row) => stale.has(store.strings.get(store.ids[MARKET_CODE][row]));
}
