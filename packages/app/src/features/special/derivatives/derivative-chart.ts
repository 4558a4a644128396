import type { DerivativeChartPoint } from "@vnboard/feed/rest";
import { type ScaleLinear, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { formatHourMinute, priceTicks } from "../../../shared/chart/axis-ticks";
import {
  axisText,
  beginChart,
  beginGrid,
  crisp,
  crosshair,
  dashedLevel,
  emptyText,
  horizontalLine,
  readout,
  strokeSeries,
  tickGridLines,
  timeAxisLabel,
  type ValueAxis,
  valueAxisLabels,
  valueGridLines,
} from "../../../shared/chart/chart-drawing";
import { paddedRange } from "../../../shared/chart/chart-scales";
import { activeChartStyle, type ChartStyle } from "../../../shared/chart/chart-style";
import { ChartSurface } from "../../../shared/chart/chart-surface";
import { type PlotArea, type PlotInsets, plotArea } from "../../../shared/chart/plot-area";
import { type ChartWindow, chartWindow, hourLabel, nearestIndex } from "./chart-window";

export interface DerivativeChartData {
  points: readonly DerivativeChartPoint[];
  /** The contract's reference price (dashed; the line is green above it at its end, red below); NaN for none. */
  reference: number;
  /** Now, epoch ms: with no point the axis shows today's 9h..15h. */
  now: number;
  formatPrice(points: number): string;
  labels: { price: string; basis: string };
  /** Shown over the blank grid when there is no point (loading, empty or error text). */
  emptyText: string;
}

const INSETS: PlotInsets = { left: 6, top: 18, right: 56, bottom: 18 };
/** The basis pane's share of the plot height, under the price pane. */
const BASIS_SHARE = 0.32;
const PANE_GAP = 8;

type TimeScale = ScaleLinear<number, number>;

/** The price pane over the basis pane, PANE_GAP apart, in the plot. */
interface DerivativePanes {
  plot: PlotArea;
  priceHeight: number;
  basisTop: number;
  basisHeight: number;
}

function derivativePanes(width: number, height: number): DerivativePanes {
  const plot = plotArea(width, height, INSETS);
  const basisHeight = Math.round(plot.height * BASIS_SHARE);
  const priceHeight = Math.max(1, plot.height - basisHeight - PANE_GAP);
  return { plot, priceHeight, basisTop: plot.top + priceHeight + PANE_GAP, basisHeight };
}

/** The value scales of a chart with points: the price pane's (and its domain), the basis pane's. */
interface DerivativeScales {
  y: ScaleLinear<number, number>;
  min: number;
  max: number;
  /** The reference price, NaN for none. */
  reference: number;
  basis: ScaleLinear<number, number>;
  basisMin: number;
  basisMax: number;
}

/**
 * The expanded derivative row's chart (spec 2.3.5, 9: 700x300, hour ticks 9 to 15): the contract's
 * price over the day in the upper pane and the price difference to the VN30 index (the basis, field 2
 * minus field 3 of api/derivative/get-chart) in the lower pane, on one time axis from 9:00 to 15:00.
 * Price axis padded by 30% of its range (spec 9) and kept around the reference; the basis axis always
 * holds zero. d3-scale maps, d3-shape draws the lines straight onto the canvas context. With no point:
 * blank grid lines, the hour axis and the empty text. The top line shows the hovered point's figures,
 * else the latest. Drawn only when the data, the size or the hover changes (30 s polls), never per tick.
 */
export class DerivativeChart {
  private readonly surface: ChartSurface;
  private data: DerivativeChartData | null = null;
  private hoverX = -1;
  private drawn = 0;
  private times = new Float64Array(0);
  private prices = new Float64Array(0);
  private basis = new Float64Array(0);
  private indices: number[] = [];

  constructor(
    canvas: HTMLCanvasElement,
    private readonly style: ChartStyle = activeChartStyle(),
  ) {
    this.surface = new ChartSurface(canvas);
  }

  setData(data: DerivativeChartData): void {
    this.data = data;
    const n = data.points.length;
    if (this.times.length < n) {
      this.times = new Float64Array(n * 2);
      this.prices = new Float64Array(n * 2);
      this.basis = new Float64Array(n * 2);
    }
    for (let i = 0; i < n; i++) {
      const p = data.points[i];
      this.times[i] = p.time;
      this.prices[i] = p.value;
      this.basis[i] = p.value - p.secondValue;
    }
    if (this.indices.length !== n) this.indices = Array.from({ length: n }, (_, i) => i);
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
    const panes = derivativePanes(this.surface.width, this.surface.height);
    const { plot } = panes;
    const data = this.data;
    const n = data?.points.length ?? 0;
    const window = chartWindow(n > 0 ? this.times[0] : undefined, data?.now ?? Date.now());
    const x = scaleLinear().domain([window.start, window.end]).range([plot.left, plot.right]).clamp(true);
    this.drawHours(ctx, plot, window, x);
    const scales = data === null ? null : this.valueScales(data, panes);
    if (data === null || scales === null) {
      this.drawBlank(ctx, panes);
      if (data !== null) emptyText(ctx, style, plot, panes.priceHeight, data.emptyText);
      return;
    }
    this.drawValueAxes(ctx, plot, scales, data);
    // Reference price and zero basis, dashed.
    const { y, min, max, reference } = scales;
    if (reference >= min && reference <= max) dashedLevel(ctx, plot, y(reference), style.reference);
    dashedLevel(ctx, plot, scales.basis(0), style.crosshair);
    this.drawSeries(ctx, x, scales, data);
    this.drawReadout(ctx, plot, x, data);
  }

  /** Hour grid and labels 9h..15h, drawn with or without data. */
  private drawHours(ctx: CanvasRenderingContext2D, plot: PlotArea, window: ChartWindow, x: TimeScale): void {
    beginGrid(ctx, this.style);
    for (const hour of window.hours) {
      const hx = crisp(x(hour));
      ctx.moveTo(hx, plot.top);
      ctx.lineTo(hx, plot.bottom);
    }
    ctx.stroke();
    axisText(ctx, this.style, "center");
    for (const hour of window.hours) timeAxisLabel(ctx, plot, hourLabel(hour), x(hour), 10);
  }

  /** With no point: blank grid lines in the price pane, the zero line in the basis pane. */
  private drawBlank(ctx: CanvasRenderingContext2D, panes: DerivativePanes): void {
    const { plot } = panes;
    beginGrid(ctx, this.style);
    valueGridLines(ctx, plot, null, panes.priceHeight);
    horizontalLine(ctx, plot, crisp(panes.basisTop + panes.basisHeight / 2));
    ctx.stroke();
  }

  /**
   * The price pane's scale, padded (spec 9) and kept around the reference when it is near the day's
   * prices (within the padded span again); the basis pane's, always holding zero. Null without a point.
   */
  private valueScales(data: DerivativeChartData, panes: DerivativePanes): DerivativeScales | null {
    const n = data.points.length;
    const reference = data.reference > 0 ? data.reference : Number.NaN;
    const prices = this.prices.subarray(0, n);
    const priceRange = n > 0 ? paddedRange(prices, prices) : null;
    if (priceRange === null) return null;
    const span = priceRange.max - priceRange.min;
    const min =
      reference < priceRange.min && reference > priceRange.min - span
        ? reference - span * 0.05
        : priceRange.min;
    const max =
      reference > priceRange.max && reference < priceRange.max + span
        ? reference + span * 0.05
        : priceRange.max;
    const top = panes.plot.top;
    const y = scaleLinear()
      .domain([min, max])
      .range([top + panes.priceHeight, top]);
    const basisValues = this.basis.subarray(0, n);
    const basisRange = paddedRange(basisValues, basisValues) ?? { min: -1, max: 1 };
    const basisMin = Math.min(0, basisRange.min);
    const basisMax = Math.max(0, basisRange.max);
    const basis = scaleLinear()
      .domain([basisMin, basisMax])
      .range([panes.basisTop + panes.basisHeight, panes.basisTop]);
    return { y, min, max, reference, basis, basisMin, basisMax };
  }

  /** Value grid and axes: four price ticks, two basis ticks. */
  private drawValueAxes(
    ctx: CanvasRenderingContext2D,
    plot: PlotArea,
    scales: DerivativeScales,
    data: DerivativeChartData,
  ): void {
    const price: ValueAxis = { ticks: priceTicks(scales.min, scales.max, 4), y: scales.y };
    const basis: ValueAxis = { ticks: priceTicks(scales.basisMin, scales.basisMax, 2), y: scales.basis };
    beginGrid(ctx, this.style);
    tickGridLines(ctx, plot, price);
    tickGridLines(ctx, plot, basis);
    ctx.stroke();
    const format = (value: number) => data.formatPrice(value);
    valueAxisLabels(ctx, this.style, plot, price, format);
    valueAxisLabels(ctx, this.style, plot, basis, format);
  }

  /** The price line (green above the reference at its end, red below) and the basis line. */
  private drawSeries(
    ctx: CanvasRenderingContext2D,
    x: TimeScale,
    scales: DerivativeScales,
    data: DerivativeChartData,
  ): void {
    const n = data.points.length;
    const { times, prices, basis } = this;
    const last = prices[n - 1];
    const { reference, y } = scales;
    const color = Number.isFinite(reference) && last < reference ? this.style.down : this.style.up;
    const pricePath = line<number>()
      .x((i) => x(times[i]))
      .y((i) => y(prices[i]));
    strokeSeries(ctx, pricePath, this.indices, color);
    const basisPath = line<number>()
      .x((i) => x(times[i]))
      .y((i) => scales.basis(basis[i]));
    strokeSeries(ctx, basisPath, this.indices, this.style.basis);
    this.drawn = n;
  }

  /** Hovered point, else the latest: its time, price and basis on the top line (spec 9). */
  private drawReadout(
    ctx: CanvasRenderingContext2D,
    plot: PlotArea,
    x: TimeScale,
    data: DerivativeChartData,
  ): void {
    const n = data.points.length;
    let shown = n - 1;
    if (this.hoverX >= plot.left && this.hoverX <= plot.right) {
      shown = nearestIndex(this.times, n, x.invert(this.hoverX));
      crosshair(ctx, this.style, plot, x(this.times[shown]));
    }
    const p = data.points[shown];
    const { labels } = data;
    readout(
      ctx,
      this.style,
      plot,
      `${formatHourMinute(p.time)}  ${labels.price} ${data.formatPrice(p.value)}  ${labels.basis} ${data.formatPrice(this.basis[shown])}`,
    );
  }
}
