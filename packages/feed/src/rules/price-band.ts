/**
 * Daily price limits (market-rules.md "Price limits"). `out` objects are reusable so that recomputing the
 * limits of every row at a reference change allocates nothing.
 */
import { MarketCode, SecurityType } from "../model/market-codes";
import { HSX_FLAT_TICK, roundToTick, tickSize } from "./tick-size";

/** Band fraction around the reference: normal day / first trading day (or after a long suspension). */
export const PRICE_BAND = {
  STO: 0.07,
  STX: 0.1,
  UPX: 0.15,
  DVX: 0.07,
} as const;
/** Daily price band on a listing's first trading day, per exchange (fraction of the reference). */
export const FIRST_DAY_PRICE_BAND = {
  STO: 0.2,
  STX: 0.3,
  UPX: 0.4,
  // market-rules.md gives only +-7% for VN30 futures; a new contract's first day is not documented
  // (unverified), so we keep 7%.
  DVX: 0.07,
} as const;

/** Minimum covered-warrant floor (market-rules.md). */
export const CW_MIN_FLOOR = 10;

/** A day's ceiling and floor prices, in dong. */
export interface PriceLimits {
  ceiling: number;
  floor: number;
}

/**
 * Band fraction of a market; 0 for markets without a daily band (bonds, TPRL put-through), where the
 * limits are reported as 0 = "no limit", which priceColor ignores.
 */
export function priceBand(marketCode: string, firstDay = false): number {
  switch (marketCode) {
    case MarketCode.HSX:
      return firstDay ? FIRST_DAY_PRICE_BAND.STO : PRICE_BAND.STO;
    case MarketCode.HNX:
      return firstDay ? FIRST_DAY_PRICE_BAND.STX : PRICE_BAND.STX;
    case MarketCode.UPCOM:
      return firstDay ? FIRST_DAY_PRICE_BAND.UPX : PRICE_BAND.UPX;
    case MarketCode.DERIVATIVE:
      return firstDay ? FIRST_DAY_PRICE_BAND.DVX : PRICE_BAND.DVX;
    default:
      return 0;
  }
}

/**
 * Ceiling and floor of a security from its reference.
 *
 * - Ceiling = ref x (1 + band) rounded DOWN onto the tick grid of the ceiling's own price range (on HSX
 *   a ceiling of 51,360 from a reference of 48,000 is on the 100 grid: 51,300). Floor = ref x (1 - band)
 *   rounded UP onto the grid of its range. The rounding directions are marked unverified in
 *   market-rules.md; these keep both limits inside the band.
 * - Collapse: a limit that rounds onto the reference moves one tick (of the reference's range) away from
 *   it. market-rules.md states it for both collapsing together; we apply it to each limit on its own,
 *   which covers that case and never leaves a one-sided band of zero width.
 * - A floor never goes below one tick.
 * Invalid references (<= 0, NaN) and markets without a band give 0 / 0.
 */
export function priceLimits(
  marketCode: string,
  securityType: string,
  ref: number,
  firstDay = false,
  out?: PriceLimits,
): PriceLimits {
  const result = out ?? { ceiling: 0, floor: 0 };
  const band = priceBand(marketCode, firstDay);
  if (!(ref > 0) || !Number.isFinite(ref) || band === 0 || securityType === SecurityType.BOND) {
    result.ceiling = 0;
    result.floor = 0;
    return result;
  }
  const rawCeiling = ref * (1 + band);
  let ceiling = roundToTick(rawCeiling, tickSize(marketCode, securityType, rawCeiling), "down");
  const rawFloor = ref * (1 - band);
  let floor = roundToTick(rawFloor, tickSize(marketCode, securityType, rawFloor), "up");
  const refTick = tickSize(marketCode, securityType, ref);
  if (ceiling <= ref) ceiling = roundToTick(ref + refTick, refTick, "nearest");
  if (floor >= ref) floor = roundToTick(ref - refTick, refTick, "nearest");
  const minTick = tickSize(marketCode, securityType, floor);
  if (floor < minTick) floor = minTick;
  result.ceiling = ceiling;
  result.floor = floor;
  return result;
}

/**
 * Covered-warrant limits (market-rules.md): ceiling = CW reference + (underlying ceiling - underlying
 * reference) / conversion ratio; floor = CW reference - (underlying reference - underlying floor) / ratio;
 * rounded onto the CW tick of 10 dong (ceiling down, floor up, as for stocks); floor at least 10 dong.
 * Invalid inputs give 0 / 0.
 */
export function coveredWarrantLimits(
  cwRef: number,
  underlyingRef: number,
  underlyingCeil: number,
  underlyingFloor: number,
  conversionRatio: number,
  out?: PriceLimits,
): PriceLimits {
  const result = out ?? { ceiling: 0, floor: 0 };
  if (
    !(cwRef > 0) ||
    !(underlyingRef > 0) ||
    !(underlyingCeil > 0) ||
    !(underlyingFloor > 0) ||
    !(conversionRatio > 0)
  ) {
    result.ceiling = 0;
    result.floor = 0;
    return result;
  }
  const ceiling = roundToTick(
    cwRef + (underlyingCeil - underlyingRef) / conversionRatio,
    HSX_FLAT_TICK,
    "down",
  );
  const floor = roundToTick(cwRef - (underlyingRef - underlyingFloor) / conversionRatio, HSX_FLAT_TICK, "up");
  result.ceiling = ceiling;
  result.floor = Math.max(floor, CW_MIN_FLOOR);
  return result;
}
