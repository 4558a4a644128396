import type { MiniChartSource } from "@vnboard/board-canvas";
import type { StockHistoryRow } from "@vnboard/feed/rest";

/** Trading days in the mini chart's month (spec 2.3.1: a 1-month chart): about 22 sessions. */
export const MINI_CHART_DAYS = 22;

/** History requests in flight at once: enough to fill a screen quickly, few enough not to crowd the feed. */
const CONCURRENT_REQUESTS = 4;
/** A failed load is asked again after this long (when its cell is drawn again). */
const RETRY_FAILED_MS = 60_000;

/**
 * The closes of the last month, oldest first, from the history call's rows (newest first). Rows without
 * a close (0, missing) are left out rather than drawn as a fall to zero.
 */
export function monthCloses(rows: readonly StockHistoryRow[], days = MINI_CHART_DAYS): Float64Array {
  const closes: number[] = [];
  for (const row of rows) {
    if (closes.length === days) break;
    if (Number.isFinite(row.closePrice) && row.closePrice > 0) closes.push(row.closePrice);
  }
  return Float64Array.from(closes.reverse());
}

/** The board's mini-chart source, plus listeners that tell mounted boards a code's closes arrived. */
export interface MiniChartFeed extends MiniChartSource {
  /** Calls `listener(code)` when a code's closes arrive (or fail: then they are empty). */
  subscribe(listener: (code: string) => void): () => void;
}

/**
 * Daily closes for the boards' 1-month mini charts (spec 2.3.1): loaded lazily, when a board first
 * draws a row's chart cell (so only visible rows ask), kept for the page's life (a month of closes
 * does not change during the day), and shared by every board. The requests a frame makes start after
 * that frame (a timer), not inside its paint: a first frame's dozens of `fetch` calls cost the page
 * ~17 ms before its rows showed (issue 21, first paint). A frame's requests go top row first; they go
 * ahead of earlier frames' still waiting, so that after a fast scroll the rows now on screen load first.
 * A failed load caches an empty series: the cell is left blank instead of asking again on every frame,
 * until `retryFailedMs` later the code is forgotten and the boards told, so that they draw the cell and
 * ask again. A failure is mostly passing (the server restarting, a network cut): cached for good, the
 * rows a wall display scrolled through during a server restart kept blank charts for the rest of the day.
 */
export function createMiniChartFeed(
  load: (code: string) => Promise<Float64Array>,
  retryFailedMs = RETRY_FAILED_MS,
): MiniChartFeed {
  const cache = new Map<string, Float64Array>();
  /** A stack: the next request to start is the last. */
  const waiting: string[] = [];
  /** Asked since the last start, in the order asked. */
  const fresh: string[] = [];
  const asked = new Set<string>();
  const listeners = new Set<(code: string) => void>();
  let active = 0;

  const settle = (code: string, closes: Float64Array) => {
    cache.set(code, closes);
    active--;
    for (const listener of listeners) listener(code);
    pump();
  };
  const forget = (code: string) => {
    cache.delete(code);
    asked.delete(code);
    for (const listener of listeners) listener(code);
  };
  const pump = () => {
    while (active < CONCURRENT_REQUESTS && waiting.length > 0) {
      const code = waiting.pop()!;
      active++;
      load(code).then(
        (closes) => settle(code, closes),
        () => {
          settle(code, new Float64Array(0));
          setTimeout(() => forget(code), retryFailedMs);
        },
      );
    }
  };
  const startFresh = () => {
    for (let i = fresh.length - 1; i >= 0; i--) waiting.push(fresh[i]);
    fresh.length = 0;
    pump();
  };

  return {
    closes: (code) => cache.get(code) ?? null,
    request(code) {
      if (asked.has(code)) return;
      asked.add(code);
      // The first request since the last start sets the one timer that starts them all.
      if (fresh.push(code) === 1) setTimeout(startFresh, 0);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
