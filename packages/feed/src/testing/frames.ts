/**
 * Frame builders and store probes shared by tests and benchmarks (not exported by the package).
 */
import type { Compression } from "../protocol/compression";
import { encodeFrame } from "../protocol/envelope";
import { type ParsedRecords, Slot } from "../protocol/parsed-records";
import { encodeRecords, type RecordValues } from "../protocol/record-encoder";
import type { RecordSchema } from "../protocol/record-schema";
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

/**
 * Where `parsed` (read in `schema`'s order) differs from the `records` that were written: one line per
 * wrong slot, empty when every field holds what was written and every absent field is empty. Tests of
 * the readers (spec and binary) compare through this, so each fails naming the record and field.
 */
export function parsedMismatches(
  parsed: ParsedRecords,
  schema: RecordSchema,
  records: readonly RecordValues[],
): string[] {
  const wrong: string[] = [];
  if (parsed.recordCount !== records.length)
    wrong.push(`${parsed.recordCount} records read, ${records.length} written`);
  records.forEach((record, r) => {
    if (r >= parsed.recordCount) return;
    schema.fields.forEach((name, f) => {
      const slot = r * schema.fields.length + f;
      const value = record[name];
      const read =
        parsed.state[slot] === Slot.EMPTY
          ? undefined
          : parsed.state[slot] === Slot.STRING
            ? parsed.stringAt(r, f)
            : parsed.numbers[slot];
      if (!Object.is(read, value)) wrong.push(`${r}.${name}: read ${String(read)}, written ${String(value)}`);
    });
  });
  return wrong;
}
