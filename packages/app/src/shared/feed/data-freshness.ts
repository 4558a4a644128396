import { exchangeQuietMs } from "@vnboard/feed";
import { atom, computed, onMount } from "nanostores";
import { feed, market } from "./market";
import { $replay } from "./replay";
import { staleExchangesAt } from "./stale-rows";

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
/**
 * When the feed last came back to live (the stores' clock), 0 before. An exchange's silence counts from
 * then at the earliest: while the whole connection was down or stalled the header says so, and the rows
 * of a board that has just come back are as current as a fresh page's (which counts from its snapshot).
 */
let liveSince = 0;

/** Re-read once a second, when the feed publishes its stats (a low-rate store, never per tick). */
export const $feedFreshness = atom<FeedFreshness>(CURRENT);

/** The rule of the feed (isExchangeDataStale) over the stores' silence per exchange and the market's clock. */
function check(): void {
  // A replay is a recording, paused or played at 60x: neither its delay nor its silences say anything
  // about the live market, so the header and the rows show neither while one plays.
  if ($replay.get() !== null) {
    $feedFreshness.set(CURRENT);
    return;
  }
  exchangeQuietMs(market, quiet);
  const sinceLive = market.symbols.time() - liveSince;
  for (const [code, ms] of quiet) quiet.set(code, Math.min(ms, sinceLive));
  const stale = staleExchangesAt(quiet, market.$serverTime.get());
  $feedFreshness.set({ latencyMs: feed.$stats.get().latencyMs, ...stale });
}

onMount($feedFreshness, () => {
  const stopStats = feed.$stats.listen(check);
  const stopStatus = feed.$status.subscribe((status, was) => {
    if (status === "live" && was !== "live") liveSince = market.symbols.time();
  });
  return () => {
    stopStats();
    stopStatus();
  };
});

let lastStale: ReadonlySet<string> = new Set();

/** The stale exchanges as a set that changes only when its members do (boards redraw whole on a change). */
export const $staleExchanges = computed($feedFreshness, ({ staleExchanges }) => {
  if (staleExchanges.length === lastStale.size && staleExchanges.every((code) => lastStale.has(code)))
    return lastStale;
  lastStale = new Set(staleExchanges);
  return lastStale;
});
