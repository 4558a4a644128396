/**
 * Generated and mutated feed frames for the decoder fuzz (suite test and soak script).
 *
 * Every frame says what it must do: be applied ("good"), be dropped ("bad"), or either ("either": a
 * random mutation that may by chance still be a valid frame). Keys come from small pools so that
 * updates land on rows that exist, which is where a half-applied frame would show.
 */
import { decodeBase64Into, encodeBase64 } from "../../../packages/feed/src/protocol/base64";
import { type Compression, compress } from "../../../packages/feed/src/protocol/compression";
import { DECODE_LIMITS } from "../../../packages/feed/src/protocol/decode-error";
import { encodeFrame } from "../../../packages/feed/src/protocol/envelope";
import {
  encodeRecord,
  encodeRecords,
  type RecordValues,
} from "../../../packages/feed/src/protocol/record-encoder";
import type { RecordSchema } from "../../../packages/feed/src/protocol/record-schema";
import { SCHEMA_TABLE } from "../../../packages/feed/src/protocol/schema-table";
import { RECORD_MSG_TYPES } from "../../../packages/feed/src/testing/frames";
import { Rng, randomCode, randomNumber, randomText } from "../../../packages/feed/src/testing/random-records";

export type Expectation = "good" | "bad" | "either";

export interface FuzzFrame {
  kind: string;
  frame: string | Uint8Array;
  expect: Expectation;
}

const utf8 = new TextEncoder();
const PACKED: readonly Compression[] = ["zlib", "deflate", "gzip"];
const NOT_NUMBERS = [
  "1e5",
  "12a",
  "--1",
  ".5",
  "5.",
  "abc",
  "NaN",
  "Infinity",
  "1,5",
  "+1",
  "-",
  "0x1F",
  "1 000",
  "١٢",
  "５",
];
const UNKNOWN_TYPES = [0, 10, 21, 22, 23, 25, 30, 31, 97, 100, -1, 2 ** 31, 1.5];
const UNICODE_SAMPLES = [
  "Công ty Cổ phần",
  "株式会社",
  "한국어",
  "😀👍🏽",
  "\u200b\u200f",
  "\ufeff",
  "\u0000",
  "\ud800",
  "Ω≈ç√",
  "\u202e",
];

function schemaOf(msgType: number): RecordSchema {
  const layout = SCHEMA_TABLE.get(msgType);
  if (layout?.kind !== "records") throw new Error(`msgType ${msgType} carries no records`);
  return layout.schema;
}

/** The generator; one instance per run, seeded. */
export class FrameFuzzer {
  readonly rng: Rng;
  private readonly codes: string[];
  /** Big frames are built once and reused: building them per frame would dominate the run. */
  private bomb: Uint8Array | null = null;
  private oversized: string | null = null;
  private tooManyRecords: string | null = null;

  constructor(seed: number, keyPool = 300) {
    this.rng = new Rng(seed);
    const codes = new Set<string>();
    while (codes.size < keyPool) codes.add(randomCode(this.rng));
    this.codes = [...codes];
  }

  /** A valid record of `schema` on a pooled key, text values sometimes unicode-heavy. */
  private record(schema: RecordSchema, full = false): RecordValues {
    const rng = this.rng;
    const out: Record<string, string | number> = {};
    schema.fields.forEach((name, f) => {
      if (f === 0 && schema.keyed) {
        out[name] = rng.pick(this.codes);
        return;
      }
      if (!full && rng.chance(0.4)) return;
      if (schema.isString[f] === 0) out[name] = randomNumber(rng);
      else out[name] = rng.chance(0.2) ? this.unicode() : randomText(rng, 12);
    });
    return out;
  }

  private unicode(): string {
    let text = this.rng.pick(UNICODE_SAMPLES);
    for (let n = this.rng.int(0, 6); n > 0; n--) text += String.fromCodePoint(this.rng.int(0xa0, 0x10ffff));
    return text.replace(/[$|*]/g, "");
  }

  private records(schema: RecordSchema): RecordValues[] {
    return Array.from({ length: this.rng.int(1, 6) }, () => this.record(schema));
  }

  private wrap(msgType: number, message: unknown, compression?: Compression): string {
    return encodeFrame(msgType, message, compression ?? this.rng.pick([...PACKED, "none"]));
  }

  /** Valid records then one broken record: the case where a store could be left half-written. */
  private withBadTail(msgType: number, schema: RecordSchema, bad: string): string {
    const good = encodeRecords(schema, this.records(schema));
    return this.wrap(msgType, `${good}$${bad}`);
  }

  next(): FuzzFrame {
    const rng = this.rng;
    const msgType = rng.pick(RECORD_MSG_TYPES);
    const schema = schemaOf(msgType);
    const validText = () => encodeRecords(schema, this.records(schema));
    const kind = rng.int(0, 21);
    switch (kind) {
      case 0:
      case 1:
      case 2:
        return { kind: "valid", frame: this.wrap(msgType, validText()), expect: "good" };
      case 3: {
        const json = JSON.stringify({ msgType, message: validText() });
        return { kind: "binary", frame: compress(utf8.encode(json), rng.pick(PACKED)), expect: "good" };
      }
      case 4: {
        const frame = this.wrap(msgType, validText(), rng.pick(PACKED));
        // Cut well inside the deflate data (not just the checksum trailer, which fflate does not read).
        return { kind: "truncated", frame: frame.slice(0, rng.int(0, frame.length - 12)), expect: "bad" };
      }
      case 5: {
        const frame = this.wrap(msgType, validText(), "none");
        return { kind: "truncatedJson", frame: frame.slice(0, rng.int(1, frame.length - 1)), expect: "bad" };
      }
      case 6: {
        const packed = this.wrap(msgType, validText(), rng.pick(PACKED));
        const bytes = new Uint8Array(packed.length);
        const length = decodeBase64Into(packed, bytes);
        const body = bytes.slice(0, length);
        for (let n = rng.int(1, 4); n > 0; n--) body[rng.int(0, body.length - 1)] ^= rng.int(1, 255);
        return {
          kind: "corruptCompression",
          frame: rng.chance(0.5) ? body : encodeBase64(body),
          expect: "either",
        };
      }
      case 7: {
        const groups = encodeRecord(schema, this.record(schema, true)).split("|");
        const g = rng.int(0, groups.length - 1);
        const values = groups[g].split("*");
        if (values.length > 1 && rng.chance(0.5)) values.pop();
        else values.push(rng.chance(0.5) ? "1" : "");
        groups[g] = values.join("*");
        return {
          kind: "fieldCount",
          frame: this.withBadTail(msgType, schema, groups.join("|")),
          expect: "bad",
        };
      }
      case 8: {
        const extra = `${encodeRecord(schema, this.record(schema, true))}${"|".repeat(rng.int(1, 3))}1`;
        return { kind: "extraGroup", frame: this.withBadTail(msgType, schema, extra), expect: "bad" };
      }
      case 9:
        return {
          kind: "hugeField",
          frame: this.withBadTail(msgType, schema, this.hugeField(schema)),
          expect: "bad",
        };
      case 10:
        return { kind: "notNumber", frame: this.notNumberFrame(msgType, schema), expect: "bad" };
      case 11: {
        const type = rng.pick(UNKNOWN_TYPES);
        return { kind: "unknownType", frame: this.wrap(type, validText()), expect: "bad" };
      }
      case 12: {
        let text = "";
        for (let n = rng.int(1, 60); n > 0; n--) text += String.fromCodePoint(rng.int(0x80, 0x10ffff));
        return { kind: "unicodeFrame", frame: text, expect: "bad" };
      }
      case 13: {
        // Text values full of unicode (never a separator): applied as is.
        const records = this.records(schema);
        return {
          kind: "unicodeValues",
          frame: this.wrap(msgType, encodeRecords(schema, records)),
          expect: "good",
        };
      }
      case 14: {
        const message = rng.pick<unknown>([42, null, true, { a: 1 }, ["x"], -1.5]);
        return { kind: "messageType", frame: this.wrap(msgType, message), expect: "bad" };
      }
      case 15: {
        const body = encodeRecord(schema, this.record(schema, true));
        const keyless = schema.keyed ? body.replace(/^[^|*]*/, "") : body;
        const expect = schema.keyed ? "bad" : "good";
        return { kind: "missingKey", frame: this.withBadTail(msgType, schema, keyless), expect };
      }
      case 16: {
        // One character inserted, removed or replaced anywhere in the records: valid or not by chance.
        const text = validText();
        const at = rng.int(0, text.length);
        const ch = rng.pick(["$", "|", "*", "-", ".", "0", "9", "x", "é", ""]);
        const mutated = text.slice(0, at) + ch + text.slice(at + (rng.chance(0.5) ? 1 : 0));
        return { kind: "charMutation", frame: this.wrap(msgType, mutated), expect: "either" };
      }
      case 17:
        return { kind: "badEnvelope", frame: this.badEnvelope(msgType, validText()), expect: "bad" };
      case 18:
        return { kind: "badJsonMessage", frame: this.badJsonMessage(), expect: "bad" };
      case 19: {
        const bytes = Uint8Array.from({ length: rng.int(0, 48) }, () => rng.int(0, 255));
        if (bytes[0] === 0x7b) bytes[0] = 0x7a;
        return { kind: "randomBytes", frame: rng.chance(0.5) ? bytes : encodeBase64(bytes), expect: "bad" };
      }
      case 20:
        // The big frames cost tens of ms each, so they are rare.
        if (rng.chance(0.003)) return { kind: "tooBig", frame: this.tooBig(), expect: "bad" };
        return this.degenerate();
      default:
        return this.degenerate();
    }
  }

  /** Empty, blank, padding-only, a lone brace, JSON that is no envelope. */
  private degenerate(): FuzzFrame {
    const value = this.rng.pick(["", " ", "=", "====", "\n", "{", "[]", "null", "{}", '{"msgType":2}']);
    return { kind: "degenerate", frame: this.rng.chance(0.5) ? value : utf8.encode(value), expect: "bad" };
  }

  private hugeField(schema: RecordSchema): string {
    const rng = this.rng;
    const record = this.record(schema, true);
    const groups = encodeRecord(schema, record)
      .split("|")
      .map((group) => group.split("*"));
    const g = rng.int(0, groups.length - 1);
    const v = rng.int(0, groups[g].length - 1);
    let f = v;
    for (let i = 0; i < g; i++) f += groups[i].length;
    const isText = schema.isString[f] === 1;
    groups[g][v] = isText
      ? "ư".repeat(rng.int(DECODE_LIMITS.maxFieldLength + 1, 3 * DECODE_LIMITS.maxFieldLength))
      : "7".repeat(rng.int(DECODE_LIMITS.maxNumberLength + 1, 400));
    return groups.map((group) => group.join("*")).join("|");
  }

  private notNumberFrame(msgType: number, schema: RecordSchema): string {
    const rng = this.rng;
    const numeric: number[] = [];
    for (let f = 0; f < schema.fields.length; f++) if (schema.isString[f] === 0) numeric.push(f);
    if (numeric.length === 0) return this.wrap(rng.pick(UNKNOWN_TYPES), "");
    const target = rng.pick(numeric);
    // A full record has every position written, so the target's position is there to replace.
    let field = 0;
    const groups = encodeRecord(schema, this.record(schema, true))
      .split("|")
      .map((group) =>
        group
          .split("*")
          .map((value) => (field++ === target ? rng.pick(NOT_NUMBERS) : value))
          .join("*"),
      );
    return this.withBadTail(msgType, schema, groups.join("|"));
  }

  private badEnvelope(msgType: number, message: string): string {
    const rng = this.rng;
    const shape = rng.int(0, 6);
    const json =
      shape === 0
        ? JSON.stringify({ msgType })
        : shape === 1
          ? JSON.stringify({ message })
          : shape === 2
            ? JSON.stringify({ msgType: `${msgType}x`, message })
            : shape === 3
              ? JSON.stringify({ msgType: [msgType], message })
              : shape === 4
                ? JSON.stringify([msgType, message])
                : shape === 5
                  ? JSON.stringify({ msgType: null, message })
                  : JSON.stringify({ msgType: true, message });
    return rng.chance(0.5) ? json : encodeBase64(compress(utf8.encode(json), rng.pick(PACKED)));
  }

  /** The non-tabular types (1, 99, 11) with a payload of the wrong shape. */
  private badJsonMessage(): string {
    const [type, message] = this.rng.pick<[number, unknown]>([
      [1, "abc"],
      [1, -5],
      [1, 0],
      [1, true],
      [1, [5]],
      [1, null],
      [1, "1e400"],
      [99, 5],
      [99, [1]],
      [99, "{not json"],
      [99, null],
      [11, {}],
      [11, [{ name: "no code" }]],
      [11, [1]],
      [11, "["],
      [11, [null]],
    ]);
    return this.wrap(type, message);
  }

  /** Rarely built, then reused: a compression bomb, a frame over the size limit, too many records. */
  private tooBig(): string | Uint8Array {
    const rng = this.rng;
    const which = rng.int(0, 2);
    if (which === 0) {
      this.bomb ??= compress(new Uint8Array(DECODE_LIMITS.maxInflatedBytes + 1024).fill(0x20), "zlib");
      return this.bomb;
    }
    if (which === 1) {
      this.oversized ??= "A".repeat(DECODE_LIMITS.maxInflatedBytes + 4);
      return this.oversized;
    }
    this.tooManyRecords ??= encodeFrame(2, "A$".repeat(DECODE_LIMITS.maxRecords + 1), "zlib");
    return this.tooManyRecords;
  }
}
