import type { SymbolField } from "@vnboard/feed";
import { signColor } from "./color-rules";
import type { ColumnDef } from "./column-def";
import { DERIVATIVE_PRICE_DECIMALS } from "./column-sizes";
import { CODE_COLUMN, type ColumnOptions, dataColumn } from "./detail-columns";

/*
 * The derivatives board (/phaisinh): index futures, priced in index points. Its cells
 * differ from the stock boards' in three ways: prices are points with one decimal (the feed's
 * formatDerivativePrice), quantities are contracts (no 10-share lot), and colours follow the derivative
 * rule. The symbol store already colours a DVX row's match price by the sign of its change (SymbolStore
 * recolours matchPrice on changePrice for marketCode DVX) and its other prices against reference,
 * ceiling and floor, which are in points too; basis and open-interest change are coloured by their sign.
 * Rows are 29 px (board option rowHeight: DERIVATIVE_ROW_HEIGHT).
 */

const BID = "column.group.bid";
const OFFER = "column.group.offer";
const MATCH = "column.group.match";

/** A price column in index points (scale 1, one decimal). */
function points(field: SymbolField, options: ColumnOptions = {}): ColumnDef {
  return dataColumn(field, "price", { priceScale: 1, priceDecimals: DERIVATIVE_PRICE_DECIMALS, ...options });
}

/** A contract count (no lot unit), coloured like its price. */
function contracts(field: SymbolField, options: ColumnOptions = {}): ColumnDef {
  return dataColumn(field, "count", options);
}

/** The DERIVATIVES table, left to right; the total column toggles quantity / value. */
export const DERIVATIVE_COLUMNS: readonly ColumnDef[] = [
  CODE_COLUMN,
  dataColumn("lastTradingDate", "date", { sortable: true }),
  points("ceilPrice"),
  points("floorPrice"),
  points("refPrice"),
  points("bidPrice3", { group: BID }),
  contracts("bidQtty3", { group: BID, colorField: "bidPrice3" }),
  points("bidPrice2", { group: BID }),
  contracts("bidQtty2", { group: BID, colorField: "bidPrice2" }),
  points("bidPrice1", { group: BID, sortable: true }),
  contracts("bidQtty1", { group: BID, colorField: "bidPrice1", sortable: true }),
  points("matchPrice", { group: MATCH, sortable: true }),
  contracts("matchQtty", { group: MATCH, colorField: "matchPrice" }),
  dataColumn("changePrice", "change", {
    group: MATCH,
    altField: "pctChangePrice",
    altKind: "percent",
    colorField: "matchPrice",
    blankWithout: "matchPrice",
    priceScale: 1,
    priceDecimals: DERIVATIVE_PRICE_DECIMALS,
    sortable: true,
  }),
  points("offerPrice1", { group: OFFER, sortable: true }),
  contracts("offerQtty1", { group: OFFER, colorField: "offerPrice1", sortable: true }),
  points("offerPrice2", { group: OFFER }),
  contracts("offerQtty2", { group: OFFER, colorField: "offerPrice2" }),
  points("offerPrice3", { group: OFFER }),
  contracts("offerQtty3", { group: OFFER, colorField: "offerPrice3" }),
  contracts("totalTradedQtty", { altField: "totalTradedValue", altKind: "value", sortable: true }),
  // Basis is futures minus spot, in points to the provider's 0.01.
  dataColumn("basis", "change", { priceScale: 1, priceDecimals: 2, color: signColor("basis") }),
  contracts("openInterest", { group: "column.group.openInterest", sortable: true }),
  dataColumn("openInterestChange", "countChange", {
    group: "column.group.openInterest",
    color: signColor("openInterestChange"),
  }),
  points("highestPrice", { group: "column.group.highLow", sortable: true }),
  points("avgPrice", { group: "column.group.highLow" }),
  points("lowestPrice", { group: "column.group.highLow", sortable: true }),
];
