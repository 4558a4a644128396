import { MarketData, MsgType, PriceColor, SYMBOL_SCHEMA } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { recordsFrame } from "../../../packages/feed/src/testing/frames";
import { buildMarket, buildUpdateTicks, TICK_MS } from "./synthetic-market";

const F = SYMBOL_SCHEMA.index;

describe("the peers' synthetic feed", () => {
  it("fills a store with every row through the production decode, every colour class present", () => {
    const market = buildMarket(500, 1);
    const data = new MarketData();
    for (const frame of market.snapshotFrames) expect(data.handleFrame(frame)).toBe(true);
    expect(data.symbols.presentKeys()).toEqual(market.codes);
    const colors = new Set<number>();
    for (let row = 0; row < 500; row++) colors.add(data.symbols.color(F.matchPrice, row));
    for (const color of Object.values(PriceColor)) expect(colors.has(color)).toBe(true);
  });

  it("carries the asked field updates per second in its ticks", () => {
    const market = buildMarket(2_000, 1);
    const rate = 20_000;
    const frames = buildUpdateTicks(market, rate, 1).map((tick) => recordsFrame(MsgType.SYMBOL_UPDATE, tick));
    const data = new MarketData();
    for (const frame of market.snapshotFrames) data.handleFrame(frame);
    const before = data.stats.records;
    for (const frame of frames) expect(data.handleFrame(frame)).toBe(true);
    const records = data.stats.records - before;
    // 1 to 4 fields per record: records per batch between a quarter and all of the fields per batch.
    const fieldsPerBatch = (rate * TICK_MS) / 1000;
    expect(records / frames.length).toBeGreaterThan(fieldsPerBatch / 4);
    expect(records / frames.length).toBeLessThanOrEqual(fieldsPerBatch);
  });

  it("rejects sizes it cannot build", () => {
    expect(() => buildMarket(0, 1)).toThrow(/rows/);
    expect(() => buildUpdateTicks(buildMarket(10, 1), 0, 1)).toThrow(/rate/);
  });
});
