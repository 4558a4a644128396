import type { DailyCandle } from "@vnboard/feed/rest";

/**
 * The server's chart data (the popups' chartdata calls, docs/api.md) as the chart library's series. The
 * library shows times as UTC: each epoch is moved by Vietnam's offset (UTC+7, no daylight saving), so
 * axis labels and the crosshair read exchange time.
 */
export const VIETNAM_OFFSET_S = 7 * 3600;

/**
 * The page's ranges and the chartdata `type` each one asks for: the popups' chart ranges of spec 7
 * (Today, 1 week, 1 month; Today first) and the longer daily ranges of a technical chart.
 */
export const CHART_PAGE_RANGES = ["D", "W", "1M", "3M", "1Y"] as const;
export type ChartPageRange = (typeof CHART_PAGE_RANGES)[number];

export interface CandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ValuePoint {
  time: number;
  value: number;
}

export interface ChartSeries {
  candles: CandlePoint[];
  /** Volume bars with `up` true when the candle closed at or above its open. */
  volumes: (ValuePoint & { up: boolean })[];
  ma20: ValuePoint[];
  ma50: ValuePoint[];
}

/** Simple moving average of `period` closes; a point only once `period` values exist. */
export function movingAverage(points: readonly ValuePoint[], period: number): ValuePoint[] {
  const out: ValuePoint[] = [];
  let sum = 0;
  points.forEach((point, i) => {
    sum += point.value;
    if (i >= period) sum -= points[i - period].value;
    if (i >= period - 1) out.push({ time: point.time, value: sum / period });
  });
  return out;
}

/** Candles sorted and deduplicated by time (the library refuses anything else); junk rows dropped. */
export function toChartSeries(rows: readonly DailyCandle[]): ChartSeries {
  const byTime = new Map<number, CandlePoint & { volume: number }>();
  for (const row of rows) {
    const values = [row.open, row.highest, row.lowest, row.close];
    if (!Number.isFinite(row.time) || values.some((v) => !Number.isFinite(v) || v <= 0)) continue;
    const time = Math.floor(row.time / 1000) + VIETNAM_OFFSET_S;
    byTime.set(time, {
      time,
      open: row.open,
      high: Math.max(...values),
      low: Math.min(...values),
      close: row.close,
      volume: Number.isFinite(row.volume) && row.volume > 0 ? row.volume : 0,
    });
  }
  const sorted = [...byTime.values()].sort((a, b) => a.time - b.time);
  const closes = sorted.map((c) => ({ time: c.time, value: c.close }));
  return {
    candles: sorted.map(({ volume: _, ...candle }) => candle),
    volumes: sorted.map((c) => ({ time: c.time, value: c.volume, up: c.close >= c.open })),
    ma20: movingAverage(closes, 20),
    ma50: movingAverage(closes, 50),
  };
}
