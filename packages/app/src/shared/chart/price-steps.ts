import { VOLUME_UNIT } from "@vnboard/feed";

/** One bar of the price-step match chart: matched volume at a price. */
export interface PriceStep {
  price: number;
  /** Shares matched at the price. */
  quantity: number;
}

/**
 * Spec 9: "The price-step chart divides volume by 10 per price": the bar and its label are in lots of
 * 10 shares, the board's volume unit.
 */
export function stepVolume(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? quantity / VOLUME_UNIT : 0;
}

/** Steps with a positive volume, highest price first (the way a ladder reads). */
export function orderSteps(steps: readonly PriceStep[]): PriceStep[] {
  return steps
    .filter((s) => Number.isFinite(s.price) && s.price > 0 && stepVolume(s.quantity) > 0)
    .sort((a, b) => b.price - a.price);
}

export interface StepRow {
  y: number;
  height: number;
  /** Bar length in px. */
  length: number;
}

/**
 * Rows of `count` steps over `height` px (at most 22 px each, at least 1), and the bar length of a
 * volume for a bar area `barSpace` px wide with the longest bar at 1/1.25 of it (spec 9 headroom).
 */
export function stepRowHeight(count: number, height: number): number {
  if (!(count > 0) || !(height > 0)) return 0;
  return Math.max(1, Math.min(22, height / count));
}

export function stepBarLength(volume: number, peak: number, barSpace: number): number {
  if (!(peak > 0) || !(volume > 0) || !(barSpace > 0)) return 0;
  return Math.max(1, (volume / (peak * 1.25)) * barSpace);
}
