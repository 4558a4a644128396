import { MsgType } from "@vnboard/feed";
import { EnvelopeDecoder, RECORD_SEPARATOR } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { buildMarket, buildUpdateTicks, LOOP_TICKS, TICK_MS } from "./synthetic-market";
import {
  buildUpdateBatches,
  fieldCount,
  groupTicks,
  MAX_RECORDS_PER_FRAME,
  splitEvenly,
} from "./update-batches";

const decoder = new EnvelopeDecoder();

/** The record texts of a frame, in order, as the page's decoder reads them. */
function recordTexts(frame: string): string[] {
  const envelope = decoder.decode(frame);
  if (envelope === null) throw new Error(`frame does not decode: ${decoder.lastError}`);
  expect(envelope.msgType).toBe(MsgType.SYMBOL_UPDATE);
  const message = envelope.message as string;
  return message === "" ? [] : message.split(RECORD_SEPARATOR);
}

const streamRecords = (batches: readonly (readonly string[])[]): string[] =>
  batches.flatMap((batch) => batch.flatMap(recordTexts));

describe("the feed server's update batches", () => {
  const market = buildMarket(2_000, 1);

  it("regroups the 10 ms stream into 100 ms batches: the same records in the same order, none lost", () => {
    const every10 = buildUpdateBatches(market, 50_000, 10, 1);
    const every100 = buildUpdateBatches(market, 50_000, 100, 1);
    expect(every10.batches).toHaveLength(LOOP_TICKS);
    expect(every100.batches).toHaveLength(LOOP_TICKS / 10);
    const records10 = streamRecords(every10.batches);
    const records100 = streamRecords(every100.batches);
    expect(records100.length).toBeGreaterThan(LOOP_TICKS * 100);
    expect(records100).toEqual(records10);
    expect(every100.fields).toBe(every10.fields);
    // 50,000 field updates a second, whatever the batch: 5,000 per 100 ms batch.
    expect(every100.fields).toBe(50_000 * (every100.batches.length * 0.1));
  });

  it("sends at most 500 records a frame and the same number of frames in every batch", () => {
    const { batches, framesPerBatch } = buildUpdateBatches(market, 50_000, 100, 1);
    // ~2,000 records per batch at 1 to 4 fields a record: several frames, as the gateway would send.
    expect(framesPerBatch).toBeGreaterThanOrEqual(3);
    for (const batch of batches) {
      expect(batch).toHaveLength(framesPerBatch);
      for (const frame of batch) {
        const count = recordTexts(frame).length;
        expect(count).toBeLessThanOrEqual(MAX_RECORDS_PER_FRAME);
        expect(count).toBeGreaterThan(0);
      }
    }
  });

  it("keeps each batch's field updates at rate x batch length", () => {
    const rate = 20_000;
    const batchMs = 300;
    const ticks = buildUpdateTicks(market, rate, 1, 30);
    for (const batch of groupTicks(ticks, batchMs / TICK_MS)) {
      const fields = batch.reduce((sum, record) => sum + fieldCount(record), 0);
      expect(fields).toBe((rate * batchMs) / 1000);
    }
  });

  it("loops over whole batches at least 2 s long when the batch does not divide the loop", () => {
    const every30 = buildUpdateBatches(market, 5_000, 30, 1);
    expect(every30.batches).toHaveLength(Math.ceil(LOOP_TICKS / 3));
    const ticks = buildUpdateTicks(market, 5_000, 1, every30.batches.length * 3);
    expect(every30.records).toBe(ticks.flat().length);
    expect(streamRecords(every30.batches)).toHaveLength(every30.records);
  });

  it("cuts records evenly, in order", () => {
    const parts = splitEvenly([1, 2, 3, 4, 5, 6, 7], 3);
    expect(parts).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(groupTicks([[{ code: "A" }], [{ code: "B" }], [{ code: "C" }]], 2)).toEqual([
      [{ code: "A" }, { code: "B" }],
    ]);
  });

  it("rejects a batch length that is not a whole number of ticks", () => {
    expect(() => buildUpdateBatches(market, 5_000, 15, 1)).toThrow(/multiple of 10/);
    expect(() => buildUpdateBatches(market, 5_000, 0, 1)).toThrow(/multiple of 10/);
    expect(() => groupTicks([], 0)).toThrow(/positive integer/);
  });
});
