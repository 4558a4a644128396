import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeRecord } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { futuresCodes } from "./derivative-codes";

function symbol(code: string, marketCode: string, securityType: string, lastTradingDate = ""): string {
  return encodeRecord(SYMBOL_SCHEMA, { code, marketCode, securityType, lastTradingDate, refPrice: 1000 });
}

describe("futures codes of the derivatives board", () => {
  it("lists only DVX futures, nearest expiry first, undated last", () => {
    const market = new MarketData();
    market.handleEnvelope({
      msgType: MsgType.SYMBOL_SNAPSHOT,
      message: [
        symbol("41I1G3000", "DVX", "FT", "20260319"),
        symbol("FPT", "STO", "ST"),
        symbol("CFPT2601", "STO", "CW", "20260601"),
        symbol("41I1FB000", "DVX", "FT", "20251120"),
        symbol("41I1FC000", "DVX", "FT", "20251218"),
        symbol("41I1ZZ000", "DVX", "FT"),
        symbol("41I1G6000", "DVX", "FT", "20260618"),
      ].join("$"),
    });
    expect(futuresCodes(market)).toEqual(["41I1FB000", "41I1FC000", "41I1G3000", "41I1G6000", "41I1ZZ000"]);
  });

  it("is empty before the first snapshot", () => {
    expect(futuresCodes(new MarketData())).toEqual([]);
  });
});
