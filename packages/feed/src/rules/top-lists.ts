/**
 * The six top lists (spec 2.3 item 8, 4 "TOP tab index 0..5", 5 "TOP lists") and the plasma TOP 5
 * (spec 2.3 item 10). They refresh every 10 s over ~2,000 rows, so they take plain row views and return
 * new arrays; the caller builds the views from the store (or passes store-backed objects).
 */
import { isExchangeStock, MarketCode } from "../model/market-codes";
import { NUMBER_STOCK_TOP_DEFAULT } from "./number-stock-top";

/** TOP tab index (spec 4: "TOP tab index 0..5 as listed", in the order of 2.3 item 8). */
export const TopListKind = {
  GAINERS: 0,
  LOSERS: 1,
  VOLUME: 2,
  VALUE: 3,
  FOREIGN_NET_BUY: 4,
  FOREIGN_NET_SELL: 5,
} as const;
export type TopListKind = (typeof TopListKind)[keyof typeof TopListKind];

/** A row of a top list (gainers, losers, volume, value...). */
export interface TopListRow {
  code: string;
  changePrice: number;
  pctChangePrice: number;
  totalTradedQtty: number;
  totalTradedValue: number;
  buyForeignValue: number;
  sellForeignValue: number;
}

/**
 * The value a list ranks by. Gainers and losers rank by percent change: "top gainers" on a board of
 * prices from 1,000 to 100,000 dong only means something relative to the price. Net foreign = buy value
 * - sell value. Missing (NaN) inputs give NaN, which no filter admits.
 */
export function topListMetric(row: TopListRow, kind: TopListKind): number {
  switch (kind) {
    case TopListKind.GAINERS:
    case TopListKind.LOSERS:
      return row.pctChangePrice;
    case TopListKind.VOLUME:
      return row.totalTradedQtty;
    case TopListKind.VALUE:
      return row.totalTradedValue;
    default:
      return row.buyForeignValue - row.sellForeignValue;
  }
}

/**
 * Whether a row belongs in a list (spec 5): gainers change > 0, losers change < 0, volume > 0, value > 0,
 * net foreign value > 0 (net buy) or < 0 (net sell). Gainers and losers filter on the absolute change,
 * as the spec words it, and rank by the percent.
 */
export function isInTopList(row: TopListRow, kind: TopListKind): boolean {
  switch (kind) {
    case TopListKind.GAINERS:
      return row.changePrice > 0;
    case TopListKind.LOSERS:
      return row.changePrice < 0;
    case TopListKind.FOREIGN_NET_SELL:
      return topListMetric(row, kind) < 0;
    default:
      return topListMetric(row, kind) > 0;
  }
}

/** Losers and net sellers rank ascending (the most negative first); the others descending. */
function isAscending(kind: TopListKind): boolean {
  return kind === TopListKind.LOSERS || kind === TopListKind.FOREIGN_NET_SELL;
}

function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One top list: filtered, ordered (gainers by percent change desc, losers by percent change asc, volume
 * desc, value desc, net buy desc, net sell asc), ties broken by code ascending, cut to `limit`
 * (numberStockTop; `false`, as parseNumberStockTop rejects, means the default 30). A gainer with a NaN
 * percent sorts after the others.
 */
export function topList<T extends TopListRow>(
  rows: readonly T[],
  kind: TopListKind,
  limit: number | false = NUMBER_STOCK_TOP_DEFAULT,
): T[] {
  const n = limit === false ? NUMBER_STOCK_TOP_DEFAULT : Math.floor(limit);
  if (!(n > 0)) return [];
  const picked: T[] = [];
  for (const row of rows) if (isInTopList(row, kind)) picked.push(row);
  const sign = isAscending(kind) ? 1 : -1;
  picked.sort((a, b) => {
    const x = topListMetric(a, kind);
    const y = topListMetric(b, kind);
    const xNaN = Number.isNaN(x);
    if (xNaN !== Number.isNaN(y)) return xNaN ? 1 : -1;
    if (!xNaN && x !== y) return x < y ? -sign : sign;
    return byCode(a.code, b.code);
  });
  if (picked.length > n) picked.length = n;
  return picked;
}

/**
 * Share of the total in percent, 2 decimals, or "" when the total is not above 0 (spec 5: "shown only
 * when the total is above 0, to 2 decimals"). 1234 of 10000 -> "12.34".
 */
export function shareOfTotal(part: number, total: number): string {
  if (!(total > 0) || !Number.isFinite(total) || !Number.isFinite(part)) return "";
  return ((part / total) * 100).toFixed(2);
}

/** A row of the plasma (large screen) board. */
export interface PlasmaRow {
  code: string;
  /** Exchange: STO (HSX) or STX (HNX). */
  marketCode: string;
  /** Normal-match (order-matched, excluding put-through) volume in shares. */
  totalTradedQttyNM: number;
  /** SecurityType: only the exchange's stocks are ranked (isExchangeStock). */
  securityType: string;
}

/** Plasma table length per exchange (spec 9: "Plasma top 5 per exchange"). */
export const PLASMA_TOP_COUNT = 5;

/**
 * The plasma screen's TOP 5 of one exchange (spec 2.3 item 10): the stocks (no covered warrants, bonds
 * or futures) with normal-match volume above 0, descending, then code ascending.
 */
export function plasmaTopOf<T extends PlasmaRow>(
  rows: readonly T[],
  marketCode: string,
  count = PLASMA_TOP_COUNT,
): T[] {
  const picked: T[] = [];
  for (const row of rows) {
    if (row.marketCode === marketCode && row.totalTradedQttyNM > 0 && isExchangeStock(row.securityType))
      picked.push(row);
  }
  picked.sort((a, b) =>
    a.totalTradedQttyNM !== b.totalTradedQttyNM
      ? b.totalTradedQttyNM - a.totalTradedQttyNM
      : byCode(a.code, b.code),
  );
  if (picked.length > count) picked.length = count;
  return picked;
}

/** Both tables of the plasma screen: HSX (STO) and HNX (STX). */
export function plasmaTop5<T extends PlasmaRow>(rows: readonly T[]): { hsx: T[]; hnx: T[] } {
  return { hsx: plasmaTopOf(rows, MarketCode.HSX), hnx: plasmaTopOf(rows, MarketCode.HNX) };
}
