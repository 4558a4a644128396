import { useCallback } from "react";
import { ChartCanvas } from "../../../shared/chart/ChartCanvas";
import { livePriceSteps, onPriceStepsChange } from "../../../shared/chart/live-price-steps";
import { PriceStepChart } from "../../../shared/chart/price-step-chart";
import { useTranslation } from "../../../shared/i18n/use-translation";

/** Price-step match chart (spec 2.5): matched volume per price from the live feed (msgType 7). */
export function PriceSteps({ code }: { code: string }) {
  const { t } = useTranslation();
  const source = useCallback(() => livePriceSteps(code, t("popup.noData")), [code, t]);
  // Redraw when this code's levels change; the canvas coalesces to one draw per frame.
  const subscribe = useCallback((invalidate: () => void) => onPriceStepsChange(code, invalidate), [code]);
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
