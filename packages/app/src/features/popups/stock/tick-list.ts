import type { Tick } from "@vnboard/feed/rest";

/**
 * The match history of the stock popup as a list newest first (docs/api.md: pr/stockmatch answers newest
 * first; `ticks` are digit strings that sort in time order). Pages are merged without duplicates and
 * capped so that a popup left open all day stays small.
 */

/** At most this many ticks are kept; older ones are dropped (they can be paged in again). */
export const MAX_TICKS = 5000;

/** Order of two `ticks` strings: by length, then by digits (equal-length digit strings sort as numbers). */
export function compareTicks(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function newestFirst(list: readonly Tick[]): Tick[] {
  return [...list].sort((a, b) => compareTicks(b.ticks, a.ticks));
}

/** Newer ticks (a forward poll) on top of the list: only those newer than its newest. */
export function mergeNewer(current: readonly Tick[], newer: readonly Tick[]): Tick[] {
  if (newer.length === 0) return current as Tick[];
  const top = current.length > 0 ? current[0].ticks : "";
  const fresh = newestFirst(newer.filter((t) => top === "" || compareTicks(t.ticks, top) > 0));
  if (fresh.length === 0) return current as Tick[];
  const out = fresh.concat(current);
  if (out.length > MAX_TICKS) out.length = MAX_TICKS;
  return out;
}

/** An older page (scrolling to the bottom) under the list: only those older than its oldest. */
export function appendOlder(current: readonly Tick[], older: readonly Tick[]): Tick[] {
  if (older.length === 0) return current as Tick[];
  const bottom = current.length > 0 ? current[current.length - 1].ticks : "";
  const fresh = newestFirst(older.filter((t) => bottom === "" || compareTicks(t.ticks, bottom) < 0));
  if (fresh.length === 0 || current.length >= MAX_TICKS) return current as Tick[];
  return current.concat(fresh.slice(0, MAX_TICKS - current.length));
}

/** Spec 3: trade time shows seconds, fraction cut: "10:21:07.120" -> "10:21:07"; junk -> "". */
export function formatTradeTime(tradeTime: string): string {
  const match = /^(\d{1,2}):(\d{2}):(\d{2})/.exec(typeof tradeTime === "string" ? tradeTime.trim() : "");
  if (match === null) return "";
  return `${match[1].padStart(2, "0")}:${match[2]}:${match[3]}`;
}
