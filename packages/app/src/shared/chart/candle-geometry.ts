/**
 * Where candles and volume bars go on the plot (pure numbers, no canvas), and which colour a candle
 * takes (spec 4: green or red by comparing open, close and the previous close).
 */

/** Spec 9: "maximum bar width 30" (CSS pixels). */
export const MAX_BAR_WIDTH = 30;
/** Share of a slot a bar fills, leaving a gap between neighbours. */
const BAR_FILL = 0.7;

/** Width of a candle or volume bar for `count` slots over `plotWidth` px: at least 1, at most 30. */
export function barWidth(plotWidth: number, count: number, max = MAX_BAR_WIDTH): number {
  if (!(count > 0) || !(plotWidth > 0)) return 0;
  const slot = plotWidth / count;
  return Math.max(1, Math.min(max, Math.floor(slot * BAR_FILL)));
}

/** Centre x of slot `index` of `count` slots spread over [left, left + width]. */
export function slotCenter(index: number, count: number, left: number, width: number): number {
  return left + (width * (index + 0.5)) / count;
}

/** Slot under an x position (for hover), or -1 outside the plot. */
export function slotAt(x: number, count: number, left: number, width: number): number {
  if (!(count > 0) || x < left || x >= left + width) return -1;
  return Math.min(count - 1, Math.floor(((x - left) / width) * count));
}

export const CandleTone = { UP: 1, DOWN: -1 } as const;
export type CandleTone = (typeof CandleTone)[keyof typeof CandleTone];

/**
 * Up (green) when the close is above the open, down (red) when below; a doji (close = open) takes its
 * tone from the previous close: not below it is up, below it is down. The first candle's doji is up.
 */
export function candleTone(open: number, close: number, previousClose: number): CandleTone {
  if (close > open) return CandleTone.UP;
  if (close < open) return CandleTone.DOWN;
  return Number.isFinite(previousClose) && close < previousClose ? CandleTone.DOWN : CandleTone.UP;
}

export interface BodyRect {
  y: number;
  height: number;
}

/** The body between open and close in pixel space; at least 1 px tall so that a doji shows. */
export function candleBody(openY: number, closeY: number): BodyRect {
  const y = Math.min(openY, closeY);
  return { y, height: Math.max(1, Math.abs(openY - closeY)) };
}
