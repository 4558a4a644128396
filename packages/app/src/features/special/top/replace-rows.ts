import { type ColumnStore, DecodeError } from "@vnboard/feed";
import { encodeRecords, type ParsedRecords, type RecordValues } from "@vnboard/feed/protocol";

/**
 * Makes `records` the store's rows, as a feed snapshot would: each record replaces its row whole (a
 * value left out becomes "no value"), rows it does not mention are hidden, and a value that differs from
 * the row's previous one is stamped as a change, so the board flashes it. Cold path (a top list: 30 rows
 * every 10 s): it goes through the wire text, `encodeRecords` then the store's own parse and apply, so
 * the store is written exactly as the feed writes it. `scratch` is reused between calls.
 *
 * Returns false, leaving the store as it was, when a record cannot travel (a separator inside a text, a
 * non-finite number): such a row is dropped with the whole refresh rather than thrown into a timer.
 */
export function replaceRows<F extends string>(
  store: ColumnStore<F>,
  records: readonly RecordValues[],
  scratch: ParsedRecords,
): boolean {
  let text: string;
  try {
    text = encodeRecords(store.schema, records);
  } catch {
    return false;
  }
  if (scratch.parse(text, store.schema) !== DecodeError.NONE) return false;
  store.beginReset();
  store.apply(scratch, true);
  store.endReset();
  return true;
}
