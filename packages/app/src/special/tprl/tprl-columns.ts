import { bondParColor, type ColumnDef, dataColumn } from "@vnboard/board-canvas";
import type { BondField } from "@vnboard/feed";

type F = BondField;

/** Id of the total column, whose alternative (value instead of quantity) the toolbar toggles (spec 4). */
export const TPRL_TOTAL_COLUMN = "pt_TotalTradedQtty";

/**
 * Columns of the TPRL board (spec 2.3 item 6): favourites checkbox, bond code, issued quantity, interest
 * rate, collateral yes/no, remaining term, maturity date, best bid and offer, the put-through match
 * statistics and the day's total. Prices are in thousands of dong like every board (footer) and
 * coloured against the par value (spec 4); quantities are counted one bond at a time.
 */
export function tprlColumns(yes: string, no: string): ColumnDef<F>[] {
  const priced = (field: F, group: string, header: string): ColumnDef<F> =>
    dataColumn<F>(field, "price", { group, header, color: bondParColor(field), sortable: true });
  const counted = (field: F, group: string): ColumnDef<F> =>
    dataColumn<F>(field, "count", { group, header: "tprl.col.qty", sortable: true });
  return [
    {
      id: "favourite",
      header: "tprl.col.favourite",
      field: null,
      kind: "checkbox",
      width: 28,
      align: "center",
      sortable: false,
    },
    dataColumn<F>("code", "code", {
      header: "tprl.col.code",
      width: 110,
      color: bondParColor("pt_MatchPrice"),
      colorField: "pt_MatchPrice",
      sortable: true,
    }),
    dataColumn<F>("totalListingQtty", "count", { header: "tprl.col.issuedQty", width: 96, sortable: true }),
    dataColumn<F>("interest_Rate", "price", {
      header: "tprl.col.rate",
      priceScale: 1,
      priceDecimals: 2,
      width: 70,
      sortable: true,
    }),
    dataColumn<F>("tsdb", "text", {
      header: "tprl.col.collateral",
      labels: { Y: yes, N: no },
      align: "center",
      width: 56,
    }),
    dataColumn<F>("periodRemain", "count", { header: "tprl.col.remaining", width: 104, sortable: true }),
    dataColumn<F>("maturitDate", "date", { header: "tprl.col.maturity", width: 92, sortable: true }),
    priced("pt_BestBidPrice", "tprl.group.bid", "tprl.col.price"),
    counted("pt_BestBidQtty", "tprl.group.bid"),
    priced("pt_BestOfferPrice", "tprl.group.offer", "tprl.col.price"),
    counted("pt_BestOfferQtty", "tprl.group.offer"),
    priced("pt_MatchPrice", "tprl.group.match", "tprl.col.price"),
    counted("pt_MatchQtty", "tprl.group.match"),
    priced("pt_MaxPrice", "tprl.group.match", "tprl.col.high"),
    priced("pt_MinPrice", "tprl.group.match", "tprl.col.low"),
    dataColumn<F>("pt_TotalTradedQtty", "count", {
      header: "tprl.col.total",
      altField: "pt_TotalTradedValue",
      altKind: "value",
      width: 96,
      sortable: true,
    }),
  ];
}
