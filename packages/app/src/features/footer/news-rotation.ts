/** Spec 9: the two news tickers show their next item every 3 s. */
export const NEWS_ROTATION_MS = 3000;

/** The item shown at `tick` of a ticker with `count` items (-1 when empty). */
export function rotationIndex(tick: number, count: number): number {
  return count === 0 ? -1 : ((tick % count) + count) % count;
}
