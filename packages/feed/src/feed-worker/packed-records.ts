import { DecodeError } from "../protocol/decode-error";
import { type ParsedRecords, Slot } from "../protocol/parsed-records";

/**
 * One parsed records message in a form that crosses a thread boundary cheaply: only the values the
 * message carries (an update touches a few fields of a ~120-field schema), in one transferable buffer,
 * and the text of the string values alone (codes, mostly) instead of the whole message.
 *
 * Layout of `buffer` (v = values, r = records): Float64 numbers[v], then Int32 recordStart[r + 1]
 * (record r's values are `recordStart[r] .. recordStart[r + 1]`), fields[v] (field index, store order),
 * textStart[v] (-1 for a number) and textEnd[v] (a string value is `text.slice(textStart, textEnd)`).
 */
export interface PackedRecords {
  recordCount: number;
  /** Fields of the store schema the values are in (the decoder's remap is already done). */
  fieldCount: number;
  valueCount: number;
  buffer: ArrayBuffer;
  text: string;
}

/**
 * The buffer's two typed views: the numbers, and every Int32 section in one array (recordStart at 0,
 * fields at r + 1, textStart at r + 1 + v, textEnd at r + 1 + 2v). Two views per message instead of five
 * and no holder object: a transferred buffer is new on every message, so some view must be made, and
 * these are the fewest.
 */
function numberView(packed: PackedRecords): Float64Array {
  return new Float64Array(packed.buffer, 0, packed.valueCount);
}

function intView(packed: PackedRecords): Int32Array {
  return new Int32Array(packed.buffer, 8 * packed.valueCount, packed.recordCount + 1 + 3 * packed.valueCount);
}

/** Bytes `pack` needs for a message of `records` records and `values` values. */
function packedBytes(records: number, values: number): number {
  return 8 * values + 4 * (records + 1) + 12 * values;
}

/**
 * Packs a parsed message (the worker's side). Allocates the buffer and the text: they are transferred
 * to the page, and allocating off the page's thread is what moving the decode there buys.
 *
 * With `shareText` (records read from a binary frame, whose strings are ranges of the connection's
 * small string table text) the text is handed on whole and the ranges copied: no string is cut or
 * joined per update. Otherwise only the string values are copied out of the (large) message text.
 */
export function packRecords(parsed: ParsedRecords, shareText = false): PackedRecords {
  const recordCount = parsed.recordCount;
  const fieldCount = parsed.fieldCount;
  const valueCount = parsed.valueStart[recordCount];
  const packed: PackedRecords = {
    recordCount,
    fieldCount,
    valueCount,
    buffer: new ArrayBuffer(packedBytes(recordCount, valueCount)),
    text: "",
  };
  const numbers = numberView(packed);
  const ints = intView(packed);
  const fieldsAt = recordCount + 1;
  const textStartAt = fieldsAt + valueCount;
  const textEndAt = textStartAt + valueCount;
  const texts: string[] = [];
  let textLength = 0;
  for (let r = 0; r < recordCount; r++) {
    ints[r] = parsed.valueStart[r];
    for (let v = parsed.valueStart[r], end = parsed.valueStart[r + 1]; v < end; v++) {
      const field = parsed.valueFields[v];
      const slot = r * fieldCount + field;
      ints[fieldsAt + v] = field;
      if (parsed.state[slot] === Slot.STRING && shareText) {
        ints[textStartAt + v] = parsed.starts[slot];
        ints[textEndAt + v] = parsed.ends[slot];
        numbers[v] = Number.NaN;
      } else if (parsed.state[slot] === Slot.STRING) {
        const value = parsed.text.slice(parsed.starts[slot], parsed.ends[slot]);
        texts.push(value);
        ints[textStartAt + v] = textLength;
        textLength += value.length;
        ints[textEndAt + v] = textLength;
        numbers[v] = Number.NaN;
      } else {
        numbers[v] = parsed.numbers[slot];
        ints[textStartAt + v] = -1;
        ints[textEndAt + v] = -1;
      }
    }
  }
  ints[recordCount] = valueCount;
  packed.text = shareText ? parsed.text : texts.join("");
  return packed;
}

/**
 * Unpacks into a reusable ParsedRecords (the page's side), as if the page had parsed the message
 * itself, so that the stores apply it with their usual code. Only the slots the message carries are
 * written (plus a clear of the records' states); the scratch arrays grow when a message is larger than
 * any before and are reused otherwise. Checks every index against the shapes, so a malformed packed
 * message is refused (an error code) instead of writing out of place. Whether a keyed schema's keys
 * are there is checked where the schema is known (`MarketData.applyParsed`).
 */
export function unpackRecords(packed: PackedRecords, into: ParsedRecords): DecodeError {
  const { recordCount, fieldCount, valueCount } = packed;
  if (
    !(Number.isInteger(recordCount) && Number.isInteger(fieldCount) && Number.isInteger(valueCount)) ||
    recordCount < 0 ||
    fieldCount <= 0 ||
    valueCount < 0 ||
    !(packed.buffer instanceof ArrayBuffer) ||
    packed.buffer.byteLength < packedBytes(recordCount, valueCount) ||
    typeof packed.text !== "string"
  ) {
    return DecodeError.BAD_ENVELOPE;
  }
  const numbers = numberView(packed);
  const ints = intView(packed);
  const fieldsAt = recordCount + 1;
  const textStartAt = fieldsAt + valueCount;
  const textEndAt = textStartAt + valueCount;
  const slots = recordCount * fieldCount;
  growScratch(into, slots, recordCount, valueCount);
  into.text = packed.text;
  into.recordCount = 0;
  into.fieldCount = fieldCount;
  into.state.fill(Slot.EMPTY, 0, slots);
  const textLength = packed.text.length;
  into.valueStart[0] = 0;
  for (let r = 0; r < recordCount; r++) {
    const first = ints[r];
    const end = ints[r + 1];
    if (first !== into.valueStart[r] || end < first || end > valueCount) return DecodeError.WRONG_FIELD_COUNT;
    const base = r * fieldCount;
    for (let v = first; v < end; v++) {
      const field = ints[fieldsAt + v];
      if (field < 0 || field >= fieldCount) return DecodeError.WRONG_FIELD_COUNT;
      const slot = base + field;
      const start = ints[textStartAt + v];
      if (start >= 0) {
        const stop = ints[textEndAt + v];
        if (stop < start || stop > textLength) return DecodeError.BAD_ENVELOPE;
        into.state[slot] = Slot.STRING;
        into.starts[slot] = start;
        into.ends[slot] = stop;
      } else {
        into.state[slot] = Slot.NUMBER;
        into.numbers[slot] = numbers[v];
      }
      into.valueFields[v] = field;
    }
    into.valueStart[r + 1] = end;
  }
  into.recordCount = recordCount;
  return DecodeError.NONE;
}

function growScratch(into: ParsedRecords, slots: number, records: number, values: number): void {
  if (into.state.length < slots) {
    const size = Math.max(slots, into.state.length * 2, 1024);
    into.state = new Uint8Array(size);
    into.numbers = new Float64Array(size);
    into.starts = new Int32Array(size);
    into.ends = new Int32Array(size);
  }
  if (into.valueFields.length < values) {
    into.valueFields = new Int32Array(Math.max(values, into.valueFields.length * 2, 1024));
  }
  if (into.valueStart.length < records + 1) {
    into.valueStart = new Int32Array(Math.max(records + 1, into.valueStart.length * 2, 256));
  }
}
