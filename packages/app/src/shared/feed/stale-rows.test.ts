import { MarketCode, MarketData, STALE_DATA_AFTER_MS, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { staleExchangesAt, staleRowTest } from "./stale-rows";

const { HSX, HNX, UPCOM } = MarketCode;
/** Thursday 2026-11-26 at hh:mm in Vietnam (UTC+7), Unix ms. */
const vn = (h: number, m: number) => Date.UTC(2026, 10, 26, h - 7, m);

describe("the app's stale exchanges and rows", () => {
  it("names the exchanges silent past the threshold in their session, and the longest silence", () => {
    const quiet = new Map([
      [HSX, STALE_DATA_AFTER_MS + 5_000],
      [HNX, 300],
      [UPCOM, STALE_DATA_AFTER_MS + 1_000],
    ]);
    expect(staleExchangesAt(quiet, vn(10, 0))).toEqual({
      staleExchanges: [HSX, UPCOM],
      quietMs: STALE_DATA_AFTER_MS + 5_000,
    });
    // The same silence at lunch is no news.
    expect(staleExchangesAt(quiet, vn(12, 0))).toEqual({ staleExchanges: [], quietMs: 0 });
  });

  it("greys exactly the rows of the stale exchanges, and nothing when none is stale", () => {
    const market = new MarketData();
    market.handleFrame(
      encodeFrame(
        4,
        encodeRecords(SYMBOL_SCHEMA, [
          { code: "VNM", marketCode: HSX },
          { code: "SHS", marketCode: HNX },
        ]),
      ),
    );
    const test = staleRowTest(new Set([HSX]));
    const symbols = market.symbols;
    expect(test?.(symbols, symbols.rowOf("VNM"))).toBe(true);
    expect(test?.(symbols, symbols.rowOf("SHS"))).toBe(false);
    expect(staleRowTest(new Set())).toBeNull();
  });
});
