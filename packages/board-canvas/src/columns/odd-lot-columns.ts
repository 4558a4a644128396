import type { SymbolField } from "@vnboard/feed";
import type { ColumnDef } from "./column-def";
import { DETAIL_COLUMNS } from "./detail-columns";

/*
 * The odd-lot variant of the tables: the same columns in the same places,
 * so a user switching boards finds everything where it was, with each field replaced by its odd-lot twin
 * (matchPriceOdd, bidPriceOdd1..3, ...). Derived from the board-lot set rather than written out
 * a second time, so the two can never drift apart.
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

function twin(field: SymbolField | undefined): SymbolField | undefined {
  return field === undefined ? undefined : ODD_LOT_TWIN[field];
}

/**
 * One board-lot column as its odd-lot counterpart:
 * - a field with a twin is swapped (id, colour and alt field follow; the header label is the same words)
 *   and sortable per the spec's odd-lot list;
 * - the code and the price limits stay, the code stays sortable;
 * - anything else (highest, lowest, average, active volumes, 4th-level volumes, foreign) keeps its place
 *   but is blank and not sortable (spec: "highest, lowest and foreign columns are blank and not
 *   sortable"; the others have no odd-lot data at all, so the same rule is the only honest one).
 * Columns without a field (star, mini chart) are unchanged.
 */
export function toOddLotColumn(column: ColumnDef): ColumnDef {
  if (column.field === null || SHARED_FIELDS.has(column.field)) return column;
  const field = twin(column.field);
  if (field === undefined) return { ...column, sortable: false, blankOnOddLot: true };
  const altField = twin(column.altField);
  return {
    ...column,
    id: field,
    field,
    altField,
    colorField: twin(column.colorField) ?? column.colorField,
    sortable: ODD_LOT_SORTABLE.has(field),
  };
}

/** A board-lot column set as its odd-lot variant (cold path: view switch). */
export function toOddLotColumns(columns: readonly ColumnDef[]): ColumnDef[] {
  return columns.map(toOddLotColumn);
}

/** The DETAIL table's odd-lot variant. */
export const ODD_LOT_COLUMNS: readonly ColumnDef[] = toOddLotColumns(DETAIL_COLUMNS);
