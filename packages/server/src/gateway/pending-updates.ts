import type { RecordValues } from "@vnboard/feed/protocol";
import { encodeRecordFrames, type UpdateFrame } from "./batch-frames";
import {
  MAX_RECORDS_PER_UPDATE_FRAME,
  UPDATE_KIND_BY_TYPE,
  UPDATE_KINDS,
  type UpdateKind,
} from "./update-kinds";
import type { WireFrame } from "./wire-frame";

type MutableRecord = Record<string, string | number | null | undefined>;

/**
 * The updates a slow client has not been sent yet, conflated: one record per row (per point for series),
 * later fields overwriting earlier ones. Its size is bounded by the number of rows in the market, not by
 * how long the client stays slow.
 */
export class PendingUpdates {
  /** Rows by msgType, then by identity ("VNM", or "VN30|1717000000" for a series point). */
  private readonly byType = new Map<number, Map<string, MutableRecord>>();
  /** Rows held. */
  rows = 0;
  /** Records merged into a row already held (the conflations). */
  merged = 0;

  /** Adds a frame's records; returns how many were merged into rows already pending. */
  add(frame: UpdateFrame): number {
    const kind = UPDATE_KIND_BY_TYPE.get(frame.msgType);
    if (kind === undefined) return 0;
    let rows = this.byType.get(frame.msgType);
    if (rows === undefined) {
      rows = new Map();
      this.byType.set(frame.msgType, rows);
    }
    let merged = 0;
    for (const record of frame.records) {
      const id = identity(kind, record);
      const row = rows.get(id);
      if (row === undefined) {
        rows.set(id, copyDefined({}, record));
        this.rows++;
      } else {
        copyDefined(row, record);
        merged++;
      }
    }
    this.merged += merged;
    return merged;
  }

  get isEmpty(): boolean {
    return this.rows === 0;
  }

  /** Encodes everything pending (in the order of a normal batch) and empties the buffer. */
  drain(): WireFrame[] {
    const frames: WireFrame[] = [];
    for (const kind of UPDATE_KINDS) {
      const rows = this.byType.get(kind.msgType);
      if (rows === undefined || rows.size === 0) continue;
      frames.push(
        ...encodeRecordFrames(kind.msgType, kind.schema, [...rows.values()], MAX_RECORDS_PER_UPDATE_FRAME),
      );
    }
    this.byType.clear();
    this.rows = 0;
    return frames;
  }
}

function identity(kind: UpdateKind, record: RecordValues): string {
  const fields = kind.schema.fields;
  const key = String(record[fields[0]] ?? "");
  return kind.identityFields === 1 ? key : `${key}|${record[fields[1]] ?? ""}`;
}

/** Copies the fields that carry a value (an empty field on the wire means "unchanged"). */
function copyDefined(target: MutableRecord, source: RecordValues): MutableRecord {
  for (const name in source) {
    const value = source[name];
    if (value === undefined || value === null || (typeof value === "number" && Number.isNaN(value))) continue;
    target[name] = value;
  }
  return target;
}
