/**
 * The simulator's view of the exchange rules, in integer price units. The rules themselves (tick sizes,
 * daily bands, covered-warrant limits) live in @vnboard/feed and are shared with the board; this file
 * only converts: order books work on integers, so a future's price (index points, tick 0.1) is held in
 * tenths of a point and every other price in dong.
 */
import { coveredWarrantLimits, priceLimits, roundToTick, SecurityType, tickSize } from "@vnboard/feed";
import type { Instrument } from "./universe";

export type Side = 0 | 1;
export const BUY: Side = 0;
export const SELL: Side = 1;

/** Board lot (market-rules.md "Lots"): 100 shares everywhere; futures trade in single contracts. */
export const BOARD_LOT = 100;
/** VN30 futures multiplier: 100,000 dong per index point. */
export const FUTURES_MULTIPLIER = 100_000;

/** Integer units per display unit: 10 for futures (tenths of a point), 1 for everything in dong. */
export function priceScale(inst: Instrument): number {
  return inst.securityType === SecurityType.FUTURE ? 10 : 1;
}

/** Lot size of the normal board. */
export function boardLot(inst: Instrument): number {
  return inst.securityType === SecurityType.FUTURE ? 1 : BOARD_LOT;
}

/** Tick, in units, of a price in units. */
export function tickUnits(inst: Instrument, units: number): number {
  const scale = priceScale(inst);
  return Math.max(1, Math.round(tickSize(inst.marketCode, inst.securityType, units / scale) * scale));
}

/** The next price up on the grid. */
export function stepUp(inst: Instrument, units: number): number {
  return units + tickUnits(inst, units);
}

/**
 * The next price down on the grid. The step is the tick of the range just below, so that on HSX 10,000
 * steps down to 9,990 (tick 10) rather than 9,950 (the tick of 10,000 itself).
 */
export function stepDown(inst: Instrument, units: number): number {
  return units - tickUnits(inst, units - 1);
}

/** Rounds a price in units onto the grid of its own range. */
export function roundUnits(
  inst: Instrument,
  units: number,
  direction: "down" | "up" | "nearest" = "nearest",
): number {
  const scale = priceScale(inst);
  const price = units / scale;
  const tick = tickSize(inst.marketCode, inst.securityType, price);
  return Math.round(roundToTick(price, tick, direction) * scale);
}

export interface UnitLimits {
  ceiling: number;
  floor: number;
}

/**
 * Ceiling and floor in units. Covered warrants derive theirs from the underlying's band through the
 * conversion ratio. Bonds have no band: 0 / 0.
 */
export function limitsUnits(inst: Instrument, refUnits: number, underlying?: Instrument): UnitLimits {
  const scale = priceScale(inst);
  if (inst.securityType === SecurityType.COVERED_WARRANT && underlying) {
    const u = priceLimits(underlying.marketCode, underlying.securityType, underlying.refPrice);
    const l = coveredWarrantLimits(
      refUnits,
      underlying.refPrice,
      u.ceiling,
      u.floor,
      inst.exerciseRatio ?? 1,
    );
    return { ceiling: l.ceiling, floor: l.floor };
  }
  const l = priceLimits(inst.marketCode, inst.securityType, refUnits / scale);
  return { ceiling: Math.round(l.ceiling * scale), floor: Math.round(l.floor * scale) };
}
