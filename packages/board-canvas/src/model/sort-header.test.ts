import { describe, expect, it } from "vitest";
import { DETAIL_COLUMNS } from "../columns/detail-columns";
import {
  headerClick,
  headerSortDirection,
  isSortable,
  sortableColumnIds,
  sortColumnOf,
  sortMenuShown,
} from "./sort-header";

const column = (id: string) => DETAIL_COLUMNS.find((c) => c.id === id)!;

describe("headerClick (spec 4)", () => {
  it("starts a new column ascending and flips the same column", () => {
    const first = headerClick(null, column("matchPrice"));
    expect(first).toEqual({ column: "matchPrice", type: "asc", dataType: "number" });
    expect(headerClick(first, column("matchPrice"))?.type).toBe("desc");
    expect(headerClick(headerClick(first, column("matchPrice")), column("matchPrice"))?.type).toBe("asc");
    expect(headerClick(first, column("totalTradedQtty"))).toMatchObject({
      column: "totalTradedQtty",
      type: "asc",
    });
  });

  it("sorts the code as text", () => {
    expect(headerClick(null, column("code"))).toEqual({ column: "code", type: "asc", dataType: "text" });
  });

  it("sorts on the field on screen when a toggle shows the alternative", () => {
    expect(sortColumnOf(column("changePrice"), true)).toBe("pctChangePrice");
    expect(headerClick(null, column("totalTradedQtty"), true)?.column).toBe("totalTradedValue");
    expect(sortColumnOf(column("matchPrice"), true)).toBe("matchPrice");
    expect(sortColumnOf(column("star"))).toBe("star");
  });

  it("leaves the sort alone on a column that is not sortable", () => {
    const sort = headerClick(null, column("code"));
    expect(headerClick(sort, column("refPrice"))).toBe(sort);
    expect(headerClick(null, column("star"))).toBeNull();
  });

  it("tells the header which arrow to draw", () => {
    const sort = headerClick(null, column("changePrice"), true);
    expect(headerSortDirection(sort, column("changePrice"), true)).toBe("asc");
    expect(headerSortDirection(sort, column("changePrice"), false)).toBeNull();
    expect(headerSortDirection(null, column("code"))).toBeNull();
  });
});

describe("sortability per view", () => {
  it("follows spec 2.3.1 in the odd-lot variant", () => {
    expect(isSortable("detail", "highestPrice")).toBe(true);
    expect(isSortable("oddLot", "highestPrice")).toBe(false);
    expect(isSortable("oddLot", "lowestPrice")).toBe(false);
    expect(isSortable("oddLot", "buyForeignQtty")).toBe(false);
    expect(isSortable("oddLot", "code")).toBe(true);
    expect(isSortable("oddLot", "matchPriceOdd")).toBe(true);
    expect(isSortable("detail", "noSuchColumn")).toBe(false);
  });

  it("lists the sortable ids of each view", () => {
    expect(sortableColumnIds("total")).toEqual([
      "code",
      "matchPrice",
      "changePrice",
      "totalTradedQtty",
      "totalTradedValue",
      "buyForeignQtty",
      "sellForeignQtty",
      "subForeignQtty",
      "buyForeignValue",
      "sellForeignValue",
      "subForeignValue",
    ]);
    expect(sortableColumnIds("totalOddLot")).toEqual([
      "code",
      "matchPriceOdd",
      "changePriceOdd",
      "totalTradedQttyOdd",
      "totalTradedValueOdd",
    ]);
    expect(sortableColumnIds("oddLotGrid")).toContain("bidPriceOdd1");
  });

  it("hides the sort menu on derivatives only (spec 2.2)", () => {
    expect(sortMenuShown("DVX")).toBe(false);
    expect(sortMenuShown("STO")).toBe(true);
  });
});
