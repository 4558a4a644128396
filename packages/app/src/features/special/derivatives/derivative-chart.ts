import type { DerivativeChartPoint } from "@vnboard/feed/rest";
import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { formatHourMinute, priceTicks } from "../../../shared/chart/axis-ticks";
import { paddedRange } from "../../../shared/chart/chart-scales";
import { type ChartStyle, DARK_CHART_STYLE } from "../../../shared/chart/chart-style";
import { ChartSurface } from "../../../shared/chart/chart-surface";
import { chartWindow, hourLabel, nearestIndex } from "./chart-window";

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

const AXIS_RIGHT = 56;
const AXIS_BOTTOM = 18;
const PAD_TOP = 18;
const PAD_LEFT = 6;
/** The basis pane's share of the plot height, under the price pane. */
const BASIS_SHARE = 0.32;
const PANE_GAP = 8;
const BASIS_COLOR = "#4aa3ff";

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
    private readonly style: ChartStyle = DARK_CHART_STYLE,
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
    const ctx = this.surface.begin(style.background);
    this.drawn = 0;
    if (ctx === null) return;
    const width = this.surface.width;
    const height = this.surface.height;
    const plotWidth = Math.max(1, width - PAD_LEFT - AXIS_RIGHT);
    const plotHeight = Math.max(1, height - PAD_TOP - AXIS_BOTTOM);
    const basisHeight = Math.round(plotHeight * BASIS_SHARE);
    const priceHeight = Math.max(1, plotHeight - basisHeight - PANE_GAP);
    const basisTop = PAD_TOP + priceHeight + PANE_GAP;
    const right = PAD_LEFT + plotWidth;
    ctx.font = style.font;
    ctx.textBaseline = "middle";

    const data = this.data;
    const n = data?.points.length ?? 0;
    const window = chartWindow(n > 0 ? this.times[0] : undefined, data?.now ?? Date.now());
    const x = scaleLinear().domain([window.start, window.end]).range([PAD_LEFT, right]).clamp(true);

    // Hour grid and labels 9h..15h, drawn with or without data.
    ctx.strokeStyle = style.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const hour of window.hours) {
      const hx = Math.round(x(hour)) + 0.5;
      ctx.moveTo(hx, PAD_TOP);
      ctx.lineTo(hx, PAD_TOP + plotHeight);
    }
    ctx.stroke();
    ctx.fillStyle = style.axisText;
    ctx.textAlign = "center";
    for (const hour of window.hours) {
      const lx = Math.min(Math.max(x(hour), PAD_LEFT + 10), right - 10);
      ctx.fillText(hourLabel(hour), lx, height - AXIS_BOTTOM / 2);
    }

    const reference = data !== null && data.reference > 0 ? data.reference : Number.NaN;
    const prices = this.prices.subarray(0, n);
    const priceRange = n > 0 ? paddedRange(prices, prices) : null;
    if (data === null || priceRange === null) {
      ctx.strokeStyle = style.grid;
      ctx.beginPath();
      for (let k = 0; k <= 4; k++) {
        const gy = Math.round(PAD_TOP + (priceHeight * k) / 4) + 0.5;
        ctx.moveTo(PAD_LEFT, gy);
        ctx.lineTo(right, gy);
      }
      const zy = Math.round(basisTop + basisHeight / 2) + 0.5;
      ctx.moveTo(PAD_LEFT, zy);
      ctx.lineTo(right, zy);
      ctx.stroke();
      if (data !== null) {
        ctx.fillStyle = style.axisText;
        ctx.textAlign = "center";
        ctx.fillText(data.emptyText, PAD_LEFT + plotWidth / 2, PAD_TOP + priceHeight / 2);
      }
      return;
    }
    // Keep the reference in view when it is near the day's prices (within the padded span again).
    const span = priceRange.max - priceRange.min;
    const min =
      reference < priceRange.min && reference > priceRange.min - span
        ? reference - span * 0.05
        : priceRange.min;
    const max =
      reference > priceRange.max && reference < priceRange.max + span
        ? reference + span * 0.05
        : priceRange.max;
    const y = scaleLinear()
      .domain([min, max])
      .range([PAD_TOP + priceHeight, PAD_TOP]);
    const basisValues = this.basis.subarray(0, n);
    const basisRange = paddedRange(basisValues, basisValues) ?? { min: -1, max: 1 };
    const by = scaleLinear()
      .domain([Math.min(0, basisRange.min), Math.max(0, basisRange.max)])
      .range([basisTop + basisHeight, basisTop]);

    // Value grid and axes.
    const priceTickValues = priceTicks(min, max, 4);
    const basisTickValues = priceTicks(by.domain()[0], by.domain()[1], 2);
    ctx.strokeStyle = style.grid;
    ctx.beginPath();
    for (const tick of priceTickValues) {
      const gy = Math.round(y(tick)) + 0.5;
      ctx.moveTo(PAD_LEFT, gy);
      ctx.lineTo(right, gy);
    }
    for (const tick of basisTickValues) {
      const gy = Math.round(by(tick)) + 0.5;
      ctx.moveTo(PAD_LEFT, gy);
      ctx.lineTo(right, gy);
    }
    ctx.stroke();
    ctx.fillStyle = style.axisText;
    ctx.textAlign = "left";
    for (const tick of priceTickValues) ctx.fillText(data.formatPrice(tick), right + 4, y(tick));
    for (const tick of basisTickValues) ctx.fillText(data.formatPrice(tick), right + 4, by(tick));

    // Reference price and zero basis, dashed.
    ctx.setLineDash([4, 3]);
    if (reference >= min && reference <= max) {
      const ry = Math.round(y(reference)) + 0.5;
      ctx.strokeStyle = style.reference;
      ctx.beginPath();
      ctx.moveTo(PAD_LEFT, ry);
      ctx.lineTo(right, ry);
      ctx.stroke();
    }
    const zy = Math.round(by(0)) + 0.5;
    ctx.strokeStyle = style.crosshair;
    ctx.beginPath();
    ctx.moveTo(PAD_LEFT, zy);
    ctx.lineTo(right, zy);
    ctx.stroke();
    ctx.setLineDash([]);

    // The two series.
    const times = this.times;
    const last = prices[n - 1];
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = Number.isFinite(reference) && last < reference ? style.down : style.up;
    ctx.beginPath();
    line<number>()
      .x((i) => x(times[i]))
      .y((i) => y(prices[i]))
      .context(ctx)(this.indices);
    ctx.stroke();
    ctx.strokeStyle = BASIS_COLOR;
    ctx.beginPath();
    line<number>()
      .x((i) => x(times[i]))
      .y((i) => by(basisValues[i]))
      .context(ctx)(this.indices);
    ctx.stroke();
    ctx.lineWidth = 1;
    this.drawn = n;

    // Hovered point, else the latest: its time, price and basis on the top line (spec 9).
    let shown = n - 1;
    if (this.hoverX >= PAD_LEFT && this.hoverX <= right) {
      shown = nearestIndex(times, n, x.invert(this.hoverX));
      const hx = Math.round(x(times[shown])) + 0.5;
      ctx.strokeStyle = style.crosshair;
      ctx.setLineDash([2, 2]);
      ctx.beginPath();
      ctx.moveTo(hx, PAD_TOP);
      ctx.lineTo(hx, PAD_TOP + plotHeight);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const p = data.points[shown];
    ctx.textAlign = "left";
    ctx.fillStyle = style.axisText;
    ctx.fillText(
      `${formatHourMinute(p.time)}  ${data.labels.price} ${data.formatPrice(p.value)}  ${data.labels.basis} ${data.formatPrice(basisValues[shown])}`,
      PAD_LEFT,
      PAD_TOP / 2,
    );
  }
}
