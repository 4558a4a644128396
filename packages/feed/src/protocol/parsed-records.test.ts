import { describe, expect, it } from "vitest";
import { MarketData } from "../store/market-data";
import { Rng, randomRecord } from "../testing/random-records";
import { DECODE_LIMITS, DecodeError } from "./decode-error";
import { encodeFrame } from "./envelope";
import { ParsedRecords, parseDecimal, Slot } from "./parsed-records";
import { encodeRecord } from "./record-encoder";
import { defineSchema, type RecordSchema } from "./record-schema";
import { BASKET_SCHEMA, CONCURRENT_SCHEMA } from "./schemas/series-schemas";
import { SYMBOL_SCHEMA } from "./schemas/symbol-schema";

/** code | name*status | price*qty | note */
const SCHEMA = defineSchema({
  name: "test",
  groups: [["code"], ["name", "status"], ["price", "qty"], ["note"]],
  strings: ["code", "name", "status", "note"],
});

function parse(text: string, schema: RecordSchema = SCHEMA as RecordSchema) {
  const parsed = new ParsedRecords();
  const error = parsed.parse(text, schema);
  return { parsed, error };
}

/** Field values of record r: strings, numbers, or null for an empty position. */
function values(parsed: ParsedRecords, r: number) {
  return parsed.schema!.fields.map((_, f) => {
    const slot = r * parsed.fieldCount + f;
    const state = parsed.state[slot];
    return state === Slot.EMPTY ? null : state === Slot.STRING ? parsed.stringAt(r, f) : parsed.numbers[slot];
  });
}

describe("ParsedRecords: record shape", () => {
  it("reads a record that stops after any whole group, leaving the rest empty", () => {
    const cases: [string, unknown[]][] = [
      ["AAA", ["AAA", null, null, null, null, null]],
      ["AAA|Name*S", ["AAA", "Name", "S", null, null, null]],
      ["AAA|Name*S|25350*100", ["AAA", "Name", "S", 25350, 100, null]],
      ["AAA|*|*-5|x", ["AAA", null, null, null, -5, "x"]],
    ];
    for (const [text, expected] of cases) {
      const { parsed, error } = parse(text);
      expect(error, text).toBe(DecodeError.NONE);
      expect(parsed.recordCount).toBe(1);
      expect(values(parsed, 0), text).toEqual(expected);
    }
  });

  it("rejects a group with too few or too many values, and a group past the last", () => {
    for (const text of [
      "AAA|Name",
      "AAA|Name*S*X",
      "AAA|Name*S|1",
      "AAA|Name*S|1*2*3",
      "AAA*BBB",
      "AAA|",
      "AAA|Name*S|1*2|x|extra",
      "AAA|Name*S|1*2|x*y",
      "AAA|Name*S$BBB|Name", // a later record is wrong: the whole message is
    ]) {
      expect(parse(text).error, text).toBe(DecodeError.WRONG_FIELD_COUNT);
    }
  });

  it("rejects a keyed record without its key", () => {
    for (const text of ["|Name*S", "AAA$|Name*S", "AAA$$BBB", "$", "AAA$$"]) {
      expect(parse(text).error, text).toBe(DecodeError.MISSING_KEY);
    }
    const keyless = parse("|12|40|7", CONCURRENT_SCHEMA);
    expect(keyless.error).toBe(DecodeError.NONE);
    expect(values(keyless.parsed, 0)).toEqual([null, 12, 40, 7]);
  });

  it("tolerates one trailing '$'; an empty message is zero records", () => {
    const { parsed, error } = parse("AAA|N*S$BBB$");
    expect(error).toBe(DecodeError.NONE);
    expect(parsed.recordCount).toBe(2);
    expect(values(parsed, 1)).toEqual(["BBB", null, null, null, null, null]);
    const empty = parse("");
    expect(empty.error).toBe(DecodeError.NONE);
    expect(empty.parsed.recordCount).toBe(0);
  });

  it("rejects a value longer than the limit, accepts one at the limit", () => {
    const limit = DECODE_LIMITS.maxFieldLength;
    expect(parse(`AAA|${"x".repeat(limit + 1)}*S`).error).toBe(DecodeError.FIELD_TOO_LONG);
    expect(parse(`AAA|${"x".repeat(limit)}*S`).error).toBe(DecodeError.NONE);
    expect(parse(`${"K".repeat(limit + 1)}|N*S`).error).toBe(DecodeError.FIELD_TOO_LONG);
    expect(parse(`AAA|N*S|${"1".repeat(DECODE_LIMITS.maxNumberLength + 1)}*1`).error).toBe(
      DecodeError.BAD_NUMBER,
    );
  });

  it("rejects more records than the limit", () => {
    const max = DECODE_LIMITS.maxRecords;
    expect(parse("A$".repeat(max), BASKET_SCHEMA).parsed.recordCount).toBe(max);
    expect(parse("A$".repeat(max + 1), BASKET_SCHEMA).error).toBe(DecodeError.TOO_MANY_RECORDS);
  });

  it("keeps early records when its buffers grow in the middle of a long message", () => {
    const rng = new Rng(3);
    const records = Array.from({ length: 300 }, (_, i) => randomRecord(SYMBOL_SCHEMA, rng, { key: `S${i}` }));
    const { parsed, error } = parse(
      records.map((r) => encodeRecord(SYMBOL_SCHEMA, r)).join("$"),
      SYMBOL_SCHEMA,
    );
    expect(error).toBe(DecodeError.NONE);
    records.forEach((record, r) => {
      expect(parsed.stringAt(r, 0)).toBe(`S${r}`);
      expect(parsed.numbers[r * parsed.fieldCount + SYMBOL_SCHEMA.index.refPrice]).toBe(record.refPrice ?? 0);
    });
  });
});

describe("ParsedRecords: numbers", () => {
  const BAD = ["1e5", "12a", "--1", ".5", "-.5", "5.", "-", "+5", " 5", "5 ", "0x10", "NaN", "Infinity"];
  it.each([...BAD, "1,000", "1.2.3", "١٢", "5-", "1_000"])("rejects %j as BAD_NUMBER", (bad) => {
    expect(parse(`AAA|N*S|${bad}*1`).error).toBe(DecodeError.BAD_NUMBER);
    expect(parseDecimal(bad, 0, bad.length)).toBeNaN();
  });

  it("reads integers exactly and signed decimals like Number()", () => {
    for (const text of [
      "0",
      "-0",
      "007",
      "25350",
      "-1500",
      "9007199254740991",
      "-12.5",
      "0.000001",
      "99.9999",
    ]) {
      expect(Object.is(parseDecimal(text, 0, text.length), Number(text)), text).toBe(true);
    }
  });

  it("agrees with Number() on 5,000 random literals of up to 15 significant digits", () => {
    const rng = new Rng(11);
    for (let i = 0; i < 5000; i++) {
      const intDigits = rng.int(1, 12);
      const fracDigits = rng.int(0, Math.min(6, 15 - intDigits));
      let text = rng.chance(0.3) ? "-" : "";
      for (let d = 0; d < intDigits; d++) text += rng.int(0, 9);
      if (fracDigits > 0) text += ".";
      for (let d = 0; d < fracDigits; d++) text += rng.int(0, 9);
      // read from the middle of a longer text, as the parser does
      const wrapped = `AAA|${text}*`;
      expect(parseDecimal(wrapped, 4, 4 + text.length), text).toBe(Number(text));
    }
  });
});

describe("the store applies a record cut after any group as 'rest unchanged'", () => {
  it("updates only the groups an update carries", () => {
    const rng = new Rng(5);
    const md = new MarketData();
    const full = randomRecord(SYMBOL_SCHEMA, rng, { key: "FPT", emptyRate: 0 });
    expect(md.handleFrame(encodeFrame(4, encodeRecord(SYMBOL_SCHEMA, full)))).toBe(true);
    let expected = { ...full };
    const groupCount = SYMBOL_SCHEMA.groups.length;
    for (let g = 1; g <= groupCount; g++) {
      const next = randomRecord(SYMBOL_SCHEMA, rng, { key: "FPT", emptyRate: 0 });
      const text = encodeRecord(SYMBOL_SCHEMA, next).split("|").slice(0, g).join("|");
      expect(md.handleFrame(encodeFrame(2, text)), `cut after ${g}`).toBe(true);
      const carried = new Set(SYMBOL_SCHEMA.groups.slice(0, g).flat());
      expected = Object.fromEntries(
        SYMBOL_SCHEMA.fields.map((name) => [name, carried.has(name) ? next[name] : expected[name]]),
      );
      const row = md.symbols.rowOf("FPT");
      SYMBOL_SCHEMA.fields.forEach((name, f) => {
        if (f === 0) return;
        const actual = SYMBOL_SCHEMA.isString[f] === 1 ? md.symbols.str(f, row) : md.symbols.num(f, row);
        expect(actual, `${name} after a cut at ${g}`).toBe(expected[name]);
      });
    }
    expect(md.stats.badFrames).toBe(0);
  });
});
