import { formatNumber, formatPrice, priceColor, SymbolField } from "@vnboard/feed";
import { market } from "../feed/market";
import { DARK_CHART_STYLE } from "./chart-style";
import type { PriceStepData } from "./price-step-chart";
import { orderSteps, type PriceStep } from "./price-steps";

const F = SymbolField;
/** PriceColor order: none, reference, ceiling, floor, up, down (the board's colours). */
const COLORS = ["#e6e6e6", "#f5c518", "#d66bff", "#33c3f0", DARK_CHART_STYLE.up, DARK_CHART_STYLE.down];
const levels = market.priceLevels;
const PRICE = levels.column("price");
const QUANTITY = levels.column("quantity");

/**
 * The price-step chart's data for a code from the live feed (msgType 7), coloured against the symbol's
 * reference, ceiling and floor. Shared by the stock popup and the right-hand tab.
 */
export function livePriceSteps(code: string, emptyText: string): PriceStepData {
  const series = levels.get(code);
  const steps: PriceStep[] = [];
  if (series !== undefined) {
    for (let i = 0; i < series.length; i++)
      steps.push({ price: series.at(PRICE, i), quantity: series.at(QUANTITY, i) });
  }
  const row = market.symbols.rowOf(code);
  const n = (f: number) => market.symbols.num(f, row);
  return {
    steps: orderSteps(steps),
    formatPrice: (value) => formatPrice(value),
    formatVolume: (lots) => formatNumber(lots),
    colorOf: (price) =>
      COLORS[priceColor(price, n(F.refPrice), n(F.ceilPrice), n(F.floorPrice))] ?? COLORS[0],
    emptyText,
  };
}

/** Calls `changed` when the code's price levels change; returns the unsubscribe. */
export function onPriceStepsChange(code: string, changed: () => void): () => void {
  return levels.onChange((key) => {
    if (key === code) changed();
  });
}
