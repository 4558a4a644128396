import { describe, expect, it } from "vitest";
import { stepPrice, stepQuantity, ticketOrder, validateTicket } from "./order-ticket";

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

const FUTURE = {
  code: "VN30F2512",
  marketCode: "DVX",
  securityType: "FT",
  ceilPrice: 1392.6,
  floorPrice: 1210.4,
};

describe("derivative tickets", () => {
  it("takes index points with one decimal and single contracts", () => {
    expect(validateTicket({ side: "B", price: "1301.5", quantity: "3" }, FUTURE)).toEqual([]);
    expect(ticketOrder({ side: "S", price: "1,301.5", quantity: "3" }, FUTURE)).toEqual({
      code: "VN30F2512",
      side: "S",
      price: 1301.5,
      quantity: 3,
    });
  });

  it("refuses a price off the 0.1 grid or outside the band, in points", () => {
    expect(validateTicket({ side: "B", price: "1301.55", quantity: "1" }, FUTURE)).toEqual([
      { field: "price", key: "sideTab.order.priceOffTick", tick: "0.1" },
    ]);
    expect(validateTicket({ side: "B", price: "1400", quantity: "1" }, FUTURE)).toEqual([
      { field: "price", key: "sideTab.order.priceOutOfBand", floor: "1210.4", ceil: "1392.6" },
    ]);
  });
});

describe("arrow-key steps", () => {
  it("moves the price one tick, with HSX steps changing at 10,000 and 50,000 dong", () => {
    const wide = { ...HSX_STOCK, ceilPrice: 60_000, floorPrice: 9_000 };
    expect(stepPrice("49.95", 1, wide, 0)).toBe("50");
    expect(stepPrice("50", 1, wide, 0)).toBe("50.1");
    expect(stepPrice("50", -1, wide, 0)).toBe("49.95");
    expect(stepPrice("10", -1, wide, 0)).toBe("9.99");
    expect(stepPrice("17", 1, HNX_STOCK, 0)).toBe("17.1");
  });

  it("starts from the given price when the field is empty, snaps an off-grid entry, stays in the band", () => {
    expect(stepPrice("", 1, HSX_STOCK, 105_800)).toBe("105.8");
    expect(stepPrice("abc", -1, HSX_STOCK, 105_800)).toBe("105.8");
    expect(stepPrice("", 1, HSX_STOCK, Number.NaN)).toBe("");
    expect(stepPrice("105.85", 1, HSX_STOCK, 0)).toBe("105.9");
    expect(stepPrice("105.85", -1, HSX_STOCK, 0)).toBe("105.8");
    expect(stepPrice("113.2", 1, HSX_STOCK, 0)).toBe("113.2");
    expect(stepPrice("98.4", -1, HSX_STOCK, 0)).toBe("98.4");
    expect(stepPrice("1301.5", 1, FUTURE, 0)).toBe("1301.6");
    expect(stepPrice("1301.5", -1, FUTURE, 0)).toBe("1301.4");
  });

  it("moves the quantity one lot, never below one lot", () => {
    expect(stepQuantity("", 1, HSX_STOCK)).toBe("100");
    expect(stepQuantity("100", -1, HSX_STOCK)).toBe("100");
    expect(stepQuantity("1,000", 1, HSX_STOCK)).toBe("1100");
    expect(stepQuantity("150", 1, HSX_STOCK)).toBe("200");
    expect(stepQuantity("150", -1, HSX_STOCK)).toBe("100");
    expect(stepQuantity("3", 1, FUTURE)).toBe("4");
  });
});

describe("prices finer than the unit", () => {
  it("refuses a fraction of a dong even where the tick is 1 dong (bonds)", () => {
    const bond = { code: "BOND1", marketCode: "HCX", securityType: "BO", ceilPrice: 0, floorPrice: 0 };
    expect(validateTicket({ side: "B", price: "100.001", quantity: "100" }, bond)).toEqual([]);
    expect(validateTicket({ side: "B", price: "100.0005", quantity: "100" }, bond)).toEqual([
      { field: "price", key: "sideTab.order.priceOffTick", tick: "0.001" },
    ]);
  });
});
