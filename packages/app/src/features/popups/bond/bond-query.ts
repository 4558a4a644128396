import { formatCompactDate, isCompactDate } from "@vnboard/feed/rest";
import { vietnamDate } from "../index/live-day";

/**
 * What the bond popup asks GET /api/cbts/get-detail-stock for (spec 3 "Bond search params"): the code
 * and the history's from and to dates as compact YYYYMMDD (spec 9), "" when the user left one blank.
 */
export interface BondQuery {
  code: string;
  from: string;
  to: string;
}

/** Why a history search was refused before anything was sent. */
export type BondQueryProblem = "badDate" | "fromAfterTo" | null;

/**
 * "Today" for the date form (spec 2.5: from and to default to today): the market's date from the server
 * clock (msgType 1, the exchanges' time zone), so that the board and the provider agree on it; the
 * browser's own date until the first server-time frame.
 */
export function bondToday(serverTimeMs: number, now: Date = new Date()): string {
  return vietnamDate(serverTimeMs) || formatCompactDate(now);
}

/** A date input's value (YYYY-MM-DD, or "" when blank) as YYYYMMDD; null when it is not a real day. */
export function inputToCompact(value: string): string | null {
  const text = value.trim();
  if (text === "") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const compact = `${match[1]}${match[2]}${match[3]}`;
  return isCompactDate(compact) ? compact : null;
}

/** YYYYMMDD as a date input's value YYYY-MM-DD ("" for anything else). */
export function compactToInput(compact: string): string {
  return /^\d{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}` : "";
}

/** Checks the form's dates; a blank date is allowed (spec 5: the history then stays empty). */
export function checkDates(from: string, to: string): BondQueryProblem {
  const f = inputToCompact(from);
  const t = inputToCompact(to);
  if (f === null || t === null) return "badDate";
  // YYYYMMDD strings compare in date order.
  if (f !== "" && t !== "" && f > t) return "fromAfterTo";
  return null;
}

/**
 * Spec 5: the bond history is fetched only when a from-date or a to-date exists; otherwise the history
 * is emptied (the information part is still polled).
 */
export function wantsHistory(query: BondQuery): boolean {
  return query.from !== "" || query.to !== "";
}

/** A key that changes whenever the query does (answers for another key are stale). */
export function queryKey(query: BondQuery): string {
  return `${query.code}|${query.from}|${query.to}`;
}
