import { DECODE_LIMITS, DecodeError } from "./decode-error";
import type { ProviderSchema } from "./provider-schema";
import type { RecordSchema } from "./record-schema";
import { GROUP_SEPARATOR_CODE, RECORD_SEPARATOR_CODE, VALUE_SEPARATOR_CODE } from "./separators";

/** What a value slot holds after parsing. */
export const Slot = { EMPTY: 0, NUMBER: 1, STRING: 2 } as const;

/**
 * Scratch space for one parsed message, reused across messages so that parsing allocates nothing.
 * Slot (record r, field f) is at `r * fieldCount + f`. Numbers are parsed in place from the text;
 * strings stay as (start, end) ranges into `text` and are only copied out when a store interns them.
 *
 * Parsing validates the whole message before anything reads it, so that a bad record never leaves a
 * store half-written: the store applies a message only when `parse` returned NONE.
 */
export class ParsedRecords {
  text = "";
  schema: RecordSchema | null = null;
  recordCount = 0;
  fieldCount = 0;
  state = new Uint8Array(0);
  numbers = new Float64Array(0);
  starts = new Int32Array(0);
  ends = new Int32Array(0);
  /**
   * Field indices of the non-empty values, record after record: record r's are
   * `valueFields[valueStart[r] .. valueStart[r + 1])`. Updates touch a few fields of a ~120-field
   * schema; applying them walks this list instead of every slot.
   */
  valueFields = new Int32Array(0);
  valueStart = new Int32Array(1);
  private valueCount = 0;

  private ensure(slots: number): void {
    if (this.state.length >= slots) return;
    const size = Math.max(slots, this.state.length * 2, 1024);
    // Growth happens in the middle of a message: keep the records already parsed.
    const state = new Uint8Array(size);
    state.set(this.state);
    this.state = state;
    const numbers = new Float64Array(size);
    numbers.set(this.numbers);
    this.numbers = numbers;
    const starts = new Int32Array(size);
    starts.set(this.starts);
    this.starts = starts;
    const ends = new Int32Array(size);
    ends.set(this.ends);
    this.ends = ends;
    const values = new Int32Array(size);
    values.set(this.valueFields.subarray(0, this.valueCount));
    this.valueFields = values;
  }

  private ensureRecords(records: number): void {
    if (this.valueStart.length > records + 1) return;
    const next = new Int32Array(Math.max(records + 2, this.valueStart.length * 2));
    next.set(this.valueStart);
    this.valueStart = next;
  }

  /**
   * Empties this for `records` records of `schema` and makes room for them, every slot EMPTY: for a
   * reader that writes the slots itself (the binary frame reader). `text` is set by that reader.
   */
  prepare(schema: RecordSchema, records: number): void {
    const fieldCount = schema.fields.length;
    this.schema = schema;
    this.fieldCount = fieldCount;
    this.recordCount = 0;
    this.valueCount = 0;
    this.valueStart[0] = 0;
    this.ensure(records * fieldCount);
    this.ensureRecords(records);
    this.state.fill(Slot.EMPTY, 0, records * fieldCount);
  }

  /** Parses `text` with `schema`; returns DecodeError.NONE or why the whole message is rejected. */
  parse(text: string, schema: RecordSchema): DecodeError {
    this.text = text;
    this.schema = schema;
    this.recordCount = 0;
    this.valueCount = 0;
    this.valueStart[0] = 0;
    const fieldCount = schema.fields.length;
    this.fieldCount = fieldCount;
    const length = text.length;
    if (length === 0) return DecodeError.NONE;
    const groupSizes = schema.groupSizes;
    const groupCount = groupSizes.length;
    const isString = schema.isString;
    let pos = 0;
    let record = 0;
    while (pos <= length) {
      if (pos === length && record > 0) break; // a trailing '$'
      if (record >= DECODE_LIMITS.maxRecords) return DecodeError.TOO_MANY_RECORDS;
      this.ensure((record + 1) * fieldCount);
      this.ensureRecords(record + 1);
      const base = record * fieldCount;
      let field = 0;
      let group = 0;
      let valueInGroup = 0;
      // Walk one record: values end at '*', groups at '|', the record at '$' or the end of text.
      for (;;) {
        const start = pos;
        let code = 0;
        while (pos < length) {
          code = text.charCodeAt(pos);
          if (
            code === VALUE_SEPARATOR_CODE ||
            code === GROUP_SEPARATOR_CODE ||
            code === RECORD_SEPARATOR_CODE
          )
            break;
          pos++;
        }
        if (pos >= length) code = RECORD_SEPARATOR_CODE;
        if (field >= fieldCount) return DecodeError.WRONG_FIELD_COUNT;
        const slot = base + field;
        const error = this.readValue(slot, start, pos, isString[field] === 1);
        if (error !== DecodeError.NONE) return error;
        if (pos > start) this.valueFields[this.valueCount++] = field;
        field++;
        valueInGroup++;
        const groupSize = groupSizes[group];
        if (code === VALUE_SEPARATOR_CODE) {
          if (valueInGroup >= groupSize) return DecodeError.WRONG_FIELD_COUNT;
          pos++;
          continue;
        }
        // '|' or end of record: the group must be complete.
        if (valueInGroup !== groupSize) return DecodeError.WRONG_FIELD_COUNT;
        group++;
        valueInGroup = 0;
        if (code === GROUP_SEPARATOR_CODE) {
          if (group >= groupCount) return DecodeError.WRONG_FIELD_COUNT;
          pos++;
          continue;
        }
        break; // '$' or end of text
      }
      // A record may stop after any whole group: the remaining fields are unchanged.
      if (field < fieldCount) this.state.fill(0, base + field, base + fieldCount);
      if (schema.keyed && this.state[base] !== 2) return DecodeError.MISSING_KEY;
      record++;
      this.valueStart[record] = this.valueCount;
      pos++; // past '$' (or past the end, which ends the loop)
    }
    this.recordCount = record;
    return DecodeError.NONE;
  }

  private readValue(slot: number, start: number, end: number, isString: boolean): DecodeError {
    const size = end - start;
    if (size === 0) {
      this.state[slot] = 0;
      return DecodeError.NONE;
    }
    if (isString) {
      if (size > DECODE_LIMITS.maxFieldLength) return DecodeError.FIELD_TOO_LONG;
      this.state[slot] = 2;
      this.starts[slot] = start;
      this.ends[slot] = end;
      return DecodeError.NONE;
    }
    if (size > DECODE_LIMITS.maxNumberLength) return DecodeError.BAD_NUMBER;
    const value = parseDecimal(this.text, start, end);
    if (Number.isNaN(value)) return DecodeError.BAD_NUMBER;
    this.state[slot] = 1;
    this.numbers[slot] = value;
    return DecodeError.NONE;
  }

  /**
   * Fills this from `source`, parsed in a provider's wire order (`schema`), in the order of our store
   * schema: wire field w lands in field `schema.toStore[w]`, unread positions are dropped. Reuses its
   * buffers like `parse`; the text is shared, not copied.
   */
  remapFrom(source: ParsedRecords, schema: ProviderSchema): DecodeError {
    const store = schema.storeSchema;
    const fieldCount = store.fields.length;
    const records = source.recordCount;
    this.prepare(store, records);
    this.text = source.text;
    const toStore = schema.toStore;
    for (let r = 0; r < records; r++) {
      const from = r * source.fieldCount;
      const to = r * fieldCount;
      for (let v = source.valueStart[r], end = source.valueStart[r + 1]; v < end; v++) {
        const wire = source.valueFields[v];
        const field = toStore[wire];
        if (field < 0) continue;
        const a = from + wire;
        const b = to + field;
        this.state[b] = source.state[a];
        this.numbers[b] = source.numbers[a];
        this.starts[b] = source.starts[a];
        this.ends[b] = source.ends[a];
        this.valueFields[this.valueCount++] = field;
      }
      if (store.keyed && this.state[to] !== 2) return DecodeError.MISSING_KEY;
      this.recordCount = r + 1;
      this.valueStart[r + 1] = this.valueCount;
    }
    return DecodeError.NONE;
  }

  /** The string in a slot (allocates; for cold paths and for interning misses). */
  stringAt(record: number, field: number): string {
    const slot = record * this.fieldCount + field;
    return this.state[slot] === 2 ? this.text.slice(this.starts[slot], this.ends[slot]) : "";
  }
}

/**
 * Reads `[-]digits[.digits]` from `text` without creating a substring; NaN for anything else.
 * Integers (prices in dong, volumes) are exact; decimals round like parseFloat for up to 15 digits.
 */
export function parseDecimal(text: string, start: number, end: number): number {
  let pos = start;
  let negative = false;
  if (text.charCodeAt(pos) === 45) {
    negative = true;
    pos++;
  }
  if (pos >= end) return Number.NaN;
  let intPart = 0;
  let digits = 0;
  let code = 0;
  while (pos < end) {
    code = text.charCodeAt(pos);
    if (code < 48 || code > 57) break;
    intPart = intPart * 10 + (code - 48);
    digits++;
    pos++;
  }
  if (digits === 0) return Number.NaN; // ".5" and "-.5": the wire always writes the integer part
  let value = intPart;
  if (pos < end) {
    if (code !== 46) return Number.NaN; // only '.' may follow the integer part
    pos++;
    let fraction = 0;
    let scale = 1;
    let fractionDigits = 0;
    while (pos < end) {
      code = text.charCodeAt(pos);
      if (code < 48 || code > 57) return Number.NaN;
      fraction = fraction * 10 + (code - 48);
      scale *= 10;
      fractionDigits++;
      pos++;
    }
    if (fractionDigits === 0) return Number.NaN;
    digits += fractionDigits;
    // One correctly rounded division of two exact integers gives the same double as parseFloat
    // (for up to 15 significant digits).
    value = (intPart * scale + fraction) / scale;
  }
  if (digits === 0) return Number.NaN;
  return negative ? -value : value;
}
