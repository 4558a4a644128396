import { formatNumber, formatPrice, priceColor, SymbolField } from "@vnboard/feed";
import { market } from "../feed/market";
import { $boardTheme } from "../theme/theme-store";
import type { PriceStepData } from "./price-step-chart";
import { orderSteps, type PriceStep } from "./price-steps";

const F = SymbolField;
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
  // The chosen theme's price colours, indexed by PriceColor (none, reference, ceiling, floor, up, down):
  // the chart is created again on a theme switch (ChartCanvas) and reads them anew.
  const colors = $boardTheme.get().priceText;
  return {
    steps: orderSteps(steps),
    formatPrice: (value) => formatPrice(value),
    formatVolume: (lots) => formatNumber(lots),
    colorOf: (price) =>
      colors[priceColor(price, n(F.refPrice), n(F.ceilPrice), n(F.floorPrice))] ?? colors[0],
    emptyText,
  };
}

/** Calls `changed` when the code's price levels change; returns the unsubscribe. */
export function onPriceStepsChange(code: string, changed: () => void): () => void {
  return levels.onChange((key) => {
    if (key === code) changed();
  });
}
