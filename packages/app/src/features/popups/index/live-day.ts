import type { IndexHistoryRow } from "@vnboard/feed/rest";

/** A row of the past-prices table (spec 2.5): the REST history row's day figures. */
export type PastPriceRow = Pick<
  IndexHistoryRow,
  | "tradingDate"
  | "changeIndex"
  | "pctChangeIndex"
  | "openIndex"
  | "highestIndex"
  | "lowestIndex"
  | "closeIndex"
  | "totalTradedQtty"
  | "totalTradedValue"
> & { live?: boolean };

/** YYYYMMDD of an epoch ms in Vietnam time (UTC+7, no daylight saving). */
export function vietnamDate(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return "";
  const d = new Date(ms + 7 * 3600 * 1000);
  const mm = String(d.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(d.getUTCDate()).padStart(2, "0");
  return `${d.getUTCFullYear()}${mm}${dd}`;
}

/**
 * The history with the live day on top (spec 2.5: "the current day is added on top when live data
 * exists"). A history row of the same date is replaced by the live one (the live figures are newer);
 * no live row (no current value or no date) leaves the history as it is.
 */
export function withLiveDay(history: readonly PastPriceRow[], live: PastPriceRow | null): PastPriceRow[] {
  if (live === null || live.tradingDate === "" || !(live.closeIndex > 0)) return [...history];
  return [{ ...live, live: true }, ...history.filter((row) => row.tradingDate !== live.tradingDate)];
}
