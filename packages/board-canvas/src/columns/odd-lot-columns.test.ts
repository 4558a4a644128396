import { SymbolField } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { DETAIL_COLUMNS } from "./detail-columns";
import { ODD_LOT_COLUMNS, ODD_LOT_TWIN, toOddLotColumn } from "./odd-lot-columns";

const byId = (id: string) => ODD_LOT_COLUMNS.find((c) => c.id === id);

describe("ODD_LOT_COLUMNS (spec 2.3.1 odd-lot variant)", () => {
  it("keeps the detail layout column for column", () => {
    expect(ODD_LOT_COLUMNS).toHaveLength(DETAIL_COLUMNS.length);
    ODD_LOT_COLUMNS.forEach((c, i) => {
      expect(c.width).toBe(DETAIL_COLUMNS[i].width);
      expect(c.header).toBe(DETAIL_COLUMNS[i].header);
    });
  });

  it("swaps in the odd-lot fields, with their alternative and colour fields", () => {
    expect(byId("matchPrice")).toBeUndefined();
    expect(byId("matchPriceOdd")?.field).toBe("matchPriceOdd");
    expect(byId("changePriceOdd")).toMatchObject({
      altField: "pctChangePriceOdd",
      colorField: "matchPriceOdd",
    });
    expect(byId("totalTradedQttyOdd")?.altField).toBe("totalTradedValueOdd");
    expect(byId("bidQttyOdd2")?.colorField).toBe("bidPriceOdd2");
    for (const twin of Object.values(ODD_LOT_TWIN)) expect(SymbolField[twin!]).toBeTypeOf("number");
  });

  it("sorts by symbol, match, change, totals, bid and offer 1 only", () => {
    const sortable = ODD_LOT_COLUMNS.filter((c) => c.sortable).map((c) => c.id);
    expect(sortable).toEqual([
      "code",
      "bidPriceOdd1",
      "bidQttyOdd1",
      "matchPriceOdd",
      "changePriceOdd",
      "offerPriceOdd1",
      "offerQttyOdd1",
      "totalTradedQttyOdd",
    ]);
  });

  it("blanks highest, lowest and foreign (not sortable), keeps code and price limits", () => {
    for (const id of [
      "highestPrice",
      "lowestPrice",
      "buyForeignQtty",
      "sellForeignQtty",
      "remainForeignQtty",
    ]) {
      expect(byId(id), id).toMatchObject({ blankOnOddLot: true, sortable: false });
    }
    for (const id of ["code", "refPrice", "ceilPrice", "floorPrice", "star", "miniChart"]) {
      expect(byId(id)?.blankOnOddLot, id).toBeFalsy();
    }
    expect(byId("bidQtty4")?.blankOnOddLot).toBe(true);
  });

  it("returns the same object for columns it does not change", () => {
    const code = DETAIL_COLUMNS[1];
    expect(toOddLotColumn(code)).toBe(code);
  });
});
