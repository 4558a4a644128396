/**
 * Pure layout of the two market-breadth charts of the side tab (spec 2.4): the up/unchanged/down pie
 * and the traded value by up/unchanged/down bars. Numbers only; the renderers draw them.
 */
import { pie } from "d3-shape";
import { MAX_BAR_WIDTH } from "../../../shared/chart/candle-geometry";
import { VOLUME_HEADROOM } from "../../../shared/chart/chart-scales";

/** A count or value that takes part: missing (NaN) and negative values count as 0. */
export const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export interface Slice {
  /** Position in the input (up, unchanged, down). */
  index: number;
  startAngle: number;
  endAngle: number;
}

/**
 * Slices of a pie in input order starting at 12 o'clock, clockwise (d3-shape pie). Zero parts get no
 * slice; all zero gives no slice at all (the chart then draws an empty ring).
 */
export function pieSlices(values: readonly number[]): Slice[] {
  const parts = values.map(positive);
  if (parts.every((p) => p === 0)) return [];
  return pie<number>()
    .sort(null)
    .value((p) => p)(parts)
    .filter((arc) => arc.value > 0)
    .map((arc) => ({ index: arc.index, startAngle: arc.startAngle, endAngle: arc.endAngle }));
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Vertical bars of `values` side by side over a plot: equal slots, bars at most 30 px wide (spec 9),
 * the tallest at 1 / 1.25 of the height (spec 9: the axis tops at 1.25 x the peak). A zero value has a
 * zero-height bar.
 */
export function valueBars(
  values: readonly number[],
  left: number,
  top: number,
  width: number,
  height: number,
): BarRect[] {
  const n = values.length;
  if (n === 0 || !(width > 0) || !(height > 0)) return [];
  let peak = 0;
  for (const v of values) peak = Math.max(peak, positive(v));
  const axisMax = peak > 0 ? peak * VOLUME_HEADROOM : 1;
  const slot = width / n;
  const barW = Math.max(1, Math.min(MAX_BAR_WIDTH, Math.floor(slot * 0.6)));
  return values.map((value, i) => {
    const h = (positive(value) / axisMax) * height;
    return { x: left + slot * i + (slot - barW) / 2, y: top + height - h, width: barW, height: h };
  });
}
