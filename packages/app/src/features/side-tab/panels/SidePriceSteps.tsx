import { useCallback, useMemo } from "react";
import { ChartCanvas } from "../../../shared/chart/ChartCanvas";
import { livePriceSteps, onPriceStepsChange } from "../../../shared/chart/live-price-steps";
import { PriceStepChart } from "../../../shared/chart/price-step-chart";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { throttledSubscribe } from "../../../shared/live/live-throttle";

/**
 * Spec 2.4 price-step volume histogram from the live feed (msgType 7); the popups' renderer divides
 * the volume by 10 per price (spec 9). Redrawn at most once a second.
 */
export function SidePriceSteps({ code }: { code: string }) {
  const { t } = useTranslation();
  const source = useCallback(() => livePriceSteps(code, t("sideTab.noData")), [code, t]);
  const subscribe = useMemo(() => throttledSubscribe((poke) => onPriceStepsChange(code, poke)), [code]);
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
