import { SymbolField } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { DETAIL_COLUMNS } from "./detail-columns";
import { ODD_LOT_COLUMNS, ODD_LOT_TWIN, toOddLotColumn } from "./odd-lot-columns";

const byId = (id: string) => ODD_LOT_COLUMNS.find((c) => c.id === id);

describe("ODD_LOT_COLUMNS (spec 2.3.1 odd-lot variant)", () => {
  it("keeps the detail order without the columns that have no odd-lot data", () => {
    const detailIds = DETAIL_COLUMNS.map((c) => c.id);
    const positions = ODD_LOT_COLUMNS.map((c) =>
      detailIds.indexOf(c.field === null ? c.id : c.id.replace("Odd", "")),
    );
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]))).toBe(true);
    for (const gone of [
      "totalBuyQtty",
      "totalSellQtty",
      "bidQtty4",
      "offerQtty4",
      "buyForeignQtty",
      "remainForeignQtty",
    ])
      expect(byId(gone), gone).toBeUndefined();
  });

  it("draws odd-lot quantities in shares and says odd lot in the group headers", () => {
    for (const id of ["matchQttyOdd", "bidQttyOdd1", "offerQttyOdd3", "totalTradedQttyOdd"])
      expect(byId(id)?.kind, id).toBe("count");
    expect(byId("matchPriceOdd")?.group).toBe("column.group.oddMatch");
    expect(byId("bidPriceOdd1")?.group).toBe("column.group.oddBid");
    expect(byId("offerQttyOdd1")?.group).toBe("column.group.oddOffer");
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

  it("blanks highest, lowest and average with no field (never flashes, not sortable)", () => {
    for (const id of ["highestPrice", "lowestPrice", "avgPrice"]) {
      expect(byId(id), id).toMatchObject({ blankOnOddLot: true, sortable: false, field: null });
      expect(byId(id)?.colorField, id).toBeUndefined();
    }
    for (const id of ["code", "refPrice", "ceilPrice", "floorPrice", "star", "miniChart"]) {
      expect(byId(id)?.blankOnOddLot, id).toBeFalsy();
    }
  });

  it("returns the same object for columns it does not change", () => {
    const code = DETAIL_COLUMNS[1];
    expect(toOddLotColumn(code)).toBe(code);
  });
});
