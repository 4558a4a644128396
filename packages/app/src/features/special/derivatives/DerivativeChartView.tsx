import { formatDerivativePrice, SymbolField } from "@vnboard/feed";
import { useCallback } from "react";
import { ChartCanvas } from "../../../shared/chart/ChartCanvas";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { DerivativeChart, type DerivativeChartData } from "./derivative-chart";
import { useDerivativeChart } from "./use-derivative-data";

const createChart = (canvas: HTMLCanvasElement) => new DerivativeChart(canvas);

/** The panel's chart (spec 9: 700x300): price and basis of the open contract, polled every 30 s. */
export function DerivativeChartView({ code }: { code: string }) {
  const { t } = useTranslation();
  const state = useDerivativeChart(code);
  const status = state.status === "ready" ? (state.points.length > 0 ? "ready" : "empty") : state.status;
  const emptyText =
    status === "loading"
      ? t("deriv.chart.loading")
      : status === "failed"
        ? t("deriv.chart.error")
        : t("deriv.chart.empty");
  const priceLabel = t("deriv.chart.price");
  const basisLabel = t("deriv.chart.basis");
  // A new source per answer, per language or per contract: ChartCanvas redraws on a new source only.
  const source = useCallback((): DerivativeChartData => {
    const row = market.symbols.rowOf(code);
    return {
      points: state.status === "ready" ? state.points : [],
      reference: row >= 0 ? market.symbols.num(SymbolField.refPrice, row) : Number.NaN,
      now: Date.now(),
      formatPrice: (v) => formatDerivativePrice(v),
      labels: { price: priceLabel, basis: basisLabel },
      emptyText,
    };
  }, [code, state, priceLabel, basisLabel, emptyText]);
  return (
    <div className="deriv-chart" data-chart-status={status} data-code={code}>
      <ChartCanvas create={createChart} source={source} label={t("deriv.chart")} />
    </div>
  );
}
