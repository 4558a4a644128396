/**
 * Value ranges of the popup charts (spec 9): the price axis is padded by 30% of the data range, the
 * volume axis tops at 1.25 times the peak volume.
 */

/** Spec 9: "Chart axis padding 30% of the range". */
export const AXIS_PADDING_RATIO = 0.3;
/** Spec 9: "volume axis maximum 1.25 times the peak". */
export const VOLUME_HEADROOM = 1.25;

export interface Range {
  min: number;
  max: number;
}

/**
 * The price axis range: the data's low-high range padded by 30% of itself, split evenly above and
 * below (15% each side), so that the candles keep their shape and never touch the frame. A flat range
 * (one price) is padded by 1% of the price, or 1 when the price is 0. NaN values are ignored; no finite
 * value gives null.
 */
export function paddedRange(
  lows: ArrayLike<number>,
  highs: ArrayLike<number>,
  ratio = AXIS_PADDING_RATIO,
): Range | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < lows.length; i++) if (lows[i] < min) min = lows[i];
  for (let i = 0; i < highs.length; i++) if (highs[i] > max) max = highs[i];
  if (!Number.isFinite(min) || !Number.isFinite(max)) return null;
  const span = max - min;
  const pad = span > 0 ? (span * ratio) / 2 : Math.abs(max) * 0.01 || 1;
  return { min: min - pad, max: max + pad };
}

/** Top of the volume axis: 1.25 x the peak; 1 when there is no volume, so a scale never divides by 0. */
export function volumeAxisMax(volumes: ArrayLike<number>, headroom = VOLUME_HEADROOM): number {
  let peak = 0;
  for (let i = 0; i < volumes.length; i++) if (volumes[i] > peak) peak = volumes[i];
  return peak > 0 ? peak * headroom : 1;
}

/** A linear map from a value range to pixels (top = max); a degenerate range maps to the middle. */
export function valueToY(value: number, range: Range, top: number, height: number): number {
  const span = range.max - range.min;
  if (!(span > 0)) return top + height / 2;
  return top + ((range.max - value) / span) * height;
}
