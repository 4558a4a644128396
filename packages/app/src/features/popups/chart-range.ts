import type { ChartType } from "@vnboard/feed/rest";

/** Popup chart ranges (spec 4): Today (D, the default), 1 week (W), 1 month (1M); reset to D on close. */
export const CHART_RANGES = ["D", "W", "1M"] as const satisfies readonly ChartType[];
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = "D";
