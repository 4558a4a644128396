import type { SeriesStore } from "@vnboard/feed";
import type { DailyCandle } from "@vnboard/feed/rest";
import { useCallback, useMemo } from "react";
import type { RestState } from "../../../shared/api/use-rest-data";
import { ChartCanvas } from "../../../shared/chart/ChartCanvas";
import { type CandleColumns, fromDailyCandles, fromSeries, mergeCandles } from "../../../shared/chart/candle";
import { CandleChart, type CandleChartData } from "../../../shared/chart/candle-chart";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { throttledSubscribe } from "../../../shared/live/live-throttle";

interface Props {
  /** REST candles, already scoped to the current selection (useRestData drops older answers). */
  base: RestState<DailyCandle[]>;
  /** Today's live candles from the feed laid over the REST ones, redrawn at most once a second. */
  live?: { store: SeriesStore; key: string; columns: CandleColumns };
  intraday: boolean;
  reference?: number;
  formatPrice: (value: number) => string;
  formatVolume: (value: number) => string;
  label: string;
  testId: string;
}

/** Candles with volume on a canvas (the popups' CandleChart renderer), for the side tab's panels. */
export function SideCandles({
  base,
  live,
  intraday,
  reference,
  formatPrice,
  formatVolume,
  label,
  testId,
}: Props) {
  const { t } = useTranslation();
  const restCandles = useMemo(() => (base.data === null ? [] : fromDailyCandles(base.data)), [base.data]);
  const store = live?.store;
  const key = live?.key;
  const columns = live?.columns;
  const source = useCallback((): CandleChartData => {
    const liveCandles =
      store !== undefined && key !== undefined && columns !== undefined
        ? fromSeries(store.get(key), columns)
        : [];
    const candles = liveCandles.length > 0 ? mergeCandles(restCandles, liveCandles) : restCandles;
    return {
      candles,
      intraday,
      reference,
      formatPrice,
      formatVolume,
      emptyText:
        base.status === "loading" && candles.length === 0 ? t("sideTab.loading") : t("sideTab.noData"),
    };
  }, [restCandles, base.status, store, key, columns, intraday, reference, formatPrice, formatVolume, t]);
  const subscribe = useMemo(
    () =>
      throttledSubscribe((poke) =>
        store === undefined
          ? () => {}
          : store.onChange((changed) => {
              if (changed === key) poke();
            }),
      ),
    [store, key],
  );
  return (
    <div className="side-chart side-chart-candles" data-testid={testId}>
      <ChartCanvas
        create={(canvas) => new CandleChart(canvas)}
        source={source}
        subscribe={subscribe}
        label={label}
      />
    </div>
  );
}
