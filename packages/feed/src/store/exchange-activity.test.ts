import { describe, expect, it } from "vitest";
import { MarketCode } from "../model/market-codes";
import { encodeFrame } from "../protocol/envelope";
import { encodeRecords } from "../protocol/record-encoder";
import { INDEX_SCHEMA } from "../protocol/schemas/index-schema";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import { exchangeQuietMs } from "./exchange-activity";
import { MarketData } from "./market-data";

const { HSX, HNX, UPCOM } = MarketCode;

describe("exchangeQuietMs: how long ago each exchange's last record arrived", () => {
  it("takes the latest record of an exchange's symbols and indices, unchanged values included", () => {
    let now = 1_000;
    const md = new MarketData({ now: () => now });
    md.handleFrame(
      encodeFrame(
        4,
        encodeRecords(SYMBOL_SCHEMA, [
          { code: "VNM", marketCode: HSX, refPrice: 60_000 },
          { code: "SHS", marketCode: HNX, refPrice: 15_000 },
        ]),
      ),
    );
    md.handleFrame(
      encodeFrame(5, encodeRecords(INDEX_SCHEMA, [{ indexCode: "UPCOMINDEX", marketName: "UPCOM" }])),
    );
    now = 5_000;
    // An update that repeats the price still says the exchange is alive.
    md.handleFrame(encodeFrame(2, encodeRecords(SYMBOL_SCHEMA, [{ code: "VNM", refPrice: 60_000 }])));
    now = 9_000;
    expect(Object.fromEntries(exchangeQuietMs(md))).toEqual({ [HSX]: 4_000, [HNX]: 8_000, [UPCOM]: 8_000 });
  });

  it("is Infinity for an exchange that never sent anything", () => {
    const md = new MarketData({ now: () => 10 });
    expect(exchangeQuietMs(md).get(HNX)).toBe(Number.POSITIVE_INFINITY);
  });
});
