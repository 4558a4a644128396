import { formatDayMonth, formatHourMinute, priceTicks, timeLabelIndices } from "./axis-ticks";
import type { Candle } from "./candle";
import { barWidth, CandleTone, candleBody, candleTone, slotAt, slotCenter } from "./candle-geometry";
import { paddedRange, type Range, valueToY, volumeAxisMax } from "./chart-scales";
import { type ChartStyle, DARK_CHART_STYLE } from "./chart-style";
import { ChartSurface } from "./chart-surface";

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

const AXIS_RIGHT = 58;
const AXIS_BOTTOM = 18;
const PAD_TOP = 18;
const PAD_LEFT = 6;
/** The volume pane's share of the plot height. */
const VOLUME_SHARE = 0.25;

/**
 * Candlesticks over volume bars on one canvas (spec 2.5 overview chart; spec 9 chart rules). A plain
 * renderer: `setData`, `setHover`, `resize`, `render`, `destroy`; the owner decides when to render
 * (once per animation frame at most). Drawing allocates only the axis label strings.
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
    private readonly style: ChartStyle = DARK_CHART_STYLE,
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
    const ctx = this.surface.begin(style.background);
    if (ctx === null) return;
    const width = this.surface.width;
    const height = this.surface.height;
    const plotLeft = PAD_LEFT;
    const plotWidth = Math.max(1, width - PAD_LEFT - AXIS_RIGHT);
    const plotTop = PAD_TOP;
    const plotHeight = Math.max(1, height - PAD_TOP - AXIS_BOTTOM);
    const volumeHeight = Math.round(plotHeight * VOLUME_SHARE);
    const priceHeight = plotHeight - volumeHeight - 4;
    const volumeTop = plotTop + priceHeight + 4;
    ctx.font = style.font;
    ctx.textBaseline = "middle";

    const data = this.data;
    const candles = data?.candles ?? [];
    const n = candles.length;
    const lows = this.lows.subarray(0, n);
    const highs = this.highs.subarray(0, n);
    const range: Range | null = paddedRange(lows, highs);

    // Grid and price axis; with no data, blank grid lines only (spec 9: blank lines when empty).
    ctx.strokeStyle = style.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    if (range === null) {
      for (let k = 0; k <= 4; k++) {
        const y = Math.round(plotTop + (priceHeight * k) / 4) + 0.5;
        ctx.moveTo(plotLeft, y);
        ctx.lineTo(plotLeft + plotWidth, y);
      }
    } else {
      for (const tick of priceTicks(range.min, range.max, 5)) {
        const y = Math.round(valueToY(tick, range, plotTop, priceHeight)) + 0.5;
        ctx.moveTo(plotLeft, y);
        ctx.lineTo(plotLeft + plotWidth, y);
      }
    }
    ctx.moveTo(plotLeft, volumeTop - 2.5);
    ctx.lineTo(plotLeft + plotWidth, volumeTop - 2.5);
    ctx.stroke();
    if (data === null || range === null || n === 0) {
      if (data !== null) {
        ctx.fillStyle = style.axisText;
        ctx.textAlign = "center";
        ctx.fillText(data.emptyText, plotLeft + plotWidth / 2, plotTop + priceHeight / 2);
      }
      return;
    }

    ctx.fillStyle = style.axisText;
    ctx.textAlign = "left";
    for (const tick of priceTicks(range.min, range.max, 5)) {
      ctx.fillText(
        data.formatPrice(tick),
        plotLeft + plotWidth + 4,
        valueToY(tick, range, plotTop, priceHeight),
      );
    }

    const reference = data.reference;
    if (reference !== undefined && reference > range.min && reference < range.max) {
      const y = Math.round(valueToY(reference, range, plotTop, priceHeight)) + 0.5;
      ctx.strokeStyle = style.reference;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(plotLeft, y);
      ctx.lineTo(plotLeft + plotWidth, y);
      ctx.stroke();
      ctx.setLineDash([]);
    }

    // Candles and volume, one colour at a time so that fillStyle changes twice per frame, not per bar.
    const bar = barWidth(plotWidth, n);
    const volumeRange: Range = { min: 0, max: volumeAxisMax(this.volumes.subarray(0, n)) };
    for (const tone of [CandleTone.UP, CandleTone.DOWN]) {
      const color = tone === CandleTone.UP ? style.up : style.down;
      ctx.fillStyle = color;
      ctx.strokeStyle = color;
      ctx.beginPath();
      for (let i = 0; i < n; i++) {
        const c = candles[i];
        const previous = i > 0 ? candles[i - 1].close : Number.NaN;
        if (candleTone(c.open, c.close, previous) !== tone) continue;
        const x = Math.round(slotCenter(i, n, plotLeft, plotWidth));
        const wickX = x + 0.5;
        ctx.moveTo(wickX, Math.round(valueToY(c.highest, range, plotTop, priceHeight)));
        ctx.lineTo(wickX, Math.round(valueToY(c.lowest, range, plotTop, priceHeight)));
        const body = candleBody(
          valueToY(c.open, range, plotTop, priceHeight),
          valueToY(c.close, range, plotTop, priceHeight),
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

    // Time axis.
    ctx.fillStyle = style.axisText;
    ctx.textAlign = "center";
    const labelY = height - AXIS_BOTTOM / 2;
    for (const i of timeLabelIndices(n, plotWidth)) {
      const text = data.intraday ? formatHourMinute(candles[i].time) : formatDayMonth(candles[i].time);
      const x = Math.min(
        Math.max(slotCenter(i, n, plotLeft, plotWidth), plotLeft + 14),
        plotLeft + plotWidth - 14,
      );
      ctx.fillText(text, x, labelY);
    }

    // Hovered candle, else the latest: its figures on the top line (spec 9: first-point values).
    const hovered = slotAt(this.hoverX, n, plotLeft, plotWidth);
    const shown = candles[hovered >= 0 ? hovered : n - 1];
    if (hovered >= 0) {
      const x = Math.round(slotCenter(hovered, n, plotLeft, plotWidth)) + 0.5;
      ctx.strokeStyle = style.crosshair;
      ctx.setLineDash([2, 2]);
      ctx.beginPath();
      ctx.moveTo(x, plotTop);
      ctx.lineTo(x, volumeTop + volumeHeight);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.textAlign = "left";
    ctx.fillStyle = style.axisText;
    const when = data.intraday ? formatHourMinute(shown.time) : formatDayMonth(shown.time);
    ctx.fillText(
      `${when}  O ${data.formatPrice(shown.open)}  H ${data.formatPrice(shown.highest)}  L ${data.formatPrice(shown.lowest)}  C ${data.formatPrice(shown.close)}  V ${data.formatVolume(shown.volume)}`,
      plotLeft,
      PAD_TOP / 2,
    );
  }

  pointCount(): number {
    return this.data?.candles.length ?? 0;
  }

  destroy(): void {
    this.data = null;
  }
}
