import { describe, expect, it } from "vitest";
import { ODD_LOT_GRID_COLUMNS } from "./odd-lot-grid-columns";

describe("ODD_LOT_GRID_COLUMNS (spec 2.3.3)", () => {
  it("follows the spec's order with odd-lot fields", () => {
    expect(ODD_LOT_GRID_COLUMNS.map((c) => c.id)).toEqual([
      "code",
      "ceilPrice",
      "floorPrice",
      "refPrice",
      "bidPriceOdd3",
      "bidQttyOdd3",
      "bidPriceOdd2",
      "bidQttyOdd2",
      "bidPriceOdd1",
      "bidQttyOdd1",
      "matchPriceOdd",
      "changePriceOdd",
      "matchQttyOdd",
      "totalTradedQttyOdd",
      "offerPriceOdd1",
      "offerQttyOdd1",
      "offerPriceOdd2",
      "offerQttyOdd2",
      "offerPriceOdd3",
      "offerQttyOdd3",
      "avgPrice",
      "highestPrice",
      "lowestPrice",
      "buyForeignQtty",
      "sellForeignQtty",
      "remainForeignQtty",
    ]);
  });

  it("draws high/low/average and foreign (not blank), with the foreign columns optional", () => {
    for (const c of ODD_LOT_GRID_COLUMNS) expect(c.blankOnOddLot, c.id).toBeFalsy();
    const toggled = ODD_LOT_GRID_COLUMNS.filter((c) => c.toggle).map((c) => c.toggle);
    expect(toggled).toEqual(["foreignBuy", "foreignSell", "room"]);
  });

  it("offers the change/percent and quantity/value toggles", () => {
    const change = ODD_LOT_GRID_COLUMNS.find((c) => c.id === "changePriceOdd");
    expect(change?.altField).toBe("pctChangePriceOdd");
    expect(ODD_LOT_GRID_COLUMNS.find((c) => c.id === "totalTradedQttyOdd")?.altField).toBe(
      "totalTradedValueOdd",
    );
  });

  it("sorts code, match, change, totals and level 1 only", () => {
    expect(ODD_LOT_GRID_COLUMNS.filter((c) => c.sortable).map((c) => c.id)).toEqual([
      "code",
      "bidPriceOdd1",
      "bidQttyOdd1",
      "matchPriceOdd",
      "changePriceOdd",
      "totalTradedQttyOdd",
      "offerPriceOdd1",
      "offerQttyOdd1",
    ]);
  });
});
