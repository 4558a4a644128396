import { BOND_SCHEMA, BondField, MarketData, MsgType, PriceColor } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { cellString } from "../text/cell-chars";
import { DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import { BOND_COLUMNS } from "./bond-columns";

const ids = BOND_COLUMNS.map((c) => c.id);
const byId = (id: string) => BOND_COLUMNS.find((c) => c.id === id)!;

function bonds() {
  const md = new MarketData({ now: () => 1_000 });
  md.handleFrame(
    encodeFrame(
      MsgType.BOND_SNAPSHOT,
      encodeRecords(BOND_SCHEMA, [
        {
          code: "VIC12501",
          tsdb: "Y",
          parvalue: 100_000,
          totalListingQtty: 2_000_000,
          interest_Rate: 9.5,
          periodRemain: 37,
          maturitDate: "20291231",
          pt_BestBidPrice: 99_500,
          pt_BestOfferPrice: 100_000,
          pt_MatchPrice: 101_200,
          pt_TotalTradedQtty: 12_000,
          pt_TotalTradedValue: 1_214_400_000,
        },
        { code: "MSN12601", tsdb: "N", parvalue: 100_000 },
      ]),
    ),
  );
  return md;
}

describe("BOND_COLUMNS (spec 2.3.6, over market.bonds)", () => {
  it("lists the spec's columns over bond fields, a favourites checkbox first", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of BOND_COLUMNS)
      for (const f of [c.field, c.altField, c.colorField])
        if (f) expect(BondField[f], `${c.id} ${f}`).toBeTypeOf("number");
    expect(ids.slice(0, 7)).toEqual([
      "favourite",
      "code",
      "totalListingQtty",
      "interest_Rate",
      "tsdb",
      "periodRemain",
      "maturitDate",
    ]);
    expect(byId("favourite").kind).toBe("checkbox");
    expect(ids).toContain("pt_BestBidPrice");
    expect(ids).toContain("pt_MatchPrice");
  });

  it("shows prices in dong, rate in percent, collateral as a mark, counts without the lot unit", () => {
    const md = bonds();
    const row = md.bonds.rowOf("VIC12501");
    const text = (id: string, alt = false) =>
      cellString(byId(id), md.bonds, row, DEFAULT_CELL_TEXT_OPTIONS, alt);
    expect(text("code")).toBe("VIC12501");
    expect(text("pt_MatchPrice")).toBe("101,200");
    expect(text("interest_Rate")).toBe("9.50%");
    expect(text("tsdb")).toBe("✓");
    expect(text("totalListingQtty")).toBe("2,000,000");
    expect(text("periodRemain")).toBe("37");
    expect(text("maturitDate")).toBe("31/12/2029");
    expect(text("pt_TotalTradedQtty")).toBe("12,000");
    expect(text("pt_TotalTradedQtty", true)).toBe("1.21 Tỷ");
    expect(cellString(byId("tsdb"), md.bonds, md.bonds.rowOf("MSN12601"), DEFAULT_CELL_TEXT_OPTIONS)).toBe(
      "",
    );
  });

  it("colours prices against the par value", () => {
    const md = bonds();
    const row = md.bonds.rowOf("VIC12501");
    const colour = (id: string) => byId(id).color?.(md.bonds, row);
    expect(colour("pt_MatchPrice")).toBe(PriceColor.UP);
    expect(colour("pt_BestBidPrice")).toBe(PriceColor.DOWN);
    expect(colour("pt_BestOfferPrice")).toBe(PriceColor.REFERENCE);
    expect(colour("pt_MinPrice")).toBe(PriceColor.NONE);
  });
});
