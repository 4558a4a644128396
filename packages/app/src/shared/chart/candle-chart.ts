import { formatDayMonth, formatHourMinute, priceTicks, timeLabelIndices } from "./axis-ticks";
import type { Candle } from "./candle";
import { barWidth, CandleTone, candleBody, candleTone, slotAt, slotCenter } from "./candle-geometry";
import {
  axisText,
  beginChart,
  beginGrid,
  crosshair,
  dashedLevel,
  emptyText,
  horizontalLine,
  readout,
  timeAxisLabel,
  type ValueAxis,
  valueAxisLabels,
  valueGridLines,
} from "./chart-drawing";
import { paddedRange, type Range, valueToY, volumeAxisMax } from "./chart-scales";
import { activeChartStyle, type ChartStyle } from "./chart-style";
import { ChartSurface } from "./chart-surface";
import { type PlotArea, type PlotInsets, plotArea } from "./plot-area";

export interface CandleChartData {
  candles: readonly Candle[];
  /** Intraday candles label the time axis HH:mm; daily ones DD/MM. */
  intraday: boolean;
  formatPrice(value: number): string;
  formatVolume(value: number): string;
  /** Drawn as a dashed line when inside the price range (the reference price or prior index). */
  reference?: number;
  /** Shown in the middle of the blank grid when there is no candle ('no data' in the user's language). */
  emptyText: string;
}

const INSETS: PlotInsets = { left: 6, top: 18, right: 58, bottom: 18 };
/** The volume pane's share of the plot height. */
const VOLUME_SHARE = 0.25;
/** Up candles are drawn first, then down ones. */
const TONES = [CandleTone.UP, CandleTone.DOWN] as const;

/** The price pane over the volume pane, 4 px apart, in the plot. */
interface CandlePanes {
  plot: PlotArea;
  priceHeight: number;
  volumeTop: number;
  volumeHeight: number;
}

function candlePanes(width: number, height: number): CandlePanes {
  const plot = plotArea(width, height, INSETS);
  const volumeHeight = Math.round(plot.height * VOLUME_SHARE);
  const priceHeight = plot.height - volumeHeight - 4;
  return { plot, priceHeight, volumeTop: plot.top + priceHeight + 4, volumeHeight };
}

/** The price ticks over the price pane. */
function priceAxis(range: Range, panes: CandlePanes): ValueAxis {
  return {
    ticks: priceTicks(range.min, range.max, 5),
    y: (value) => valueToY(value, range, panes.plot.top, panes.priceHeight),
  };
}

function timeText(data: CandleChartData, candle: Candle): string {
  return data.intraday ? formatHourMinute(candle.time) : formatDayMonth(candle.time);
}

/**
 * Candlesticks over volume bars on one canvas (spec 2.5 overview chart; spec 9 chart rules). A plain
 * renderer: `setData`, `setHover`, `resize`, `render`, `destroy`; the owner decides when to render
 * (once per animation frame at most). Drawn in steps: grid, value axis, reference, candles and volume,
 * time axis, the hovered candle's crosshair and figures (shared steps: chart-drawing.ts).
 */
export class CandleChart {
  private readonly surface: ChartSurface;
  private data: CandleChartData | null = null;
  private hoverX = -1;
  private lows = new Float64Array(0);
  private highs = new Float64Array(0);
  private volumes = new Float64Array(0);

  constructor(
    canvas: HTMLCanvasElement,
    private readonly style: ChartStyle = activeChartStyle(),
  ) {
    this.surface = new ChartSurface(canvas);
  }

  setData(data: CandleChartData): void {
    this.data = data;
    const n = data.candles.length;
    if (this.lows.length < n) {
      this.lows = new Float64Array(n * 2);
      this.highs = new Float64Array(n * 2);
      this.volumes = new Float64Array(n * 2);
    }
    for (let i = 0; i < n; i++) {
      const c = data.candles[i];
      this.lows[i] = c.lowest;
      this.highs[i] = c.highest;
      this.volumes[i] = c.volume;
    }
  }

  /** The hovered x in CSS px, or -1; the chart then shows that candle's figures. */
  setHover(x: number): void {
    this.hoverX = x;
  }

  resize(cssWidth: number, cssHeight: number, dpr: number): boolean {
    return this.surface.resize(cssWidth, cssHeight, dpr);
  }

  render(): void {
    const style = this.style;
    const ctx = beginChart(this.surface, style);
    if (ctx === null) return;
    const panes = candlePanes(this.surface.width, this.surface.height);
    const data = this.data;
    const candles = data?.candles ?? [];
    const n = candles.length;
    // No candle (no data yet, or none at all) gives no range.
    const range: Range | null = paddedRange(this.lows.subarray(0, n), this.highs.subarray(0, n));
    const axis = range === null ? null : priceAxis(range, panes);
    this.drawGrid(ctx, panes, axis);
    if (data === null || range === null || axis === null) {
      if (data !== null) emptyText(ctx, style, panes.plot, panes.priceHeight, data.emptyText);
      return;
    }
    valueAxisLabels(ctx, style, panes.plot, axis, (value) => data.formatPrice(value));
    const reference = data.reference;
    if (reference !== undefined && reference > range.min && reference < range.max)
      dashedLevel(ctx, panes.plot, axis.y(reference), style.reference);
    this.drawCandles(ctx, panes, candles, range);
    this.drawTimeAxis(ctx, panes.plot, data);
    this.drawReadout(ctx, panes.plot, data);
  }

  /** Grid lines at the price ticks, blank ones with no data (spec 9), and the volume pane's top. */
  private drawGrid(ctx: CanvasRenderingContext2D, panes: CandlePanes, axis: ValueAxis | null): void {
    beginGrid(ctx, this.style);
    valueGridLines(ctx, panes.plot, axis, panes.priceHeight);
    horizontalLine(ctx, panes.plot, panes.volumeTop - 2.5);
    ctx.stroke();
  }

  /** Candles and volume, one colour at a time so that fillStyle changes twice per frame, not per bar. */
  private drawCandles(
    ctx: CanvasRenderingContext2D,
    panes: CandlePanes,
    candles: readonly Candle[],
    range: Range,
  ): void {
    const { plot, priceHeight, volumeTop, volumeHeight } = panes;
    const n = candles.length;
    const bar = barWidth(plot.width, n);
    const volumeRange: Range = { min: 0, max: volumeAxisMax(this.volumes.subarray(0, n)) };
    for (const tone of TONES) {
      const color = tone === CandleTone.UP ? this.style.up : this.style.down;
      ctx.fillStyle = color;
      ctx.strokeStyle = color;
      ctx.beginPath();
      for (let i = 0; i < n; i++) {
        const c = candles[i];
        const previous = i > 0 ? candles[i - 1].close : Number.NaN;
        if (candleTone(c.open, c.close, previous) !== tone) continue;
        const x = Math.round(slotCenter(i, n, plot.left, plot.width));
        const wickX = x + 0.5;
        ctx.moveTo(wickX, Math.round(valueToY(c.highest, range, plot.top, priceHeight)));
        ctx.lineTo(wickX, Math.round(valueToY(c.lowest, range, plot.top, priceHeight)));
        const body = candleBody(
          valueToY(c.open, range, plot.top, priceHeight),
          valueToY(c.close, range, plot.top, priceHeight),
        );
        const left = x - Math.floor(bar / 2);
        ctx.fillRect(left, Math.round(body.y), bar, Math.max(1, Math.round(body.height)));
        const vTop = valueToY(c.volume, volumeRange, volumeTop, volumeHeight);
        ctx.fillRect(
          left,
          Math.round(vTop),
          bar,
          Math.max(c.volume > 0 ? 1 : 0, Math.round(volumeTop + volumeHeight - vTop)),
        );
      }
      ctx.stroke();
    }
  }

  /** Time labels under the plot: HH:mm for intraday candles, DD/MM for daily ones. */
  private drawTimeAxis(ctx: CanvasRenderingContext2D, plot: PlotArea, data: CandleChartData): void {
    const candles = data.candles;
    const n = candles.length;
    axisText(ctx, this.style, "center");
    for (const i of timeLabelIndices(n, plot.width)) {
      const x = slotCenter(i, n, plot.left, plot.width);
      timeAxisLabel(ctx, plot, timeText(data, candles[i]), x, 14);
    }
  }

  /** Hovered candle, else the latest: its figures on the top line (spec 9: first-point values). */
  private drawReadout(ctx: CanvasRenderingContext2D, plot: PlotArea, data: CandleChartData): void {
    const candles = data.candles;
    const n = candles.length;
    const hovered = slotAt(this.hoverX, n, plot.left, plot.width);
    const shown = candles[hovered >= 0 ? hovered : n - 1];
    if (hovered >= 0) crosshair(ctx, this.style, plot, slotCenter(hovered, n, plot.left, plot.width));
    const ohlc = `O ${data.formatPrice(shown.open)}  H ${data.formatPrice(shown.highest)}  L ${data.formatPrice(shown.lowest)}  C ${data.formatPrice(shown.close)}`;
    readout(ctx, this.style, plot, `${timeText(data, shown)}  ${ohlc}  V ${data.formatVolume(shown.volume)}`);
  }

  pointCount(): number {
    return this.data?.candles.length ?? 0;
  }

  destroy(): void {
    this.data = null;
  }
}
