/**
 * Scales of the small intraday index chart (spec 9, chart rules): the value axis covers the points and
 * the reference (priorIndex) with 30% of that range added above and below; the volume axis goes to
 * 1.25 times the highest bar; bars are at most 30 px wide. The time axis is the trading day in
 * exchange time with the lunch break left out, so that the morning and the afternoon join.
 * Pure numbers, no canvas: the renderer asks `x`, `y` and `volumeY` for each point.
 */

/** Spec 9: "Chart axis padding 30% of the range". */
export const AXIS_PADDING = 0.3;
/** Spec 9: "volume axis maximum 1.25 times the peak". */
export const VOLUME_HEADROOM = 1.25;
/** Spec 9: "maximum bar width 30". */
export const MAX_BAR_WIDTH = 30;
/** Share of the chart height the volume bars may take, at the bottom, under the line. */
export const VOLUME_BAND = 0.3;

/** Exchange time is UTC+7 all year (Asia/Ho_Chi_Minh has no daylight saving). */
const EXCHANGE_OFFSET_S = 7 * 3600;
const OPEN = 9 * 60;
const BREAK_START = 11 * 60 + 30;
const BREAK_END = 13 * 60;
const CLOSE = 15 * 60;
/** Minutes of trading between the open and the close, without the break (150 + 120). */
export const SESSION_MINUTES = BREAK_START - OPEN + (CLOSE - BREAK_END);

/**
 * Minutes of trading since 09:00 exchange time of a Unix time in seconds: 11:30-13:00 count as 11:30.
 * Before the open the result is negative; after 15:00 above SESSION_MINUTES.
 */
export function tradingMinute(unixSeconds: number): number {
  const minuteOfDay = ((((unixSeconds + EXCHANGE_OFFSET_S) % 86_400) + 86_400) % 86_400) / 60;
  if (minuteOfDay <= BREAK_START) return minuteOfDay - OPEN;
  if (minuteOfDay < BREAK_END) return BREAK_START - OPEN;
  return minuteOfDay - BREAK_END + (BREAK_START - OPEN);
}

/** The fitted scales of one chart; refitted in place for each redraw. */
export class IndexChartGeometry {
  width = 0;
  height = 0;
  /** Time domain in trading minutes. */
  xMin = 0;
  xMax = SESSION_MINUTES;
  /** Value domain (index points), padded. */
  yMin = 0;
  yMax = 1;
  /** Top of the volume axis (shares); 0 when no bar has volume. */
  volumeMax = 0;
  barWidth = 1;
  /** Number of points with a value (the line can be drawn when >= 1). */
  drawable = 0;

  /**
   * Fits the scales to `length` points (columns of a series) and the reference `prior`, for a chart
   * of `width` x `height` pixels. NaN values are skipped. Returns the number of drawable points.
   */
  fit(
    times: ArrayLike<number>,
    values: ArrayLike<number>,
    quantities: ArrayLike<number>,
    length: number,
    prior: number,
    width: number,
    height: number,
  ): number {
    this.width = width;
    this.height = height;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    let peak = 0;
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    let drawable = 0;
    for (let i = 0; i < length; i++) {
      const t = times[i];
      if (!Number.isFinite(t)) continue;
      const m = tradingMinute(t);
      if (m < first) first = m;
      if (m > last) last = m;
      const q = quantities[i];
      if (q > peak) peak = q;
      const v = values[i];
      if (!Number.isFinite(v)) continue;
      drawable++;
      if (v < low) low = v;
      if (v > high) high = v;
    }
    if (Number.isFinite(prior) && prior > 0) {
      if (prior < low) low = prior;
      if (prior > high) high = prior;
    }
    if (!Number.isFinite(low)) {
      low = 0;
      high = 1;
    }
    if (!(high > low)) {
      // A flat day (or one point on the reference) still needs a range to pad: 0.1% of the level.
      const half = Math.max(Math.abs(high) * 0.0005, 0.005);
      low -= half;
      high += half;
    }
    const pad = (high - low) * AXIS_PADDING;
    this.yMin = low - pad;
    this.yMax = high + pad;
    this.volumeMax = peak > 0 ? peak * VOLUME_HEADROOM : 0;
    this.xMin = Number.isFinite(first) ? Math.min(0, first) : 0;
    this.xMax = Number.isFinite(last) ? Math.max(SESSION_MINUTES, last) : SESSION_MINUTES;
    const perMinute = width / Math.max(1, this.xMax - this.xMin);
    this.barWidth = Math.min(MAX_BAR_WIDTH, Math.max(1, perMinute * 0.7));
    this.drawable = drawable;
    return drawable;
  }

  /** Horizontal pixel of a Unix time (seconds). */
  x(unixSeconds: number): number {
    return ((tradingMinute(unixSeconds) - this.xMin) / (this.xMax - this.xMin)) * this.width;
  }

  /** Vertical pixel of an index value (0 at the top). */
  y(value: number): number {
    return ((this.yMax - value) / (this.yMax - this.yMin)) * this.height;
  }

  /** Vertical pixel of the top of a volume bar; `height` for no volume. */
  volumeY(quantity: number): number {
    if (!(quantity > 0) || this.volumeMax <= 0) return this.height;
    return this.height - (quantity / this.volumeMax) * this.height * VOLUME_BAND;
  }
}
