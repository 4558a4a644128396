/**
 * Seeded history: daily candles per symbol and index for the past years, walked backwards from today's
 * reference so that the last close equals it; daily foreign trading per index; daily put-through rows
 * per private bond. Weekends and holidays are skipped. Each series depends only on the seed, the code and
 * the date, so it is made on demand and is the same every time it is asked for.
 */
import { SecurityType } from "@vnboard/feed";
import type { TradingCalendar } from "./clock";
import { compactDate, localMidnightMs } from "./dates";
import { roundUnits } from "./exchange-rules";
import { childRng, type Rng } from "./prng";
import type { Instrument, PrivateBond } from "./universe";

export interface DailyCandle {
  /** Unix ms of 00:00 Asia/Ho_Chi_Minh of the date (docs/api.md chart data). */
  time: number;
  /** YYYYMMDD. */
  tradingDate: string;
  open: number;
  close: number;
  lowest: number;
  highest: number;
  volume: number;
  value: number;
}

/** The `count` trading days before `date` (excluded), oldest first. */
export function tradingDaysBefore(calendar: TradingCalendar, date: string, count: number): string[] {
  const out: string[] = [];
  let d = date;
  while (out.length < count) {
    d = calendar.previous(d);
    out.push(d);
  }
  return out.reverse();
}

interface WalkSpec {
  last: number;
  vol: number;
  band: number;
  avgVolume: number;
  round: (x: number) => number;
}

function walkBack(rng: Rng, days: string[], spec: WalkSpec): DailyCandle[] {
  const n = days.length;
  const closes = new Array<number>(n);
  closes[n - 1] = spec.last;
  for (let i = n - 1; i > 0; i--) {
    const r = Math.max(-spec.band * 0.9, Math.min(spec.band * 0.9, spec.vol * rng.normal()));
    closes[i - 1] = spec.round(closes[i] / (1 + r));
  }
  const out: DailyCandle[] = [];
  for (let i = 0; i < n; i++) {
    const prev = i > 0 ? closes[i - 1] : closes[0];
    const close = closes[i];
    const open = spec.round(prev * (1 + spec.vol * 0.3 * rng.normal()));
    const top = prev * (1 + spec.band);
    const bottom = prev * (1 - spec.band);
    const high = spec.round(
      Math.min(top, Math.max(open, close) * (1 + Math.abs(rng.normal()) * spec.vol * 0.4)),
    );
    const low = spec.round(
      Math.max(bottom, Math.min(open, close) * (1 - Math.abs(rng.normal()) * spec.vol * 0.4)),
    );
    const volume = Math.round(spec.avgVolume * Math.exp(0.5 * rng.normal()));
    out.push({
      time: localMidnightMs(days[i]),
      tradingDate: compactDate(days[i]),
      open: Math.min(Math.max(open, low), high),
      close,
      lowest: Math.min(low, open, close),
      highest: Math.max(high, open, close),
      volume,
      value: Math.round(volume * close),
    });
  }
  return out;
}

function bandOf(inst: Instrument): number {
  switch (inst.marketCode) {
    case "STX":
      return 0.1;
    case "UPX":
      return 0.15;
    default:
      return 0.07;
  }
}

export function symbolHistory(
  seed: number,
  inst: Instrument,
  calendar: TradingCalendar,
  date: string,
  years: number,
): DailyCandle[] {
  const rng = childRng(seed, `hist:${inst.code}`);
  const future = inst.securityType === SecurityType.FUTURE;
  const count = Math.round((future ? Math.min(years, 0.5) : years) * 250);
  const days = tradingDaysBefore(calendar, date, count);
  const scale = future ? 10 : 1;
  const turnover = inst.securityType === SecurityType.COVERED_WARRANT ? 0.02 : 0.004;
  return walkBack(rng, days, {
    last: inst.refPrice,
    vol: inst.securityType === SecurityType.COVERED_WARRANT ? 0.06 : inst.marketCode === "UPX" ? 0.03 : 0.018,
    band: inst.securityType === SecurityType.COVERED_WARRANT ? 0.25 : bandOf(inst),
    avgVolume: future ? 150_000 / (1 + 10 * (1 - inst.liquidity)) : inst.shares * turnover,
    round: (x) => Math.max(1, roundUnits(inst, Math.max(x, 1) * scale)) / scale,
  }).map((c) => (future ? { ...c, value: c.value * 100_000 } : c));
}

export interface IndexHistoryRow extends DailyCandle {
  change: number;
  pctChange: number;
  buyForeignQtty: number;
  sellForeignQtty: number;
  subForeignQtty: number;
  buyForeignValue: number;
  sellForeignValue: number;
  subForeignValue: number;
}

export function indexHistory(
  seed: number,
  code: string,
  prior: number,
  avgVolume: number,
  calendar: TradingCalendar,
  date: string,
  years: number,
): IndexHistoryRow[] {
  const rng = childRng(seed, `idx:${code}`);
  const days = tradingDaysBefore(calendar, date, Math.round(years * 250));
  const candles = walkBack(rng, days, {
    last: prior,
    vol: 0.011,
    band: 0.07,
    avgVolume,
    round: (x) => Math.round(x * 100) / 100,
  });
  return candles.map((c, i) => {
    const prev = i > 0 ? candles[i - 1].close : c.open;
    const price = 20_000; // assumed average traded price per share (dong) to value the volumes
    const buy = Math.round(c.volume * (0.04 + 0.04 * rng.next()));
    const sell = Math.round(c.volume * (0.04 + 0.04 * rng.next()));
    return {
      ...c,
      value: c.volume * price,
      change: Math.round((c.close - prev) * 100) / 100,
      pctChange: Math.round(((c.close - prev) / prev) * 10000) / 100,
      buyForeignQtty: buy,
      sellForeignQtty: sell,
      subForeignQtty: buy - sell,
      buyForeignValue: buy * price,
      sellForeignValue: sell * price,
      subForeignValue: (buy - sell) * price,
    };
  });
}

/** Spec "Bond history row"; missing figures are 0 (the popup shows '---'). */
export type BondHistoryRow = Record<string, string | number | null>;

export function bondHistoryRow(seed: number, bond: PrivateBond, date: string): BondHistoryRow {
  const rng = childRng(seed, `bond:${bond.code}:${date}`);
  const traded = rng.chance(0.35);
  const around = (k: number) => Math.round(bond.refPrice * (1 + k * rng.normal()));
  const max = traded ? around(0.01) : 0;
  const min = traded ? Math.min(max, around(0.01)) : 0;
  const qty = traded ? rng.geometric(2000) : 0;
  return {
    TradingDate: compactDate(date),
    pt_MatchPriceByLargestQtty: traded ? Math.round((max + min) / 2) : 0,
    pt_BestBidPrice: around(0.008),
    pt_TotalBidQtty: rng.geometric(3000),
    pt_BestOfferPrice: around(0.008),
    pt_TotalOfferQtty: rng.geometric(3000),
    pt_MaxPrice: max,
    pt_MaxQtty: traded ? rng.between(1, qty) : 0,
    pt_MinPrice: min,
    pt_MinQtty: traded ? rng.between(1, qty) : 0,
    pt_TotalTradedQtty: qty,
    pt_TotalTradedValue: traded ? qty * Math.round((max + min) / 2) : 0,
  };
}
