import type { Series } from "@vnboard/feed";
import type { DailyCandle } from "@vnboard/feed/rest";

/** One candle of a popup chart; `time` is epoch ms of its start, prices in dong or index points. */
export interface Candle {
  time: number;
  open: number;
  close: number;
  lowest: number;
  highest: number;
  volume: number;
}

/** Column numbers of a feed series holding candles (minute chart or index statistic). */
export interface CandleColumns {
  time: number;
  open: number;
  close: number;
  lowest: number;
  highest: number;
  volume: number;
}

const finite = (value: number) => Number.isFinite(value);

/** A candle the chart can draw: finite prices with lowest <= highest, a time, and a volume >= 0. */
export function isDrawableCandle(c: Candle): boolean {
  return (
    finite(c.time) &&
    finite(c.open) &&
    finite(c.close) &&
    finite(c.lowest) &&
    finite(c.highest) &&
    c.lowest <= c.highest &&
    c.open > 0 &&
    c.close > 0
  );
}

/** REST candles (already epoch ms), dropping any the chart could not draw. */
export function fromDailyCandles(list: readonly DailyCandle[]): Candle[] {
  const out: Candle[] = [];
  for (const c of list) {
    const candle = { ...c, volume: finite(c.volume) && c.volume > 0 ? c.volume : 0 };
    if (isDrawableCandle(candle)) out.push(candle);
  }
  return out;
}

/** Candles of a feed series, whose times are Unix seconds (docs/protocol.md). */
export function fromSeries(series: Series | undefined, columns: CandleColumns): Candle[] {
  const out: Candle[] = [];
  if (series === undefined) return out;
  for (let i = 0; i < series.length; i++) {
    const volume = series.at(columns.volume, i);
    const candle: Candle = {
      time: series.at(columns.time, i) * 1000,
      open: series.at(columns.open, i),
      close: series.at(columns.close, i),
      lowest: series.at(columns.lowest, i),
      highest: series.at(columns.highest, i),
      volume: finite(volume) && volume > 0 ? volume : 0,
    };
    if (isDrawableCandle(candle)) out.push(candle);
  }
  return out;
}

/**
 * The REST candles with the live ones laid over them: a live candle replaces the REST candle of the
 * same minute (it is newer), others are inserted in time order. Both inputs are in time order.
 */
export function mergeCandles(base: readonly Candle[], live: readonly Candle[]): Candle[] {
  const out: Candle[] = [];
  let i = 0;
  let j = 0;
  while (i < base.length || j < live.length) {
    if (j >= live.length || (i < base.length && base[i].time < live[j].time)) out.push(base[i++]);
    else {
      if (i < base.length && base[i].time === live[j].time) i++;
      out.push(live[j++]);
    }
  }
  return out;
}
