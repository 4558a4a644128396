import type { ColumnDef } from "./column-def";
import {
  CODE_COLUMN,
  COLUMN_WIDTH,
  dataColumn,
  FOREIGN_COLUMNS,
  MINI_CHART_COLUMN,
  STAR_COLUMN,
} from "./detail-columns";
import { toOddLotColumns } from "./odd-lot-columns";

/*
 * The 'total' view : one narrow row per symbol for scanning a whole exchange,
 * without the order book: code, reference, last match and change, the day's volume and value side by
 * side (no quantity/value toggle, both are shown), and foreign trading.
 */

/** The TOTAL table: star, code, reference, match price and change, and the day's totals. */
export const TOTAL_COLUMNS: readonly ColumnDef[] = [
  STAR_COLUMN,
  CODE_COLUMN,
  dataColumn("refPrice", "price"),
  dataColumn("matchPrice", "price", { group: "column.group.match", sortable: true }),
  dataColumn("changePrice", "change", {
    group: "column.group.match",
    altField: "pctChangePrice",
    altKind: "percent",
    colorField: "matchPrice",
    blankWithout: "matchPrice",
    sortable: true,
  }),
  dataColumn("totalTradedQtty", "volume", {
    sortable: true,
    toggle: "totalVolume",
    width: COLUMN_WIDTH.total,
  }),
  dataColumn("totalTradedValue", "value", { sortable: true, width: COLUMN_WIDTH.value }),
  ...FOREIGN_COLUMNS,
  MINI_CHART_COLUMN,
];

/** The odd-lot variant of the total view ("an odd-lot variant of detail and total"). */
export const TOTAL_ODD_LOT_COLUMNS: readonly ColumnDef[] = toOddLotColumns(TOTAL_COLUMNS);
