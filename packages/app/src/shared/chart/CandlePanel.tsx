import type { SeriesStore } from "@vnboard/feed";
import type { DailyCandle } from "@vnboard/feed/rest";
import { useCallback } from "react";
import { useRestData } from "../api/use-rest-data";
import { useTranslation } from "../i18n/use-translation";
import { ChartCanvas } from "./ChartCanvas";
import { type CandleColumns, fromDailyCandles, fromSeries, mergeCandles } from "./candle";
import { CandleChart, type CandleChartData } from "./candle-chart";

export interface LiveCandles {
  store: SeriesStore;
  key: string;
  columns: CandleColumns;
}

interface Props {
  /** Names what `load` loads (code and range): an answer for an older key is dropped. */
  loadKey: string;
  load: () => Promise<DailyCandle[]>;
  /** Live candles from the feed laid over the REST ones (Today only). */
  live?: LiveCandles;
  intraday: boolean;
  reference?: number;
  formatPrice: (value: number) => string;
  formatVolume: (value: number) => string;
}

/** Columns of a feed candle series by name (minute chart: openPrice...; index statistic: open...). */
export function candleColumns(store: SeriesStore, prefix: "price" | "plain"): CandleColumns {
  const name = (plain: string, price: string) => store.column(prefix === "price" ? price : plain);
  return {
    time: store.column("time"),
    open: name("open", "openPrice"),
    close: name("close", "closePrice"),
    lowest: name("lowest", "lowestPrice"),
    highest: name("highest", "highestPrice"),
    volume: store.column("volume"),
  };
}

/**
 * Candles with volume from REST, with the live feed's candles merged on top for Today. The canvas
 * redraws on the animation frame after the feed changed this key's series: React does not render.
 */
export function CandlePanel({ loadKey, load, live, intraday, reference, formatPrice, formatVolume }: Props) {
  const { t } = useTranslation();
  const answer = useRestData(loadKey, load);
  const status = answer.status;
  const base = answer.data;
  const liveStore = live?.store;
  const liveKey = live?.key;
  const liveColumns = live?.columns;
  const source = useCallback((): CandleChartData => {
    const restCandles = base === null ? [] : fromDailyCandles(base);
    const liveCandles =
      liveStore !== undefined && liveKey !== undefined && liveColumns !== undefined
        ? fromSeries(liveStore.get(liveKey), liveColumns)
        : [];
    const candles = liveCandles.length > 0 ? mergeCandles(restCandles, liveCandles) : restCandles;
    return {
      candles,
      intraday,
      reference,
      formatPrice,
      formatVolume,
      emptyText: status === "loading" && candles.length === 0 ? t("popup.loading") : t("popup.noData"),
    };
  }, [base, status, liveStore, liveKey, liveColumns, intraday, reference, formatPrice, formatVolume, t]);
  const subscribe = useCallback(
    (invalidate: () => void) =>
      liveStore === undefined
        ? () => {}
        : liveStore.onChange((key) => {
            if (key === liveKey) invalidate();
          }),
    [liveStore, liveKey],
  );
  return (
    <ChartCanvas
      className="candle-chart"
      create={(canvas) => new CandleChart(canvas)}
      source={source}
      subscribe={subscribe}
      label={t("popup.chartLabel")}
    />
  );
}
