import { type BoardTheme, DARK_THEME } from "@vnboard/board-canvas";
import { formatPrice, formatVolume, PriceColor } from "@vnboard/feed";
import {
  type CandlestickData,
  CandlestickSeries,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  LineSeries,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { chartStyle } from "../../shared/chart/chart-style";
import { $boardTheme } from "../../shared/theme/theme-store";
import type { ChartKind } from "./chart-query";
import type { ChartSeries } from "./chart-series";

/** The chart page's colours, all from the board theme (board-canvas DARK_THEME by default). */
export function chartPageColours(theme: BoardTheme = DARK_THEME) {
  const style = chartStyle(theme);
  return {
    ...style,
    ma20: theme.priceText[PriceColor.REFERENCE],
    ma50: theme.priceText[PriceColor.CEILING],
    volumeUp: theme.flashUp,
    volumeDown: theme.flashDown,
    border: theme.gridLine,
    fontFamily: theme.fontFamily,
  };
}

export interface ChartView {
  /** Draws the series; `intraday` shows times of day on the axis. */
  show(series: ChartSeries, intraday: boolean): void;
  destroy(): void;
}

const at = (time: number) => time as UTCTimestamp;

/** Index points with two decimals; stock prices in thousands of dong as the board shows them. */
function priceText(kind: () => ChartKind): (value: number) => string {
  return (value) => (kind() === "index" ? value.toFixed(2) : formatPrice(value));
}

/**
 * Candles, volume, MA(20) and MA(50) with the library's crosshair in `container`; the crosshair's
 * candle is written into `legend` (open, high, low, close, volume).
 */
export function createChartView(
  container: HTMLElement,
  legend: (text: string) => void,
  kind: () => ChartKind,
  labels: { open: string; high: string; low: string; close: string; volume: string },
): ChartView {
  // The app's chosen theme (the page shares its origin, so its storage): the popup reloads the page on a switch.
  const c = chartPageColours($boardTheme.get());
  const price = priceText(kind);
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    layout: { background: { color: c.background }, textColor: c.axisText, fontFamily: c.fontFamily },
    grid: { vertLines: { color: c.grid }, horzLines: { color: c.grid } },
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { borderColor: c.border },
    timeScale: { borderColor: c.border, secondsVisible: false },
    localization: { priceFormatter: price },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: c.up,
    downColor: c.down,
    borderUpColor: c.up,
    borderDownColor: c.down,
    wickUpColor: c.up,
    wickDownColor: c.down,
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.28 } });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: "volume",
    priceFormat: { type: "custom", formatter: (v: number) => formatVolume(v) },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale("volume").applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
  const line = (color: string) =>
    chart.addSeries(LineSeries, {
      color,
      lineWidth: 1,
      lastValueVisible: false,
      priceLineVisible: false,
      crosshairMarkerVisible: false,
    });
  const ma20 = line(c.ma20);
  const ma50 = line(c.ma50);
  const volumes = new Map<Time, number>();
  chart.subscribeCrosshairMove((param: MouseEventParams) => {
    const bar = param.seriesData.get(candles) as CandlestickData | undefined;
    if (bar === undefined || param.time === undefined) return legend("");
    const vol = volumes.get(param.time) ?? 0;
    legend(
      `${labels.open} ${price(bar.open)}  ${labels.high} ${price(bar.high)}  ${labels.low} ${price(bar.low)}  ` +
        `${labels.close} ${price(bar.close)}  ${labels.volume} ${formatVolume(vol)}`,
    );
  });
  return {
    show(series, intraday) {
      chart.applyOptions({ timeScale: { timeVisible: intraday } });
      volumes.clear();
      for (const v of series.volumes) volumes.set(at(v.time), v.value);
      candles.setData(series.candles.map((p) => ({ ...p, time: at(p.time) })));
      volume.setData(
        series.volumes.map((v) => ({
          time: at(v.time),
          value: v.value,
          color: v.up ? c.volumeUp : c.volumeDown,
        })),
      );
      ma20.setData(series.ma20.map((p) => ({ time: at(p.time), value: p.value })));
      ma50.setData(series.ma50.map((p) => ({ time: at(p.time), value: p.value })));
      chart.timeScale().fitContent();
      container.dataset.points = String(series.candles.length);
    },
    destroy() {
      chart.remove();
    },
  };
}
