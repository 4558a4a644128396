import { describe, expect, it } from "vitest";
import { MarketData } from "../store/market-data";
import { COMPRESSIONS, RECORD_MSG_TYPES, storeImage } from "../testing/frames";
import {
  Rng,
  randomRecord,
  randomRecords,
  randomSymbolSnapshot,
  randomText,
} from "../testing/random-records";
import { decodeBase64Into, encodeBase64 } from "./base64";
import { type Compression, compress } from "./compression";
import { DECODE_LIMITS, DecodeError } from "./decode-error";
import { encodeFrame } from "./envelope";
import { encodeRecord, encodeRecords, formatWireNumber, type RecordValues } from "./record-encoder";
import type { RecordSchema } from "./record-schema";
import { SCHEMA_TABLE } from "./schema-table";
import { SYMBOL_SCHEMA } from "./schemas/symbol-schema";

/** A frame and what it must do: be accepted, be dropped (for a given reason, if fixed), or either. */
interface Case {
  kind: string;
  frame: string | Uint8Array;
  expect: "good" | "bad" | "either";
  reason?: DecodeError;
}

const utf8 = new TextEncoder();
const COMPRESSED: readonly Compression[] = ["zlib", "deflate", "gzip"];
const BAD_NUMBERS = ["1e5", "12a", "--1", ".5", "5.", "abc", "NaN", "1,5", "+1", "-", "0x1F", "1 000"];
const UNKNOWN_TYPES = [0, 10, 21, 22, 23, 25, 30, 31, 97, 100, -1, 2 ** 31];

function schemaOf(msgType: number): RecordSchema {
  const layout = SCHEMA_TABLE.get(msgType);
  if (layout?.kind !== "records") throw new Error(`${msgType}`);
  return layout.schema;
}

/** A full record's text with field `f` replaced by `raw` (written as is). */
function textWith(schema: RecordSchema, record: RecordValues, f: number, raw: string): string {
  let field = 0;
  const groups = schema.groups.map((group) =>
    group
      .map((name) => {
        const value = record[name];
        const text = field === f ? raw : typeof value === "number" ? formatWireNumber(value) : (value ?? "");
        field++;
        return text;
      })
      .join("*"),
  );
  return groups.join("|");
}

function bytesOf(frame: string): Uint8Array {
  const out = new Uint8Array(frame.length);
  return out.subarray(0, decodeBase64Into(frame, out));
}

/** Builds one case of the given kind; valid records come first so the bad one is not the first error. */
function makeCase(rng: Rng, kind: number): Case {
  const msgType = rng.pick(RECORD_MSG_TYPES);
  const schema = schemaOf(msgType);
  const compression = rng.pick(COMPRESSIONS);
  const valid = randomRecords(schema, rng, rng.int(0, 3));
  const full = randomRecord(schema, rng, { emptyRate: 0 });
  const wrap = (text: string, c = compression) => encodeFrame(msgType, text, c);
  const withBad = (bad: string) => encodeRecords(schema, valid) + (valid.length > 0 ? "$" : "") + bad;
  switch (kind) {
    case 0: // valid records (random unicode text inside), as text or as a binary message
      if (rng.chance(0.3)) {
        const json = JSON.stringify({ msgType, message: encodeRecords(schema, [...valid, full]) });
        return { kind: "binary", frame: compress(utf8.encode(json), compression), expect: "good" };
      }
      return { kind: "valid", frame: wrap(encodeRecords(schema, [...valid, full])), expect: "good" };
    case 1: {
      const c = rng.pick(COMPRESSED);
      const frame = wrap(encodeRecords(schema, [...valid, full]), c);
      let cut = rng.int(1, Math.floor(frame.length / 2));
      if (rng.chance(0.5)) cut -= ((cut % 4) + 3) % 4; // leaves length % 4 === 1: never base64
      if (cut % 4 === 1 || cut <= 1)
        return { kind: "cutBase64", frame: frame.slice(0, cut), expect: "bad", reason: 1 };
      return {
        kind: "truncated",
        frame: frame.slice(0, cut),
        expect: "bad",
        reason: DecodeError.INFLATE_FAILED,
      };
    }
    case 2: {
      const bytes = bytesOf(wrap(encodeRecords(schema, [...valid, full]), rng.pick(COMPRESSED))).slice();
      for (let n = rng.int(1, 3); n > 0; n--) bytes[rng.int(2, bytes.length - 1)] ^= rng.int(1, 255);
      const frame = rng.chance(0.5) ? bytes : encodeBase64(bytes);
      return { kind: "flipped", frame, expect: "either" };
    }
    case 3: {
      const g = rng.int(0, schema.groups.length - 1);
      const groups = encodeRecord(schema, full).split("|");
      const values = groups[g].split("*");
      if (values.length > 1 && rng.chance(0.5)) values.pop();
      else values.push(rng.chance(0.5) ? "1" : "x");
      groups[g] = values.join("*");
      return { kind: "fieldCount", frame: wrap(withBad(groups.join("|"))), expect: "bad", reason: 7 };
    }
    case 4:
      return {
        kind: "extraGroup",
        frame: wrap(withBad(`${encodeRecord(schema, full)}|1`)),
        expect: "bad",
        reason: 7,
      };
    case 5: {
      const f = rng.int(schema.keyed ? 1 : 0, schema.fields.length - 1);
      const string = schema.isString[f] === 1;
      const size = rng.int(DECODE_LIMITS.maxFieldLength + 1, 40_000);
      const raw = string ? randomText(rng, 4).repeat(size).slice(0, size) : "9".repeat(rng.int(25, 200));
      const reason = string ? DecodeError.FIELD_TOO_LONG : DecodeError.BAD_NUMBER;
      return { kind: "huge", frame: wrap(withBad(textWith(schema, full, f, raw))), expect: "bad", reason };
    }
    case 6: {
      const numeric = schema.fields.map((_, f) => f).filter((f) => schema.isString[f] === 0);
      if (numeric.length === 0) return makeCase(rng, kind); // baskets carry text only
      const f = rng.pick(numeric);
      const frame = wrap(withBad(textWith(schema, full, f, rng.pick(BAD_NUMBERS))));
      return { kind: "badNumber", frame, expect: "bad", reason: DecodeError.BAD_NUMBER };
    }
    case 7:
      if (!schema.keyed)
        return { kind: "keyless", frame: wrap(textWith(schema, full, 0, "")), expect: "good" };
      return { kind: "noKey", frame: wrap(withBad(textWith(schema, full, 0, ""))), expect: "bad", reason: 9 };
    case 8: {
      const frame = encodeFrame(rng.pick(UNKNOWN_TYPES), encodeRecords(schema, valid), compression);
      return { kind: "unknownType", frame, expect: "bad", reason: DecodeError.UNKNOWN_MSG_TYPE };
    }
    case 9: {
      let text = String.fromCodePoint(rng.int(0x80, 0x2fff));
      for (let n = rng.int(0, 40); n > 0; n--) text += String.fromCodePoint(rng.int(1, 0x1ffff) & 0x10ffff);
      const frame = text.replace(/[\uD800-\uDFFF]/g, "x");
      return { kind: "unicode", frame, expect: "bad", reason: DecodeError.NOT_BASE64 };
    }
    case 10: {
      const frame = wrap(encodeRecords(schema, [...valid, full]), rng.pick(COMPRESSED));
      const at = rng.int(0, frame.length - 1);
      const junk = rng.pick(["!", " ", ".", "=", "\n", "é", "{", "%"]);
      const bad = at === 0 && junk === "{" ? "!" : junk;
      return {
        kind: "notBase64",
        frame: frame.slice(0, at) + bad + frame.slice(at),
        expect: "bad",
        reason: 1,
      };
    }
    case 11: {
      const value = rng.pick(["[1,2]", "42", '"text"', "null", "true", "[]", "-0.5"]);
      const frame = encodeBase64(compress(utf8.encode(value), rng.pick(COMPRESSED)));
      return { kind: "notObject", frame, expect: "bad", reason: DecodeError.BAD_ENVELOPE };
    }
    case 12: {
      const msgTypeText = rng.pick(["abc", "2x", "", " ", "4", " 2 ", "NaN"]);
      const symbols = randomRecords(SYMBOL_SCHEMA, rng, rng.int(0, 3));
      const json = JSON.stringify({ msgType: msgTypeText, message: encodeRecords(SYMBOL_SCHEMA, symbols) });
      const frame = compression === "none" ? json : encodeBase64(compress(utf8.encode(json), compression));
      const type = Number(msgTypeText);
      if (type === 0)
        return { kind: "typeString", frame, expect: "bad", reason: DecodeError.UNKNOWN_MSG_TYPE };
      if (Number.isNaN(type)) return { kind: "typeString", frame, expect: "bad", reason: 5 };
      return { kind: "typeNumeric", frame, expect: "good" };
    }
    case 13: {
      const [type, message, reason] = rng.pick<[number, unknown, DecodeError]>([
        [msgType, 42, 5],
        [msgType, { a: 1 }, 5],
        [msgType, null, 5],
        [msgType, true, 5],
        [msgType, ["A"], 5],
        [1, "abc", 5],
        [1, -5, 5],
        [1, true, 5],
        [1, [5], 5],
        [1, null, 5],
        [99, 5, 5],
        [99, [1], 5],
        [99, "{not json", DecodeError.NOT_JSON],
        [11, {}, 5],
        [11, [{ name: "no code" }], 5],
        [11, [1], 5],
        [11, "[", DecodeError.NOT_JSON],
      ]);
      return { kind: "messageType", frame: encodeFrame(type, message, compression), expect: "bad", reason };
    }
    case 14: {
      const json = `{"msgType":${msgType},"message":"${encodeRecords(schema, valid).slice(0, 5)}`;
      const frame = compression === "none" ? json : encodeBase64(compress(utf8.encode(json), compression));
      return { kind: "notJson", frame, expect: "bad", reason: DecodeError.NOT_JSON };
    }
    default: {
      const bytes = Uint8Array.from({ length: rng.int(0, 64) }, () => rng.int(0, 255));
      if (bytes[0] === 0x7b) bytes[0] = 0;
      return { kind: "randomBytes", frame: rng.chance(0.5) ? bytes : encodeBase64(bytes), expect: "bad" };
    }
  }
}

describe("decoder fuzz: generated and mutated frames through one MarketData", () => {
  it("never throws, counts every frame, and drops every frame built to be bad for its reason", () => {
    const rng = new Rng(20260331);
    const md = new MarketData();
    const FRAMES = 24_000;
    const KINDS = 16;
    const wrong: string[] = [];
    const tally: Record<string, number> = {};
    let thrown = 0;
    let knownBad = 0;
    let eitherBad = 0;
    for (let i = 0; i < FRAMES; i++) {
      const c = makeCase(rng, i % KINDS);
      tally[c.kind] = (tally[c.kind] ?? 0) + 1;
      const before = Array.from(md.stats.badByReason);
      let ok = false;
      try {
        ok = md.handleFrame(c.frame);
      } catch (error) {
        thrown++;
        if (thrown < 5) wrong.push(`${i} ${c.kind} threw ${error}`);
        continue;
      }
      const reason = md.stats.badByReason.findIndex((n, r) => n !== before[r]);
      if (c.expect === "either") eitherBad += ok ? 0 : 1;
      else if (c.expect === "good" && !ok) wrong.push(`${i} ${c.kind}: dropped (${reason})`);
      else if (c.expect === "bad") {
        knownBad++;
        if (ok) wrong.push(`${i} ${c.kind}: accepted`);
        else if (c.reason !== undefined && reason !== c.reason)
          wrong.push(`${i} ${c.kind}: ${reason} not ${c.reason}`);
      }
    }
    expect(thrown).toBe(0);
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(md.stats.frames + md.stats.badFrames).toBe(FRAMES);
    expect(md.stats.badFrames).toBe(knownBad + eitherBad);
    expect(knownBad).toBeGreaterThan(FRAMES / 2);
    expect(Object.keys(tally).length).toBeGreaterThanOrEqual(KINDS);
    // the feed still works after all that
    expect(md.handleFrame(encodeFrame(2, "FPT|||||||||"))).toBe(false);
    const fpt = encodeRecord(SYMBOL_SCHEMA, { code: "FPT", symbolName: "Công ty FPT", marketCode: "STO" });
    expect(md.handleFrame(encodeFrame(2, fpt))).toBe(true);
    expect(md.symbols.str(SYMBOL_SCHEMA.index.marketCode, md.symbols.rowOf("FPT"))).toBe("STO");
  });
});

describe("a bad frame never leaves a store half-written", () => {
  const rng = new Rng(42);
  const board = randomSymbolSnapshot(rng, 50);
  const badRecords = [
    "ZZZ|x*y",
    `ZZZ${"|".repeat(3)}`,
    encodeRecord(SYMBOL_SCHEMA, board[1]).replace(/^[^|]*/, ""), // no key
    `ZZZ|${"*".repeat(19)}|1e5`,
    `ZZZ|${"n".repeat(DECODE_LIMITS.maxFieldLength + 1)}`,
    `${encodeRecord(SYMBOL_SCHEMA, board[0])}|extra`,
  ];

  for (const msgType of [4, 2]) {
    for (const bad of badRecords) {
      it(`msgType ${msgType}: valid records, then ${JSON.stringify(bad.slice(0, 24))}`, () => {
        const md = new MarketData({ now: () => 1000 });
        const tracker = md.symbols.track();
        expect(md.handleFrame(encodeFrame(4, encodeRecords(SYMBOL_SCHEMA, board)))).toBe(true);
        tracker.clear();
        const image = storeImage(md.symbols);
        const colors = md.symbols.colors.map((column) => Array.from(column));
        const updates = board.slice(0, 10).map((r) => ({ code: r.code, matchPrice: Number(r.ceilPrice) }));
        const fresh = [{ code: "NEW", refPrice: 10_000 }];
        md.beginResync();
        const text = `${encodeRecords(SYMBOL_SCHEMA, [...updates, ...fresh])}$${bad}`;
        expect(md.handleFrame(encodeFrame(msgType, text))).toBe(false);
        expect(storeImage(md.symbols)).toEqual(image);
        expect(md.symbols.colors.map((column) => Array.from(column))).toEqual(colors);
        expect(md.symbols.rowOf("NEW")).toBe(-1);
        expect(tracker.count).toBe(0);
        // the same records without the bad one apply in full
        expect(md.handleFrame(encodeFrame(msgType, encodeRecords(SYMBOL_SCHEMA, updates)))).toBe(true);
        expect(md.symbols.num(SYMBOL_SCHEMA.index.matchPrice, md.symbols.rowOf(String(board[9].code)))).toBe(
          Number(board[9].ceilPrice),
        );
      });
    }
  }
});
