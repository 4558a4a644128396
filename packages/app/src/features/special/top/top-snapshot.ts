import {
  isExchangeStock,
  PRICE_COLOR_NAME,
  type PriceColorName,
  priceColor,
  SymbolField,
  shareOfTotal,
  TopListKind,
  type TopListRow,
  topList,
} from "@vnboard/feed";
import type { TopScope } from "./top-routes";

const F = SymbolField;

/** The part of the symbol store a top list reads (SymbolStore has it; tests pass a fake). */
export interface TopSource {
  readonly rowCount: number;
  readonly present: ArrayLike<number>;
  num(field: number, row: number): number;
  str(field: number, row: number): string;
  keyOf(row: number): string;
}

/** One ranked row, frozen at the moment of the refresh (spec 9: TOP refresh 10 s, not per tick). */
export interface TopEntry extends TopListRow {
  rank: number;
  matchPrice: number;
  priceColor: PriceColorName;
  /** Net foreign value (buy - sell), dong. */
  netForeignValue: number;
  /** Share of the scope's total in percent, 2 decimals, or "" when the total is not above 0 (spec 5). */
  share: string;
}

function inScope(source: TopSource, row: number, scope: TopScope): boolean {
  if (source.present[row] !== 1) return false;
  const market = source.str(F.marketCode, row);
  if (scope === "all" ? market !== "STO" && market !== "STX" && market !== "UPX" : market !== scope) {
    return false;
  }
  return isExchangeStock(source.str(F.securityType, row));
}

/** Treats a missing field (NaN) as absent from sums. */
const add = (sum: number, value: number) => (Number.isFinite(value) ? sum + value : sum);

/**
 * What the share column is a share of: traded value for gainers, losers and value, traded volume for
 * volume, the scope's total net foreign buying (or selling) for the foreign lists.
 */
function sharePart(row: TopListRow, kind: TopListKind): number {
  switch (kind) {
    case TopListKind.VOLUME:
      return row.totalTradedQtty;
    case TopListKind.FOREIGN_NET_BUY:
    case TopListKind.FOREIGN_NET_SELL:
      return Math.abs(row.buyForeignValue - row.sellForeignValue);
    default:
      return row.totalTradedValue;
  }
}

/**
 * Ranks the scope's stocks for one kind (the feed's rules: filters, order, ties by code), cut to
 * `limit` (numberStockTop), each with its share of the scope total. Runs on the 10 s refresh over
 * ~2,000 rows; allocations here are per refresh, never per tick.
 */
export function buildTopList(
  source: TopSource,
  kind: TopListKind,
  scope: TopScope,
  limit: number | false,
): TopEntry[] {
  const rows: TopEntry[] = [];
  let volume = 0;
  let value = 0;
  let netBuy = 0;
  let netSell = 0;
  for (let r = 0; r < source.rowCount; r++) {
    if (!inScope(source, r, scope)) continue;
    const entry: TopEntry = {
      rank: 0,
      code: source.keyOf(r),
      matchPrice: source.num(F.matchPrice, r),
      priceColor: "none",
      changePrice: source.num(F.changePrice, r),
      pctChangePrice: source.num(F.pctChangePrice, r),
      totalTradedQtty: source.num(F.totalTradedQtty, r),
      totalTradedValue: source.num(F.totalTradedValue, r),
      buyForeignValue: source.num(F.buyForeignValue, r),
      sellForeignValue: source.num(F.sellForeignValue, r),
      netForeignValue: 0,
      share: "",
    };
    entry.netForeignValue = entry.buyForeignValue - entry.sellForeignValue;
    entry.priceColor =
      PRICE_COLOR_NAME[
        priceColor(
          entry.matchPrice,
          source.num(F.refPrice, r),
          source.num(F.ceilPrice, r),
          source.num(F.floorPrice, r),
        )
      ];
    volume = add(volume, entry.totalTradedQtty);
    value = add(value, entry.totalTradedValue);
    if (entry.netForeignValue > 0) netBuy += entry.netForeignValue;
    else if (entry.netForeignValue < 0) netSell -= entry.netForeignValue;
    rows.push(entry);
  }
  const total =
    kind === TopListKind.VOLUME
      ? volume
      : kind === TopListKind.FOREIGN_NET_BUY
        ? netBuy
        : kind === TopListKind.FOREIGN_NET_SELL
          ? netSell
          : value;
  const ranked = topList(rows, kind, limit);
  for (let i = 0; i < ranked.length; i++) {
    ranked[i].rank = i + 1;
    ranked[i].share = shareOfTotal(sharePart(ranked[i], kind), total);
  }
  return ranked;
}
