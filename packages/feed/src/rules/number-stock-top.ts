/**
 * numberStockTop, the length of the top lists (spec section 3 "System parameters", section 5, section 9).
 */

/** Default length of the top lists (spec section 9). */
export const NUMBER_STOCK_TOP_DEFAULT = 30;

/**
 * The system parameter as the spec accepts it (section 5): the number when it is numeric and greater
 * than 0, otherwise `false`. Numeric strings ("30", " 25 ") count; blanks, NaN, infinities and
 * non-numbers do not. The value is returned as given (not floored); top-list cuts floor it.
 */
export function parseNumberStockTop(value: unknown): number | false {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && value.trim() !== "") n = Number(value);
  else return false;
  return Number.isFinite(n) && n > 0 ? n : false;
}

/** The list length to use: the parsed parameter, or the default when it was rejected. */
export function resolveNumberStockTop(value: unknown): number {
  const n = parseNumberStockTop(value);
  return n === false ? NUMBER_STOCK_TOP_DEFAULT : n;
}
