import { type ScaleLinear, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { formatHourMinute, priceTicks } from "../../../shared/chart/axis-ticks";
import { barWidth, MAX_BAR_WIDTH } from "../../../shared/chart/candle-geometry";
import {
  axisText,
  beginChart,
  beginGrid,
  crosshair,
  dashedLevel,
  emptyText,
  horizontalLine,
  readout,
  strokeSeries,
  timeAxisLabel,
  type ValueAxis,
  valueAxisLabels,
  valueGridLines,
} from "../../../shared/chart/chart-drawing";
import { paddedRange, type Range, volumeAxisMax } from "../../../shared/chart/chart-scales";
import { activeChartStyle, type ChartStyle } from "../../../shared/chart/chart-style";
import { ChartSurface } from "../../../shared/chart/chart-surface";
import { type PlotArea, type PlotInsets, plotArea } from "../../../shared/chart/plot-area";
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

const INSETS: PlotInsets = { left: 4, top: 16, right: 52, bottom: 16 };
const VOLUME_SHARE = 0.28;

/** The line pane over the volume pane (which ends at the plot's bottom), in the plot. */
interface IndexPanes {
  plot: PlotArea;
  lineHeight: number;
  volumeHeight: number;
}

function indexPanes(width: number, height: number): IndexPanes {
  const plot = plotArea(width, height, INSETS);
  const volumeHeight = Math.round(plot.height * VOLUME_SHARE);
  return { plot, lineHeight: plot.height - volumeHeight - 4, volumeHeight };
}

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
    private readonly style: ChartStyle = activeChartStyle(),
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
    const ctx = beginChart(this.surface, style);
    this.drawn = 0;
    if (ctx === null) return;
    const panes = indexPanes(this.surface.width, this.surface.height);
    const data = this.data;
    const series = data?.series;
    const range = this.valueRange(data);
    const y = scaleLinear().range([panes.plot.top + panes.lineHeight, panes.plot.top]);
    const axis =
      range === null
        ? null
        : { ticks: priceTicks(range.min, range.max, 4), y: y.domain([range.min, range.max]) };
    this.drawGrid(ctx, panes, axis);
    if (data === null || series === undefined || axis === null) {
      if (data !== null) emptyText(ctx, style, panes.plot, panes.lineHeight, data.emptyText);
      return;
    }
    const n = series.length;
    const x = scaleLinear()
      .domain([0, Math.max(1, n)])
      .range([panes.plot.left, panes.plot.right]);
    valueAxisLabels(ctx, style, panes.plot, axis, (value) => data.formatValue(value));
    this.drawVolume(ctx, panes, data, series, x);
    // Prior close, dashed.
    if (Number.isFinite(data.prior) && data.prior > 0)
      dashedLevel(ctx, panes.plot, y(data.prior), style.reference);
    this.drawLine(ctx, data, series, x, y);
    this.drawn = n;
    this.drawTimeAxis(ctx, panes.plot, data, series, x);
    this.drawReadout(ctx, panes.plot, data, series, x);
  }

  /**
   * The range of the value axis: the points' values and the prior close (kept in range so that its
   * baseline shows), padded (spec 9); null without a point.
   */
  private valueRange(data: IndexLineData | null): Range | null {
    const series = data?.series;
    const n = series?.length ?? 0;
    if (this.values.length < n + 1) this.values = new Float64Array((n + 1) * 2);
    if (data !== null && series !== undefined) {
      for (let i = 0; i < n; i++) this.values[i] = series.at(data.columns.value, i);
    }
    const prior = data?.prior ?? Number.NaN;
    let count = n;
    if (Number.isFinite(prior) && prior > 0) this.values[count++] = prior;
    return n > 0 ? paddedRange(this.values.subarray(0, count), this.values.subarray(0, count)) : null;
  }

  /** Grid: the value ticks, four blank lines when empty; the volume pane's top. */
  private drawGrid(ctx: CanvasRenderingContext2D, panes: IndexPanes, axis: ValueAxis | null): void {
    beginGrid(ctx, this.style);
    valueGridLines(ctx, panes.plot, axis, panes.lineHeight);
    horizontalLine(ctx, panes.plot, panes.plot.bottom - panes.volumeHeight - 1.5);
    ctx.stroke();
  }

  /** Volume bars: one path, temporary points outlined only. */
  private drawVolume(
    ctx: CanvasRenderingContext2D,
    panes: IndexPanes,
    data: IndexLineData,
    series: SeriesView,
    x: ScaleLinear<number, number>,
  ): void {
    const { plot, volumeHeight } = panes;
    const { quantity, isTemp } = data.columns;
    const n = series.length;
    const bar = barWidth(plot.width, n, MAX_BAR_WIDTH);
    // The values were read into the range; the buffer now takes the volumes.
    const volumes = this.values;
    for (let i = 0; i < n; i++) volumes[i] = series.at(quantity, i);
    const volumeTop = volumeAxisMax(volumes.subarray(0, n));
    const v = scaleLinear()
      .domain([0, volumeTop])
      .range([plot.bottom, plot.bottom - volumeHeight]);
    ctx.fillStyle = this.style.volume;
    ctx.strokeStyle = this.style.volume;
    for (let i = 0; i < n; i++) {
      const volume = volumes[i];
      if (!(volume > 0)) continue;
      const left = Math.round(centre(x, i) - bar / 2);
      const top = Math.round(v(volume));
      const h = Math.max(1, plot.bottom - top);
      if (series.at(isTemp, i) === data.tempId) ctx.strokeRect(left + 0.5, top + 0.5, bar - 1, h - 1);
      else ctx.fillRect(left, top, bar, h);
    }
  }

  /** The index line, green above the prior close at its end, red below; the forming point hollow. */
  private drawLine(
    ctx: CanvasRenderingContext2D,
    data: IndexLineData,
    series: SeriesView,
    x: ScaleLinear<number, number>,
    y: ScaleLinear<number, number>,
  ): void {
    const { value, isTemp } = data.columns;
    const n = series.length;
    const last = series.at(value, n - 1);
    const path = line<number>()
      .defined((i) => Number.isFinite(series.at(value, i)))
      .x((i) => centre(x, i))
      .y((i) => y(series.at(value, i)));
    const color = Number.isFinite(data.prior) && last < data.prior ? this.style.down : this.style.up;
    strokeSeries(ctx, path, indexList(n), color);
    if (series.at(isTemp, n - 1) === data.tempId) {
      // The forming point: hollow, its value will still change.
      ctx.beginPath();
      ctx.arc(centre(x, n - 1), y(last), 2.5, 0, Math.PI * 2);
      ctx.stroke();
    }
  }

  /** Time axis: first, middle and last point. */
  private drawTimeAxis(
    ctx: CanvasRenderingContext2D,
    plot: PlotArea,
    data: IndexLineData,
    series: SeriesView,
    x: ScaleLinear<number, number>,
  ): void {
    const n = series.length;
    axisText(ctx, this.style, "center");
    const labels = n >= 3 ? [0, Math.floor((n - 1) / 2), n - 1] : n === 2 ? [0, 1] : [0];
    for (const i of labels) {
      const text = formatHourMinute(series.at(data.columns.time, i) * 1000);
      timeAxisLabel(ctx, plot, text, centre(x, i), 16);
    }
  }

  /** Hovered point, else the latest: its figures on the top line. */
  private drawReadout(
    ctx: CanvasRenderingContext2D,
    plot: PlotArea,
    data: IndexLineData,
    series: SeriesView,
    x: ScaleLinear<number, number>,
  ): void {
    const { time, value, quantity } = data.columns;
    const n = series.length;
    let shown = n - 1;
    if (this.hoverX >= plot.left && this.hoverX < plot.right) {
      shown = Math.min(n - 1, Math.max(0, Math.floor(x.invert(this.hoverX))));
      crosshair(ctx, this.style, plot, centre(x, shown));
    }
    readout(
      ctx,
      this.style,
      plot,
      `${formatHourMinute(series.at(time, shown) * 1000)}  ${data.formatValue(series.at(value, shown))}  V ${data.formatVolume(series.at(quantity, shown))}`,
    );
  }
}

/** The middle of point `i`'s slot: where its line point and its volume bar are. */
function centre(x: ScaleLinear<number, number>, i: number): number {
  return x(i + 0.5);
}

/** 0..n-1, reused between draws of the same length (d3's line walks an array). */
let indices: number[] = [];
function indexList(n: number): number[] {
  if (indices.length !== n) indices = Array.from({ length: n }, (_, i) => i);
  return indices;
}
