import type { Line } from "d3-shape";
import type { ChartStyle } from "./chart-style";
import type { ChartSurface } from "./chart-surface";
import type { PlotArea } from "./plot-area";

/**
 * The drawing steps the canvas charts share (candles, the intraday index line, the derivative chart):
 * grid lines, the value axis, dashed levels, the series line, the hover crosshair and the text lines.
 * A 1 px line sits on the pixel grid (`crisp`) so that it stays sharp.
 */

/** Maps a value to its y on the plot (a d3 scale, or `valueToY` over a range). */
export type ValueToY = (value: number) => number;

/** A value axis: its tick values and where they are. */
export interface ValueAxis {
  ticks: readonly number[];
  y: ValueToY;
}

const LEVEL_DASH = [4, 3];
const CROSSHAIR_DASH = [2, 2];
const SOLID: number[] = [];
const SERIES_WIDTH = 1.5;

/** A coordinate moved onto the middle of its pixel, where a 1 px line is drawn sharp. */
export function crisp(position: number): number {
  return Math.round(position) + 0.5;
}

/** Clears the chart to its background and sets its font; null when there is nothing to draw on. */
export function beginChart(surface: ChartSurface, style: ChartStyle): CanvasRenderingContext2D | null {
  const ctx = surface.begin(style.background);
  if (ctx === null) return null;
  ctx.font = style.font;
  ctx.textBaseline = "middle";
  return ctx;
}

/** Opens the path of the grid (1 px, the grid colour): add lines to it, then `ctx.stroke()`. */
export function beginGrid(ctx: CanvasRenderingContext2D, style: ChartStyle): void {
  ctx.strokeStyle = style.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
}

/** Adds a horizontal line across the plot at `y` (as given: `crisp` it for a grid line). */
export function horizontalLine(ctx: CanvasRenderingContext2D, plot: PlotArea, y: number): void {
  ctx.moveTo(plot.left, y);
  ctx.lineTo(plot.right, y);
}

/** Spec 9: with no data a pane shows blank grid lines, `divisions` + 1 of them spread over its height. */
export function blankGridLines(
  ctx: CanvasRenderingContext2D,
  plot: PlotArea,
  top: number,
  height: number,
  divisions = 4,
): void {
  for (let k = 0; k <= divisions; k++) horizontalLine(ctx, plot, crisp(top + (height * k) / divisions));
}

/** Adds a grid line at each of the axis' ticks. */
export function tickGridLines(ctx: CanvasRenderingContext2D, plot: PlotArea, axis: ValueAxis): void {
  for (const tick of axis.ticks) horizontalLine(ctx, plot, crisp(axis.y(tick)));
}

/**
 * Adds the grid of the value pane at the top of the plot: a line at each tick, or with no data (no
 * axis) the blank lines over the pane's `height`.
 */
export function valueGridLines(
  ctx: CanvasRenderingContext2D,
  plot: PlotArea,
  axis: ValueAxis | null,
  height: number,
): void {
  if (axis === null) blankGridLines(ctx, plot, plot.top, height);
  else tickGridLines(ctx, plot, axis);
}

/** The value axis right of the plot: each tick's label at the tick's height. */
export function valueAxisLabels(
  ctx: CanvasRenderingContext2D,
  style: ChartStyle,
  plot: PlotArea,
  axis: ValueAxis,
  format: (value: number) => string,
): void {
  axisText(ctx, style, "left");
  for (const tick of axis.ticks) ctx.fillText(format(tick), plot.right + 4, axis.y(tick));
}

/** A dashed horizontal level across the plot at `y` (a reference price, a prior close, zero). */
export function dashedLevel(ctx: CanvasRenderingContext2D, plot: PlotArea, y: number, color: string): void {
  ctx.strokeStyle = color;
  ctx.setLineDash(LEVEL_DASH);
  ctx.beginPath();
  horizontalLine(ctx, plot, crisp(y));
  ctx.stroke();
  ctx.setLineDash(SOLID);
}

/** Strokes a d3-shape line through the points `indices` straight onto the canvas, 1.5 px wide. */
export function strokeSeries(
  ctx: CanvasRenderingContext2D,
  path: Line<number>,
  indices: number[],
  color: string,
): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = SERIES_WIDTH;
  ctx.beginPath();
  path.context(ctx)(indices);
  ctx.stroke();
  ctx.lineWidth = 1;
}

/** The hovered point's dotted vertical line at `x`, over the whole plot height. */
export function crosshair(ctx: CanvasRenderingContext2D, style: ChartStyle, plot: PlotArea, x: number): void {
  const cx = crisp(x);
  ctx.strokeStyle = style.crosshair;
  ctx.setLineDash(CROSSHAIR_DASH);
  ctx.beginPath();
  ctx.moveTo(cx, plot.top);
  ctx.lineTo(cx, plot.bottom);
  ctx.stroke();
  ctx.setLineDash(SOLID);
}

/** Sets the axis text's colour and alignment for the labels that follow. */
export function axisText(ctx: CanvasRenderingContext2D, style: ChartStyle, align: CanvasTextAlign): void {
  ctx.fillStyle = style.axisText;
  ctx.textAlign = align;
}

/** A time axis label under the plot at `x`, kept `margin` px inside the plot's ends (after `axisText`). */
export function timeAxisLabel(
  ctx: CanvasRenderingContext2D,
  plot: PlotArea,
  text: string,
  x: number,
  margin: number,
): void {
  ctx.fillText(text, Math.min(Math.max(x, plot.left + margin), plot.right - margin), plot.timeAxisY);
}

/** The text over an empty pane (loading, no data, an error), in its middle. */
export function emptyText(
  ctx: CanvasRenderingContext2D,
  style: ChartStyle,
  plot: PlotArea,
  paneHeight: number,
  text: string,
): void {
  axisText(ctx, style, "center");
  ctx.fillText(text, plot.left + plot.width / 2, plot.top + paneHeight / 2);
}

/** The top line over the plot: the hovered point's figures, else the latest's. */
export function readout(
  ctx: CanvasRenderingContext2D,
  style: ChartStyle,
  plot: PlotArea,
  text: string,
): void {
  axisText(ctx, style, "left");
  ctx.fillText(text, plot.left, plot.top / 2);
}
