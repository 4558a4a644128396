import { formatNumber } from "@vnboard/feed";

/** An index value in points, two decimals. */
export const points = (value: number) => formatNumber(value, 2);
/** Spec 2.4: index values in billions of dong. */
export const billions = (dong: number) => formatNumber(dong / 1e9, 2);
