import { describe, expect, it } from "vitest";
import { COMPRESSIONS } from "../testing/frames";
import { Rng } from "../testing/random-records";
import { base64DecodedLength, decodeBase64Into, encodeBase64 } from "./base64";
import { compress, Inflater, sniffCompression } from "./compression";
import { DecodeError } from "./decode-error";
import { EnvelopeDecoder, encodeFrame } from "./envelope";
import { encodeRecord, formatWireNumber } from "./record-encoder";
import { defineSchema } from "./record-schema";

const SCHEMA = defineSchema({
  name: "test",
  groups: [["code"], ["name", "status"], ["price", "qty"], ["note"]],
  strings: ["code", "name", "status", "note"],
});

describe("encodeRecord", () => {
  it("leaves off trailing empty groups and keeps empty positions in between", () => {
    expect(encodeRecord(SCHEMA, { code: "AAA" })).toBe("AAA");
    expect(encodeRecord(SCHEMA, { code: "AAA", qty: 100 })).toBe("AAA|*|*100");
    expect(encodeRecord(SCHEMA, { code: "AAA", note: "x", price: Number.NaN, name: null })).toBe("AAA|*|*|x");
  });

  it("refuses what cannot travel: separators in text, a missing key, non-finite or huge numbers", () => {
    for (const bad of ["a$b", "a|b", "a*b"])
      expect(() => encodeRecord(SCHEMA, { code: "A", name: bad })).toThrow();
    expect(() => encodeRecord(SCHEMA, { name: "no key" })).toThrow();
    for (const n of [Number.POSITIVE_INFINITY, 1e18, -1e18])
      expect(() => encodeRecord(SCHEMA, { code: "A", qty: n })).toThrow();
  });

  it("writes plain decimals with at most 6 decimals and never an exponent", () => {
    const cases: [number, string][] = [
      [25350, "25350"],
      [-1500, "-1500"],
      [1 / 3, "0.333333"],
      [2.5, "2.5"],
      [-0.0000001, "0"],
      [1e-7, "0"],
      [-0, "0"],
      [1e17, "100000000000000000"],
      [0.1 + 0.2, "0.3"],
      [123456.0000005, "123456.000001"],
    ];
    for (const [n, text] of cases) expect(formatWireNumber(n), String(n)).toBe(text);
  });
});

describe("base64", () => {
  it("round-trips random bytes, with and without padding, URL-safe too", () => {
    const rng = new Rng(64);
    for (let i = 0; i < 300; i++) {
      const bytes = Uint8Array.from({ length: rng.int(0, 40) }, () => rng.int(0, 255));
      const text = encodeBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64"));
      for (const variant of [text, text.replace(/=+$/, ""), text.replace(/\+/g, "-").replace(/\//g, "_")]) {
        const out = new Uint8Array(base64DecodedLength(variant));
        expect(Array.from(out.subarray(0, decodeBase64Into(variant, out)))).toEqual(Array.from(bytes));
      }
    }
  });

  it("rejects text that is not base64", () => {
    for (const text of ["A", "AAAAA", "AA=A", "A===", "AA AA", "éAAA", "AA\nA"]) {
      expect(decodeBase64Into(text, new Uint8Array(16)), text).toBe(-1);
    }
  });
});

describe("EnvelopeDecoder", () => {
  it("tells every compression apart from its first bytes", () => {
    const json = new TextEncoder().encode('{"msgType":2,"message":""}');
    for (const c of COMPRESSIONS) {
      const bytes = compress(json, c);
      expect(sniffCompression(bytes, bytes.length)).toBe(c);
    }
  });

  it("decodes text and binary frames of every compression to the same envelope", () => {
    const decoder = new EnvelopeDecoder();
    const message = "FPT|Công ty cổ phần FPT 😀*STO";
    for (const c of COMPRESSIONS) {
      const frame = encodeFrame(2, message, c);
      expect(decoder.decode(frame)).toEqual({ msgType: 2, message });
      const binary = compress(new TextEncoder().encode(JSON.stringify({ msgType: "2", message })), c);
      expect(decoder.decode(binary)).toEqual({ msgType: 2, message });
    }
    expect(decoder.decode(`  \n${encodeFrame(4, "", "none")}`)).toEqual({ msgType: 4, message: "" });
  });

  it("says why a frame was dropped", () => {
    const decoder = new EnvelopeDecoder();
    const z = (text: string) => encodeBase64(compress(new TextEncoder().encode(text), "zlib"));
    const cases: [string | Uint8Array, DecodeError][] = [
      ["", DecodeError.NOT_BASE64],
      ["not base64!", DecodeError.NOT_BASE64],
      ["AAAA", DecodeError.INFLATE_FAILED],
      [new Uint8Array(0), DecodeError.INFLATE_FAILED],
      ['{"msgType":2,', DecodeError.NOT_JSON],
      [z("[1]"), DecodeError.BAD_ENVELOPE],
      [z('{"msgType":2}'), DecodeError.BAD_ENVELOPE],
      [z('{"msgType":2.5,"message":""}'), DecodeError.BAD_ENVELOPE],
      [z('{"msgType":"x","message":""}'), DecodeError.BAD_ENVELOPE],
    ];
    for (const [frame, reason] of cases) {
      expect(decoder.decode(frame), String(frame)).toBeNull();
      expect(decoder.lastError, String(frame)).toBe(reason);
    }
  });
});

describe("Inflater", () => {
  it("inflates a frame larger than its starting buffer in full", () => {
    const big = new TextEncoder().encode("FPT|25350*100$".repeat(100_000));
    const inflater = new Inflater(1024);
    for (const c of ["zlib", "deflate", "gzip"] as const) {
      expect(inflater.inflate(compress(big, c), c)?.length).toBe(big.length);
    }
  });

  it("refuses a frame that inflates past its limit", () => {
    const big = new Uint8Array(5000).fill(65);
    expect(new Inflater(1024, 4096).inflate(compress(big, "zlib"), "zlib")).toBeNull();
  });

  it("drops an empty deflate payload without growing its buffer to the limit", () => {
    const inflater = new Inflater(1024, 64 * 1024 * 1024);
    // The reusable output buffer is private; its size is what a 6-byte hostile frame must not inflate.
    const bufferSize = () => (inflater as unknown as { out: Uint8Array }).out.length;
    const emptyPayload = new Uint8Array([0x78, 0x9c, 0, 0, 0, 1]); // zlib header + adler32, no blocks
    expect(inflater.inflate(emptyPayload, "zlib")).toBeNull();
    expect(inflater.inflate(new Uint8Array(0), "deflate")).toBeNull();
    expect(bufferSize()).toBe(1024);
    expect(inflater.inflate(compress(new Uint8Array([123, 125]), "zlib"), "zlib")).toEqual(
      new Uint8Array([123, 125]),
    );
  });
});
