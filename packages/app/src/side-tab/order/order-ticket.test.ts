import { describe, expect, it } from "vitest";
import { ticketOrder, validateTicket } from "./order-ticket";

const HSX_STOCK = {
  code: "FPT",
  marketCode: "STO",
  securityType: "ST",
  ceilPrice: 113_200,
  floorPrice: 98_400,
};
const HNX_STOCK = {
  code: "SHS",
  marketCode: "STX",
  securityType: "ST",
  ceilPrice: 18_700,
  floorPrice: 15_300,
};
const keys = (price: string, quantity: string, symbol = HSX_STOCK) =>
  validateTicket({ side: "B", price, quantity }, symbol).map((e) => e.key);

describe("order ticket validation", () => {
  it("accepts a price on the tick grid inside the band and a quantity in lots", () => {
    expect(keys("105.8", "1,000")).toEqual([]);
    expect(keys("17", "100", HNX_STOCK)).toEqual([]);
    expect(ticketOrder({ side: "S", price: "105.8", quantity: "1,000" }, HSX_STOCK)).toEqual({
      code: "FPT",
      side: "S",
      price: 105_800,
      quantity: 1000,
    });
  });

  it("rejects an empty, negative or non-numeric price", () => {
    for (const price of ["", "-5", "abc", "1e5", "0"])
      expect(keys(price, "100")).toEqual(["sideTab.order.priceInvalid"]);
  });

  it("rejects a price off the tick grid, naming the tick", () => {
    // HSX stocks >= 50,000 step by 100 dong; HNX by 100 dong.
    const errors = validateTicket({ side: "B", price: "105.85", quantity: "100" }, HSX_STOCK);
    expect(errors).toEqual([{ field: "price", key: "sideTab.order.priceOffTick", tick: "0.1" }]);
    expect(keys("17.05", "100", HNX_STOCK)).toEqual(["sideTab.order.priceOffTick"]);
  });

  it("rejects a price outside floor..ceiling", () => {
    expect(validateTicket({ side: "B", price: "113.3", quantity: "100" }, HSX_STOCK)).toEqual([
      { field: "price", key: "sideTab.order.priceOutOfBand", floor: "98.4", ceil: "113.2" },
    ]);
    expect(keys("98.3", "100")).toEqual(["sideTab.order.priceOutOfBand"]);
  });

  it("rejects quantities that are not whole positive lots of 100", () => {
    expect(keys("105.8", "")).toEqual(["sideTab.order.quantityInvalid"]);
    expect(keys("105.8", "1.5")).toEqual(["sideTab.order.quantityInvalid"]);
    expect(keys("105.8", "0")).toEqual(["sideTab.order.quantityInvalid"]);
    expect(keys("105.8", "150")).toEqual(["sideTab.order.quantityLot"]);
    expect(keys("x", "150")).toEqual(["sideTab.order.priceInvalid", "sideTab.order.quantityLot"]);
  });
});
