/**
 * Frame builders and store probes shared by tests and benchmarks (not exported by the package).
 */
import type { Compression } from "../protocol/compression";
import { encodeFrame } from "../protocol/envelope";
import { encodeRecords, type RecordValues } from "../protocol/record-encoder";
import { SCHEMA_TABLE } from "../protocol/schema-table";
import type { ColumnStore } from "../store/column-store";

export const COMPRESSIONS: readonly Compression[] = ["zlib", "deflate", "gzip", "none"];

/** The msgTypes of SCHEMA_TABLE whose message is tabular records, in table order. */
export const RECORD_MSG_TYPES: readonly number[] = [...SCHEMA_TABLE]
  .filter(([, layout]) => layout.kind === "records")
  .map(([type]) => type);

/** A frame of tabular records of `msgType`, encoded through that type's schema. */
export function recordsFrame(
  msgType: number,
  records: readonly RecordValues[],
  compression: Compression = "zlib",
): string {
  const layout = SCHEMA_TABLE.get(msgType);
  if (layout?.kind !== "records") throw new Error(`msgType ${msgType} does not carry records`);
  return encodeFrame(msgType, encodeRecords(layout.schema, records), compression);
}

/**
 * A deep copy of everything a ColumnStore shows (columns, stamps, presence, counters), for
 * "the store did not change" checks.
 */
export function storeImage(store: ColumnStore) {
  const copy = (columns: ArrayLike<number>[]) => columns.map((column) => Array.from(column));
  return {
    rowCount: store.rowCount,
    version: store.version,
    structureVersion: store.structureVersion,
    keys: Array.from({ length: store.rowCount }, (_, row) => store.keyOf(row)),
    numbers: copy(store.numbers),
    ids: copy(store.ids),
    changedAt: copy(store.changedAt),
    direction: copy(store.direction),
    restyledAt: Array.from(store.restyledAt),
    present: Array.from(store.present),
    strings: store.strings.size,
  };
}
