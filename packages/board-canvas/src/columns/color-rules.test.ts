import {
  BOND_SCHEMA,
  MarketData,
  MsgType,
  PriceColor,
  PUT_THROUGH_SCHEMA,
  type PutThroughField,
  type RecordSchema,
  SYMBOL_SCHEMA,
} from "@vnboard/feed";
import { encodeFrame, encodeRecords, type RecordValues } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { bondParColor, symbolBandColor } from "./color-rules";

function market() {
  const md = new MarketData({ now: () => 1_000 });
  const send = (msgType: number, schema: RecordSchema, list: RecordValues[]) =>
    expect(md.handleFrame(encodeFrame(msgType, encodeRecords(schema, list)))).toBe(true);
  return { md, send };
}

describe("bondParColor: a bond's price against its par value (spec 4)", () => {
  it("is up above par, down below, reference at par and none without a price", () => {
    const { md, send } = market();
    send(MsgType.BOND_SNAPSHOT, BOND_SCHEMA, [
      {
        code: "B1",
        parvalue: 100_000,
        pt_MatchPrice: 101_500,
        pt_BestBidPrice: 99_000,
        pt_BestOfferPrice: 100_000,
      },
      { code: "B2", parvalue: 100_000 },
    ]);
    const bonds = md.bonds;
    const match = bondParColor("pt_MatchPrice");
    const bid = bondParColor("pt_BestBidPrice");
    const offer = bondParColor("pt_BestOfferPrice");
    expect(match(bonds, bonds.rowOf("B1"))).toBe(PriceColor.UP);
    expect(bid(bonds, bonds.rowOf("B1"))).toBe(PriceColor.DOWN);
    expect(offer(bonds, bonds.rowOf("B1"))).toBe(PriceColor.REFERENCE);
    expect(match(bonds, bonds.rowOf("B2"))).toBe(PriceColor.NONE);
  });
});

describe("symbolBandColor: a put-through price against its stock's day band", () => {
  it("colours by the symbol's reference, ceiling and floor, and not at all for an unknown code", () => {
    const { md, send } = market();
    send(MsgType.SYMBOL_SNAPSHOT, SYMBOL_SCHEMA, [
      { code: "VNM", refPrice: 60_000, ceilPrice: 64_200, floorPrice: 55_800 },
    ]);
    send(MsgType.PUT_THROUGH, PUT_THROUGH_SCHEMA, [
      { ticks: "t1", code: "VNM", type: "M", price: 61_000, quantity: 100 },
      { ticks: "t2", code: "VNM", type: "M", price: 60_000, quantity: 100 },
      { ticks: "t3", code: "VNM", type: "O", price: 64_200, quantity: 100 },
      { ticks: "t4", code: "VNM", type: "O", price: 50_000, quantity: 100 },
      { ticks: "t5", code: "ZZZ", type: "O", price: 50_000, quantity: 100 },
    ]);
    const deals = md.putThrough;
    const rule = symbolBandColor<PutThroughField>(md.symbols, "price", "code");
    const colour = (ticks: string) => rule(deals, deals.rowOf(ticks));
    expect(["t1", "t2", "t3", "t4", "t5"].map(colour)).toEqual([
      PriceColor.UP,
      PriceColor.REFERENCE,
      PriceColor.CEILING,
      PriceColor.FLOOR,
      PriceColor.NONE,
    ]);
  });

  it("draws no colour when the store lacks the named fields", () => {
    const { md, send } = market();
    send(MsgType.BOND_SNAPSHOT, BOND_SCHEMA, [{ code: "B1", parvalue: 100_000 }]);
    const rule = symbolBandColor<string>(md.symbols, "price", "code");
    expect(rule(md.bonds, 0)).toBe(PriceColor.NONE);
  });
});
