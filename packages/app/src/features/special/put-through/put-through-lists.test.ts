import { MarketData, MsgType, PUT_THROUGH_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords, type RecordValues } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { putThroughLists, putThroughValueDivisor } from "./put-through-lists";

function marketWith(deals: RecordValues[]): MarketData {
  const market = new MarketData();
  expect(market.handleFrame(encodeFrame(MsgType.PUT_THROUGH, encodeRecords(PUT_THROUGH_SCHEMA, deals)))).toBe(
    true,
  );
  return market;
}

const deal = (
  ticks: string,
  marketCode: string,
  type: string,
  side: string,
  price: number,
  quantity: number,
) => ({
  ticks,
  code: "VNM",
  marketCode,
  type,
  side,
  partyId: "001",
  traderId: "0001",
  time: "10:00:00",
  price,
  quantity,
  value: price * quantity,
});

const HSX = new Set(["STO"]);

describe("put-through lists", () => {
  it("puts buy offers, matched deals and sell offers of the board's market in three lists, newest first", () => {
    const market = marketWith([
      deal("202611200000001", "STO", "O", "B", 60_000, 1000),
      deal("202611200000002", "STO", "M", "S", 61_000, 2000),
      deal("202611200000003", "STO", "O", "S", 62_000, 500),
      deal("202611200000004", "STX", "O", "B", 10_000, 100),
      deal("202611200000005", "STO", "O", "B", 60_500, 300),
      deal("202611200000006", "STO", "M", "B", 60_000, 100),
    ]);
    const lists = putThroughLists(market.putThrough, HSX);
    expect(lists.buy).toEqual(["202611200000005", "202611200000001"]);
    expect(lists.matched).toEqual(["202611200000006", "202611200000002"]);
    expect(lists.sell).toEqual(["202611200000003"]);
    expect(lists.totals.matched).toEqual({ quantity: 2100, value: 61_000 * 2000 + 60_000 * 100 });
    expect(lists.totals.buy).toEqual({ quantity: 1300, value: 60_000 * 1000 + 60_500 * 300 });
    expect(putThroughLists(market.putThrough, new Set(["STO", "STX"])).buy).toHaveLength(3);
  });

  it("drops an advertisement withdrawn with quantity 0, and a record of unknown type or side", () => {
    const market = marketWith([
      deal("t1", "STO", "O", "B", 60_000, 1000),
      deal("t2", "STO", "O", "S", 60_000, 1000),
      deal("t3", "STO", "X", "B", 60_000, 1000),
      deal("t4", "STO", "O", "", 60_000, 1000),
    ]);
    expect(putThroughLists(market.putThrough, HSX).buy).toEqual(["t1"]);
    market.handleFrame(
      encodeFrame(
        MsgType.PUT_THROUGH,
        encodeRecords(PUT_THROUGH_SCHEMA, [{ ...deal("t1", "STO", "O", "B", 60_000, 0) }]),
      ),
    );
    const lists = putThroughLists(market.putThrough, HSX);
    expect(lists.buy).toEqual([]);
    expect(lists.sell).toEqual(["t2"]);
    expect(lists.matched).toEqual([]);
    expect(lists.totals.buy).toEqual({ quantity: 0, value: 0 });
  });

  it("values a record without a value by its price and quantity", () => {
    const market = marketWith([{ ...deal("t1", "STO", "M", "B", 50_000, 20), value: "" }]);
    expect(putThroughLists(market.putThrough, HSX).totals.matched.value).toBe(1_000_000);
  });

  it("shows HSX values in billions, the other boards' as value / 1e5 (spec 2.3 item 4)", () => {
    expect(putThroughValueDivisor("STO")).toBe(1e9);
    expect(putThroughValueDivisor("STX")).toBe(1e5);
    expect(putThroughValueDivisor(undefined)).toBe(1e5);
  });
});
