/**
 * Tick sizes (price steps) per market, security type and price (market-rules.md "Tick sizes").
 * Hot path: returns a number from constants, no allocation.
 */
import { MarketCode, SecurityType } from "../model/market-codes";

/** Derivatives trade in steps of 0.1 index point (market-rules.md). */
export const DERIVATIVE_TICK = 0.1;
/** Put-through deals, bonds and TPRL have no tick: 1 dong (market-rules.md). */
export const PUT_THROUGH_TICK = 1;
/** HSX ETFs and covered warrants: 10 dong. */
export const HSX_FLAT_TICK = 10;
/** HNX and UpCOM stocks: 100 dong. */
export const HNX_UPCOM_TICK = 100;

/** Float slack, in ticks, for "is this price on the grid" (1301.5 / 0.1 is 13015.000000000002). */
const GRID_EPSILON = 1e-6;

/**
 * Tick size in dong (index points for derivatives) of a price.
 * HSX stocks and closed-end funds: < 10,000: 10; 10,000 to 49,950: 50; >= 50,000: 100.
 * HSX ETFs and CW: 10. HNX and UpCOM: 100. Bonds, TPRL, put-through: 1. Derivatives: 0.1.
 * Anything else (an unknown market) falls back to 1 dong, the finest step, so nothing is rejected.
 */
export function tickSize(
  marketCode: string,
  securityType: string,
  price: number,
  putThrough = false,
): number {
  if (marketCode === MarketCode.DERIVATIVE || securityType === SecurityType.FUTURE) return DERIVATIVE_TICK;
  if (putThrough || securityType === SecurityType.BOND) return PUT_THROUGH_TICK;
  switch (marketCode) {
    case MarketCode.HSX:
      if (securityType === SecurityType.ETF || securityType === SecurityType.COVERED_WARRANT) {
        return HSX_FLAT_TICK;
      }
      return hsxStockTick(price);
    case MarketCode.HNX:
    case MarketCode.UPCOM:
      return HNX_UPCOM_TICK;
    default:
      return PUT_THROUGH_TICK;
  }
}

/** HSX stock and fund ladder (market-rules.md). NaN falls into the lowest step. */
export function hsxStockTick(price: number): number {
  if (price >= 50_000) return 100;
  if (price >= 10_000) return 50;
  return 10;
}

/** Whether `price` is a whole number of ticks, tolerant of float error (derivative ticks of 0.1). */
export function isOnTickGrid(price: number, tick: number): boolean {
  if (!Number.isFinite(price) || !(tick > 0)) return false;
  const q = price / tick;
  return Math.abs(q - Math.round(q)) < GRID_EPSILON;
}

/** Which way a price is rounded to a tick. */
export type RoundDirection = "down" | "up" | "nearest";

/**
 * Rounds a price onto the tick grid. A price already on the grid (within float slack) is kept, so
 * 10700.000000000002 rounded up on a 50 grid stays 10700 rather than jumping to 10750.
 * Fractional ticks divide by the integer 1/tick (13015 / 10) rather than multiplying by 0.1, which gives
 * the nearest double (1301.5, not 1301.5000000000002).
 */
export function roundToTick(price: number, tick: number, direction: RoundDirection = "nearest"): number {
  if (!Number.isFinite(price) || !(tick > 0)) return Number.NaN;
  const q = price / tick;
  let n = Math.round(q);
  if (Math.abs(q - n) >= GRID_EPSILON) {
    n = direction === "down" ? Math.floor(q) : direction === "up" ? Math.ceil(q) : n;
  }
  if (tick < 1) return n / Math.round(1 / tick);
  return n * tick;
}
