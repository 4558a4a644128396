import type { ColumnDef } from "./column-def";
import { COLUMN_WIDTH, DETAIL_COLUMNS, dataColumn } from "./detail-columns";

/*
 * The covered-warrant board (/chungquyen tab CW): the detail board plus what a warrant
 * buyer reads beside the price, its issuer and last trading date next to the code, and the underlying
 * stock's price with the exercise price and ratio after the day's figures. The code column's width
 * follows the codes: `withCodeWidth(COVERED_WARRANT_COLUMNS, cwCodeWidth(codes))`.
 */

const UNDERLYING = "column.group.underlying";

/** The warrant's identity after the code: issuer (short name) and last trading date. */
export const WARRANT_IDENTITY_COLUMNS: readonly ColumnDef[] = [
  dataColumn("issuer", "text", { width: 64, sortable: true }),
  dataColumn("lastTradingDate", "date", { sortable: true }),
];

/** The underlying stock's price (coloured plain: it is another symbol's), exercise price and ratio. */
export const WARRANT_TERMS_COLUMNS: readonly ColumnDef[] = [
  dataColumn("underlyingPrice", "price", { group: UNDERLYING }),
  dataColumn("exercisePrice", "price", { group: UNDERLYING, width: COLUMN_WIDTH.price }),
  dataColumn("exerciseRatio", "ratio", { group: UNDERLYING }),
];

const codeAt = DETAIL_COLUMNS.findIndex((column) => column.id === "code");
const chartAt = DETAIL_COLUMNS.findIndex((column) => column.kind === "miniChart");

/** The COVERED WARRANT table: DETAIL_COLUMNS with the warrant's identity and terms. */
export const COVERED_WARRANT_COLUMNS: readonly ColumnDef[] = [
  ...DETAIL_COLUMNS.slice(0, codeAt + 1),
  ...WARRANT_IDENTITY_COLUMNS,
  ...DETAIL_COLUMNS.slice(codeAt + 1, chartAt),
  ...WARRANT_TERMS_COLUMNS,
  ...DETAIL_COLUMNS.slice(chartAt),
];
