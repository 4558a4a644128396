/**
 * Colour class of a price (spec section 4, "Price colours"; market-rules.md "Colours"): ceiling purple,
 * floor cyan, reference yellow, up green, down red. Hot path (every price cell of every tick), so each
 * function returns a small integer from a constant and allocates nothing.
 */

export const PriceColor = {
  NONE: 0,
  REFERENCE: 1,
  CEILING: 2,
  FLOOR: 3,
  UP: 4,
  DOWN: 5,
} as const;
export type PriceColor = (typeof PriceColor)[keyof typeof PriceColor];

/** The spec's `*_color` class names (section 3), indexed by PriceColor. */
export const PRICE_COLOR_NAME = ["none", "reference", "ceiling", "floor", "up", "down"] as const;
/** One of the spec's colour class names (PRICE_COLOR_NAME). */
export type PriceColorName = (typeof PRICE_COLOR_NAME)[number];

/**
 * Colour of a price against its reference, ceiling and floor (all in dong).
 *
 * Order of the checks, as the spec lists them (section 4): equal to reference first, then at or above the
 * ceiling, at or below the floor, below reference (down), above (up). Reference equality comes first so
 * that a collapsed band (ceiling or floor equal to the reference) still shows the reference colour.
 *
 * `scale` multiplies the price before comparing: the spec multiplies by 1000 where the source is in
 * thousands of dong. A scaled price is rounded to whole dong, because 25.35 * 1000 is 25350.000000000004
 * in floating point and would otherwise never equal a reference of 25350.
 *
 * A missing price (<= 0 or NaN) has no colour; so does a price without a reference (ref <= 0), since no
 * rule of the spec can colour it. A ceiling or floor <= 0 means "no limit" (bonds, TPRL).
 */
export function priceColor(price: number, ref: number, ceil: number, floor: number, scale = 1): PriceColor {
  let p = price * scale;
  if (!(p > 0)) return PriceColor.NONE;
  if (scale !== 1) p = Math.round(p);
  if (!(ref > 0)) return PriceColor.NONE;
  if (p === ref) return PriceColor.REFERENCE;
  if (ceil > 0 && p >= ceil) return PriceColor.CEILING;
  if (floor > 0 && p <= floor) return PriceColor.FLOOR;
  return p < ref ? PriceColor.DOWN : PriceColor.UP;
}

/**
 * Derivatives (spec section 4): the colour comes from the sign of the change; when the change is 0 or
 * unknown (NaN), from the comparison of the price with the previous row's price. A zero change with no
 * usable previous price is the reference colour (the price equals the reference); an unknown change with
 * no previous price has no colour. A price passed as <= 0 or NaN means "no trade": no colour.
 */
export function derivativePriceColor(change: number, price?: number, previousPrice?: number): PriceColor {
  if (price !== undefined && !(price > 0)) return PriceColor.NONE;
  if (change > 0) return PriceColor.UP;
  if (change < 0) return PriceColor.DOWN;
  if (price !== undefined && previousPrice !== undefined && previousPrice > 0) {
    if (price > previousPrice) return PriceColor.UP;
    if (price < previousPrice) return PriceColor.DOWN;
    return PriceColor.REFERENCE;
  }
  return change === 0 ? PriceColor.REFERENCE : PriceColor.NONE;
}

/**
 * Bond negotiated prices compare with the par value (spec section 4): above up, below down, equal
 * reference.
 */
export function bondPriceColor(price: number, parValue: number): PriceColor {
  if (!(price > 0) || !(parValue > 0)) return PriceColor.NONE;
  if (price > parValue) return PriceColor.UP;
  if (price < parValue) return PriceColor.DOWN;
  return PriceColor.REFERENCE;
}

/**
 * Candle colour (spec section 4: green or red "by comparing open, close and previous close"): green when
 * close > open, red when close < open. A flat candle (close = open) compares close with the previous
 * close: red only when it closed lower; equal or unknown previous close is green, as an unchanged session
 * is not a fall. Always UP or DOWN: a candle has no neutral colour.
 */
export function candleColor(open: number, close: number, previousClose: number): PriceColor {
  if (close > open) return PriceColor.UP;
  if (close < open) return PriceColor.DOWN;
  return close < previousClose ? PriceColor.DOWN : PriceColor.UP;
}
