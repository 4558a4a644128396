import { type ColumnDef, dataColumn, symbolBandColor } from "@vnboard/board-canvas";
import type { PutThroughField, SymbolStore } from "@vnboard/feed";

type F = PutThroughField;

/**
 * Columns of a put-through list (spec 2.3 item 4): code, price, quantity, party, time; the matched list
 * also shows the value. Code and price are coloured against the stock's reference, ceiling and floor
 * (spec 4), looked up in the symbol store by the deal's code. Quantities in lots of 10 shares like every
 * board (footer), values compact per language.
 */
export function putThroughColumns(symbols: SymbolStore, withValue: boolean): ColumnDef<F>[] {
  const color = symbolBandColor<F>(symbols, "price", "code");
  return [
    dataColumn<F>("code", "code", {
      header: "putThrough.col.code",
      color,
      colorField: "price",
      width: 70,
      sortable: true,
    }),
    dataColumn<F>("price", "price", { header: "putThrough.col.price", color, sortable: true }),
    dataColumn<F>("quantity", "volume", { header: "putThrough.col.quantity", sortable: true }),
    ...(withValue
      ? [dataColumn<F>("value", "value", { header: "putThrough.col.value", sortable: true })]
      : []),
    dataColumn<F>("partyId", "text", { header: "putThrough.col.party", width: 50, align: "center" }),
    dataColumn<F>("time", "text", {
      header: "putThrough.col.time",
      width: 70,
      align: "center",
      sortable: true,
    }),
  ];
}
