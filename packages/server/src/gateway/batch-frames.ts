import type { RecordSchema } from "@vnboard/feed";
import type { RecordValues } from "@vnboard/feed/protocol";
import { encodeRecords } from "@vnboard/feed/protocol";
import type { MarketBatch } from "../market/market-source";
import { type Audience, MAX_RECORDS_PER_UPDATE_FRAME, UPDATE_KINDS } from "./update-kinds";
import { encodeWireFrame, type WireFrame } from "./wire-frame";

/** An encoded update frame plus what a slow client needs to conflate it instead. */
export interface UpdateFrame extends WireFrame {
  readonly audience: Audience;
  /** The index a series frame belongs to (audience `indexSeries`), else "". */
  readonly indexCode: string;
  readonly schema: RecordSchema;
  readonly records: readonly RecordValues[];
}

/**
 * Encodes one batch into its update frames, once for all clients: one frame per msgType (per index for
 * index series), split above MAX_RECORDS_PER_UPDATE_FRAME records.
 */
export function encodeBatchFrames(
  batch: MarketBatch,
  maxRecords = MAX_RECORDS_PER_UPDATE_FRAME,
): UpdateFrame[] {
  const frames: UpdateFrame[] = [];
  for (const kind of UPDATE_KINDS) {
    const records = batch[kind.key];
    if (records === undefined || records.length === 0) continue;
    if (kind.audience === "indexSeries") {
      for (const [indexCode, group] of groupByKey(records, kind.schema.fields[0])) {
        pushChunks(frames, kind.msgType, kind.schema, kind.audience, indexCode, group, maxRecords);
      }
    } else {
      pushChunks(frames, kind.msgType, kind.schema, kind.audience, "", records, maxRecords);
    }
  }
  return frames;
}

/** Encodes records as frames of at most `maxRecords` each. */
export function encodeRecordFrames(
  msgType: number,
  schema: RecordSchema,
  records: readonly RecordValues[],
  maxRecords: number,
): WireFrame[] {
  const frames: WireFrame[] = [];
  for (let start = 0; start < records.length; start += maxRecords) {
    frames.push(encodeWireFrame(msgType, encodeRecords(schema, records.slice(start, start + maxRecords))));
  }
  return frames;
}

function pushChunks(
  out: UpdateFrame[],
  msgType: number,
  schema: RecordSchema,
  audience: Audience,
  indexCode: string,
  records: readonly RecordValues[],
  maxRecords: number,
): void {
  for (let start = 0; start < records.length; start += maxRecords) {
    const chunk = records.length <= maxRecords ? records : records.slice(start, start + maxRecords);
    const frame = encodeWireFrame(msgType, encodeRecords(schema, chunk));
    out.push({ ...frame, audience, indexCode, schema, records: chunk });
  }
}

/** Groups records by the value of `field`, in order of first appearance. */
export function groupByKey(records: readonly RecordValues[], field: string): Map<string, RecordValues[]> {
  const groups = new Map<string, RecordValues[]>();
  for (const record of records) {
    const key = String(record[field] ?? "");
    let group = groups.get(key);
    if (group === undefined) {
      group = [];
      groups.set(key, group);
    }
    group.push(record);
  }
  return groups;
}
