import { describe, expect, it } from "vitest";
import { MarketCode } from "../model/market-codes";
import { isExchangeDataStale, STALE_DATA_AFTER_MS } from "./data-staleness";

/** An instant of Thursday 2026-11-26 at hh:mm:ss in Vietnam (UTC+7), Unix ms. */
const vn = (h: number, m: number, s = 0) => Date.UTC(2026, 10, 26, h - 7, m, s);
const QUIET = STALE_DATA_AFTER_MS + 1;
/** An hour without a record. */
const LONG = 3_600_000;
const { HSX, HNX, UPCOM, DERIVATIVE } = MarketCode;

describe("isExchangeDataStale: data older than the exchange's session allows", () => {
  it("is stale in a matching session after the threshold without a record, fresh before it", () => {
    expect(isExchangeDataStale(HSX, vn(10, 0), QUIET)).toBe(true);
    expect(isExchangeDataStale(HSX, vn(10, 0), STALE_DATA_AFTER_MS)).toBe(false);
    expect(isExchangeDataStale(HSX, vn(10, 0), 200)).toBe(false);
    expect(isExchangeDataStale(HNX, vn(14, 35), QUIET)).toBe(true); // ATC
    expect(isExchangeDataStale(HSX, vn(9, 10), Number.POSITIVE_INFINITY)).toBe(true); // ATO, never a record
    expect(isExchangeDataStale(UPCOM, vn(13, 30), 60_000, 30_000)).toBe(true); // a host's own threshold
    expect(isExchangeDataStale(UPCOM, vn(13, 30), 20_000, 30_000)).toBe(false);
  });

  it("is never stale while the exchange is closed, pre-open, at lunch or in put-through", () => {
    expect(isExchangeDataStale(HSX, vn(8, 30), LONG)).toBe(false); // pre-open
    expect(isExchangeDataStale(HSX, vn(12, 0), LONG)).toBe(false); // lunch
    expect(isExchangeDataStale(HNX, vn(12, 59, 59), LONG)).toBe(false);
    expect(isExchangeDataStale(HSX, vn(14, 50), LONG)).toBe(false); // put-through
    expect(isExchangeDataStale(UPCOM, vn(15, 30), LONG)).toBe(false); // closed
    expect(isExchangeDataStale(HSX, vn(20, 0), LONG)).toBe(false);
  });

  it("is never stale on a weekend or a holiday", () => {
    const saturday = Date.UTC(2026, 10, 28, 3, 0); // 10:00 in Vietnam
    expect(isExchangeDataStale(HSX, saturday, Number.POSITIVE_INFINITY)).toBe(false);
    const holidays = new Set(["2026-11-26"]);
    expect(isExchangeDataStale(HSX, vn(10, 0), Number.POSITIVE_INFINITY, STALE_DATA_AFTER_MS, holidays)).toBe(
      false,
    );
  });

  it("gives a session its first threshold to send a record (after lunch, after the open)", () => {
    expect(isExchangeDataStale(HSX, vn(13, 0, 10), LONG)).toBe(false);
    expect(isExchangeDataStale(HSX, vn(13, 0, 16), LONG)).toBe(true);
    expect(isExchangeDataStale(UPCOM, vn(9, 0, 5), LONG)).toBe(false);
    expect(isExchangeDataStale(DERIVATIVE, vn(8, 45, 20), LONG)).toBe(true);
  });

  it("knows nothing stale of an unknown market or before the market's clock is known", () => {
    expect(isExchangeDataStale("XYZ", vn(10, 0), LONG)).toBe(false);
    expect(isExchangeDataStale(HSX, 0, LONG)).toBe(false);
    expect(isExchangeDataStale(HSX, vn(10, 0), Number.NaN)).toBe(false);
  });
});
