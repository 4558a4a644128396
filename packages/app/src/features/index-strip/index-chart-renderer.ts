import { watchDevicePixelRatio } from "@vnboard/board-canvas";
import type { Series } from "@vnboard/feed";
import { IndexChartGeometry } from "./index-chart-geometry";

/** Colours of the chart: the board theme's up, down and reference, and a muted tone for volume. */
export interface IndexChartColors {
  up: string;
  down: string;
  reference: string;
  volume: string;
}

/** Columns of an index chart series (SeriesStore.column of the index chart schema). */
export interface IndexChartColumns {
  time: number;
  value: number;
  quantity: number;
  isTemp: number;
}

const AREA_ALPHA = 0.22;

/**
 * Draws one intraday index chart on a small canvas with Canvas2D: volume bars at the bottom, the
 * reference (priorIndex) as a dashed baseline, the index line with the area between it and the
 * baseline green above and red below. Temporary points (isTemp 'Y') are drawn empty: an outlined
 * bar and a hollow dot, since their values will still change (spec 3, "Index chart point").
 * Called only when the series or the reference changed.
 */
export class IndexChartRenderer {
  private readonly context: CanvasRenderingContext2D | null;
  private readonly geometry = new IndexChartGeometry();
  private pixelRatio = 1;
  /** The series being drawn (set for the duration of `draw`). */
  private series: Series | null = null;
  /** The canvas' CSS size as the last layout gave it (ResizeObserver), -1 before the first. */
  private cssWidth = -1;
  private cssHeight = -1;
  private readonly observer: ResizeObserver | null;
  /** What the last `draw` was asked, drawn again when the canvas is resized. */
  private lastSeries: Series | undefined = undefined;
  private lastPrior = Number.NaN;
  /** Told the number of points after every drawing, a resize's included (the card's `data-points`). */
  onDrawn: (points: number) => void = () => {};

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly colors: IndexChartColors,
    private readonly columns: IndexChartColumns,
    /** Interned id of the text 'Y' in the series' string table. */
    private readonly tempId: number,
  ) {
    this.context = canvas.getContext("2d");
    // Reading clientWidth on each draw forced a layout of the whole page per card per update (the
    // largest app-side cost of the first paint, issue 21); the observer hands over the size after
    // each layout instead, and the first drawing waits for it (it comes before the next paint).
    this.observer = typeof ResizeObserver === "function" ? new ResizeObserver(this.resized) : null;
    this.observer?.observe(canvas);
    // A browser zoom keeps the card's CSS size: only the ratio says the chart must be drawn again.
    this.unwatchRatio = watchDevicePixelRatio(() =>
      this.onDrawn(this.drawNow(this.lastSeries, this.lastPrior)),
    );
  }

  private readonly unwatchRatio: () => void;

  /** Stops following the canvas' size and the screen's pixel ratio (the card went). */
  dispose(): void {
    this.observer?.disconnect();
    this.unwatchRatio();
  }

  /** Draws the series; returns the number of points drawn (0 for none, no canvas context, or no size yet). */
  draw(series: Series | undefined, prior: number): number {
    this.lastSeries = series;
    this.lastPrior = prior;
    const points = this.drawNow(series, prior);
    this.onDrawn(points);
    return points;
  }

  private readonly resized = (entries: readonly ResizeObserverEntry[]): void => {
    const box = entries[entries.length - 1].contentRect;
    if (box.width === this.cssWidth && box.height === this.cssHeight) return;
    this.cssWidth = box.width;
    this.cssHeight = box.height;
    this.onDrawn(this.drawNow(this.lastSeries, this.lastPrior));
  };

  private drawNow(series: Series | undefined, prior: number): number {
    const ctx = this.context;
    if (ctx === null) return 0;
    if (!this.fitCanvas()) return 0;
    const width = this.canvas.width / this.pixelRatio;
    const height = this.canvas.height / this.pixelRatio;
    ctx.setTransform(this.pixelRatio, 0, 0, this.pixelRatio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    if (series === undefined || series.length === 0) return 0;
    const { time, value, quantity, isTemp } = this.columns;
    const times = series.columns[time];
    const values = series.columns[value];
    const quantities = series.columns[quantity];
    const temps = series.columns[isTemp];
    const length = series.length;
    const g = this.geometry;
    if (g.fit(times, values, quantities, length, prior, width, height) === 0) return 0;
    this.series = series;
    const hasBase = Number.isFinite(prior) && prior > 0;
    const baseY = hasBase ? g.y(prior) : height;

    this.drawVolume(ctx, times, quantities, temps, length);
    if (hasBase) {
      ctx.strokeStyle = this.colors.reference;
      ctx.lineWidth = 1;
      ctx.setLineDash([3, 3]);
      ctx.beginPath();
      ctx.moveTo(0, Math.round(baseY) + 0.5);
      ctx.lineTo(width, Math.round(baseY) + 0.5);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // Above the baseline in the up colour, below it in the down colour: the same paths, two clips.
    this.drawSide(ctx, 0, baseY, hasBase ? this.colors.up : this.colors.reference, baseY);
    if (hasBase) this.drawSide(ctx, baseY, height - baseY, this.colors.down, baseY);
    this.drawTempDots(ctx, times, values, temps, length);
    this.series = null;
    return g.drawable;
  }

  private drawVolume(
    ctx: CanvasRenderingContext2D,
    times: Float64Array,
    quantities: Float64Array,
    temps: Float64Array,
    length: number,
  ): void {
    const g = this.geometry;
    if (g.volumeMax <= 0) return;
    const half = g.barWidth / 2;
    ctx.fillStyle = this.colors.volume;
    ctx.strokeStyle = this.colors.volume;
    ctx.lineWidth = 1;
    for (let i = 0; i < length; i++) {
      const top = g.volumeY(quantities[i]);
      if (top >= g.height || !Number.isFinite(times[i])) continue;
      const x = g.x(times[i]) - half;
      if (temps[i] === this.tempId) ctx.strokeRect(x + 0.5, top + 0.5, g.barWidth - 1, g.height - top - 1);
      else ctx.fillRect(x, top, g.barWidth, g.height - top);
    }
  }

  private drawSide(
    ctx: CanvasRenderingContext2D,
    top: number,
    bandHeight: number,
    color: string,
    baseY: number,
  ) {
    if (bandHeight <= 0) return;
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, top, this.geometry.width, bandHeight);
    ctx.clip();
    ctx.globalAlpha = AREA_ALPHA;
    ctx.fillStyle = color;
    this.tracePath(ctx, baseY, true);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = color;
    ctx.lineWidth = 1.25;
    ctx.lineJoin = "round";
    this.tracePath(ctx, baseY, false);
    ctx.stroke();
    ctx.restore();
  }

  /** The index line (points without a value are skipped); closed down to the baseline for the area. */
  private tracePath(ctx: CanvasRenderingContext2D, baseY: number, area: boolean): void {
    const g = this.geometry;
    const series = this.series;
    ctx.beginPath();
    if (series === null) return;
    const times = series.columns[this.columns.time];
    const values = series.columns[this.columns.value];
    let started = false;
    let lastX = 0;
    for (let i = 0; i < series.length; i++) {
      const v = values[i];
      if (!Number.isFinite(v) || !Number.isFinite(times[i])) continue;
      const x = g.x(times[i]);
      const y = g.y(v);
      if (!started) {
        if (area) {
          ctx.moveTo(x, baseY);
          ctx.lineTo(x, y);
        } else ctx.moveTo(x, y);
        started = true;
      } else ctx.lineTo(x, y);
      lastX = x;
    }
    if (area && started) {
      ctx.lineTo(lastX, baseY);
      ctx.closePath();
    }
  }

  private drawTempDots(
    ctx: CanvasRenderingContext2D,
    times: Float64Array,
    values: Float64Array,
    temps: Float64Array,
    length: number,
  ): void {
    const g = this.geometry;
    ctx.strokeStyle = this.colors.reference;
    ctx.lineWidth = 1;
    for (let i = 0; i < length; i++) {
      if (temps[i] !== this.tempId || !Number.isFinite(values[i])) continue;
      ctx.beginPath();
      ctx.arc(g.x(times[i]), g.y(values[i]), 2.5, 0, Math.PI * 2);
      ctx.stroke();
    }
  }

  /**
   * Sizes the backing store to the canvas' CSS size at the device pixel ratio (only when it changed);
   * false while the size is not known yet (the observer's first report is still to come).
   */
  private fitCanvas(): boolean {
    if (this.observer === null) {
      this.cssWidth = this.canvas.clientWidth;
      this.cssHeight = this.canvas.clientHeight;
    } else if (this.cssWidth < 0) return false;
    const ratio = typeof devicePixelRatio === "number" && devicePixelRatio > 0 ? devicePixelRatio : 1;
    const width = Math.max(1, Math.round(this.cssWidth * ratio));
    const height = Math.max(1, Math.round(this.cssHeight * ratio));
    this.pixelRatio = ratio;
    if (this.canvas.width !== width) this.canvas.width = width;
    if (this.canvas.height !== height) this.canvas.height = height;
    return true;
  }
}
