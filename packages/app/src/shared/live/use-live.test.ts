import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeRecord } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { rowStamp } from "./use-live";

/** A symbol record carrying only the match price. */
function priceUpdate(code: string, price: number): string {
  return encodeRecord(SYMBOL_SCHEMA, { code, matchPrice: price });
}

describe("rowStamp", () => {
  it("moves when the row changes and stays when another row changes", () => {
    let now = 1000;
    const market = new MarketData({ now: () => now });
    expect(rowStamp(market.symbols, "VNM")).toBe(-1);
    market.handleEnvelope({
      msgType: MsgType.SYMBOL_SNAPSHOT,
      message: `${priceUpdate("VNM", 61500)}$${priceUpdate("FPT", 100000)}`,
    });
    const first = rowStamp(market.symbols, "VNM");
    expect(first).toBeGreaterThanOrEqual(0);
    now = 2000;
    market.handleEnvelope({ msgType: MsgType.SYMBOL_UPDATE, message: priceUpdate("FPT", 100100) });
    expect(rowStamp(market.symbols, "VNM")).toBe(first);
    now = 3000;
    market.handleEnvelope({ msgType: MsgType.SYMBOL_UPDATE, message: priceUpdate("VNM", 61600) });
    expect(rowStamp(market.symbols, "VNM")).toBe(3000);
  });
});
