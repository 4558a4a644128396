import {
  BINARY_MAGIC,
  BinaryFrameKind,
  RECORDS_HEADER_BYTES,
  STRING_TABLE_LIMITS,
  STRINGS_HEADER_BYTES,
  ValueTag,
} from "./binary-format";
import { DECODE_LIMITS, DecodeError } from "./decode-error";
import { ParsedRecords, Slot } from "./parsed-records";
import { isProviderSchema } from "./provider-schema";
import type { MessageLayout } from "./schema-table";

/** What `BinaryFrameReader.read` found. */
export const BinaryRead = { BAD: 0, STRINGS: 1, RECORDS: 2 } as const;
export type BinaryRead = (typeof BinaryRead)[keyof typeof BinaryRead];

/**
 * Reads the frames of the binary encoding (binary-format.ts) of one connection, straight into a
 * ParsedRecords in the store schema's order: numbers from a DataView, strings as ranges of the
 * connection's string table text. No base64, no inflate, no text parse, and no string made per update
 * (a TEXT value, for long names in snapshots, is the exception). Holds the connection's string table:
 * `reset` on every new connection. Never throws: a bad frame is BAD with `error` saying why, and
 * leaves the table as it was.
 *
 * `parsed.text` is the table's text (plus the frame's inline texts, if any), so the ranges stay valid
 * for the page's stores, which intern strings from ranges of a text.
 */
export class BinaryFrameReader {
  msgType = -1;
  error: DecodeError = DecodeError.NONE;
  readonly parsed = new ParsedRecords();
  /** For RECORDS: the msgType's layout (for `reset`). */
  layout: MessageLayout | null = null;
  private tableText = "";
  private tableSize = 0;
  private tableStarts = new Int32Array(256);
  private tableEnds = new Int32Array(256);
  private readonly utf8 = new TextDecoder("utf-8", { fatal: false });
  /** For a strings frame: throws on bytes that are not UTF-8; keeps a leading BOM as a character. */
  private readonly strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  /** A strings frame's entries: their bytes one after another, and each one's size (scratch). */
  private joined = new Uint8Array(0);
  private sizes = new Int32Array(0);
  private readonly inline: string[] = [];
  /** Where the next inline text starts in the frame's text (after the table's). */
  private inlineAt = 0;
  private readonly pending: string[] = [];

  /** Forgets the string table: a new connection starts its own. */
  reset(): void {
    this.tableText = "";
    this.tableSize = 0;
  }

  /** Entries of the connection's string table. */
  get stringCount(): number {
    return this.tableSize;
  }

  read(bytes: Uint8Array, schemaTable: ReadonlyMap<number, MessageLayout>): BinaryRead {
    this.error = DecodeError.NONE;
    this.msgType = -1;
    if (bytes.length < 2 || bytes[0] !== BINARY_MAGIC) return this.bad(DecodeError.BAD_BINARY);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes[1] === BinaryFrameKind.RECORDS) return this.readRecords(bytes, view, schemaTable);
    if (bytes[1] === BinaryFrameKind.STRINGS) return this.readStrings(bytes, view);
    return this.bad(DecodeError.BAD_BINARY);
  }

  private readRecords(
    bytes: Uint8Array,
    view: DataView,
    schemaTable: ReadonlyMap<number, MessageLayout>,
  ): BinaryRead {
    const length = bytes.length;
    if (length < RECORDS_HEADER_BYTES) return this.bad(DecodeError.BAD_BINARY);
    const msgType = view.getUint16(2, true);
    this.msgType = msgType;
    const layout = schemaTable.get(msgType);
    if (layout === undefined) return this.bad(DecodeError.UNKNOWN_MSG_TYPE);
    if (layout.kind !== "records") return this.bad(DecodeError.BAD_BINARY);
    const schema = isProviderSchema(layout.schema) ? layout.schema.storeSchema : layout.schema;
    const fieldCount = schema.fields.length;
    if (view.getUint16(4, true) !== fieldCount) return this.bad(DecodeError.WRONG_FIELD_COUNT);
    const recordCount = view.getUint32(6, true);
    if (recordCount > DECODE_LIMITS.maxRecords) return this.bad(DecodeError.TOO_MANY_RECORDS);
    // Every record takes at least its count byte: a count the bytes cannot hold is refused before
    // any room is made for it.
    if (recordCount > length - RECORDS_HEADER_BYTES) return this.bad(DecodeError.BAD_BINARY);
    const parsed = this.parsed;
    parsed.prepare(schema, recordCount);
    const { state, valueFields, valueStart } = parsed;
    const isString = schema.isString;
    const inline = this.inline;
    inline.length = 0;
    this.inlineAt = this.tableText.length;
    let pos = RECORDS_HEADER_BYTES;
    let values = 0;
    for (let r = 0; r < recordCount; r++) {
      if (pos >= length) return this.bad(DecodeError.BAD_BINARY);
      const count = bytes[pos++];
      if (count > fieldCount) return this.bad(DecodeError.WRONG_FIELD_COUNT);
      const base = r * fieldCount;
      for (let k = 0; k < count; k++) {
        if (pos + 2 > length) return this.bad(DecodeError.BAD_BINARY);
        const field = bytes[pos];
        const tag = bytes[pos + 1];
        pos += 2;
        if (field >= fieldCount) return this.bad(DecodeError.WRONG_FIELD_COUNT);
        pos = this.readValue(bytes, view, pos, tag, base + field, isString[field] === 1);
        if (pos < 0) return BinaryRead.BAD;
        valueFields[values++] = field;
      }
      if (schema.keyed && state[base] !== Slot.STRING) return this.bad(DecodeError.MISSING_KEY);
      valueStart[r + 1] = values;
    }
    if (pos !== length) return this.bad(DecodeError.BAD_BINARY);
    parsed.text = inline.length === 0 ? this.tableText : this.tableText + inline.join("");
    inline.length = 0;
    parsed.recordCount = recordCount;
    this.layout = layout;
    return BinaryRead.RECORDS;
  }

  /** Reads one value's payload into `slot`; returns the position after it, or -1 (BAD, `error` set). */
  private readValue(
    bytes: Uint8Array,
    view: DataView,
    pos: number,
    tag: number,
    slot: number,
    text: boolean,
  ): number {
    const length = bytes.length;
    const { state, numbers, starts, ends } = this.parsed;
    if (tag === ValueTag.INT32 && !text) {
      if (pos + 4 > length) return this.badAt(DecodeError.BAD_BINARY);
      state[slot] = Slot.NUMBER;
      numbers[slot] = view.getInt32(pos, true);
      return pos + 4;
    }
    if (tag === ValueTag.FLOAT64 && !text) {
      if (pos + 8 > length) return this.badAt(DecodeError.BAD_BINARY);
      const value = view.getFloat64(pos, true);
      if (!Number.isFinite(value)) return this.badAt(DecodeError.BAD_NUMBER);
      state[slot] = Slot.NUMBER;
      numbers[slot] = value;
      return pos + 8;
    }
    if (tag === ValueTag.STRING_ID && text) {
      if (pos + 2 > length) return this.badAt(DecodeError.BAD_BINARY);
      const id = view.getUint16(pos, true);
      if (id >= this.tableSize) return this.badAt(DecodeError.UNKNOWN_STRING);
      state[slot] = Slot.STRING;
      starts[slot] = this.tableStarts[id];
      ends[slot] = this.tableEnds[id];
      return pos + 2;
    }
    if (tag === ValueTag.TEXT && text) {
      if (pos + 2 > length) return this.badAt(DecodeError.BAD_BINARY);
      const size = view.getUint16(pos, true);
      const at = pos + 2;
      if (at + size > length) return this.badAt(DecodeError.BAD_BINARY);
      const value = this.utf8.decode(bytes.subarray(at, at + size));
      if (value.length > DECODE_LIMITS.maxFieldLength) return this.badAt(DecodeError.FIELD_TOO_LONG);
      state[slot] = Slot.STRING;
      starts[slot] = this.inlineAt;
      this.inlineAt += value.length;
      ends[slot] = this.inlineAt;
      this.inline.push(value);
      return at + size;
    }
    return this.badAt(DecodeError.BAD_BINARY);
  }

  private badAt(error: DecodeError): number {
    this.bad(error);
    return -1;
  }

  private readStrings(bytes: Uint8Array, view: DataView): BinaryRead {
    const length = bytes.length;
    if (length < STRINGS_HEADER_BYTES) return this.bad(DecodeError.BAD_BINARY);
    if (view.getUint32(2, true) !== this.tableSize) return this.bad(DecodeError.UNKNOWN_STRING);
    const count = view.getUint32(6, true);
    if (count > STRING_TABLE_LIMITS.maxEntries - this.tableSize) return this.bad(DecodeError.BAD_BINARY);
    // Check every entry's bounds and gather their bytes first, so that a bad frame leaves the table as
    // it was; then one decode for all of them.
    const joined = this.scratchBytes(length);
    const sizes = this.scratchSizes(count);
    let total = 0;
    let pos = STRINGS_HEADER_BYTES;
    for (let i = 0; i < count; i++) {
      if (pos + 2 > length) return this.bad(DecodeError.BAD_BINARY);
      const size = view.getUint16(pos, true);
      pos += 2;
      if (pos + size > length) return this.bad(DecodeError.BAD_BINARY);
      sizes[i] = size;
      for (let end = pos + size; pos < end; pos++) joined[total++] = bytes[pos];
    }
    if (pos !== length) return this.bad(DecodeError.BAD_BINARY);
    const text = this.decodeEntries(count, total);
    if (this.tableText.length + text.length > STRING_TABLE_LIMITS.maxChars)
      return this.bad(DecodeError.BAD_BINARY);
    this.growTable(this.tableSize + count);
    let at = this.tableText.length;
    for (let i = 0; i < count; i++) {
      const id = this.tableSize + i;
      this.tableStarts[id] = at;
      at += sizes[i];
      this.tableEnds[id] = at;
    }
    this.tableText += text;
    this.tableSize += count;
    return BinaryRead.STRINGS;
  }

  /**
   * The text of `count` entries whose UTF-8 bytes are `scratchBytes[0, total)` (sizes in
   * `scratchSizes`), with each entry's size replaced by its length in UTF-16 units. One decode for the
   * whole table: TextDecoder's cost per call (a few µs in Chromium) made a new connection's table of
   * thousands of short entries cost 30-50 ms of the page's first paint.
   */
  private decodeEntries(count: number, total: number): string {
    const bytes = this.joined.subarray(0, total);
    const sizes = this.sizes;
    try {
      const text = this.strictUtf8.decode(bytes);
      // Valid UTF-8: an entry's UTF-16 length is its count of lead bytes, 2 for a 4-byte sequence.
      let at = 0;
      for (let i = 0; i < count; i++) {
        let units = 0;
        for (const end = at + sizes[i]; at < end; at++) {
          const byte = bytes[at];
          if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
        }
        sizes[i] = units;
      }
      return text;
    } catch {
      // Not UTF-8 (a broken provider): entry by entry, invalid bytes read as U+FFFD like inline texts.
      const parts = this.pending;
      parts.length = 0;
      let at = 0;
      for (let i = 0; i < count; i++) {
        const value = this.utf8.decode(bytes.subarray(at, at + sizes[i]));
        at += sizes[i];
        sizes[i] = value.length;
        parts.push(value);
      }
      const text = parts.join("");
      parts.length = 0;
      return text;
    }
  }

  private scratchBytes(size: number): Uint8Array {
    if (this.joined.length < size) this.joined = new Uint8Array(size);
    return this.joined;
  }

  private scratchSizes(count: number): Int32Array {
    if (this.sizes.length < count) this.sizes = new Int32Array(count);
    return this.sizes;
  }

  private growTable(size: number): void {
    if (this.tableStarts.length >= size) return;
    const capacity = Math.max(size, this.tableStarts.length * 2);
    const starts = new Int32Array(capacity);
    starts.set(this.tableStarts);
    const ends = new Int32Array(capacity);
    ends.set(this.tableEnds);
    this.tableStarts = starts;
    this.tableEnds = ends;
  }

  private bad(error: DecodeError): BinaryRead {
    this.error = error;
    this.pending.length = 0;
    this.inline.length = 0;
    return BinaryRead.BAD;
  }
}
