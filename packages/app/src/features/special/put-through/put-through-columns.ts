import {
  type ColumnDef,
  PUT_THROUGH_COLUMNS,
  PUT_THROUGH_MATCHED_COLUMNS,
  withPutThroughColors,
} from "@vnboard/board-canvas";
import type { PutThroughField, SymbolStore } from "@vnboard/feed";

/**
 * Columns of a put-through list (spec 2.3 item 4), the engine's presets: code, price, quantity, party,
 * time, and the value too in the matched list. Code and price are coloured against the stock's
 * reference, ceiling and floor in the symbol store (spec 4). Built once per list, not per render.
 */
export function putThroughColumns(symbols: SymbolStore, withValue: boolean): ColumnDef<PutThroughField>[] {
  return withPutThroughColors(withValue ? PUT_THROUGH_MATCHED_COLUMNS : PUT_THROUGH_COLUMNS, symbols);
}
