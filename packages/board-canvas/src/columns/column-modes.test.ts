import { describe, expect, it } from "vitest";
import type { ColumnDef } from "./column-def";
import { withCallAuction, withDisplayToggles } from "./column-modes";
import { DETAIL_COLUMNS } from "./detail-columns";
import { ODD_LOT_COLUMNS } from "./odd-lot-columns";

const ids = (columns: readonly { id: string }[]) => columns.map((c) => c.id);
const byId = (columns: readonly ColumnDef[], id: string) => columns.find((c) => c.id === id);

describe("withDisplayToggles (spec 4: change in percent, total as value)", () => {
  it("returns the same array when both toggles are off", () => {
    expect(withDisplayToggles(DETAIL_COLUMNS, { percent: false, value: false })).toBe(DETAIL_COLUMNS);
  });

  it("swaps the change column for percent change, with its own header and sort key", () => {
    const columns = withDisplayToggles(DETAIL_COLUMNS, { percent: true, value: false });
    expect(byId(columns, "changePrice")).toBeUndefined();
    expect(byId(columns, "pctChangePrice")).toMatchObject({
      field: "pctChangePrice",
      kind: "percent",
      header: "column.pctChangePrice",
      colorField: "matchPrice",
      sortable: true,
    });
    expect(byId(columns, "totalTradedQtty")?.kind).toBe("volume");
    expect(columns).toHaveLength(DETAIL_COLUMNS.length);
  });

  it("swaps the total column for the matched value", () => {
    const columns = withDisplayToggles(DETAIL_COLUMNS, { percent: false, value: true });
    expect(byId(columns, "totalTradedValue")).toMatchObject({
      kind: "value",
      header: "column.totalTradedValue",
      toggle: "totalVolume",
    });
    expect(byId(columns, "changePrice")).toBeDefined();
  });

  it("swaps the odd-lot twins on odd-lot boards", () => {
    const columns = withDisplayToggles(ODD_LOT_COLUMNS, { percent: true, value: true });
    expect(byId(columns, "pctChangePriceOdd")?.kind).toBe("percent");
    expect(byId(columns, "totalTradedValueOdd")?.kind).toBe("value");
  });
});

describe("withCallAuction (ATO, ATC)", () => {
  it("returns the same array outside an auction", () => {
    expect(withCallAuction(DETAIL_COLUMNS, null)).toBe(DETAIL_COLUMNS);
  });

  it("shows the book's limit prices by default (KRX), the words ATO/ATC on a broker's request", () => {
    for (const column of withCallAuction(DETAIL_COLUMNS, "ATO"))
      expect(column.marketOrder, column.id).toBeUndefined();
  });

  it("labels market orders in the book and shows the projected price and volume", () => {
    const columns = withCallAuction(DETAIL_COLUMNS, "ATC", { labelMarketOrders: true });
    for (const id of ["bidPrice1", "bidPrice2", "bidPrice3"])
      expect(byId(columns, id)?.marketOrder, id).toEqual({ limitField: "ceilPrice", label: "ATC" });
    for (const id of ["offerPrice1", "offerPrice2", "offerPrice3"])
      expect(byId(columns, id)?.marketOrder, id).toEqual({ limitField: "floorPrice", label: "ATC" });
    expect(byId(columns, "bidQtty1")?.marketOrder).toBeUndefined();
    expect(byId(columns, "auctionPrice")).toMatchObject({
      field: "auctionPrice",
      header: "column.auctionPrice",
      group: "column.group.projected",
    });
    expect(byId(columns, "auctionQtty")).toMatchObject({
      field: "auctionQtty",
      group: "column.group.projected",
    });
    expect(ids(columns)).not.toContain("matchPrice");
    expect(ids(columns).indexOf("auctionPrice")).toBe(ids(DETAIL_COLUMNS).indexOf("matchPrice"));
  });
});
