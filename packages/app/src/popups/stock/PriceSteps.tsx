import { formatNumber, formatPrice, priceColor, SymbolField } from "@vnboard/feed";
import { useCallback } from "react";
import { market } from "../../feed/market";
import { useTranslation } from "../../i18n/use-translation";
import { ChartCanvas } from "../ChartCanvas";
import { DARK_CHART_STYLE } from "../chart/chart-style";
import { PriceStepChart, type PriceStepData } from "../chart/price-step-chart";
import { orderSteps, type PriceStep } from "../chart/price-steps";

const F = SymbolField;
const COLORS = ["#e6e6e6", "#f5c518", "#d66bff", "#33c3f0", DARK_CHART_STYLE.up, DARK_CHART_STYLE.down];
const levels = market.priceLevels;
const PRICE = levels.column("price");
const QUANTITY = levels.column("quantity");

/** Price-step match chart (spec 2.5): matched volume per price from the live feed (msgType 7). */
export function PriceSteps({ code }: { code: string }) {
  const { t } = useTranslation();
  const source = useCallback((): PriceStepData => {
    const series = levels.get(code);
    const steps: PriceStep[] = [];
    if (series !== undefined) {
      for (let i = 0; i < series.length; i++) {
        steps.push({ price: series.at(PRICE, i), quantity: series.at(QUANTITY, i) });
      }
    }
    const row = market.symbols.rowOf(code);
    const n = (f: number) => market.symbols.num(f, row);
    return {
      steps: orderSteps(steps),
      formatPrice: (value) => formatPrice(value),
      formatVolume: (lots) => formatNumber(lots),
      colorOf: (price) => COLORS[priceColor(price, n(F.refPrice), n(F.ceilPrice), n(F.floorPrice))],
      emptyText: t("popup.noData"),
    };
  }, [code, t]);
  // Redraw when this code's levels change; the canvas coalesces to one draw per frame.
  const subscribe = useCallback(
    (invalidate: () => void) =>
      levels.onChange((key) => {
        if (key === code) invalidate();
      }),
    [code],
  );
  return (
    <div className="price-steps" data-testid="price-steps">
      <ChartCanvas
        create={(canvas) => new PriceStepChart(canvas)}
        source={source}
        subscribe={subscribe}
        label={t("popup.priceStepLabel")}
      />
    </div>
  );
}
