/**
 * Clocks: where the simulated market is in time.
 *
 * - DemoClock (the default) maps any wall time to a live session, so a visitor at night still sees
 *   trading. The simulated day runs from 08:40 to 15:10 local (all sessions, with a few minutes of
 *   pre-open and closed either side) and repeats: simulated time of day =
 *   08:40 + ((wall ms since local midnight) x speed) mod 6 h 30 min, with speed = 6 h 30 min / dayLengthMs
 *   (default dayLengthMs = 6 h 30 min, so speed 1). Each lap is a new trading day, so that clients see a
 *   new trading date (and start a new day) when the clock wraps at 15:10: the last lap of a wall date is
 *   the latest trading day on or before that date, and each earlier lap of the date the trading day
 *   before the next one (at speed 1, four laps: D-3, D-2, D-1, D). Fast test clocks cycle through the
 *   last 20 trading days. The date and time are a function of the wall time alone, so a server started
 *   at any moment shows the same day as one that has run since the open. With a start minute, laps
 *   count forward one trading day each from the wall date at start.
 * - RealClock: the exchange's own time (Asia/Ho_Chi_Minh); on weekends and holidays the market is closed.
 * - FixedClock: a settable instant, for tests and tools that drive the simulator with advanceTo().
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addDays, localDate, localMidnightMs, VN_OFFSET_MS, weekday } from "./dates";

export interface SimClock {
  /** The simulated instant now, Unix ms. */
  now(): number;
  /** Whether the local date is a trading day. */
  isTradingDay(date: string): boolean;
}

const HOLIDAY_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * `{ "2026": ["2026-01-01", ...], ... }`, checked: a folder of a broker's own (`--ref-data`) with a typo
 * stops the server with what is wrong and where, rather than a bare JSON error or a calendar that
 * silently trades on a holiday written as "2027-2-6".
 */
function parseHolidays(text: string, file: string): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error(`${file}: expected an object of years, each a list of "YYYY-MM-DD" dates`);
  for (const [year, days] of Object.entries(parsed)) {
    if (!Array.isArray(days)) throw new Error(`${file}: ${year} is not a list of dates`);
    for (const day of days)
      if (typeof day !== "string" || HOLIDAY_DATE.exec(day)?.[1] !== year)
        throw new Error(
          `${file}: ${JSON.stringify(day)} under ${year} is not a "YYYY-MM-DD" date of ${year}`,
        );
  }
  return parsed as Record<string, string[]>;
}

/** Weekdays without trading, from trading_holidays.json when the data folder has it (2024-2026). */
export class TradingCalendar {
  private readonly holidays = new Set<string>();
  /** The years the holiday list covers ("2026"); a year outside them has weekends only. */
  readonly years: readonly string[] = [];

  constructor(dataDir?: string | null) {
    const file = dataDir ? join(dataDir, "trading_holidays.json") : null;
    if (file && existsSync(file)) {
      const parsed = parseHolidays(readFileSync(file, "utf8"), file);
      for (const days of Object.values(parsed)) for (const d of days) this.holidays.add(d);
      this.years = Object.keys(parsed).sort();
    }
  }

  /**
   * A line for the server's start when the holiday list does not cover `date`'s year (the list is data
   * that must be refreshed each year): its weekdays count as trading days, Tết included. Null when covered
   * or when there is no list at all (a generated market).
   */
  coverageNote(date: string): string | null {
    const year = date.slice(0, 4);
    if (this.years.length === 0 || this.years.includes(year)) return null;
    return `no trading holidays listed for ${year} (trading_holidays.json covers ${this.years[0]}-${this.years.at(-1)}): its weekdays count as trading days; add them with a newer snapshot (npm run data:reference) or a folder of your own (--ref-data DIR)`;
  }

  isTradingDay(date: string): boolean {
    const w = weekday(date);
    return w !== 0 && w !== 6 && !this.holidays.has(date);
  }

  /** The latest trading day on or before `date`. */
  latestOnOrBefore(date: string): string {
    let d = date;
    for (let k = 0; k < 30 && !this.isTradingDay(d); k++) d = addDays(d, -1);
    return d;
  }

  /** The trading day before `date`. */
  previous(date: string): string {
    return this.latestOnOrBefore(addDays(date, -1));
  }

  /** The trading day after `date`. */
  next(date: string): string {
    let d = addDays(date, 1);
    for (let k = 0; k < 30 && !this.isTradingDay(d); k++) d = addDays(d, 1);
    return d;
  }

  /** `date` moved by `n` trading days (negative: back). */
  shift(date: string, n: number): string {
    let d = date;
    for (let k = 0; k < Math.abs(n); k++) d = n > 0 ? this.next(d) : this.previous(d);
    return d;
  }
}

export interface DemoClockOptions {
  /** Wall milliseconds one simulated day lasts (default 6 h 30 min: real speed). Tests use seconds. */
  dayLengthMs?: number;
  /** Wall clock source (default Date.now). */
  wallNow?: () => number;
  calendar?: TradingCalendar;
  /**
   * Start the demo session at this local minute of day (e.g. 600 = 10:00) when the clock is made, and run
   * from there, instead of deriving the time from the wall clock: tests and demos that need trading.
   */
  startMinute?: number;
}

/** Trading days a fast demo clock cycles through before coming back. */
const DEMO_DATE_CYCLE = 20;

/** Local minute the demo day starts (08:40) and its length in minutes (to 15:10). */
export const DEMO_START_MINUTE = 8 * 60 + 40;
export const DEMO_SPAN_MINUTES = 6 * 60 + 30;

export class DemoClock implements SimClock {
  readonly speed: number;
  private readonly wallNow: () => number;
  private readonly calendar: TradingCalendar;
  /** With startMinute: the wall time the clock was made, the demo offset it started at and its date. */
  private readonly anchor: { wall: number; offset: number; date: string } | null;

  constructor(options: DemoClockOptions = {}) {
    const span = DEMO_SPAN_MINUTES * 60_000;
    this.speed = span / (options.dayLengthMs ?? span);
    this.wallNow = options.wallNow ?? Date.now;
    this.calendar = options.calendar ?? new TradingCalendar(null);
    this.anchor =
      options.startMinute === undefined
        ? null
        : {
            wall: this.wallNow(),
            offset: ((((options.startMinute - DEMO_START_MINUTE) * 60_000) % span) + span) % span,
            date: this.calendar.latestOnOrBefore(localDate(this.wallNow())),
          };
  }

  now(): number {
    const wall = this.wallNow();
    const span = DEMO_SPAN_MINUTES * 60_000;
    let demoMs: number;
    let date: string;
    if (this.anchor === null) {
      const sinceMidnight = wall + VN_OFFSET_MS - Math.floor((wall + VN_OFFSET_MS) / 86_400_000) * 86_400_000;
      demoMs = sinceMidnight * this.speed;
      const laps = Math.ceil((86_400_000 * this.speed) / span);
      const back = (laps - 1 - Math.floor(demoMs / span)) % DEMO_DATE_CYCLE;
      date = this.calendar.shift(this.calendar.latestOnOrBefore(localDate(wall)), -back);
    } else {
      demoMs = this.anchor.offset + (wall - this.anchor.wall) * this.speed;
      date = this.calendar.shift(this.anchor.date, Math.floor(demoMs / span));
    }
    return localMidnightMs(date) + DEMO_START_MINUTE * 60_000 + Math.floor(demoMs % span);
  }

  isTradingDay(date: string): boolean {
    return this.calendar.isTradingDay(date);
  }
}

export class RealClock implements SimClock {
  constructor(private readonly calendar = new TradingCalendar(null)) {}

  now(): number {
    return Date.now();
  }

  isTradingDay(date: string): boolean {
    return this.calendar.isTradingDay(date);
  }
}

export class FixedClock implements SimClock {
  constructor(
    public time: number,
    private readonly calendar = new TradingCalendar(null),
  ) {}

  now(): number {
    return this.time;
  }

  isTradingDay(date: string): boolean {
    return this.calendar.isTradingDay(date);
  }
}

/** Unix ms of a local time on a date: `localTime("2026-11-20", 9, 15)`. */
export function localTime(date: string, hours: number, minutes = 0, seconds = 0): number {
  return localMidnightMs(date) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
}
