/**
 * Calendar helpers on plain YYYY-MM-DD strings, and the Vietnamese local clock (Asia/Ho_Chi_Minh is UTC+7
 * all year: no daylight saving), so no time-zone database is needed.
 */

/** Offset of Vietnamese local time from UTC, in milliseconds. */
export const VN_OFFSET_MS = 7 * 3600_000;

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** "2026-11-20" -> "20261120" (the spec's compact dates). */
export function compactDate(date: string): string {
  return date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/** "20261120" -> "2026-11-20". */
export function isoDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

export function yearsBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 86_400_000);
}

/** Day of week, 0 Sunday .. 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Unix ms of local midnight starting the date. */
export function localMidnightMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - VN_OFFSET_MS;
}

/** Local date (YYYY-MM-DD) of an instant. */
export function localDate(ms: number): string {
  return new Date(ms + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** Local minute of the day (0..1439, fractional) of an instant. */
export function localMinuteOfDay(ms: number): number {
  const day = 86_400_000;
  return ((((ms + VN_OFFSET_MS) % day) + day) % day) / 60_000;
}

/** "HH:mm:ss" local of an instant. */
export function localTimeText(ms: number): string {
  return new Date(ms + VN_OFFSET_MS).toISOString().slice(11, 19);
}
