import type { PutThroughField, SymbolStore } from "@vnboard/feed";
import { symbolBandColor } from "./color-rules";
import type { ColumnDef } from "./column-def";
import { CODE_COLUMN_WIDTH } from "./column-sizes";
import { dataColumn } from "./detail-columns";

/*
 * The put-through lists over the feed's putThrough store (`market.putThrough`,
 * PUT_THROUGH_SCHEMA, key = the deal's ticks): buy offers, matched deals and sell offers side by side,
 * three boards with their own `codes` (the ticks of each list). Prices are dong shown / 1000 like the
 * stock boards, quantities in the board's 10-share unit. The price colour needs the stock's reference,
 * ceiling and floor from another store: `withPutThroughColors(columns, market.symbols)`.
 */

/** The deal's stock code (a text field: the key is the ticks). */
const CODE = dataColumn<PutThroughField>("code", "code", {
  header: "column.code",
  width: CODE_COLUMN_WIDTH - 20,
  sortable: true,
});

/** An advertised order (buy or sell list): code, price, quantity, party, time. */
export const PUT_THROUGH_COLUMNS: readonly ColumnDef<PutThroughField>[] = [
  CODE,
  dataColumn<PutThroughField>("price", "price", { sortable: true }),
  dataColumn<PutThroughField>("quantity", "volume", { sortable: true }),
  dataColumn<PutThroughField>("partyId", "text", { width: 56 }),
  dataColumn<PutThroughField>("time", "text", { width: 64, sortable: true }),
];

/** A matched deal: the same columns with its value after the quantity. */
export const PUT_THROUGH_MATCHED_COLUMNS: readonly ColumnDef<PutThroughField>[] = [
  ...PUT_THROUGH_COLUMNS.slice(0, 3),
  dataColumn<PutThroughField>("value", "value", { sortable: true }),
  ...PUT_THROUGH_COLUMNS.slice(3),
];

/**
 * The columns with the price (and the code) coloured against the stock's day band in the symbol store
 *. A new array; call it once per board, not per render.
 */
export function withPutThroughColors(
  columns: readonly ColumnDef<PutThroughField>[],
  symbols: SymbolStore,
): ColumnDef<PutThroughField>[] {
  const color = symbolBandColor<PutThroughField>(symbols, "price", "code");
  return columns.map((column) =>
    column.field === "price" || column.kind === "code" ? { ...column, color, colorField: "price" } : column,
  );
}
