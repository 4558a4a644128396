/**
 * The update stream as the reference server sends it: its gateway encodes one batch of the market every
 * `--batch-ms` as one frame per msgType, at most 500 records a frame, and writes the batch's frames to
 * the socket together (packages/server/src/gateway/batch-frames.ts, update-kinds.ts). Here a batch is
 * `batchMs / TICK_MS` consecutive ticks of the synthetic market, their records concatenated in order:
 * regrouped, never conflated, so the same field updates per second reach every page whatever the batch.
 */
import { MsgType } from "../../../packages/feed/src/protocol/msg-type";
import type { RecordValues } from "../../../packages/feed/src/protocol/record-encoder";
import { recordsFrame } from "../../../packages/feed/src/testing/frames";
import { buildUpdateTicks, LOOP_TICKS, type SyntheticMarket, TICK_MS } from "./synthetic-market";

/** The gateway's split (MAX_RECORDS_PER_UPDATE_FRAME in packages/server/src/gateway/update-kinds.ts). */
export const MAX_RECORDS_PER_FRAME = 500;

export interface UpdateBatches {
  batchMs: number;
  /** Each batch's frames, sent back to back; the stream loops over the batches. */
  batches: string[][];
  /**
   * Frames in every batch (the same for all, so that a page can tell where a batch ends by counting,
   * even after the server skipped whole batches for a page that fell behind).
   */
  framesPerBatch: number;
  /** Records and field updates in one loop of the stream. */
  records: number;
  fields: number;
}

/** Ticks grouped `ticksPerBatch` at a time, records in order; a last incomplete group is left out. */
export function groupTicks(ticks: readonly RecordValues[][], ticksPerBatch: number): RecordValues[][] {
  if (!Number.isInteger(ticksPerBatch) || ticksPerBatch <= 0)
    throw new Error(`ticks per batch must be a positive integer, got ${ticksPerBatch}`);
  const batches: RecordValues[][] = [];
  for (let start = 0; start + ticksPerBatch <= ticks.length; start += ticksPerBatch)
    batches.push(ticks.slice(start, start + ticksPerBatch).flat());
  return batches;
}

/**
 * `records` cut into `frames` consecutive parts of near-equal size (the first ones one record longer).
 * The gateway cuts at 500 and sends the rest last; cutting evenly keeps every batch at the same frame
 * count with every frame still at most 500 records.
 */
export function splitEvenly<T>(records: readonly T[], frames: number): T[][] {
  const parts: T[][] = [];
  const base = Math.floor(records.length / frames);
  const longer = records.length % frames;
  let start = 0;
  for (let f = 0; f < frames; f++) {
    const size = base + (f < longer ? 1 : 0);
    parts.push(records.slice(start, start + size));
    start += size;
  }
  return parts;
}

/** Field updates a record carries (every property but the code). */
export function fieldCount(record: RecordValues): number {
  return Object.keys(record).length - 1;
}

/**
 * The synthetic market's updates at `rate` field updates a second, as batches of `batchMs` (a multiple
 * of TICK_MS). The loop is at least LOOP_TICKS ticks long and holds whole batches only.
 */
export function buildUpdateBatches(
  market: SyntheticMarket,
  rate: number,
  batchMs: number,
  seed: number,
): UpdateBatches {
  const ticksPerBatch = batchMs / TICK_MS;
  if (!Number.isInteger(ticksPerBatch) || ticksPerBatch <= 0)
    throw new Error(`batch ms must be a positive multiple of ${TICK_MS}, got ${batchMs}`);
  const ticks = buildUpdateTicks(market, rate, seed, Math.ceil(LOOP_TICKS / ticksPerBatch) * ticksPerBatch);
  const grouped = groupTicks(ticks, ticksPerBatch);
  const framesPerBatch = Math.max(
    1,
    ...grouped.map((records) => Math.ceil(records.length / MAX_RECORDS_PER_FRAME)),
  );
  let records = 0;
  let fields = 0;
  const batches = grouped.map((batch) => {
    records += batch.length;
    for (const record of batch) fields += fieldCount(record);
    return splitEvenly(batch, framesPerBatch).map((part) => recordsFrame(MsgType.SYMBOL_UPDATE, part));
  });
  return { batchMs, batches, framesPerBatch, records, fields };
}
