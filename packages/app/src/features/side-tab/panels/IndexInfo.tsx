import { formatNumber, formatPercent, formatVolume, IndexField } from "@vnboard/feed";
import { useCallback, useEffect, useMemo } from "react";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { ChartCanvas } from "../../../shared/chart/ChartCanvas";
import { feed, market } from "../../../shared/feed/market";
import { changeClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { throttledSubscribe } from "../../../shared/live/live-throttle";
import { SIDE_TAB_REFRESH_MS } from "../../../shared/live/spec-timings";
import { rowStamp, useLive } from "../../../shared/live/use-live";
import { openIndexPopup } from "../../../shared/state/popup-state";
import { type BreadthData, BreadthPie, ValueBarsChart } from "../charts/breadth-charts";
import { IndexLineChart, type IndexLineData } from "../charts/index-line-chart";
import { FigureTable } from "./FigureTable";
import { ForeignHistory } from "./ForeignHistory";
import { SideCandles } from "./SideCandles";

const I = IndexField;
const indices = market.indices;
const charts = market.indexCharts;
const LINE_COLUMNS = {
  time: charts.column("time"),
  value: charts.column("value"),
  quantity: charts.column("quantity"),
  isTemp: charts.column("isTemp"),
};
const TEMP_ID = charts.strings.intern("Y");
const points = (value: number) => formatNumber(value, 2);
/** Spec 2.4: index values in billions of dong. */
const billions = (dong: number) => formatNumber(dong / 1e9, 2);
const pair = (a: string, b: string) => `${a || "-"} / ${b || "-"}`;

/** A ChartCanvas subscription to this index's row, at most once a second. */
const rowSubscription = throttledSubscribe((poke) => indices.onChange(poke));

/**
 * Keeps the feed subscribed to the index while it is selected, so that its intraday chart (msgType 8)
 * arrives; the subscription is dropped afterwards only if this tab made it (the header strip keeps
 * its own).
 */
function useIndexSubscription(code: string): void {
  useEffect(() => {
    if (feed.subscribedIndices.includes(code)) return;
    feed.subscribeIndex(code);
    return () => {
      if (feed.subscribedIndices.includes(code)) feed.unsubscribeIndex(code);
    };
  }, [code]);
}

/** The detail of a selected index (spec 2.4): overview, intraday and breadth charts, foreign history. */
export function IndexInfo({ code }: { code: string }) {
  const { t } = useTranslation();
  useLive([indices], () => rowStamp(indices, code), [code], { intervalMs: SIDE_TAB_REFRESH_MS });
  useIndexSubscription(code);
  const daily = useRestData(`side:index-daily:${code}`, () => rest.indexDailyCandles(code, "1M"));
  const row = indices.rowOf(code);
  const n = (f: number) => indices.num(f, row);
  const prior = n(I.priorIndex);

  const lineSource = useCallback(
    (): IndexLineData => ({
      series: charts.get(code),
      columns: LINE_COLUMNS,
      tempId: TEMP_ID,
      prior: indices.num(I.priorIndex, indices.rowOf(code)),
      formatValue: points,
      formatVolume: (shares) => formatVolume(shares),
      emptyText: t("sideTab.noData"),
    }),
    [code, t],
  );
  const lineSubscribe = useMemo(
    () =>
      throttledSubscribe((poke) =>
        charts.onChange((key) => {
          if (key === code) poke();
        }),
      ),
    [code],
  );
  const labels = useMemo(() => [t("sideTab.up"), t("sideTab.unchanged"), t("sideTab.down")] as const, [t]);
  const countsSource = useCallback((): BreadthData => {
    const r = indices.rowOf(code);
    return {
      values: [indices.num(I.up, r), indices.num(I.noChange, r), indices.num(I.down, r)],
      labels,
      format: (v) => formatNumber(v),
      emptyText: t("sideTab.noData"),
    };
  }, [code, labels, t]);
  const valuesSource = useCallback((): BreadthData => {
    const r = indices.rowOf(code);
    return {
      values: [
        indices.num(I.totalTradedValueUp, r),
        indices.num(I.totalTradedValueNoChange, r),
        indices.num(I.totalTradedValueDown, r),
      ],
      labels,
      format: billions,
      emptyText: t("sideTab.noData"),
    };
  }, [code, labels, t]);

  const change = n(I.changeIndex);
  const tone = changeClass(change);
  return (
    <div className="side-info" data-testid="side-index-info" data-code={code}>
      <header className="side-info-head">
        <div>
          <strong className="side-code">{code}</strong>
          <span className="side-name">{indices.str(I.indexName, row)}</span>
          {/* The index popup's TOP, foreign and past-price tabs go further than this overview. */}
          <button
            type="button"
            className="side-info-details"
            data-testid="side-index-details"
            onClick={() => openIndexPopup(code)}
          >
            {t("sideTab.indexDetails")}
          </button>
        </div>
        <div className={`side-price ${tone}`} data-testid="side-index-value">
          {points(n(I.currentIndex))}{" "}
          <small>
            {points(change)} ({formatPercent(n(I.pctChangeIndex))})
          </small>
        </div>
      </header>
      <FigureTable
        testId="side-index-overview"
        note={t("sideTab.billions")}
        rows={[
          [t("sideTab.reference"), points(prior)],
          [t("sideTab.openClose"), pair(points(n(I.openIndex)), points(n(I.closeIndex)))],
          [t("sideTab.lowHigh"), pair(points(n(I.lowestIndex)), points(n(I.highestIndex)))],
          [
            t("sideTab.matched"),
            pair(formatVolume(n(I.totalTradedQttyNM)), billions(n(I.totalTradedValueNM))),
          ],
          [
            t("sideTab.putThrough"),
            pair(formatVolume(n(I.totalTradedQttyPT)), billions(n(I.totalTradedValuePT))),
          ],
          [t("sideTab.total"), pair(formatVolume(n(I.totalTradedQtty)), billions(n(I.totalTradedValue)))],
        ]}
      />
      <div className="side-breadth" data-testid="side-index-breadth">
        <span className="price-up">
          ▲ {formatNumber(n(I.up))} <small className="price-ceiling">({formatNumber(n(I.upCeil))})</small>
        </span>
        <span className="price-reference">■ {formatNumber(n(I.noChange))}</span>
        <span className="price-down">
          ▼ {formatNumber(n(I.down))} <small className="price-floor">({formatNumber(n(I.downFloor))})</small>
        </span>
      </div>
      <section className="side-section">
        <h4>{t("sideTab.chart.intradayIndex")}</h4>
        <div className="side-chart side-chart-line" data-testid="side-index-chart">
          <ChartCanvas
            create={(canvas) => new IndexLineChart(canvas)}
            source={lineSource}
            subscribe={lineSubscribe}
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
              source={countsSource}
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
              source={valuesSource}
              subscribe={rowSubscription}
              label={t("sideTab.chart.valueByBreadth")}
            />
          </div>
        </div>
      </section>
      <section className="side-section">
        <h4>{t("sideTab.chart.daily")}</h4>
        <SideCandles
          base={daily}
          intraday={false}
          formatPrice={points}
          formatVolume={(v) => formatVolume(v)}
          label={t("sideTab.chart.daily")}
          testId="side-index-daily"
        />
      </section>
      <ForeignHistory code={code} />
    </div>
  );
}
