import type { SymbolField } from "@vnboard/feed";
import type { ColumnDef } from "./column-def";
import { DETAIL_COLUMNS } from "./detail-columns";

/*
 * The odd-lot variant of the tables: the board-lot
 * columns in the same order, so a user switching boards finds everything where it was, with each field
 * replaced by its odd-lot twin (matchPriceOdd, bidPriceOdd1..3, ...) and the columns that have
 * no odd-lot data left out. Derived from the board-lot set rather than written out a second time, so
 * the two can never drift apart.
 */

/** Board-lot field -> odd-lot twin. Fields absent here have no odd-lot twin. */
export const ODD_LOT_TWIN: Readonly<Partial<Record<SymbolField, SymbolField>>> = {
  matchPrice: "matchPriceOdd",
  matchQtty: "matchQttyOdd",
  changePrice: "changePriceOdd",
  pctChangePrice: "pctChangePriceOdd",
  totalTradedQtty: "totalTradedQttyOdd",
  totalTradedValue: "totalTradedValueOdd",
  bidPrice1: "bidPriceOdd1",
  bidQtty1: "bidQttyOdd1",
  bidPrice2: "bidPriceOdd2",
  bidQtty2: "bidQttyOdd2",
  bidPrice3: "bidPriceOdd3",
  bidQtty3: "bidQttyOdd3",
  offerPrice1: "offerPriceOdd1",
  offerQtty1: "offerQttyOdd1",
  offerPrice2: "offerPriceOdd2",
  offerQtty2: "offerQttyOdd2",
  offerPrice3: "offerPriceOdd3",
  offerQtty3: "offerQttyOdd3",
};

/**
 * Fields an odd-lot board shows as they are: the price limits are the same for both lots (one reference
 * price per symbol and day), and the code is the code.
 */
const SHARED_FIELDS: ReadonlySet<SymbolField> = new Set<SymbolField>([
  "code",
  "refPrice",
  "ceilPrice",
  "floorPrice",
]);

/** Odd-lot sortable columns: match price, change, percent, totals, bid and offer 1. */
const ODD_LOT_SORTABLE: ReadonlySet<SymbolField> = new Set<SymbolField>([
  "matchPriceOdd",
  "changePriceOdd",
  "pctChangePriceOdd",
  "totalTradedQttyOdd",
  "totalTradedValueOdd",
  "bidPriceOdd1",
  "bidQttyOdd1",
  "offerPriceOdd1",
  "offerQttyOdd1",
]);

/**
 * Header groups of the odd-lot twins: the group row says "odd lot" over the bid, match and offer
 * columns, so that the board never reads like the board-lot one (issue 15).
 */
const ODD_LOT_GROUP: Readonly<Record<string, string>> = {
  "column.group.bid": "column.group.oddBid",
  "column.group.match": "column.group.oddMatch",
  "column.group.offer": "column.group.oddOffer",
};

/**
 * Columns without an odd-lot twin that the odd-lot variant keeps (blank): spec 2.3.1 names highest and
 * lowest, and average belongs to their group. Every other column without odd-lot data (active volumes,
 * 4th-level volumes, foreign) is left out: spec 2.3.3's odd-lot columns do not have them, and a column
 * that can only ever be blank costs width and says "Mua CĐ" or "NN" over nothing.
 */
const BLANK_KEPT: ReadonlySet<SymbolField> = new Set<SymbolField>([
  "highestPrice",
  "lowestPrice",
  "avgPrice",
]);

function twin(field: SymbolField | undefined): SymbolField | undefined {
  return field === undefined ? undefined : ODD_LOT_TWIN[field];
}

/**
 * One board-lot column as its odd-lot counterpart:
 * - a field with a twin is swapped (id, colour and alt field follow; the group says odd lot) and
 *   sortable per the spec's odd-lot list; quantities are drawn in shares (kind `count`), since odd lots
 *   are 1-99 shares and the board's lot of 10 would show a match of 5 shares as "1" or "0";
 * - the code and the price limits stay, the code stays sortable;
 * - anything else keeps its place but is blank and not sortable, with no field at all, so that a
 *   board-lot change of the field underneath never flashes the blank cell.
 * Columns without a field (star, mini chart) are unchanged.
 */
export function toOddLotColumn(column: ColumnDef): ColumnDef {
  if (column.field === null || SHARED_FIELDS.has(column.field)) return column;
  const field = twin(column.field);
  if (field === undefined)
    return {
      ...column,
      field: null,
      altField: undefined,
      colorField: undefined,
      sortable: false,
      blankOnOddLot: true,
    };
  return {
    ...column,
    id: field,
    field,
    kind: column.kind === "volume" ? "count" : column.kind,
    altField: twin(column.altField),
    group: column.group === undefined ? undefined : (ODD_LOT_GROUP[column.group] ?? column.group),
    colorField: twin(column.colorField) ?? column.colorField,
    ...(column.blankWithout !== undefined
      ? { blankWithout: twin(column.blankWithout) ?? column.blankWithout }
      : {}),
    sortable: ODD_LOT_SORTABLE.has(field),
  };
}

/** True when the odd-lot variant keeps the board-lot column (see BLANK_KEPT). */
function keptOnOddLot(column: ColumnDef): boolean {
  if (column.field === null) return true;
  return SHARED_FIELDS.has(column.field) || twin(column.field) !== undefined || BLANK_KEPT.has(column.field);
}

/** A board-lot column set as its odd-lot variant (cold path: view switch). */
export function toOddLotColumns(columns: readonly ColumnDef[]): ColumnDef[] {
  return columns.filter(keptOnOddLot).map(toOddLotColumn);
}

/** The DETAIL table's odd-lot variant (the columns that have odd-lot data). */
export const ODD_LOT_COLUMNS: readonly ColumnDef[] = toOddLotColumns(DETAIL_COLUMNS);
