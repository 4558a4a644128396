import { formatNumber, formatPrice, priceColor, SymbolField } from "@vnboard/feed";
import { useCallback, useMemo } from "react";
import { market } from "../../feed/market";
import { useTranslation } from "../../i18n/use-translation";
import { ChartCanvas } from "../../popups/ChartCanvas";
import { DARK_CHART_STYLE } from "../../popups/chart/chart-style";
import { PriceStepChart, type PriceStepData } from "../../popups/chart/price-step-chart";
import { orderSteps, type PriceStep } from "../../popups/chart/price-steps";
import { throttledSubscribe } from "../live-throttle";

const F = SymbolField;
/** PriceColor order: none, reference, ceiling, floor, up, down (the board's colours). */
const COLORS = ["#e6e6e6", "#f5c518", "#d66bff", "#33c3f0", DARK_CHART_STYLE.up, DARK_CHART_STYLE.down];
const levels = market.priceLevels;
const PRICE = levels.column("price");
const QUANTITY = levels.column("quantity");

/**
 * Spec 2.4 price-step volume histogram from the live feed (msgType 7); the popups' renderer divides
 * the volume by 10 per price (spec 9). Redrawn at most once a second.
 */
export function SidePriceSteps({ code }: { code: string }) {
  const { t } = useTranslation();
  const source = useCallback((): PriceStepData => {
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
      emptyText: t("sideTab.noData"),
    };
  }, [code, t]);
  const subscribe = useMemo(
    () =>
      throttledSubscribe((poke) =>
        levels.onChange((key) => {
          if (key === code) poke();
        }),
      ),
    [code],
  );
  return (
    <div className="side-chart side-chart-steps" data-testid="side-price-steps">
      <ChartCanvas
        create={(canvas) => new PriceStepChart(canvas)}
        source={source}
        subscribe={subscribe}
        label={t("sideTab.chart.priceSteps")}
      />
    </div>
  );
}
