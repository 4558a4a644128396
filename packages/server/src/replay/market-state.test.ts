import { MsgType } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { MarketState } from "./market-state";

const levels = (records: Record<string, number | string>[]) => ({
  msgType: MsgType.PRICE_LEVEL_CHART,
  kind: "records" as const,
  records,
});

describe("MarketState price levels (replay and relay)", () => {
  it("keeps every price level seen, the latest quantity per price, for the snapshot a new client gets", () => {
    const state = new MarketState();
    state.apply(
      levels([
        { code: "VNM", price: 61600, quantity: 100 },
        { code: "VNM", price: 61500, quantity: 300 },
      ]),
    );
    state.apply(
      levels([
        { code: "VNM", price: 61600, quantity: 250 },
        { code: "FPT", price: 120000, quantity: 40 },
        { code: "FPT", price: Number.NaN, quantity: 1 },
      ]),
    );
    expect(state.snapshot().priceLevels).toEqual([
      { code: "VNM", price: 61500, quantity: 300 },
      { code: "VNM", price: 61600, quantity: 250 },
      { code: "FPT", price: 120000, quantity: 40 },
    ]);
    // Updates are still handed on as they came; the whole state goes out as a batch after a reconnect.
    expect(state.takeBatch(1).priceLevels).toHaveLength(5);
    expect(state.snapshotAsBatch(2).priceLevels).toHaveLength(3);
  });
});
