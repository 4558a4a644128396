import { BOND_COLUMNS, type ColumnDef } from "@vnboard/board-canvas";
import type { BondField } from "@vnboard/feed";

/** Id of the total column, whose alternative (value instead of quantity) the toolbar toggles (spec 4). */
export const TPRL_TOTAL_COLUMN = "pt_TotalTradedQtty";

/** This board's header labels (strings.ts), by column id (the engine's ids are the field names). */
const HEADERS: Readonly<Record<string, string>> = {
  favourite: "tprl.col.favourite",
  code: "tprl.col.code",
  totalListingQtty: "tprl.col.issuedQty",
  interest_Rate: "tprl.col.rate",
  tsdb: "tprl.col.collateral",
  periodRemain: "tprl.col.remaining",
  maturitDate: "tprl.col.maturity",
  pt_BestBidPrice: "tprl.col.price",
  pt_BestBidQtty: "tprl.col.qty",
  pt_BestOfferPrice: "tprl.col.price",
  pt_BestOfferQtty: "tprl.col.qty",
  pt_TotalBidQtty: "tprl.col.totalBid",
  pt_TotalOfferQtty: "tprl.col.totalOffer",
  pt_MatchPrice: "tprl.col.price",
  pt_MatchQtty: "tprl.col.qty",
  pt_MaxPrice: "tprl.col.high",
  pt_MinPrice: "tprl.col.low",
  pt_TotalTradedQtty: "tprl.col.total",
};

const GROUPS: Readonly<Record<string, string>> = {
  "column.group.bestBid": "tprl.group.bid",
  "column.group.bestOffer": "tprl.group.offer",
  "column.group.ptMatch": "tprl.group.match",
};

/** Columns whose translated header needs more room than the engine's default. */
const WIDTHS: Readonly<Record<string, number>> = {
  periodRemain: 104,
  maturitDate: 92,
  tsdb: 60,
  pt_TotalBidQtty: 92,
  pt_TotalOfferQtty: 92,
};

/**
 * Columns of the TPRL board (spec 2.3 item 6), the engine's BOND_COLUMNS: favourites checkbox, bond
 * code, issued quantity, interest rate, collateral, remaining term, maturity date, best bid and offer,
 * the bid and offer totals, the put-through match statistics and the day's total (quantity or value).
 * Prices in dong coloured against the par value, as in the bond popup. Here the headers are this
 * board's labels and collateral reads yes / no in the user's language.
 */
export function tprlColumns(yes: string, no: string): ColumnDef<BondField>[] {
  return BOND_COLUMNS.map((column) => ({
    ...column,
    header: HEADERS[column.id] ?? column.header,
    group: column.group === undefined ? undefined : (GROUPS[column.group] ?? column.group),
    width: WIDTHS[column.id] ?? column.width,
    labels: column.id === "tsdb" ? { Y: yes, N: no } : column.labels,
  }));
}
