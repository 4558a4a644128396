import { describe, expect, it } from "vitest";
import { isExchangeStock, SecurityType } from "./market-codes";

describe("isExchangeStock", () => {
  it("counts shares, ETFs and funds as an exchange's stocks, and not warrants, bonds or futures", () => {
    const stocks = Object.values(SecurityType).filter(isExchangeStock);
    expect(stocks.sort()).toEqual(["EF", "FU", "ST"]);
  });

  it("counts a type the feed did not name (empty) as a stock, as the exchange boards list it", () => {
    expect(isExchangeStock("")).toBe(true);
  });
});
