/**
 * The time axis of the derivative chart (spec 9: hour ticks 9 to 15). Times are epoch ms; the trading
 * day is read in Vietnam time (UTC+7, no daylight saving) so the axis is the same in every browser.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const VN_OFFSET_MS = 7 * HOUR_MS;

/** Spec 9: the hour axis runs from 9 to 15. */
export const FIRST_HOUR = 9;
export const LAST_HOUR = 15;

export interface ChartWindow {
  /** 09:00 Vietnam time of the trading day, epoch ms. */
  start: number;
  /** 15:00 Vietnam time of the same day. */
  end: number;
  /** One tick per whole hour from 9 to 15 (seven ticks). */
  hours: readonly number[];
}

/** Midnight in Vietnam of the day holding `ms`. */
export function vietnamMidnight(ms: number): number {
  return Math.floor((ms + VN_OFFSET_MS) / DAY_MS) * DAY_MS - VN_OFFSET_MS;
}

/**
 * The 9:00-15:00 window of the day of the first point, or of `now` with no point (an empty chart still
 * shows its hour axis). Points before 9:00 (the opening auction) are drawn at the left edge by the
 * chart's clamped scale, points after 15:00 at the right edge.
 */
export function chartWindow(firstTime: number | undefined, now: number): ChartWindow {
  const reference = firstTime !== undefined && Number.isFinite(firstTime) ? firstTime : now;
  const midnight = vietnamMidnight(reference);
  const hours: number[] = [];
  for (let hour = FIRST_HOUR; hour <= LAST_HOUR; hour++) hours.push(midnight + hour * HOUR_MS);
  return { start: hours[0], end: hours[hours.length - 1], hours };
}

/** The label of an hour tick: "9h", "10h", ... in Vietnam time. */
export function hourLabel(ms: number): string {
  return `${Math.floor(((ms + VN_OFFSET_MS) % DAY_MS) / HOUR_MS)}h`;
}

/** Index of the point nearest `time` in times sorted ascending; -1 when empty. */
export function nearestIndex(times: ArrayLike<number>, count: number, time: number): number {
  if (count <= 0) return -1;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < time) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && time - times[lo - 1] <= times[lo] - time) return lo - 1;
  return lo;
}
