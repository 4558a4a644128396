import { DecodeError } from "@vnboard/feed";
import { EnvelopeDecoder, ParsedRecords, type RecordValues, SCHEMA_TABLE } from "@vnboard/feed/protocol";

/** A frame read back into values: records for tabular types, the JSON value or the time otherwise. */
export type DecodedFrame =
  | { readonly msgType: number; readonly kind: "records"; readonly records: RecordValues[] }
  | { readonly msgType: number; readonly kind: "json"; readonly value: unknown }
  | { readonly msgType: number; readonly kind: "time"; readonly time: number };

/**
 * Turns wire frames back into records (field name -> value; fields that were empty are absent) with the
 * feed's own decoder and schema table, so that the server reads exactly what a browser would.
 * Returns null for a frame the feed would drop.
 */
export class FrameDecoder {
  /** Frames that failed to decode. */
  bad = 0;
  private readonly envelopes = new EnvelopeDecoder();
  private readonly parsed = new ParsedRecords();

  decode(frame: string | Uint8Array): DecodedFrame | null {
    const envelope = this.envelopes.decode(frame);
    if (envelope === null) return this.fail();
    const layout = SCHEMA_TABLE.get(envelope.msgType);
    if (layout === undefined) return this.fail();
    const { msgType, message } = envelope;
    if (layout.kind === "time") {
      const time = typeof message === "number" ? message : Number(message);
      return Number.isFinite(time) ? { msgType, kind: "time", time } : this.fail();
    }
    if (layout.kind === "json") {
      if (typeof message !== "string") return { msgType, kind: "json", value: message };
      try {
        return { msgType, kind: "json", value: JSON.parse(message) };
      } catch {
        return this.fail();
      }
    }
    if (typeof message !== "string") return this.fail();
    const parsed = this.parsed;
    if (parsed.parse(message, layout.schema) !== DecodeError.NONE) return this.fail();
    const fields = layout.schema.fields;
    const records: RecordValues[] = [];
    for (let r = 0; r < parsed.recordCount; r++) {
      const record: Record<string, string | number> = {};
      const base = r * parsed.fieldCount;
      for (let f = 0; f < fields.length; f++) {
        const state = parsed.state[base + f];
        if (state === 1) record[fields[f]] = parsed.numbers[base + f];
        else if (state === 2) record[fields[f]] = parsed.stringAt(r, f);
      }
      records.push(record);
    }
    return { msgType, kind: "records", records };
  }

  private fail(): null {
    this.bad++;
    return null;
  }
}
