/**
 * Date strings of the REST calls: compact YYYYMMDD on the wire (bond params and every date of an
 * answer, docs/api.md) and DD/MM/YYYY for display (spec section 9). Dates are calendar days in the
 * user's local time: a bond search "from today" means the user's today, not UTC's, which differs
 * between 00:00 and 07:00 in Vietnam.
 */

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/** Local calendar day of `date` as YYYYMMDD. */
export function formatCompactDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`;
}

/** Checks that year, month and day form a real calendar day (no 31 April, 29 Feb only in leap years). */
function toLocalDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(year, month - 1, day);
  // new Date() silently rolls 31/04 over to 01/05; a roll-over means the day did not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** YYYYMMDD to a local Date at 00:00; null when malformed or not a real day. */
export function parseCompactDate(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  return toLocalDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** True for a well-formed YYYYMMDD of a real day. */
export function isCompactDate(text: string): boolean {
  return parseCompactDate(text) !== null;
}

/** Local calendar day of `date` as DD/MM/YYYY. */
export function formatDisplayDate(date: Date): string {
  return `${pad(date.getDate(), 2)}/${pad(date.getMonth() + 1, 2)}/${pad(date.getFullYear(), 4)}`;
}

/** DD/MM/YYYY to a local Date at 00:00; null when malformed or not a real day. */
export function parseDisplayDate(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  return toLocalDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** YYYYMMDD (as answers carry it) to DD/MM/YYYY; "" when malformed, as the board shows nothing then. */
export function compactToDisplayDate(text: string): string {
  const date = parseCompactDate(text);
  return date ? formatDisplayDate(date) : "";
}
