import { describe, expect, it } from "vitest";
import { MarketCode, SecurityType } from "../model/market-codes";
import { isOnTickGrid, roundToTick, tickSize } from "./tick-size";

const { HSX, HNX, UPCOM, DERIVATIVE, TPRL, BOND } = MarketCode;
const { STOCK, ETF, FUND, COVERED_WARRANT, FUTURE } = SecurityType;

describe("tickSize", () => {
  it("follows the HSX stock ladder at its boundaries", () => {
    expect(tickSize(HSX, STOCK, 9_990)).toBe(10);
    expect(tickSize(HSX, STOCK, 10_000)).toBe(50);
    expect(tickSize(HSX, STOCK, 49_950)).toBe(50);
    expect(tickSize(HSX, STOCK, 50_000)).toBe(100);
    expect(tickSize(HSX, STOCK, 120_000)).toBe(100);
  });

  it("uses the stock ladder for HSX closed-end funds", () => {
    expect(tickSize(HSX, FUND, 12_000)).toBe(50);
  });

  it("uses 10 dong for HSX ETFs and covered warrants at any price", () => {
    expect(tickSize(HSX, ETF, 25_000)).toBe(10);
    expect(tickSize(HSX, COVERED_WARRANT, 60_000)).toBe(10);
  });

  it("uses 100 dong for HNX and UpCOM stocks", () => {
    expect(tickSize(HNX, STOCK, 5_000)).toBe(100);
    expect(tickSize(UPCOM, STOCK, 70_000)).toBe(100);
  });

  it("uses 1 dong for bonds, TPRL and put-through", () => {
    expect(tickSize(BOND, SecurityType.BOND, 100_000)).toBe(1);
    expect(tickSize(TPRL, SecurityType.BOND, 100_000)).toBe(1);
    expect(tickSize(TPRL, STOCK, 100_000)).toBe(1);
    expect(tickSize(HSX, STOCK, 25_000, true)).toBe(1);
  });

  it("uses 0.1 point for derivatives", () => {
    expect(tickSize(DERIVATIVE, FUTURE, 1301.5)).toBe(0.1);
    expect(tickSize(DERIVATIVE, STOCK, 1301.5)).toBe(0.1);
  });
});

describe("isOnTickGrid", () => {
  it("accepts prices on the grid", () => {
    expect(isOnTickGrid(25_350, 50)).toBe(true);
    expect(isOnTickGrid(1301.5, 0.1)).toBe(true);
    expect(isOnTickGrid(0.1 + 0.2, 0.1)).toBe(true);
  });

  it("rejects prices off the grid", () => {
    expect(isOnTickGrid(25_360, 50)).toBe(false);
    expect(isOnTickGrid(1301.55, 0.1)).toBe(false);
  });

  it("rejects invalid inputs", () => {
    expect(isOnTickGrid(Number.NaN, 10)).toBe(false);
    expect(isOnTickGrid(100, 0)).toBe(false);
    expect(isOnTickGrid(Number.POSITIVE_INFINITY, 10)).toBe(false);
  });
});

describe("roundToTick", () => {
  it("rounds down, up and to nearest", () => {
    expect(roundToTick(26_780, 50, "down")).toBe(26_750);
    expect(roundToTick(26_720, 50, "up")).toBe(26_750);
    expect(roundToTick(26_760, 50, "nearest")).toBe(26_750);
    expect(roundToTick(26_780, 50)).toBe(26_800);
  });

  it("keeps a price that is on the grid up to float error", () => {
    expect(roundToTick(10_000 * 1.07, 50, "up")).toBe(10_700);
    expect(roundToTick(10_000 * 0.93, 10, "down")).toBe(9_300);
  });

  it("gives clean decimals for derivative ticks", () => {
    expect(roundToTick(1392.605, 0.1, "down")).toBe(1392.6);
    expect(roundToTick(1210.395, 0.1, "up")).toBe(1210.4);
    expect(roundToTick(1301.5, 0.1, "up")).toBe(1301.5);
  });

  it("returns NaN for invalid input", () => {
    expect(roundToTick(Number.NaN, 10, "up")).toBeNaN();
    expect(roundToTick(100, -1, "up")).toBeNaN();
  });
});
