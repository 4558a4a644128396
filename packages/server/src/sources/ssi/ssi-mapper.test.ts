import { describe, expect, it } from "vitest";
import { MalformedMessage } from "../field-values";
import { SsiMapper } from "./ssi-mapper";

const x = (time: string, lastPrice: number, date = "24/11/2026") =>
  JSON.stringify({
    DataType: "X",
    Content: JSON.stringify({
      Symbol: "HPG",
      TradingDate: date,
      Time: time,
      RefPrice: 28300,
      LastPrice: lastPrice,
    }),
  });

describe("SsiMapper", () => {
  it("orders by TradingDate and Time per symbol and kind: a late older message is dropped, a new day is not", () => {
    const mapper = new SsiMapper();
    expect(mapper.map(x("10:00:00", 28500)).kind).toBe("patch");
    expect(mapper.map(x("09:59:59", 28400)).kind).toBe("outOfOrder");
    expect(mapper.map(x("09:00:00", 28400, "25/11/2026"))).toEqual({
      kind: "patch",
      patch: {
        symbols: [
          { code: "HPG", refPrice: 28300, matchPrice: 28400, changePrice: 100, pctChangePrice: 0.35 },
        ],
      },
    });
  });

  it("maps a halted symbol's status and the lunch break, and reads Content given as an object", () => {
    const mapper = new SsiMapper();
    const status = {
      Symbol: "ROS",
      MarketId: "HOSE",
      Time: "11:30:00",
      TradingSession: "BREAK",
      TradingStatus: "H",
    };
    expect(mapper.map({ DataType: "F", Content: status })).toEqual({
      kind: "patch",
      patch: {
        symbols: [{ code: "ROS", marketCode: "STO", tradeSessionCode: "03", securityTradingStatus: "H" }],
      },
    });
  });

  it("refuses what it cannot read and ignores bars and unknown kinds", () => {
    const mapper = new SsiMapper();
    expect(() => mapper.map("{")).toThrow(MalformedMessage);
    expect(() => mapper.map({ DataType: "X", Content: "[]" })).toThrow(MalformedMessage);
    expect(() => mapper.map({ DataType: "MI", Content: { IndexId: 5 } })).toThrow(MalformedMessage);
    expect(mapper.map({ DataType: "B", Content: { Symbol: "HPG" } })).toEqual({ kind: "ignored" });
    expect(mapper.map({ DataType: "Z", Content: "{" })).toEqual({ kind: "ignored" });
  });
});
