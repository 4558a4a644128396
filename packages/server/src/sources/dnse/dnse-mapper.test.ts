import { describe, expect, it } from "vitest";
import { MalformedMessage } from "../field-values";
import { DnseMapper } from "./dnse-mapper";

const trade = (totalVolumeTraded: number, price = 28.5) => ({
  T: "t",
  marketId: "6",
  boardId: "G1",
  symbol: "HPG",
  price,
  quantity: 100,
  totalVolumeTraded,
});
const definition = { T: "sd", marketId: "6", boardId: "G1", symbol: "HPG", basicPrice: 28.3 };

describe("DnseMapper", () => {
  it("drops a trade older than one applied (lower day volume) until the next day's definition", () => {
    const mapper = new DnseMapper();
    expect(mapper.map(definition).kind).toBe("patch");
    expect(mapper.map(trade(5000)).kind).toBe("patch");
    expect(mapper.map(trade(4000)).kind).toBe("outOfOrder");
    expect(mapper.map(trade(5000)).kind).toBe("patch"); // a duplicate changes nothing, and is harmless
    // The next morning: a new definition, and the day's volume starts from zero again.
    expect(mapper.map(definition).kind).toBe("patch");
    expect(mapper.map(trade(100, 28.4))).toEqual({
      kind: "patch",
      patch: {
        symbols: [
          {
            code: "HPG",
            matchPrice: 28400,
            matchQtty: 100,
            totalTradedQtty: 100,
            changePrice: 100,
            pctChangePrice: 0.35,
          },
        ],
      },
    });
  });

  it("refuses messages it cannot read, and ignores kinds it does not map", () => {
    const mapper = new DnseMapper();
    expect(() => mapper.map({ symbol: "HPG" })).toThrow(MalformedMessage);
    expect(() => mapper.map({ T: "q", symbol: "HPG", bid: [{ price: null }] })).toThrow(MalformedMessage);
    expect(() => mapper.map({ T: "t", symbol: "not a code!" })).toThrow(MalformedMessage);
    expect(mapper.map({ T: "o", symbol: "HPG" })).toEqual({ kind: "ignored" });
  });
});
