import type { RecordSchema } from "./record-schema";
import { GROUP_SEPARATOR, RECORD_SEPARATOR, VALUE_SEPARATOR } from "./separators";

/** A record to encode: field name -> value; absent, null, undefined and NaN travel as empty ("unchanged"). */
export type RecordValues = Readonly<Record<string, string | number | null | undefined>>;

const FORBIDDEN = /[$|*]/;

/**
 * Encodes records as the spec's tabular text: '$' between records, '|' between groups, '*' between
 * values. Trailing groups that are wholly empty are left off (an update that touches only the first
 * groups is shorter); the decoder reads a record that stops after a whole group as "the rest unchanged".
 * Throws on a value that cannot travel: a separator inside a string, or a non-finite or huge number.
 * That is a producer bug, and producers (server, tests) want to hear about it at once.
 */
export function encodeRecords(schema: RecordSchema, records: readonly RecordValues[]): string {
  const out: string[] = [];
  for (const record of records) out.push(encodeRecord(schema, record));
  return out.join(RECORD_SEPARATOR);
}

/** Encodes one record in the schema's wire positions; trailing empty groups are left out. */
export function encodeRecord(schema: RecordSchema, record: RecordValues): string {
  const groups: string[] = [];
  let lastNonEmpty = 0;
  let field = 0;
  for (let g = 0; g < schema.groupSizes.length; g++) {
    const values: string[] = [];
    let any = false;
    for (let v = 0; v < schema.groupSizes[g]; v++, field++) {
      const text = encodeValue(schema, field, record[schema.fields[field]]);
      if (text !== "") any = true;
      values.push(text);
    }
    if (any) lastNonEmpty = g;
    groups.push(values.join(VALUE_SEPARATOR));
  }
  if (schema.keyed && groups[0] === "") throw new Error(`${schema.name}: record without key`);
  return groups.slice(0, lastNonEmpty + 1).join(GROUP_SEPARATOR);
}

function encodeValue(schema: RecordSchema, field: number, value: string | number | null | undefined): string {
  if (value === undefined || value === null) return "";
  if (schema.isString[field] === 1) {
    const text = String(value);
    if (FORBIDDEN.test(text))
      throw new Error(`${schema.name}.${schema.fields[field]}: separator in "${text}"`);
    return text;
  }
  const n = typeof value === "number" ? value : Number(value);
  if (Number.isNaN(n)) return "";
  return formatWireNumber(n, `${schema.name}.${schema.fields[field]}`);
}

/** Plain decimal notation, at most 6 decimals, never an exponent (the decoder does not read exponents). */
export function formatWireNumber(n: number, what = "number"): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e18) throw new Error(`${what}: ${n} cannot travel`);
  if (Number.isInteger(n)) return String(n);
  let text = n.toFixed(6);
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end--; // trailing '0'
  if (text.charCodeAt(end - 1) === 46) end--; // '.'
  text = text.slice(0, end);
  return text === "-0" ? "0" : text;
}
