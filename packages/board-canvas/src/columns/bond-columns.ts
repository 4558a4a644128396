import type { BondField } from "@vnboard/feed";
import { bondParColor } from "./color-rules";
import type { ColumnDef } from "./column-def";
import { COLUMN_WIDTH, type ColumnOptions, dataColumn } from "./detail-columns";

/*
 * The private corporate bond board (TPRL) over the feed's bonds store (`market.bonds`,
 * BOND_SCHEMA, key = bond code). Bonds trade by put-through only, so the order book is the best
 * negotiated bid and offer (pt_ fields) and the match statistics are the day's put-through deals.
 * Prices are dong with separators, as the bond popup shows them (a 100,000-dong par value), coloured
 * against the par value (the feed's bondPriceColor); quantities count bonds (no lot unit).
 * Collateral is `tsdb` ("Y" means secured, as the simulator and docs/protocol.md send it), drawn as a
 * check mark; a host that wants words replaces `labels` of the "tsdb" column.
 */

const BEST_BID = "column.group.bestBid";
const BEST_OFFER = "column.group.bestOffer";
const MATCH = "column.group.ptMatch";

/** A bond price in dong (no thousands scaling), coloured against par. */
function bondPrice(field: BondField, options: ColumnOptions<BondField> = {}): ColumnDef<BondField> {
  return dataColumn<BondField>(field, "price", {
    priceScale: 1,
    priceDecimals: 0,
    color: bondParColor(field),
    colorField: "parvalue",
    width: COLUMN_WIDTH.volume,
    ...options,
  });
}

/** A number of bonds. */
function bonds(field: BondField, options: ColumnOptions<BondField> = {}): ColumnDef<BondField> {
  return dataColumn<BondField>(field, "count", options);
}

/** The favourites checkbox of a bond row: works by the row's key like the star. */
export const BOND_FAVOURITE_COLUMN: ColumnDef<BondField> = {
  id: "favourite",
  header: "column.favourite",
  field: null,
  kind: "checkbox",
  width: COLUMN_WIDTH.star,
  align: "center",
  sortable: false,
};

/** The TPRL table; the total column toggles quantity / value. */
export const BOND_COLUMNS: readonly ColumnDef<BondField>[] = [
  BOND_FAVOURITE_COLUMN,
  dataColumn<BondField>("code", "code", { header: "column.bondCode", width: 110, sortable: true }),
  bonds("totalListingQtty", { width: 96, sortable: true }),
  dataColumn<BondField>("interest_Rate", "percent", { sortable: true }),
  dataColumn<BondField>("tsdb", "text", { labels: { Y: "✓", N: "" }, align: "center", width: 64 }),
  dataColumn<BondField>("periodRemain", "count", { width: 64, sortable: true }),
  dataColumn<BondField>("maturitDate", "date", { sortable: true }),
  bondPrice("pt_BestBidPrice", { group: BEST_BID, sortable: true }),
  bonds("pt_BestBidQtty", { group: BEST_BID }),
  bondPrice("pt_BestOfferPrice", { group: BEST_OFFER, sortable: true }),
  bonds("pt_BestOfferQtty", { group: BEST_OFFER }),
  bonds("pt_TotalBidQtty", { sortable: true }),
  bonds("pt_TotalOfferQtty", { sortable: true }),
  bondPrice("pt_MatchPrice", { group: MATCH, sortable: true }),
  bonds("pt_MatchQtty", { group: MATCH }),
  bondPrice("pt_MaxPrice", { group: MATCH }),
  bondPrice("pt_MinPrice", { group: MATCH }),
  bonds("pt_TotalTradedQtty", {
    // Wide enough for its header, "Tổng KL/GT" (it read "Tổng K…").
    width: 92,
    group: MATCH,
    altField: "pt_TotalTradedValue",
    altKind: "value",
    sortable: true,
  }),
];
