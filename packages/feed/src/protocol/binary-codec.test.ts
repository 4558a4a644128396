import { describe, expect, it } from "vitest";
import { packRecords, unpackRecords } from "../feed-worker/packed-records";
import { MarketData } from "../store/market-data";
import { parsedMismatches, RECORD_MSG_TYPES, recordsFrame } from "../testing/frames";
import { Rng, randomRecords, randomSymbolSnapshot, randomSymbolUpdate } from "../testing/random-records";
import { BinaryFrameEncoder } from "./binary-encoder";
import { BINARY_MAGIC, STRING_TABLE_LIMITS } from "./binary-format";
import { BinaryStringTable } from "./binary-string-table";
import { compress } from "./compression";
import { DecodeError } from "./decode-error";
import { FrameKind, FrameReader } from "./frame-reader";
import { MsgType } from "./msg-type";
import { ParsedRecords } from "./parsed-records";
import { encodeRecords, type RecordValues } from "./record-encoder";
import type { RecordSchema } from "./record-schema";
import { SCHEMA_TABLE } from "./schema-table";
import { SYMBOL_SCHEMA } from "./schemas/symbol-schema";

function schemaOf(msgType: number): RecordSchema {
  const layout = SCHEMA_TABLE.get(msgType);
  if (layout?.kind !== "records") throw new Error(`no records layout for ${msgType}`);
  return layout.schema;
}

/** A provider's side: one table, and the connection's count of entries sent so far. */
class BinaryProvider {
  readonly encoder = new BinaryFrameEncoder(new BinaryStringTable());
  private sent = 0;

  /** The frames a client gets for these records: the new table entries (if any), then the records. */
  frames(msgType: number, records: readonly RecordValues[]): Uint8Array[] {
    const schema = schemaOf(msgType);
    const frame = this.encoder.encodeText(msgType, schema, encodeRecords(schema, records));
    const needed = this.encoder.table.size;
    const out: Uint8Array[] = [];
    if (needed > this.sent) out.push(this.encoder.encodeStrings(this.sent, needed));
    this.sent = needed;
    out.push(frame);
    return out;
  }
}

function binaryReader(): FrameReader {
  const reader = new FrameReader();
  reader.startConnection("binary");
  return reader;
}

/** Reads frames; the last must be records. */
function readAll(reader: FrameReader, frames: readonly Uint8Array[]): ParsedRecords {
  for (let i = 0; i < frames.length - 1; i++) expect(reader.read(frames[i])).toBe(FrameKind.CONTROL);
  expect(reader.read(frames[frames.length - 1]), String(reader.error)).toBe(FrameKind.RECORDS);
  return reader.parsed;
}

/** Every row of the symbol board as text, field by field: what the board would show. */
function rowsOf(market: MarketData): string[] {
  const store = market.symbols;
  const rows: string[] = [];
  for (let row = 0; row < store.rowCount; row++) {
    const values = SYMBOL_SCHEMA.fields.map((_, f) =>
      SYMBOL_SCHEMA.isString[f] === 1 ? store.str(f, row) : String(store.num(f, row)),
    );
    rows.push(values.join("|"));
  }
  return rows;
}

/** A cheap fingerprint of a store: its counters and every row (a dropped frame must change none). */
function fingerprint(market: MarketData): string {
  const store = market.symbols;
  return `${store.version}/${store.structureVersion}/${rowsOf(market).join("\n")}`;
}

describe("binary encoding (vnboard.bin.1)", () => {
  it("round-trips random records of every tabular msgType, table ids and inline texts alike", () => {
    const rng = new Rng(21);
    const provider = new BinaryProvider();
    const reader = binaryReader();
    for (const msgType of RECORD_MSG_TYPES) {
      const schema = schemaOf(msgType);
      for (let round = 0; round < 3; round++) {
        const records = randomRecords(schema, rng, rng.int(1, 40));
        // A long name travels inline; a price with decimals as float64; a volume above int32 too.
        if (schema === SYMBOL_SCHEMA)
          records[0] = { ...records[0], symbolName: "Công ty cổ phần ".repeat(4) };
        if (schema === SYMBOL_SCHEMA)
          records[0] = { ...records[0], totalVolume: 5_000_000_000, matchPrice: 23.45 };
        expect(parsedMismatches(readAll(reader, provider.frames(msgType, records)), schema, records)).toEqual(
          [],
        );
        expect(reader.reset).toBe(
          SCHEMA_TABLE.get(msgType)?.kind === "records" &&
            (SCHEMA_TABLE.get(msgType) as { reset: boolean }).reset,
        );
      }
    }
  });

  it("leaves the stores exactly as the spec's frames of the same snapshot and updates do", () => {
    const rng = new Rng(7);
    const board = randomSymbolSnapshot(rng, 300);
    const updates = Array.from({ length: 30 }, () =>
      Array.from({ length: 50 }, () => randomSymbolUpdate(rng, board)),
    );
    const viaSpec = new MarketData();
    const viaBinary = new MarketData();
    viaBinary.startConnection("binary");
    const provider = new BinaryProvider();
    viaSpec.handleFrame(recordsFrame(MsgType.SYMBOL_SNAPSHOT, board));
    for (const frame of provider.frames(MsgType.SYMBOL_SNAPSHOT, board))
      expect(viaBinary.handleFrame(frame)).toBe(true);
    for (const batch of updates) {
      viaSpec.handleFrame(recordsFrame(MsgType.SYMBOL_UPDATE, batch));
      for (const frame of provider.frames(MsgType.SYMBOL_UPDATE, batch))
        expect(viaBinary.handleFrame(frame)).toBe(true);
    }
    expect(viaBinary.stats.badFrames).toBe(0);
    expect(rowsOf(viaBinary)).toEqual(rowsOf(viaSpec));
  });

  it("packs binary records for the page sharing the table text, and unpacks them to the same values", () => {
    const rng = new Rng(3);
    const provider = new BinaryProvider();
    const reader = binaryReader();
    const records = randomRecords(SYMBOL_SCHEMA, rng, 25);
    const parsed = readAll(reader, provider.frames(MsgType.SYMBOL_UPDATE, records));
    expect(reader.binary).toBe(true);
    const packed = packRecords(parsed, true);
    expect(packed.text).toBe(parsed.text);
    const unpacked = new ParsedRecords();
    expect(unpackRecords(packed, unpacked)).toBe(DecodeError.NONE);
    expect(parsedMismatches(unpacked, SYMBOL_SCHEMA, records)).toEqual([]);
  });

  it("refuses a string id the table does not hold, and a table sent out of order, without changing it", () => {
    const sender = new BinaryProvider();
    const frames = sender.frames(MsgType.SYMBOL_UPDATE, [{ code: "FPT", matchPrice: 1 }]);
    const reader = binaryReader();
    expect(reader.read(frames[1])).toBe(FrameKind.BAD);
    expect(reader.error).toBe(DecodeError.UNKNOWN_STRING);
    const later = sender.frames(MsgType.SYMBOL_UPDATE, [{ code: "VNM", matchPrice: 2 }]);
    expect(reader.read(later[0])).toBe(FrameKind.BAD); // entries from id 1 on a table of 0
    expect(reader.error).toBe(DecodeError.UNKNOWN_STRING);
    expect(readAll(reader, frames).stringAt(0, 0)).toBe("FPT");
    expect(readAll(reader, later).stringAt(0, 0)).toBe("VNM");
    // A new connection starts a new table.
    reader.startConnection("binary");
    expect(reader.read(later[1])).toBe(FrameKind.BAD);
  });

  it("says how many table entries a frame reads: its highest id + 1, not the table's size", () => {
    const encoder = new BinaryFrameEncoder(new BinaryStringTable());
    const schema = schemaOf(MsgType.SYMBOL_UPDATE);
    const encode = (records: readonly RecordValues[]) =>
      encoder.encodeText(MsgType.SYMBOL_UPDATE, schema, encodeRecords(schema, records));
    encode([{ code: "FPT", matchPrice: 1 }, { code: "VNM" }, { code: "HPG" }]);
    expect(encoder.stringsNeeded).toBe(3);
    const vnm = encode([{ code: "VNM", matchPrice: 2 }]);
    expect(encoder.stringsNeeded).toBe(2);
    // A reader holding only that prefix reads the frame.
    const reader = binaryReader();
    expect(reader.read(encoder.encodeStrings(0, 2))).toBe(FrameKind.CONTROL);
    expect(reader.read(vnm)).toBe(FrameKind.RECORDS);
    expect(reader.parsed.stringAt(0, 0)).toBe("VNM");
  });

  it("still reads a spec envelope sent as bytes on a binary connection, and never reads binary on a spec one", () => {
    const reader = binaryReader();
    const text = encodeRecords(SYMBOL_SCHEMA, [{ code: "HPG", matchPrice: 27_500 }]);
    const bytes = compress(new TextEncoder().encode(JSON.stringify({ msgType: 2, message: text })), "zlib");
    expect(bytes[0]).not.toBe(BINARY_MAGIC);
    expect(reader.read(bytes)).toBe(FrameKind.RECORDS);
    expect(reader.parsed.stringAt(0, 0)).toBe("HPG");
    const frames = new BinaryProvider().frames(MsgType.SYMBOL_UPDATE, [{ code: "HPG" }]);
    const spec = new FrameReader();
    expect(spec.read(frames[0])).toBe(FrameKind.BAD);
  });

  it("reads a table of Vietnamese, 4-byte and BOM-led entries at their places, and invalid bytes as U+FFFD", () => {
    const names = ["FPT", "Cà phê", "𝟘🙂x", "\uFEFFBOM", "", "Đồng Nai", "HPG"];
    const sender = new BinaryProvider();
    const frames = sender.frames(
      MsgType.SYMBOL_UPDATE,
      names.map((name, i) => ({ code: `C${i}`, symbolName: name })),
    );
    const reader = binaryReader();
    const parsed = readAll(reader, frames);
    const nameSlot = SYMBOL_SCHEMA.index.symbolName;
    expect(names.map((_, i) => parsed.stringAt(i, nameSlot))).toEqual(names);

    // A table entry that is not UTF-8 (a broken provider): that entry reads with U+FFFD, the others
    // stay exactly at their places.
    const bad = new BinaryProvider();
    const badFrames = bad.frames(MsgType.SYMBOL_UPDATE, [
      { code: "AAA", symbolName: "ab" },
      { code: "BBB", symbolName: "Cà" },
    ]);
    const table = badFrames[0].slice();
    const at = table.indexOf(0x61); // "a" of "ab"
    table[at] = 0xff;
    const fresh = binaryReader();
    const read = readAll(fresh, [table, badFrames[1]]);
    expect(read.stringAt(0, nameSlot)).toBe("\uFFFDb");
    expect(read.stringAt(1, 0)).toBe("BBB");
    expect(read.stringAt(1, nameSlot)).toBe("Cà");
  });

  it("puts long strings inline and keeps the table within its bounds", () => {
    const table = new BinaryStringTable();
    expect(table.idOf("x".repeat(STRING_TABLE_LIMITS.maxEntryChars + 1))).toBe(-1);
    expect(table.idOf("FPT")).toBe(0);
    expect(table.idOf("FPT")).toBe(0);
    let id = 0;
    for (let i = 0; id >= 0; i++) id = table.idOf(`S${i}`);
    expect(table.size).toBeLessThanOrEqual(STRING_TABLE_LIMITS.maxEntries);
  });

  it("counts and drops garbage, truncated and bit-flipped frames and never throws", () => {
    const rng = new Rng(99);
    const provider = new BinaryProvider();
    const market = new MarketData();
    market.startConnection("binary");
    const snapshot = randomSymbolSnapshot(rng, 50);
    for (const frame of provider.frames(MsgType.SYMBOL_SNAPSHOT, snapshot)) market.handleFrame(frame);
    const good = provider
      .frames(MsgType.SYMBOL_UPDATE, [randomSymbolUpdate(rng, snapshot)])
      .at(-1) as Uint8Array;
    const cases: Uint8Array[] = [
      new Uint8Array(0),
      Uint8Array.of(BINARY_MAGIC),
      Uint8Array.of(BINARY_MAGIC, 9),
    ];
    for (let i = 0; i < 150; i++) {
      const garbage = new Uint8Array(rng.int(1, 200));
      for (let b = 0; b < garbage.length; b++) garbage[b] = rng.int(0, 255);
      garbage[0] = BINARY_MAGIC;
      cases.push(garbage);
      cases.push(good.subarray(0, rng.int(0, good.length - 1)));
      const flipped = good.slice();
      flipped[rng.int(2, flipped.length - 1)] ^= 1 << rng.int(0, 7);
      cases.push(flipped);
      const huge = good.slice();
      new DataView(huge.buffer).setUint32(6, 0xffffffff, true);
      cases.push(huge);
    }
    let dropped = 0;
    for (const frame of cases) {
      const before = fingerprint(market);
      const badBefore = market.stats.badFrames;
      let ok = false;
      expect(() => {
        ok = market.handleFrame(frame);
      }).not.toThrow();
      if (!ok) {
        dropped++;
        expect(market.stats.badFrames).toBe(badBefore + 1);
        expect(fingerprint(market)).toBe(before);
      }
    }
    expect(dropped).toBeGreaterThan(cases.length / 2);
    expect(market.stats.badByReason[DecodeError.BAD_BINARY]).toBeGreaterThan(0);
  });
});
