/**
 * Prices: the reference price of each security for the simulated day, and the intraday "fair value"
 * process the order flow quotes around. References are plausible per exchange (HSX large caps tens of
 * thousands of dong, UpCOM often below 10,000) and damped for very large share counts so that market
 * capitalisations stay sane (the whole HSX in the thousands of trillions of dong, like the real one).
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import { roundUnits } from "./exchange-rules";
import type { Rng } from "./prng";
import type { Instrument } from "./universe";

/** Seconds of continuous trading in a day (09:00-11:30, 13:00-15:00), the unit of the daily volatility. */
export const TRADING_SECONDS = 4.5 * 3600;

/**
 * A stock's reference: log-normal around an exchange's typical price, higher for big, liquid companies
 * (VN30 names and companies of more than 400 M shares: tens of thousands of dong) and floored so that
 * no blue chip trades at a penny-stock price.
 */
function stockReference(inst: Instrument, rng: Rng, big: boolean): number {
  let median = 10_000;
  let sigma = 0.85;
  let low = 1_000;
  if (inst.marketCode === MarketCode.HSX) {
    median = big ? 40_000 : 16_000 * Math.min(2, Math.max(0.6, (inst.shares / 1e8) ** 0.1));
    sigma = big ? 0.45 : 0.6;
    low = big ? 15_000 : 3_000;
  } else if (inst.marketCode === MarketCode.HNX) {
    median = big ? 25_000 : 13_000;
    sigma = 0.7;
    low = big ? 8_000 : 2_000;
  } else if (inst.marketCode === MarketCode.UPCOM && big) {
    median = 20_000;
    low = 5_000;
  }
  // A company with billions of shares rarely trades at a six-figure price.
  if (inst.shares > 3e9) {
    median = 30_000;
    sigma = 0.3;
    low = 15_000;
  }
  const raw = rng.logNormal(median, sigma);
  return Math.min(Math.max(raw, low), 200_000);
}

/** References for stocks, ETFs, funds and listed bonds; warrants and futures are priced where they are made. */
export function assignReferencePrices(
  instruments: Instrument[],
  _byCode: Map<string, Instrument>,
  rng: Rng,
): void {
  for (const inst of instruments) {
    let raw: number;
    switch (inst.securityType) {
      case SecurityType.STOCK:
        raw = stockReference(inst, rng, inst.liquidity > 20);
        break;
      case SecurityType.ETF:
        raw = rng.uniform(12_000, 35_000);
        break;
      case SecurityType.FUND:
        raw = rng.uniform(8_000, 25_000);
        break;
      case SecurityType.BOND:
        // Listed bonds quote in dong around a 100,000 par value.
        raw = Math.round(rng.uniform(97_000, 106_000));
        break;
      default:
        continue;
    }
    inst.refPrice = roundUnits(inst, raw);
  }
}

/** Daily volatility of a security's own (idiosyncratic) moves. */
export function dailyVolatility(inst: Instrument): number {
  switch (inst.securityType) {
    case SecurityType.ETF:
      return 0.004;
    case SecurityType.FUND:
      return 0.008;
    case SecurityType.FUTURE:
      return 0.003;
    case SecurityType.COVERED_WARRANT:
      // A warrant moves with its underlying (fair value through the ratio and delta); its own noise is small.
      return 0.004;
    default:
      if (inst.marketCode === MarketCode.UPCOM) return 0.03;
      if (inst.marketCode === MarketCode.HNX) return 0.022;
      return inst.liquidity > 20 ? 0.012 : 0.018;
  }
}

/** Sensitivity to the common market factor. */
export function marketBeta(inst: Instrument): number {
  if (inst.securityType === SecurityType.ETF) return 1;
  if (inst.marketCode === MarketCode.UPCOM) return 0.5;
  return inst.liquidity > 20 ? 1.1 : 0.8;
}

/**
 * Random walk with a pull back to zero (an Ornstein-Uhlenbeck step), in log space: the day's moves stay
 * within a few daily volatilities, so most prices do not pin to the ceiling or the floor by the close.
 */
export function walkStep(current: number, dtSeconds: number, dailyVol: number, rng: Rng): number {
  if (dtSeconds <= 0) return current;
  const frac = dtSeconds / TRADING_SECONDS;
  const pull = Math.min(1, frac * 0.7);
  return current * (1 - pull) + dailyVol * Math.sqrt(frac) * rng.normal();
}

/**
 * Covered-warrant value from its underlying price: intrinsic value per warrant plus a time value that
 * shrinks with the square root of the remaining life (a rough at-the-money option value, 0.4 sigma
 * sqrt(T) S, with sigma 30%). Good enough for a board; not a pricing model.
 */
export function warrantValue(underlying: number, exercise: number, ratio: number, yearsLeft: number): number {
  const intrinsic = Math.max(underlying - exercise, 0);
  const time = 0.4 * 0.3 * Math.sqrt(Math.max(yearsLeft, 0.02)) * underlying;
  const moneyness = Math.exp(-Math.abs(underlying - exercise) / (0.3 * underlying));
  return (intrinsic + time * moneyness) / ratio;
}
