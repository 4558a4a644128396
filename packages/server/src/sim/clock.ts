/**
 * Clocks: where the simulated market is in time.
 *
 * - DemoClock (the default) maps any wall time to a live session, so a visitor at night still sees
 *   trading. The simulated day runs from 08:40 to 15:10 local (all sessions, with a few minutes of
 *   pre-open and closed either side) and repeats: simulated time of day =
 *   08:40 + ((wall ms since local midnight) x speed) mod 6 h 30 min, with speed = 6 h 30 min / dayLengthMs
 *   (default dayLengthMs = 6 h 30 min, so speed 1). The simulated date is the latest trading day on or
 *   before the wall's local date. Each lap replays the same date (the simulator restarts the day, which
 *   is identical for the same seed); a new wall date starts the next trading day.
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

/** Weekdays without trading, from trading_holidays.json when the data folder has it (2024-2026). */
export class TradingCalendar {
  private readonly holidays = new Set<string>();

  constructor(dataDir?: string | null) {
    const file = dataDir ? join(dataDir, "trading_holidays.json") : null;
    if (file && existsSync(file)) {
      const parsed = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
      for (const days of Object.values(parsed)) for (const d of days) this.holidays.add(d);
    }
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

/** Local minute the demo day starts (08:40) and its length in minutes (to 15:10). */
export const DEMO_START_MINUTE = 8 * 60 + 40;
export const DEMO_SPAN_MINUTES = 6 * 60 + 30;

export class DemoClock implements SimClock {
  readonly speed: number;
  private readonly wallNow: () => number;
  private readonly calendar: TradingCalendar;
  /** With startMinute: the wall time the clock was made and the demo offset it started at. */
  private readonly anchor: { wall: number; offset: number } | null;

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
          };
  }

  now(): number {
    const wall = this.wallNow();
    const date = this.calendar.latestOnOrBefore(localDate(wall));
    const sinceMidnight = wall + VN_OFFSET_MS - Math.floor((wall + VN_OFFSET_MS) / 86_400_000) * 86_400_000;
    const span = DEMO_SPAN_MINUTES * 60_000;
    const offset =
      this.anchor === null
        ? (sinceMidnight * this.speed) % span
        : (this.anchor.offset + (wall - this.anchor.wall) * this.speed) % span;
    return localMidnightMs(date) + DEMO_START_MINUTE * 60_000 + Math.floor(offset);
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
