import { BINARY_MAGIC, BinaryFrameKind, ValueTag } from "./binary-format";
import type { BinaryStringTable } from "./binary-string-table";
import { DecodeError } from "./decode-error";
import { ParsedRecords, Slot } from "./parsed-records";
import type { RecordSchema } from "./record-schema";

const utf8 = new TextEncoder();
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** A growable little-endian byte writer, reused across frames by one encoder. */
class ByteWriter {
  bytes = new Uint8Array(64 * 1024);
  view = new DataView(this.bytes.buffer);
  length = 0;

  reserve(extra: number): void {
    const need = this.length + extra;
    if (need <= this.bytes.length) return;
    const bytes = new Uint8Array(Math.max(need, this.bytes.length * 2));
    bytes.set(this.bytes.subarray(0, this.length));
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer);
  }

  u8(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  u16(value: number): void {
    this.reserve(2);
    this.view.setUint16(this.length, value, true);
    this.length += 2;
  }

  u32(value: number): void {
    this.reserve(4);
    this.view.setUint32(this.length, value, true);
    this.length += 4;
  }

  i32(value: number): void {
    this.reserve(4);
    this.view.setInt32(this.length, value, true);
    this.length += 4;
  }

  f64(value: number): void {
    this.reserve(8);
    this.view.setFloat64(this.length, value, true);
    this.length += 8;
  }

  /** u16 byte length, then the UTF-8 bytes; throws when the text is longer than a u16 says. */
  text(value: string): void {
    const encoded = utf8.encode(value);
    if (encoded.length > 0xffff)
      throw new Error(`binary frame: a text of ${encoded.length} bytes cannot travel`);
    this.u16(encoded.length);
    this.reserve(encoded.length);
    this.bytes.set(encoded, this.length);
    this.length += encoded.length;
  }

  /** A copy of what was written (the writer's buffer is reused). */
  take(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/**
 * Writes frames in the binary encoding (binary-format.ts). A provider's side: the reference server
 * encodes each batch once with one of these and one BinaryStringTable for all its binary clients.
 */
export class BinaryFrameEncoder {
  private readonly writer = new ByteWriter();
  private readonly parsed = new ParsedRecords();
  /** Table entries the last frame reads (its highest string id + 1): what to send a connection before it. */
  stringsNeeded = 0;

  constructor(readonly table: BinaryStringTable) {}

  /**
   * Encodes records already parsed in the store schema's order (`parsed.schema`). Strings that fit
   * get table ids (the table grows: send its new entries before the frame); the others travel inline.
   */
  encodeParsed(msgType: number, parsed: ParsedRecords): Uint8Array {
    const schema = parsed.schema;
    if (schema === null) throw new Error("binary frame: records without a schema");
    const w = this.writer;
    w.length = 0;
    this.stringsNeeded = 0;
    w.u8(BINARY_MAGIC);
    w.u8(BinaryFrameKind.RECORDS);
    w.u16(msgType);
    w.u16(schema.fields.length);
    w.u32(parsed.recordCount);
    for (let r = 0; r < parsed.recordCount; r++) {
      const first = parsed.valueStart[r];
      const end = parsed.valueStart[r + 1];
      w.u8(end - first);
      const base = r * parsed.fieldCount;
      for (let v = first; v < end; v++) {
        const field = parsed.valueFields[v];
        const slot = base + field;
        w.u8(field);
        if (parsed.state[slot] === Slot.STRING) this.writeString(parsed.stringAt(r, field));
        else this.writeNumber(parsed.numbers[slot]);
      }
    }
    return w.take();
  }

  /** Encodes the spec's record text of `schema` (what a spec frame's message holds); throws on bad text. */
  encodeText(msgType: number, schema: RecordSchema, text: string): Uint8Array {
    const error = this.parsed.parse(text, schema);
    if (error !== DecodeError.NONE)
      throw new Error(`binary frame: records of ${msgType} do not parse (${error})`);
    return this.encodeParsed(msgType, this.parsed);
  }

  /** The table entries `from .. to` as a STRINGS frame. */
  encodeStrings(from: number, to: number): Uint8Array {
    const w = this.writer;
    w.length = 0;
    w.u8(BINARY_MAGIC);
    w.u8(BinaryFrameKind.STRINGS);
    w.u32(from);
    w.u32(to - from);
    for (let id = from; id < to; id++) w.text(this.table.at(id));
    return w.take();
  }

  private writeString(value: string): void {
    const id = this.table.idOf(value);
    if (id >= 0) {
      if (id >= this.stringsNeeded) this.stringsNeeded = id + 1;
      this.writer.u8(ValueTag.STRING_ID);
      this.writer.u16(id);
    } else {
      this.writer.u8(ValueTag.TEXT);
      this.writer.text(value);
    }
  }

  private writeNumber(value: number): void {
    if (Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX && !Object.is(value, -0)) {
      this.writer.u8(ValueTag.INT32);
      this.writer.i32(value);
    } else {
      this.writer.u8(ValueTag.FLOAT64);
      this.writer.f64(value);
    }
  }
}
