import {
  FrameKind,
  FrameReader,
  type MessageLayout,
  type ParsedRecords,
  type RecordValues,
  SCHEMA_TABLE,
  Slot,
} from "@vnboard/feed/protocol";

/** A frame read back into values: records for tabular types, the JSON value or the time otherwise. */
export type DecodedFrame =
  | { readonly msgType: number; readonly kind: "records"; readonly records: RecordValues[] }
  | { readonly msgType: number; readonly kind: "json"; readonly value: unknown }
  | { readonly msgType: number; readonly kind: "time"; readonly time: number };

/**
 * Turns wire frames back into records (field name -> value; fields that were empty are absent) with the
 * feed's own FrameReader and schema table, so that the server reads exactly what a browser would.
 * Returns null for a frame the feed would drop.
 */
export class FrameDecoder {
  /** Frames that failed to decode. */
  bad = 0;
  private readonly reader = new FrameReader();

  decode(frame: string | Uint8Array): DecodedFrame | null {
    const reader = this.reader;
    const kind = reader.read(frame);
    const msgType = reader.msgType;
    if (kind === FrameKind.TIME) return { msgType, kind: "time", time: reader.time };
    if (kind === FrameKind.JSON) {
      if (typeof reader.message !== "string") return { msgType, kind: "json", value: reader.message };
      try {
        return { msgType, kind: "json", value: JSON.parse(reader.message) };
      } catch {
        return this.fail();
      }
    }
    if (kind !== FrameKind.RECORDS) return this.fail();
    return { msgType, kind: "records", records: recordValues(reader.parsed, SCHEMA_TABLE.get(msgType)) };
  }

  private fail(): null {
    this.bad++;
    return null;
  }
}

/** Parsed records as field name -> value objects (fields that were empty are absent). */
function recordValues(parsed: ParsedRecords, layout: MessageLayout | undefined): RecordValues[] {
  const fields = layout?.kind === "records" ? layout.schema.fields : [];
  const records: RecordValues[] = [];
  for (let r = 0; r < parsed.recordCount; r++) {
    const record: Record<string, string | number> = {};
    const base = r * parsed.fieldCount;
    for (let f = 0; f < fields.length; f++) {
      const state = parsed.state[base + f];
      if (state === Slot.NUMBER) record[fields[f]] = parsed.numbers[base + f];
      else if (state === Slot.STRING) record[fields[f]] = parsed.stringAt(r, f);
    }
    records.push(record);
  }
  return records;
}
