import { BOND_SCHEMA, MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { splitListCodes } from "./list-codes";

function marketWith(symbols: string[], bonds: string[]): MarketData {
  const market = new MarketData();
  const frame = (msgType: number, schema: typeof SYMBOL_SCHEMA | typeof BOND_SCHEMA, codes: string[]) =>
    encodeFrame(
      msgType,
      encodeRecords(
        schema,
        codes.map((code) => ({ code })),
      ),
    );
  expect(market.handleFrame(frame(MsgType.SYMBOL_SNAPSHOT, SYMBOL_SCHEMA, symbols))).toBe(true);
  expect(market.handleFrame(frame(MsgType.BOND_SNAPSHOT, BOND_SCHEMA, bonds))).toBe(true);
  return market;
}

describe("a favourites list split between the stock board and the bond board", () => {
  it("keeps list order on each board and leaves out codes neither store knows", () => {
    const market = marketWith(["FPT", "VCB", "ACB"], ["VIC12301", "MSN12302"]);
    const split = splitListCodes(["VCB", "MSN12302", "ZZZ", "FPT", "VIC12301"], market.symbols, market.bonds);
    expect(split).toEqual({ stocks: ["VCB", "FPT"], bonds: ["MSN12302", "VIC12301"] });
  });

  it("has no bonds for a list of stocks, and nothing at all for an empty list", () => {
    const market = marketWith(["FPT", "VCB"], ["VIC12301"]);
    expect(splitListCodes(["FPT"], market.symbols, market.bonds)).toEqual({ stocks: ["FPT"], bonds: [] });
    expect(splitListCodes([], market.symbols, market.bonds)).toEqual({ stocks: [], bonds: [] });
  });

  it("shows a bond once the feed has sent it, not before", () => {
    const market = marketWith(["FPT"], []);
    expect(splitListCodes(["VIC12301"], market.symbols, market.bonds).bonds).toEqual([]);
    market.handleFrame(
      encodeFrame(MsgType.BOND_SNAPSHOT, encodeRecords(BOND_SCHEMA, [{ code: "VIC12301" }])),
    );
    expect(splitListCodes(["VIC12301"], market.symbols, market.bonds).bonds).toEqual(["VIC12301"]);
  });
});
