/** Derived figures of the stock overview (spec 2.4), pure so that their edge cases are tested. */
import type { Candle } from "../../../shared/chart/candle";

/**
 * Buy-side and sell-side active volume as whole percents adding to 100; 50/50 when there is no volume
 * (spec 2.4). Missing (NaN) or negative volumes count as 0.
 */
export function activeShares(buyQtty: number, sellQtty: number): [buy: number, sell: number] {
  const buy = Number.isFinite(buyQtty) && buyQtty > 0 ? buyQtty : 0;
  const sell = Number.isFinite(sellQtty) && sellQtty > 0 ? sellQtty : 0;
  if (buy + sell === 0) return [50, 50];
  const buyPct = Math.round((buy / (buy + sell)) * 100);
  return [buyPct, 100 - buyPct];
}

/** Vietnam is UTC+7 all year; a daily candle's time is 00:00 of its day there (docs/api.md). */
const VN_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** 00:00 Vietnam time of the day holding `ms`, as epoch ms. */
export function vietnamDayStart(ms: number): number {
  return Math.floor((ms + VN_OFFSET_MS) / DAY_MS) * DAY_MS - VN_OFFSET_MS;
}

/**
 * Average daily volume of the last `days` sessions before `todayStart` (today's forming candle is not
 * a full session); NaN when there is none.
 */
export function averageVolume(candles: readonly Candle[], todayStart: number, days = 10): number {
  let sum = 0;
  let count = 0;
  for (let i = candles.length - 1; i >= 0 && count < days; i--) {
    const c = candles[i];
    if (c.time >= todayStart) continue;
    sum += c.volume;
    count++;
  }
  return count === 0 ? Number.NaN : sum / count;
}
