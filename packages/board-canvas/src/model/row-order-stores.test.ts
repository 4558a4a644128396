import { MarketData, MsgType, PUT_THROUGH_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { RowOrder } from "./row-order";

function putThroughOrder() {
  const md = new MarketData({ now: () => 1_000 });
  const deals = [
    { ticks: "t1", code: "VNM", price: 61_000, quantity: 500 },
    { ticks: "t2", code: "ACB", price: 24_000, quantity: 900 },
    { ticks: "t3", code: "FPT", price: 101_000, quantity: 100 },
  ];
  expect(md.handleFrame(encodeFrame(MsgType.PUT_THROUGH, encodeRecords(PUT_THROUGH_SCHEMA, deals)))).toBe(
    true,
  );
  const order = new RowOrder(md.putThrough, ["t1", "t2", "t3"]);
  const shown = () => Array.from({ length: order.count }, (_, i) => order.codeAt(i));
  return { order, shown };
}

describe("RowOrder over a store other than symbols (put-through deals keyed by ticks)", () => {
  it("sorts by a number field of that store", () => {
    const { order, shown } = putThroughOrder();
    order.setSort({ column: "price", type: "desc", dataType: "number" });
    expect(shown()).toEqual(["t3", "t1", "t2"]);
  });

  it("sorts by a text field that is not the key (the deal's stock code)", () => {
    const { order, shown } = putThroughOrder();
    order.setSort({ column: "code", type: "asc", dataType: "text" });
    expect(shown()).toEqual(["t2", "t3", "t1"]);
  });

  it("ignores a sort on a field the store does not have, or an Object.prototype name", () => {
    const { order, shown } = putThroughOrder();
    order.setSort({ column: "matchPrice", type: "asc", dataType: "number" });
    expect(order.sortConfig).toBeNull();
    order.setSort({ column: "toString", type: "asc", dataType: "number" });
    expect(order.sortConfig).toBeNull();
    expect(shown()).toEqual(["t1", "t2", "t3"]);
  });
});
