import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { formatHourMinute, priceTicks } from "../../../shared/chart/axis-ticks";
import { barWidth, MAX_BAR_WIDTH } from "../../../shared/chart/candle-geometry";
import { paddedRange, volumeAxisMax } from "../../../shared/chart/chart-scales";
import { type ChartStyle, DARK_CHART_STYLE } from "../../../shared/chart/chart-style";
import { ChartSurface } from "../../../shared/chart/chart-surface";
import type { SeriesView } from "./series-view";

/** Columns of an index chart series (msgType 8: time, value, quantity, isTemp). */
export interface IndexLineColumns {
  time: number;
  value: number;
  quantity: number;
  isTemp: number;
}

export interface IndexLineData {
  series: SeriesView | undefined;
  columns: IndexLineColumns;
  /** Interned id of 'Y' in the series' strings: a temporary point (spec 3), drawn empty. */
  tempId: number;
  /** The prior close, drawn as a dashed baseline; NaN for none. */
  prior: number;
  formatValue(value: number): string;
  formatVolume(shares: number): string;
  emptyText: string;
}

const AXIS_RIGHT = 52;
const AXIS_BOTTOM = 16;
const PAD_TOP = 16;
const PAD_LEFT = 4;
const VOLUME_SHARE = 0.28;
const VOLUME_COLOR = "#4a5b78";

/**
 * The side tab's intraday index chart (spec 2.4): the index line over volume bars, the prior close
 * dashed. Spec 9 rules: the value axis is padded by 30% of the range (the prior is kept in range so
 * the baseline shows), the volume axis tops at 1.25 x the peak, bars are at most 30 px wide; with no
 * point, blank grid lines; the top line shows the hovered point's figures, else the latest.
 * Scales are d3-scale, the line is d3-shape drawing straight to the canvas context.
 */
export class IndexLineChart {
  private readonly surface: ChartSurface;
  private data: IndexLineData | null = null;
  private hoverX = -1;
  private drawn = 0;
  private values = new Float64Array(0);

  constructor(
    canvas: HTMLCanvasElement,
    private readonly style: ChartStyle = DARK_CHART_STYLE,
  ) {
    this.surface = new ChartSurface(canvas);
  }

  setData(data: IndexLineData): void {
    this.data = data;
  }

  setHover(x: number): void {
    this.hoverX = x;
  }

  resize(cssWidth: number, cssHeight: number, dpr: number): boolean {
    return this.surface.resize(cssWidth, cssHeight, dpr);
  }

  pointCount(): number {
    return this.drawn;
  }

  destroy(): void {
    this.data = null;
  }

  render(): void {
    const style = this.style;
    const ctx = this.surface.begin(style.background);
    this.drawn = 0;
    if (ctx === null) return;
    const width = this.surface.width;
    const height = this.surface.height;
    const plotWidth = Math.max(1, width - PAD_LEFT - AXIS_RIGHT);
    const plotHeight = Math.max(1, height - PAD_TOP - AXIS_BOTTOM);
    const volumeHeight = Math.round(plotHeight * VOLUME_SHARE);
    const lineHeight = plotHeight - volumeHeight - 4;
    const volumeBottom = PAD_TOP + plotHeight;
    ctx.font = style.font;
    ctx.textBaseline = "middle";

    const data = this.data;
    const series = data?.series;
    const n = series?.length ?? 0;
    if (this.values.length < n + 1) this.values = new Float64Array((n + 1) * 2);
    if (data !== null && series !== undefined) {
      for (let i = 0; i < n; i++) this.values[i] = series.at(data.columns.value, i);
    }
    const prior = data?.prior ?? Number.NaN;
    let count = n;
    if (Number.isFinite(prior) && prior > 0) this.values[count++] = prior;
    const range = n > 0 ? paddedRange(this.values.subarray(0, count), this.values.subarray(0, count)) : null;

    // Grid: four blank lines when empty, else the value ticks.
    ctx.strokeStyle = style.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    const y = scaleLinear().range([PAD_TOP + lineHeight, PAD_TOP]);
    if (range === null) {
      for (let k = 0; k <= 4; k++) {
        const gy = Math.round(PAD_TOP + (lineHeight * k) / 4) + 0.5;
        ctx.moveTo(PAD_LEFT, gy);
        ctx.lineTo(PAD_LEFT + plotWidth, gy);
      }
    } else {
      y.domain([range.min, range.max]);
      for (const tick of priceTicks(range.min, range.max, 4)) {
        const gy = Math.round(y(tick)) + 0.5;
        ctx.moveTo(PAD_LEFT, gy);
        ctx.lineTo(PAD_LEFT + plotWidth, gy);
      }
    }
    ctx.moveTo(PAD_LEFT, volumeBottom - volumeHeight - 1.5);
    ctx.lineTo(PAD_LEFT + plotWidth, volumeBottom - volumeHeight - 1.5);
    ctx.stroke();
    if (data === null || series === undefined || range === null) {
      if (data !== null) {
        ctx.fillStyle = style.axisText;
        ctx.textAlign = "center";
        ctx.fillText(data.emptyText, PAD_LEFT + plotWidth / 2, PAD_TOP + lineHeight / 2);
      }
      return;
    }
    const { time, quantity, isTemp } = data.columns;
    const x = scaleLinear()
      .domain([0, Math.max(1, n)])
      .range([PAD_LEFT, PAD_LEFT + plotWidth]);
    const centre = (i: number) => x(i + 0.5);

    ctx.fillStyle = style.axisText;
    ctx.textAlign = "left";
    for (const tick of priceTicks(range.min, range.max, 4)) {
      ctx.fillText(data.formatValue(tick), PAD_LEFT + plotWidth + 4, y(tick));
    }

    // Volume bars: one path, temporary points outlined only.
    const bar = barWidth(plotWidth, n, MAX_BAR_WIDTH);
    const volumes = this.values;
    for (let i = 0; i < n; i++) volumes[i] = series.at(quantity, i);
    const volumeTop = volumeAxisMax(volumes.subarray(0, n));
    const v = scaleLinear()
      .domain([0, volumeTop])
      .range([volumeBottom, volumeBottom - volumeHeight]);
    ctx.fillStyle = VOLUME_COLOR;
    ctx.strokeStyle = VOLUME_COLOR;
    for (let i = 0; i < n; i++) {
      const volume = volumes[i];
      if (!(volume > 0)) continue;
      const left = Math.round(centre(i) - bar / 2);
      const top = Math.round(v(volume));
      const h = Math.max(1, volumeBottom - top);
      if (series.at(isTemp, i) === data.tempId) ctx.strokeRect(left + 0.5, top + 0.5, bar - 1, h - 1);
      else ctx.fillRect(left, top, bar, h);
    }

    // Prior close, dashed.
    if (Number.isFinite(prior) && prior > 0) {
      const py = Math.round(y(prior)) + 0.5;
      ctx.strokeStyle = style.reference;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(PAD_LEFT, py);
      ctx.lineTo(PAD_LEFT + plotWidth, py);
      ctx.stroke();
      ctx.setLineDash([]);
    }

    // The index line, green above the prior close at its end, red below.
    const last = series.at(data.columns.value, n - 1);
    ctx.strokeStyle = Number.isFinite(prior) && last < prior ? style.down : style.up;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    line<number>()
      .defined((i) => Number.isFinite(series.at(data.columns.value, i)))
      .x((i) => centre(i))
      .y((i) => y(series.at(data.columns.value, i)))
      .context(ctx)(indexList(n));
    ctx.stroke();
    ctx.lineWidth = 1;
    if (series.at(isTemp, n - 1) === data.tempId) {
      // The forming point: hollow, its value will still change.
      ctx.beginPath();
      ctx.arc(centre(n - 1), y(last), 2.5, 0, Math.PI * 2);
      ctx.stroke();
    }
    this.drawn = n;

    // Time axis: first, middle and last point.
    ctx.fillStyle = style.axisText;
    ctx.textAlign = "center";
    const labels = n >= 3 ? [0, Math.floor((n - 1) / 2), n - 1] : n === 2 ? [0, 1] : [0];
    for (const i of labels) {
      const lx = Math.min(Math.max(centre(i), PAD_LEFT + 16), PAD_LEFT + plotWidth - 16);
      ctx.fillText(formatHourMinute(series.at(time, i) * 1000), lx, height - AXIS_BOTTOM / 2);
    }

    // Hovered point, else the latest: its figures on the top line.
    let shown = n - 1;
    if (this.hoverX >= PAD_LEFT && this.hoverX < PAD_LEFT + plotWidth) {
      shown = Math.min(n - 1, Math.max(0, Math.floor(x.invert(this.hoverX))));
      const hx = Math.round(centre(shown)) + 0.5;
      ctx.strokeStyle = style.crosshair;
      ctx.setLineDash([2, 2]);
      ctx.beginPath();
      ctx.moveTo(hx, PAD_TOP);
      ctx.lineTo(hx, volumeBottom);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.textAlign = "left";
    ctx.fillStyle = style.axisText;
    ctx.fillText(
      `${formatHourMinute(series.at(time, shown) * 1000)}  ${data.formatValue(series.at(data.columns.value, shown))}  V ${data.formatVolume(series.at(quantity, shown))}`,
      PAD_LEFT,
      PAD_TOP / 2,
    );
  }
}

/** 0..n-1, reused between draws of the same length (d3's line walks an array). */
let indices: number[] = [];
function indexList(n: number): number[] {
  if (indices.length !== n) indices = Array.from({ length: n }, (_, i) => i);
  return indices;
}
