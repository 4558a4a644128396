import { PRICE_COLOR_NAME, PriceColor, priceColor } from "@vnboard/feed";

/** CSS class of a PriceColor (popups.css colours them like the board). */
export function priceClass(color: number): string {
  return `price-${PRICE_COLOR_NAME[color] ?? "none"}`;
}

/** CSS class of a price against a reference, ceiling and floor (spec 4 colour rules). */
export function priceClassOf(price: number, ref: number, ceil = Number.NaN, floor = Number.NaN): string {
  return priceClass(priceColor(price, ref, ceil, floor));
}

/** Colour class of a change: up when positive, down when negative, reference when zero. */
export function changeClass(change: number): string {
  if (!Number.isFinite(change)) return priceClass(PriceColor.NONE);
  return priceClass(change > 0 ? PriceColor.UP : change < 0 ? PriceColor.DOWN : PriceColor.REFERENCE);
}
