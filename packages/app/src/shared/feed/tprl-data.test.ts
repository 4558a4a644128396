import { BOND_BOARD_SCHEMA, BOND_SCHEMA, MarketData, MsgType, type RecordSchema } from "@vnboard/feed";
import { encodeFrame, encodeRecords, type RecordValues } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { allMarketTotals, bondCodes } from "./tprl-data";

function send(market: MarketData, msgType: number, schema: RecordSchema, records: RecordValues[]) {
  expect(market.handleFrame(encodeFrame(msgType, encodeRecords(schema, records)))).toBe(true);
}

describe("TPRL board data", () => {
  it("lists the bonds the feed knows in code order", () => {
    const market = new MarketData();
    expect(bondCodes(market.bonds)).toEqual([]);
    send(market, MsgType.BOND_SNAPSHOT, BOND_SCHEMA, [{ code: "ZZZ12301" }, { code: "ABC12301" }]);
    expect(bondCodes(market.bonds)).toEqual(["ABC12301", "ZZZ12301"]);
  });

  it("reads the all-market put-through totals from the ALLMARKET board, and none before it arrives", () => {
    const market = new MarketData();
    expect(allMarketTotals(market.bondBoards)).toBeNull();
    send(market, MsgType.BOND_BOARD, BOND_BOARD_SCHEMA, [
      { boardCode: "TPRL", totalTradedQtty: 5, totalTradedValue: 500 },
      { boardCode: "ALLMARKET", totalPtTradedQtty: 1200, totalPtTradedValue: 120_500_000 },
    ]);
    expect(allMarketTotals(market.bondBoards)).toEqual({ quantity: 1200, value: 120_500_000 });
  });
});
