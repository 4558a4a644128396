/**
 * Trading days, the session timetable per market and the VN30 futures calendar (market-rules.md
 * "Sessions" and "Derivative codes"). Times are Asia/Ho_Chi_Minh, UTC+7 all year (Vietnam has no
 * daylight saving), so a fixed offset is exact and we need no time-zone database.
 */
import { MarketCode } from "../model/market-codes";
import { SessionStatus } from "./session-status";

const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const EMPTY_HOLIDAYS: ReadonlySet<string> = new Set();

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function dateKey(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The Vietnamese calendar date of an instant, as 'YYYY-MM-DD'. */
export function vnDateKey(date: Date): string {
  const d = new Date(date.getTime() + VN_OFFSET_MS);
  return dateKey(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Minutes since midnight in Vietnam of an instant (09:15 -> 555). */
export function vnMinutesSinceMidnight(date: Date): number {
  const ms = (date.getTime() + VN_OFFSET_MS) % 86_400_000;
  return Math.floor((ms < 0 ? ms + 86_400_000 : ms) / 60_000);
}

/** Day of week (0 Sunday .. 6 Saturday) of a 'YYYY-MM-DD' key; NaN when malformed. */
function weekdayOfKey(key: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (m === null) return Number.NaN;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
}

/**
 * Whether the exchanges trade on a day: not Saturday or Sunday, and not in `holidays` ('YYYY-MM-DD').
 * A Date is read as its Vietnamese calendar date; a string is taken as that date already.
 */
export function isTradingDay(date: Date | string, holidays: ReadonlySet<string> = EMPTY_HOLIDAYS): boolean {
  const key = typeof date === "string" ? date : vnDateKey(date);
  const weekday = weekdayOfKey(key);
  if (Number.isNaN(weekday) || weekday === 0 || weekday === 6) return false;
  return !holidays.has(key);
}

/*
 * Session timetables: start minute of each phase and its status code, ascending. Before the first
 * session the status is 01 (pre-open, waiting for orders); after the last, 90 (closed).
 * The lunch break is 03 (pause): the spec's list has no lunch code, and the market is paused then.
 * HNX's post-close session (PLO, 14:45-15:00) has no code of its own in the spec; put-through continues
 * in it, so it is 61, the second put-through code (unverified reading).
 * HCX (listed bonds) is not in market-rules.md's table; it follows the TPRL timetable (unverified).
 */
const S = SessionStatus;
const HSX_STARTS = [0, 540, 555, 690, 780, 870, 885, 900] as const;
const HSX_CODES = [S.PRE_OPEN, S.ATO, S.CONTINUOUS, S.PAUSE, S.CONTINUOUS, S.ATC, S.PUT_THROUGH, S.CLOSED];
const HNX_STARTS = [0, 540, 690, 780, 870, 885, 900] as const;
const HNX_CODES = [S.PRE_OPEN, S.CONTINUOUS, S.PAUSE, S.CONTINUOUS, S.ATC, S.PUT_THROUGH_2, S.CLOSED];
const UPCOM_STARTS = [0, 540, 690, 780, 900] as const;
const UPCOM_CODES = [S.PRE_OPEN, S.CONTINUOUS, S.PAUSE, S.CONTINUOUS, S.CLOSED];
const DERIVATIVE_STARTS = [0, 525, 540, 690, 780, 870, 885] as const;
const DERIVATIVE_CODES = [S.PRE_OPEN, S.ATO, S.CONTINUOUS, S.PAUSE, S.CONTINUOUS, S.ATC, S.CLOSED];
const TPRL_STARTS = [0, 540, 690, 780, 885] as const;
const TPRL_CODES = [S.PRE_OPEN, S.PUT_THROUGH, S.PAUSE, S.PUT_THROUGH, S.CLOSED];

interface Timetable {
  starts: readonly number[];
  codes: readonly SessionStatus[];
}

const TIMETABLES: Readonly<Record<string, Timetable>> = {
  [MarketCode.HSX]: { starts: HSX_STARTS, codes: HSX_CODES },
  [MarketCode.HNX]: { starts: HNX_STARTS, codes: HNX_CODES },
  [MarketCode.UPCOM]: { starts: UPCOM_STARTS, codes: UPCOM_CODES },
  [MarketCode.DERIVATIVE]: { starts: DERIVATIVE_STARTS, codes: DERIVATIVE_CODES },
  [MarketCode.TPRL]: { starts: TPRL_STARTS, codes: TPRL_CODES },
  [MarketCode.BOND]: { starts: TPRL_STARTS, codes: TPRL_CODES },
};

/** Index of the phase a minute falls in. */
function phaseIndex(table: Timetable, minutes: number): number {
  let i = table.starts.length - 1;
  while (i > 0 && minutes < table.starts[i]) i--;
  return i;
}

/**
 * Session status of a market at a time of day (minutes since midnight, Vietnam), on a trading day.
 * The caller checks isTradingDay first. Unknown markets and invalid times give 00 (blank).
 */
export function sessionAt(marketCode: string, minutesSinceMidnight: number): SessionStatus {
  const table = TIMETABLES[marketCode];
  if (!table || !(minutesSinceMidnight >= 0)) return S.BLANK;
  return table.codes[phaseIndex(table, minutesSinceMidnight)];
}

/** The session a market is in on a trading day, and the one that follows it. */
export interface SessionPhase {
  status: SessionStatus;
  /** Minute of day this session started (0 for the first of the day). */
  startMinute: number;
  /** Minute of day the next session starts; null after the last change of the day (closed). */
  nextStartMinute: number | null;
  /** The session that starts then; null after the last change of the day. */
  nextStatus: SessionStatus | null;
}

/**
 * The current session of a market at a minute of day on a trading day and the next change (for a
 * countdown: ATO in 4 min, ATC in 12 min). Null for a market without a timetable or an invalid time.
 */
export function sessionPhaseAt(marketCode: string, minutesSinceMidnight: number): SessionPhase | null {
  const table = TIMETABLES[marketCode];
  if (!table || !(minutesSinceMidnight >= 0) || minutesSinceMidnight >= 1440) return null;
  const i = phaseIndex(table, minutesSinceMidnight);
  const last = i === table.starts.length - 1;
  return {
    status: table.codes[i],
    startMinute: table.starts[i],
    nextStartMinute: last ? null : table.starts[i + 1],
    nextStatus: last ? null : table.codes[i + 1],
  };
}

// ---- VN30 futures (market-rules.md "Derivative codes") ----

/** Day of the month (15..21) of the third Thursday; month 1..12. */
export function thirdThursday(year: number, month: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((4 - firstWeekday + 7) % 7) + 14;
}

/**
 * Last trading day of the contract expiring in a month, 'YYYY-MM-DD': the third Thursday; when that is
 * a holiday, the trading day before it (the exchanges' practice; market-rules.md states only the
 * Thursday).
 */
export function futureLastTradingDate(
  year: number,
  month: number,
  holidays: ReadonlySet<string> = EMPTY_HOLIDAYS,
): string {
  const t = new Date(Date.UTC(year, month - 1, thirdThursday(year, month)));
  let key = dateKey(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  while (!isTradingDay(key, holidays)) {
    t.setUTCDate(t.getUTCDate() - 1);
    key = dateKey(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  }
  return key;
}

/** KRX year characters from 2020: A-F for 2020-2025, G for 2026, then H, J, K, L... (I, O, U skipped). */
const KRX_YEAR_CHARS = "ABCDEFGHJKLMNPQRSTVWXYZ";
const KRX_MONTH_CHARS = "123456789ABC";
const KRX_FIRST_YEAR = 2020;

/** The KRX code character of a year (derivative codes); throws RangeError outside the table. */
export function krxYearChar(year: number): string {
  const i = year - KRX_FIRST_YEAR;
  if (!Number.isInteger(i) || i < 0 || i >= KRX_YEAR_CHARS.length) {
    throw new RangeError(`No KRX year character for ${year}`);
  }
  return KRX_YEAR_CHARS[i];
}

/** The KRX code character of a month (1-12); throws RangeError otherwise. */
export function krxMonthChar(month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Bad month ${month}`);
  return KRX_MONTH_CHARS[month - 1];
}

/** Underlyings of the KRX codes: VN30, VN100, 5-year and 10-year government bonds. */
export const KrxUnderlying = { VN30: "I1", VN100: "I2", GB05: "B5", GB10: "BA" } as const;
export type KrxUnderlying = (typeof KrxUnderlying)[keyof typeof KrxUnderlying];

/** KRX futures code: '41' + underlying + year char + month char + '000' (41I1F8000 = VN30F2508). */
export function krxFutureCode(year: number, month: number, underlying: string = KrxUnderlying.VN30): string {
  return `41${underlying}${krxYearChar(year)}${krxMonthChar(month)}000`;
}

/** The contract of a KRX futures code, or null when it is not one. */
export function parseKrxFutureCode(code: string): { underlying: string; year: number; month: number } | null {
  const m = /^41([A-Z0-9]{2})([A-Z])([1-9A-C])000$/.exec(code);
  if (m === null) return null;
  const y = KRX_YEAR_CHARS.indexOf(m[2]);
  if (y < 0) return null;
  return { underlying: m[1], year: KRX_FIRST_YEAR + y, month: KRX_MONTH_CHARS.indexOf(m[3]) + 1 };
}

/** Legacy code 'VN30FYYMM' (VN30F2512). */
export function legacyFutureCode(year: number, month: number): string {
  return `VN30F${pad2(year % 100)}${pad2(month)}`;
}

/** The rolling aliases of VN30 futures: this and next month, this and next quarter. */
export const VN30_FUTURE_ALIASES = ["VN30F1M", "VN30F2M", "VN30F1Q", "VN30F2Q"] as const;
/** One of VN30_FUTURE_ALIASES. */
export type Vn30FutureAlias = (typeof VN30_FUTURE_ALIASES)[number];

/** A VN30 future: its alias, legacy and KRX codes, expiry month and last trading day. */
export interface Vn30FutureContract {
  alias: Vn30FutureAlias;
  legacyCode: string;
  krxCode: string;
  year: number;
  month: number;
  /** 'YYYY-MM-DD' */
  lastTradingDate: string;
}

/**
 * The four listed VN30 futures on a day (market-rules.md): this month's contract (the next month's once
 * this month's last trading day has passed; on that day it still trades), the following month, then the
 * next two quarter months (March, June, September, December) after those.
 */
export function vn30FutureAliases(
  today: Date | string,
  holidays: ReadonlySet<string> = EMPTY_HOLIDAYS,
): Vn30FutureContract[] {
  const key = typeof today === "string" ? today : vnDateKey(today);
  let year = Number(key.slice(0, 4));
  let month = Number(key.slice(5, 7));
  if (key > futureLastTradingDate(year, month, holidays)) [year, month] = nextMonth(year, month);
  const out: Vn30FutureContract[] = [];
  out.push(contract("VN30F1M", year, month, holidays));
  [year, month] = nextMonth(year, month);
  out.push(contract("VN30F2M", year, month, holidays));
  do [year, month] = nextMonth(year, month);
  while (month % 3 !== 0);
  out.push(contract("VN30F1Q", year, month, holidays));
  for (let i = 0; i < 3; i++) [year, month] = nextMonth(year, month);
  out.push(contract("VN30F2Q", year, month, holidays));
  return out;
}

function nextMonth(year: number, month: number): [number, number] {
  return month === 12 ? [year + 1, 1] : [year, month + 1];
}

function contract(
  alias: Vn30FutureAlias,
  year: number,
  month: number,
  holidays: ReadonlySet<string>,
): Vn30FutureContract {
  return {
    alias,
    legacyCode: legacyFutureCode(year, month),
    krxCode: krxFutureCode(year, month),
    year,
    month,
    lastTradingDate: futureLastTradingDate(year, month, holidays),
  };
}
