import { describe, expect, it } from "vitest";
import { BinaryFrameEncoder } from "../protocol/binary-encoder";
import { STRING_TABLE_LIMITS } from "../protocol/binary-format";
import { BinaryStringTable } from "../protocol/binary-string-table";
import { MsgType } from "../protocol/msg-type";
import { encodeRecords } from "../protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import { StringsLog } from "./strings-log";

/** A frame's bytes as the hub's real socket delivers them (binaryType "arraybuffer"). */
const buffer = (bytes: Uint8Array) => bytes.slice().buffer;

describe("StringsLog: the STRINGS frames of a binary connection, for windows attaching later", () => {
  it("keeps the STRINGS frames in order and nothing else", () => {
    const encoder = new BinaryFrameEncoder(new BinaryStringTable());
    const log = new StringsLog();
    const records = encoder.encodeText(
      MsgType.SYMBOL_UPDATE,
      SYMBOL_SCHEMA,
      encodeRecords(SYMBOL_SCHEMA, [{ code: "FPT", marketCode: "STO" }]),
    );
    const first = buffer(encoder.encodeStrings(0, 2));
    log.see(first);
    log.see(buffer(records));
    log.see("1$ignored text envelope");
    log.see(new Uint8Array([0x78, 0x9c, 1, 2, 3, 4, 5, 6, 7, 8]).buffer); // deflated spec bytes
    encoder.encodeText(MsgType.SYMBOL_UPDATE, SYMBOL_SCHEMA, encodeRecords(SYMBOL_SCHEMA, [{ code: "HPG" }]));
    const second = buffer(encoder.encodeStrings(2, 3));
    log.see(second);
    expect(log.frames).toEqual([first, second]);
    log.clear();
    expect(log.frames).toEqual([]);
  });

  it("stops keeping past what a valid string table can take", () => {
    const table = new BinaryStringTable();
    const encoder = new BinaryFrameEncoder(table);
    const log = new StringsLog();
    // A provider that breaks the format: the same full-size STRINGS frame over and over.
    for (let i = 0; table.idOf(`S${i}`) >= 0; i++);
    const full = buffer(encoder.encodeStrings(0, table.size));
    for (let i = 0; i < 100; i++) log.see(full);
    const kept = log.frames.reduce((bytes, frame) => bytes + frame.byteLength, 0);
    expect(log.frames.length).toBeGreaterThan(0);
    expect(log.frames.length).toBeLessThan(100);
    expect(kept).toBeLessThanOrEqual(STRING_TABLE_LIMITS.maxEntries * 12 + STRING_TABLE_LIMITS.maxChars * 3);
  });
});
