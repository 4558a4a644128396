import { describe, expect, it } from "vitest";
import { MarketCode, SecurityType } from "../model/market-codes";
import { coveredWarrantLimits, priceBand, priceLimits } from "./price-band";

const { HSX, HNX, UPCOM, DERIVATIVE, TPRL } = MarketCode;
const { STOCK, ETF, FUTURE } = SecurityType;

describe("priceBand", () => {
  it("gives the band per market, normal and first day", () => {
    expect(priceBand(HSX)).toBe(0.07);
    expect(priceBand(HNX)).toBe(0.1);
    expect(priceBand(UPCOM)).toBe(0.15);
    expect(priceBand(DERIVATIVE)).toBe(0.07);
    expect(priceBand(HSX, true)).toBe(0.2);
    expect(priceBand(HNX, true)).toBe(0.3);
    expect(priceBand(UPCOM, true)).toBe(0.4);
    expect(priceBand(TPRL)).toBe(0);
  });
});

describe("priceLimits", () => {
  it("computes HSX limits on the grid", () => {
    expect(priceLimits(HSX, STOCK, 25_000)).toEqual({ ceiling: 26_750, floor: 23_250 });
    expect(priceLimits(HSX, STOCK, 10_000)).toEqual({ ceiling: 10_700, floor: 9_300 });
  });

  it("rounds the ceiling down on the grid of its own range and the floor up", () => {
    // 48,000 x 1.07 = 51,360 -> 100 grid -> 51,300; 48,000 x 0.93 = 44,640 -> 50 grid -> 44,650.
    expect(priceLimits(HSX, STOCK, 48_000)).toEqual({ ceiling: 51_300, floor: 44_650 });
    // 9,500 x 1.07 = 10,165 -> 50 grid -> 10,150; 9,500 x 0.93 = 8,835 -> 10 grid -> 8,840.
    expect(priceLimits(HSX, STOCK, 9_500)).toEqual({ ceiling: 10_150, floor: 8_840 });
  });

  it("computes HNX and UpCOM limits", () => {
    expect(priceLimits(HNX, STOCK, 20_000)).toEqual({ ceiling: 22_000, floor: 18_000 });
    expect(priceLimits(UPCOM, STOCK, 10_000)).toEqual({ ceiling: 11_500, floor: 8_500 });
    // 12,345 x 1.15 = 14,196.75 -> 14,100; x 0.85 = 10,493.25 -> 10,500.
    expect(priceLimits(UPCOM, STOCK, 12_345)).toEqual({ ceiling: 14_100, floor: 10_500 });
  });

  it("uses the first-day band", () => {
    expect(priceLimits(HSX, STOCK, 10_000, true)).toEqual({ ceiling: 12_000, floor: 8_000 });
    expect(priceLimits(HNX, STOCK, 10_000, true)).toEqual({ ceiling: 13_000, floor: 7_000 });
    expect(priceLimits(UPCOM, STOCK, 10_000, true)).toEqual({ ceiling: 14_000, floor: 6_000 });
  });

  it("computes derivative limits on the 0.1 grid", () => {
    expect(priceLimits(DERIVATIVE, FUTURE, 1301.5)).toEqual({ ceiling: 1392.6, floor: 1210.4 });
  });

  it("moves collapsed limits one tick away from the reference", () => {
    // HSX ref 100: 107 -> 100 and 93 -> 100 both collapse.
    expect(priceLimits(HSX, STOCK, 100)).toEqual({ ceiling: 110, floor: 90 });
    // HNX ref 600: 660 -> 600 and 540 -> 600.
    expect(priceLimits(HNX, STOCK, 600)).toEqual({ ceiling: 700, floor: 500 });
  });

  it("never puts the floor below one tick", () => {
    expect(priceLimits(HSX, STOCK, 10)).toEqual({ ceiling: 20, floor: 10 });
    expect(priceLimits(UPCOM, STOCK, 100)).toEqual({ ceiling: 200, floor: 100 });
  });

  it("uses the ETF tick on HSX", () => {
    // 15,000 x 1.07 = 16,050; x 0.93 = 13,950, both on the 10 grid.
    expect(priceLimits(HSX, ETF, 15_000)).toEqual({ ceiling: 16_050, floor: 13_950 });
    expect(priceLimits(HSX, ETF, 15_005)).toEqual({ ceiling: 16_050, floor: 13_960 });
  });

  it("gives 0 / 0 for invalid references and markets without a band", () => {
    expect(priceLimits(HSX, STOCK, 0)).toEqual({ ceiling: 0, floor: 0 });
    expect(priceLimits(HSX, STOCK, Number.NaN)).toEqual({ ceiling: 0, floor: 0 });
    expect(priceLimits(TPRL, SecurityType.BOND, 100_000)).toEqual({ ceiling: 0, floor: 0 });
  });

  it("fills and returns the reusable out object", () => {
    const out = { ceiling: -1, floor: -1 };
    expect(priceLimits(HNX, STOCK, 20_000, false, out)).toBe(out);
    expect(out).toEqual({ ceiling: 22_000, floor: 18_000 });
    priceLimits(HSX, STOCK, 0, false, out);
    expect(out).toEqual({ ceiling: 0, floor: 0 });
  });
});

describe("coveredWarrantLimits", () => {
  it("follows the underlying's band divided by the ratio, on the 10 grid", () => {
    // 1,500 + 1,750 / 4 = 1,937.5 -> 1,930; 1,500 - 437.5 = 1,062.5 -> 1,070.
    expect(coveredWarrantLimits(1_500, 25_000, 26_750, 23_250, 4)).toEqual({ ceiling: 1_930, floor: 1_070 });
  });

  it("keeps the floor at 10 dong at least", () => {
    expect(coveredWarrantLimits(100, 25_000, 26_750, 23_250, 2)).toEqual({ ceiling: 970, floor: 10 });
  });

  it("reuses out and rejects invalid inputs", () => {
    const out = { ceiling: 0, floor: 0 };
    expect(coveredWarrantLimits(1_000, 20_000, 21_400, 18_600, 0, out)).toBe(out);
    expect(out).toEqual({ ceiling: 0, floor: 0 });
    coveredWarrantLimits(1_000, 20_000, 21_400, 18_600, 2, out);
    expect(out).toEqual({ ceiling: 1_700, floor: 300 });
  });
});
