import { isMatchingSession } from "./session-status";
import { isTradingDay, sessionPhaseAt, vnMinutesSinceMidnight } from "./trading-calendar";

/**
 * How long an exchange may go without a record (its index or any of its symbols) while it matches
 * orders before its data counts as stale. A live HOSE, HNX or UpCOM session changes some price, volume
 * or index value every few hundred milliseconds (the reference simulator every 100 ms batch); 15 s of
 * silence there means the feed, not the market, stopped. Long enough that a slow provider or a short
 * network hiccup does not grey the board.
 */
export const STALE_DATA_AFTER_MS = 15_000;

/**
 * Whether an exchange's data is older than its session allows: during a matching session (ATO,
 * continuous, ATC) of a trading day, no record for more than `thresholdMs`. Never while the exchange is
 * closed, pre-open, at lunch or in put-through (quiet by nature), and not in the first `thresholdMs` of
 * a session (the first records after the lunch break may take a moment).
 *
 * `marketTimeMs` is the market's clock (the server's msgType 1, which a demo clock may move through a
 * whole day); `quietMs` how long ago the exchange's last record arrived (Infinity: never).
 */
export function isExchangeDataStale(
  marketCode: string,
  marketTimeMs: number,
  quietMs: number,
  thresholdMs: number = STALE_DATA_AFTER_MS,
  holidays?: ReadonlySet<string>,
): boolean {
  if (!(marketTimeMs > 0) || !(quietMs > thresholdMs)) return false;
  const instant = new Date(marketTimeMs);
  if (!isTradingDay(instant, holidays)) return false;
  const minute = vnMinutesSinceMidnight(instant);
  const phase = sessionPhaseAt(marketCode, minute);
  if (phase === null || !isMatchingSession(phase.status)) return false;
  // Vietnam's offset is whole hours: the market's second of the minute is the instant's.
  const sinceSessionStart = (minute - phase.startMinute) * 60_000 + (marketTimeMs % 60_000);
  return sinceSessionStart > thresholdMs;
}
