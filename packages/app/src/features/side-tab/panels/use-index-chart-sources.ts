import { formatNumber, formatVolume, IndexField } from "@vnboard/feed";
import type { TFunction } from "i18next";
import { useCallback, useMemo } from "react";
import { market } from "../../../shared/feed/market";
import { throttledSubscribe } from "../../../shared/live/live-throttle";
import type { BreadthData } from "../charts/breadth-charts";
import type { IndexLineData } from "../charts/index-line-chart";
import { billions, points } from "./index-format";

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

/**
 * What the index detail's charts draw (spec 2.4), read from the stores when a chart redraws: the
 * intraday line (msgType 8) over the prior close, with its own throttled subscription to this index's
 * series, the up / unchanged / down counts and the traded value of each (in billions of dong).
 */
export function useIndexChartSources(code: string, t: TFunction) {
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
  return { lineSource, lineSubscribe, countsSource, valuesSource };
}

export type IndexChartSources = ReturnType<typeof useIndexChartSources>;
