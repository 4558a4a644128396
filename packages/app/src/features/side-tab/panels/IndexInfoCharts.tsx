import { ChartCanvas } from "../../../shared/chart/ChartCanvas";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { throttledSubscribe } from "../../../shared/live/live-throttle";
import { BreadthPie, ValueBarsChart } from "../charts/breadth-charts";
import { IndexLineChart } from "../charts/index-line-chart";
import type { IndexChartSources } from "./use-index-chart-sources";

/** A ChartCanvas subscription to the index rows, at most once a second. */
const rowSubscription = throttledSubscribe((poke) => market.indices.onChange(poke));

/** The index detail's live charts (spec 2.4): the intraday line, the breadth pie beside the value bars. */
export function IndexInfoCharts({ sources }: { sources: IndexChartSources }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="side-section">
        <h4>{t("sideTab.chart.intradayIndex")}</h4>
        <div className="side-chart side-chart-line" data-testid="side-index-chart">
          <ChartCanvas
            create={(canvas) => new IndexLineChart(canvas)}
            source={sources.lineSource}
            subscribe={sources.lineSubscribe}
            label={t("sideTab.chart.intradayIndex")}
          />
        </div>
      </section>
      <section className="side-section side-pair">
        <div>
          <h4>{t("sideTab.chart.breadth")}</h4>
          <div className="side-chart side-chart-small" data-testid="side-breadth-pie">
            <ChartCanvas
              create={(canvas) => new BreadthPie(canvas)}
              source={sources.countsSource}
              subscribe={rowSubscription}
              label={t("sideTab.chart.breadth")}
            />
          </div>
        </div>
        <div>
          <h4>{t("sideTab.chart.valueByBreadth")}</h4>
          <div className="side-chart side-chart-small" data-testid="side-value-bars">
            <ChartCanvas
              create={(canvas) => new ValueBarsChart(canvas)}
              source={sources.valuesSource}
              subscribe={rowSubscription}
              label={t("sideTab.chart.valueByBreadth")}
            />
          </div>
        </div>
      </section>
    </>
  );
}
