import { promisify } from "node:util";
import { deflate } from "node:zlib";
import {
  BASKET_SCHEMA,
  BOND_BOARD_SCHEMA,
  BOND_SCHEMA,
  CLOSE_HISTORY_SCHEMA,
  FOREIGN_HISTORY_SCHEMA,
  INDEX_CHART_SCHEMA,
  INDEX_FOREIGN_HISTORY_SCHEMA,
  INDEX_SCHEMA,
  INDEX_STATISTIC_SCHEMA,
  MARKET_SCHEMA,
  MsgType,
  PRICE_LEVEL_SCHEMA,
  PUT_THROUGH_SCHEMA,
  type RecordSchema,
  SYMBOL_SCHEMA,
} from "@vnboard/feed";
import { encodeRecord, RECORD_SEPARATOR, type RecordValues } from "@vnboard/feed/protocol";
import type { MarketSnapshot, MarketSource } from "../market/market-source";
import { encodeRecordFrames } from "./batch-frames";
import { MAX_RECORDS_PER_UPDATE_FRAME, SNAPSHOT_SYMBOLS_PER_FRAME } from "./update-kinds";
import { encodeWireFrame, type WireFrame } from "./wire-frame";

/** One part of the snapshot: a JSON message, or records cut into frames of `perFrame`. */
type SnapshotPart =
  | { kind: "json"; msgType: number; message: unknown }
  | {
      kind: "records";
      msgType: number;
      schema: RecordSchema;
      records: readonly RecordValues[];
      perFrame: number;
      /** Sent as one empty frame when there are no records (resets the client's view of that kind). */
      evenEmpty: boolean;
      /** The records are the source's rows, whose encoded text may be kept until they change. */
      rows: boolean;
    };

/** The part of a snapshot a client's view needs before the rest: the market's frame and the rows it shows. */
export type SnapshotHead = Pick<
  MarketSnapshot,
  "systemParams" | "industries" | "baskets" | "markets" | "indices" | "symbols"
>;

const recordsPart = (
  msgType: number,
  schema: RecordSchema,
  records: readonly RecordValues[],
  perFrame = MAX_RECORDS_PER_UPDATE_FRAME,
  evenEmpty = false,
  rows = true,
): SnapshotPart => ({ kind: "records", msgType, schema, records, perFrame, evenEmpty, rows });

/**
 * The head of every snapshot: server time, system parameters, industries, baskets, markets, indices and
 * symbols (in frames of ~200). Everything a board needs to draw its rows.
 */
function headParts(head: SnapshotHead, time: number): SnapshotPart[] {
  const baskets = Object.entries(head.baskets).map(([indexCode, list]) => ({
    indexCode,
    symbols: list.join(","),
  }));
  return [
    { kind: "json", msgType: MsgType.SERVER_TIME, message: time },
    { kind: "json", msgType: MsgType.SYSTEM_PARAMS, message: head.systemParams },
    recordsPart(MsgType.BASKET, BASKET_SCHEMA, baskets, MAX_RECORDS_PER_UPDATE_FRAME, false, false),
    recordsPart(MsgType.MARKET_SNAPSHOT, MARKET_SCHEMA, head.markets, MAX_RECORDS_PER_UPDATE_FRAME, true),
    recordsPart(MsgType.INDEX_SNAPSHOT, INDEX_SCHEMA, head.indices, MAX_RECORDS_PER_UPDATE_FRAME, true),
    recordsPart(MsgType.SYMBOL_SNAPSHOT, SYMBOL_SCHEMA, head.symbols, SNAPSHOT_SYMBOLS_PER_FRAME, true),
    // After the rows: the industries (22 KB of JSON, 9 KB on the wire) are not needed to draw a basket's or an
    // exchange's rows, and their decode and the renders they cause would come before the first rows.
    { kind: "json", msgType: MsgType.INDUSTRIES, message: head.industries },
  ];
}

/**
 * The frames a client receives after its msgType 4, in order: the head (above), then bonds, bond
 * boards, put-through, every symbol's price levels of the day (msgType 7, in frames of 500), then one
 * empty update frame of each of 2, 3, 18 and 20: the client ends its resynchronisation on the first update
 * of each kind, so these tell it the snapshot is complete.
 */
function snapshotParts(snapshot: MarketSnapshot, time: number): SnapshotPart[] {
  return [
    ...headParts(snapshot, time),
    recordsPart(MsgType.BOND_SNAPSHOT, BOND_SCHEMA, snapshot.bonds, MAX_RECORDS_PER_UPDATE_FRAME, true),
    recordsPart(MsgType.BOND_BOARD, BOND_BOARD_SCHEMA, snapshot.bondBoards),
    recordsPart(MsgType.PUT_THROUGH, PUT_THROUGH_SCHEMA, snapshot.putThrough),
    // Every symbol's price levels of the day, before the batches a late joiner catches up with: their
    // updates of the same prices then land on top (a series point with the same price replaces).
    recordsPart(
      MsgType.PRICE_LEVEL_CHART,
      PRICE_LEVEL_SCHEMA,
      snapshot.priceLevels,
      MAX_RECORDS_PER_UPDATE_FRAME,
      false,
      false,
    ),
    ...SNAPSHOT_END_TYPES.map((msgType): SnapshotPart => ({ kind: "json", msgType, message: "" })),
  ];
}

/**
 * The head of the snapshot for the rows a client shows first (docs/protocol.md "Snapshot order"),
 * encoded at once: it is small (a basket's or an exchange's rows; unchanged rows' texts come from
 * `texts`) and goes out before the whole snapshot, which may still be encoding. It carries no end
 * markers: the client's resynchronisation ends with the whole snapshot that follows.
 */
export function encodeSnapshotHeadFrames(
  head: SnapshotHead,
  time: number,
  texts?: Map<RecordValues, string>,
): WireFrame[] {
  const frames: WireFrame[] = [];
  for (const part of headParts(head, time)) {
    if (part.kind === "json") {
      frames.push(encodeWireFrame(part.msgType, part.message));
      continue;
    }
    if (part.records.length === 0 && part.evenEmpty) frames.push(encodeWireFrame(part.msgType, ""));
    const cache = part.rows ? texts : undefined;
    for (let start = 0; start < part.records.length; start += part.perFrame) {
      const encoded: string[] = [];
      for (const record of part.records.slice(start, start + part.perFrame)) {
        let text = cache?.get(record);
        if (text === undefined) {
          text = encodeRecord(part.schema, record);
          cache?.set(record, text);
        }
        encoded.push(text);
      }
      frames.push(encodeWireFrame(part.msgType, encoded.join(RECORD_SEPARATOR)));
    }
  }
  return frames;
}

/** The snapshot frames, encoded at once (the recorder's preamble, tests). */
export function encodeSnapshotFrames(snapshot: MarketSnapshot, time: number): WireFrame[] {
  const frames: WireFrame[] = [];
  for (const part of snapshotParts(snapshot, time)) {
    if (part.kind === "json") frames.push(encodeWireFrame(part.msgType, part.message));
    else if (part.records.length === 0 && part.evenEmpty) frames.push(encodeWireFrame(part.msgType, ""));
    else frames.push(...encodeRecordFrames(part.msgType, part.schema, part.records, part.perFrame));
  }
  return frames;
}

const deflateAsync = promisify(deflate);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The same frames as encodeSnapshotFrames, encoded without holding the event loop: records are encoded
 * in slices of at most `sliceMs` with a turn of the loop between them (batches and other clients' frames
 * go out in between), and compression runs on libuv's thread pool. A 1,932-symbol snapshot takes
 * 300-700 ms of encoding on a loaded 2-core machine, which held every other client that long.
 */
export async function encodeSnapshotFramesSliced(
  snapshot: MarketSnapshot,
  time: number,
  /** Encoded text of rows that have not changed (a SnapshotMirror's): used, and filled. */
  texts?: Map<RecordValues, string>,
  sliceMs = 8,
): Promise<WireFrame[]> {
  const frames: WireFrame[] = [];
  let sliceStart = performance.now();
  const encode = async (msgType: number, message: unknown): Promise<void> => {
    const json = JSON.stringify({ msgType, message });
    const text = (await deflateAsync(json)).toString("base64");
    const frame: WireFrame = { msgType, text, bytes: Buffer.from(text, "latin1") };
    // The records' text too, as encodeWireFrame keeps it: a binary client's form of the frame is read
    // from it, not from the envelope inflated and parsed again (binary-wire.ts).
    frames.push(typeof message === "string" ? { ...frame, recordsText: message } : frame);
    sliceStart = performance.now();
  };
  for (const part of snapshotParts(snapshot, time)) {
    if (part.kind === "json") {
      await encode(part.msgType, part.message);
      continue;
    }
    if (part.records.length === 0 && part.evenEmpty) await encode(part.msgType, "");
    for (let start = 0; start < part.records.length; start += part.perFrame) {
      const encoded: string[] = [];
      const end = Math.min(part.records.length, start + part.perFrame);
      const cache = part.rows ? texts : undefined;
      for (let i = start; i < end; i++) {
        const record = part.records[i];
        let text = cache?.get(record);
        if (text === undefined) {
          text = encodeRecord(part.schema, record);
          cache?.set(record, text);
        }
        encoded.push(text);
        if (performance.now() - sliceStart > sliceMs) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
      await encode(part.msgType, encoded.join(RECORD_SEPARATOR));
    }
  }
  return frames;
}

/** The empty updates that end a snapshot. */
export const SNAPSHOT_END_TYPES: readonly number[] = [
  MsgType.SYMBOL_UPDATE,
  MsgType.INDEX_UPDATE,
  MsgType.MARKET_UPDATE,
  MsgType.BOND_UPDATE,
];

/** A symbol's close (12) or foreign (13) history, answering a client's request; [] when unknown. */
export function encodeSymbolHistoryFrames(source: MarketSource, msgType: 12 | 13, code: string): WireFrame[] {
  const history = source.symbolHistory?.(code) ?? null;
  if (history === null) return [];
  return msgType === MsgType.CLOSE_HISTORY
    ? encodeRecordFrames(
        MsgType.CLOSE_HISTORY,
        CLOSE_HISTORY_SCHEMA,
        history.closeHistory,
        MAX_RECORDS_PER_UPDATE_FRAME,
      )
    : encodeRecordFrames(
        MsgType.FOREIGN_HISTORY,
        FOREIGN_HISTORY_SCHEMA,
        history.foreignHistory,
        MAX_RECORDS_PER_UPDATE_FRAME,
      );
}

/** The whole series of one index (msgTypes 8, 14, 16), sent when a client subscribes to it. */
export function encodeIndexSeriesFrames(source: MarketSource, indexCode: string): WireFrame[] {
  const series = source.indexSeries(indexCode);
  const max = MAX_RECORDS_PER_UPDATE_FRAME;
  return [
    ...encodeRecordFrames(MsgType.INDEX_CHART, INDEX_CHART_SCHEMA, series.indexCharts, max),
    ...encodeRecordFrames(MsgType.INDEX_STATISTIC_CHART, INDEX_STATISTIC_SCHEMA, series.indexStatistics, max),
    ...encodeRecordFrames(
      MsgType.INDEX_FOREIGN_HISTORY,
      INDEX_FOREIGN_HISTORY_SCHEMA,
      series.indexForeignHistory,
      max,
    ),
  ];
}
