import { describe, expect, it } from "vitest";
import { DecodeError } from "./decode-error";
import { encodeFrame } from "./envelope";
import { FrameKind, FrameReader } from "./frame-reader";
import { MsgType } from "./msg-type";
import { providerSchema, withProviderSchemas } from "./provider-schema";
import { encodeRecords } from "./record-encoder";
import { SYMBOL_SCHEMA } from "./schemas/symbol-schema";

describe("FrameReader", () => {
  it("reads the server's clock from a number or a numeric string, and refuses anything else", () => {
    const reader = new FrameReader();
    expect(reader.read(encodeFrame(MsgType.SERVER_TIME, 1_764_000_000_000))).toBe(FrameKind.TIME);
    expect(reader.time).toBe(1_764_000_000_000);
    expect(reader.read(encodeFrame(MsgType.SERVER_TIME, "1764000000001"))).toBe(FrameKind.TIME);
    expect(reader.time).toBe(1_764_000_000_001);
    // Number(true) is 1 and Number([5]) is 5: neither is a time.
    for (const bad of [true, [5], "soon", 0, -3]) {
      expect(reader.read(encodeFrame(MsgType.SERVER_TIME, bad))).toBe(FrameKind.BAD);
      expect(reader.error).toBe(DecodeError.BAD_ENVELOPE);
    }
  });

  it("hands a JSON message on as the envelope carried it", () => {
    const reader = new FrameReader();
    expect(reader.read(encodeFrame(MsgType.SYSTEM_PARAMS, '{"a":1}'))).toBe(FrameKind.JSON);
    expect(reader.msgType).toBe(MsgType.SYSTEM_PARAMS);
    expect(reader.message).toBe('{"a":1}');
  });

  it("parses records, marks a snapshot, and refuses an unknown type or a non-text message", () => {
    const reader = new FrameReader();
    const frame = encodeFrame(
      MsgType.SYMBOL_SNAPSHOT,
      encodeRecords(SYMBOL_SCHEMA, [{ code: "FPT", matchPrice: 118.5 }]),
    );
    expect(reader.read(frame)).toBe(FrameKind.RECORDS);
    expect(reader.reset).toBe(true);
    expect(reader.parsed.recordCount).toBe(1);
    expect(reader.parsed.stringAt(0, SYMBOL_SCHEMA.index.code)).toBe("FPT");
    expect(reader.read(encodeFrame(9_999, "x"))).toBe(FrameKind.BAD);
    expect(reader.error).toBe(DecodeError.UNKNOWN_MSG_TYPE);
    expect(reader.read(encodeFrame(MsgType.SYMBOL_UPDATE, { code: "FPT" }))).toBe(FrameKind.BAD);
    expect(reader.error).toBe(DecodeError.BAD_ENVELOPE);
  });

  it("rearranges a provider's field order into the store's", () => {
    // Acme sends the code, then its own unused field, then the match price.
    const acme = providerSchema(SYMBOL_SCHEMA, [["code", null, "matchPrice"]]);
    const reader = new FrameReader(withProviderSchemas({ [MsgType.SYMBOL_UPDATE]: acme }));
    expect(reader.read(encodeFrame(MsgType.SYMBOL_UPDATE, "FPT*x*118.5"))).toBe(FrameKind.RECORDS);
    expect(reader.parsed.fieldCount).toBe(SYMBOL_SCHEMA.fields.length);
    expect(reader.parsed.stringAt(0, SYMBOL_SCHEMA.index.code)).toBe("FPT");
    expect(reader.parsed.numbers[SYMBOL_SCHEMA.index.matchPrice]).toBe(118.5);
  });
});
