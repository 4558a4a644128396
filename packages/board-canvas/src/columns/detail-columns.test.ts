import { SymbolField } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { COLUMN_TOGGLES, EXTRA_COLUMN_TOGGLES } from "./column-def";
import { cwCodeWidth, DETAIL_COLUMNS, withCodeWidth } from "./detail-columns";
import { visibleColumns } from "./visible-columns";

const ids = DETAIL_COLUMNS.map((c) => c.id);
const byId = (id: string) => DETAIL_COLUMNS.find((c) => c.id === id)!;

describe("DETAIL_COLUMNS (spec 2.3.1)", () => {
  it("has unique ids that are store fields (or star / miniChart)", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of DETAIL_COLUMNS) {
      if (c.field === null) expect(["star", "miniChart"]).toContain(c.id);
      else if (c.id === "subCode") expect(c.field).toBe("code");
      else {
        expect(c.id).toBe(c.field);
        expect(SymbolField[c.field], c.id).toBeTypeOf("number");
      }
      for (const f of [c.altField, c.colorField])
        if (f) expect(SymbolField[f], `${c.id} ${f}`).toBeTypeOf("number");
      expect(c.header).toMatch(/^column\./);
      expect(c.width).toBeGreaterThan(0);
    }
  });

  it("starts with star and code (width 90) and ends with the mini chart", () => {
    expect(ids.slice(0, 5)).toEqual(["star", "code", "refPrice", "ceilPrice", "floorPrice"]);
    expect(byId("code").width).toBe(90);
    expect(ids.at(-1)).toBe("miniChart");
  });

  it("lays the bid side out price3 vol3 price2 vol2 price1 vol1, then match, then offer 1..3", () => {
    const from = ids.indexOf("bidPrice3");
    expect(ids.slice(from, from + 17)).toEqual([
      "bidPrice3",
      "bidQtty3",
      "bidPrice2",
      "bidQtty2",
      "bidPrice1",
      "bidQtty1",
      "subCode",
      "matchPrice",
      "matchQtty",
      "changePrice",
      "offerPrice1",
      "offerQtty1",
      "offerPrice2",
      "offerQtty2",
      "offerPrice3",
      "offerQtty3",
      "offerQtty4",
    ]);
    expect(ids[from - 1]).toBe("bidQtty4");
    expect(byId("bidQtty1").group).toBe("column.group.bid");
    expect(byId("bidQtty2").colorField).toBe("bidPrice2");
  });

  it("wires the change and total toggles to their alternative fields", () => {
    expect(byId("changePrice")).toMatchObject({ altField: "pctChangePrice", altKind: "percent" });
    expect(byId("totalTradedQtty")).toMatchObject({
      altField: "totalTradedValue",
      altKind: "value",
      toggle: "totalVolume",
    });
  });

  it("gives every column-menu toggle a column, the sub-code a second code column", () => {
    const toggles = new Set(DETAIL_COLUMNS.map((c) => c.toggle).filter(Boolean));
    expect([...COLUMN_TOGGLES, ...EXTRA_COLUMN_TOGGLES].filter((t) => !toggles.has(t))).toEqual([]);
    expect(byId("subCode")).toMatchObject({
      field: "code",
      kind: "code",
      toggle: "subCode",
      sortable: false,
    });
    expect(byId("bidQtty4").toggle).toBe("buyVolume4");
    expect(byId("offerQtty4").toggle).toBe("sellVolume4");
    expect(byId("remainForeignQtty").toggle).toBe("room");
  });

  it("marks the spec's sortable columns sortable and no others", () => {
    const sortable = DETAIL_COLUMNS.filter((c) => c.sortable).map((c) => c.id);
    expect(sortable.sort()).toEqual(
      [
        "code",
        "highestPrice",
        "lowestPrice",
        "matchPrice",
        "changePrice",
        "totalTradedQtty",
        "bidPrice1",
        "bidQtty1",
        "offerPrice1",
        "offerQtty1",
        "buyForeignQtty",
        "sellForeignQtty",
        "subForeignQtty",
        "buyForeignValue",
        "sellForeignValue",
        "subForeignValue",
      ].sort(),
    );
  });

  it("has the spec's foreign net volume and buy / sell / net values as extra columns", () => {
    expect(byId("subForeignQtty")).toMatchObject({ kind: "volume", toggle: "foreignNet" });
    for (const id of ["buyForeignValue", "sellForeignValue", "subForeignValue"])
      expect(byId(id), id).toMatchObject({
        kind: "value",
        toggle: "foreignValue",
        group: "column.group.foreign",
      });
  });

  it("fits the default set (extras hidden) in a 1920 px screen with a scrollbar to spare", () => {
    const width = (hidden: readonly string[]) =>
      visibleColumns(DETAIL_COLUMNS, new Set(hidden as never[])).reduce((sum, c) => sum + c.width, 0);
    expect(width(EXTRA_COLUMN_TOGGLES)).toBeLessThanOrEqual(1880);
    expect(width([])).toBeGreaterThan(1920);
  });

  it("marks highest, lowest and average blank on odd-lot boards", () => {
    const blank = DETAIL_COLUMNS.filter((c) => c.blankOnOddLot).map((c) => c.id);
    expect(blank).toEqual(["highestPrice", "lowestPrice", "avgPrice"]);
  });
});

describe("cwCodeWidth (spec 9)", () => {
  it("is max(60, 11 x longest code + 20)", () => {
    expect(cwCodeWidth([])).toBe(60);
    expect(cwCodeWidth(["ABC"])).toBe(60);
    expect(cwCodeWidth(["CVNM2306", "CFPT2401X"])).toBe(11 * 9 + 20);
  });

  it("resizes only the code column of a copy", () => {
    const resized = withCodeWidth(DETAIL_COLUMNS, 119);
    expect(resized.find((c) => c.id === "code")!.width).toBe(119);
    expect(byId("code").width).toBe(90);
    expect(resized[0]).toBe(DETAIL_COLUMNS[0]);
  });
});
