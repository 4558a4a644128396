import {
  BOND_SCHEMA,
  type BondField,
  MarketData,
  MsgType,
  PUT_THROUGH_SCHEMA,
  type PutThroughField,
  SYMBOL_SCHEMA,
} from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { withCallAuction, withDisplayToggles } from "../columns/column-modes";
import { DERIVATIVE_COLUMNS } from "../columns/derivative-columns";
import { DETAIL_COLUMNS, dataColumn } from "../columns/detail-columns";
import { ODD_LOT_COLUMNS } from "../columns/odd-lot-columns";
import { ODD_LOT_GRID_COLUMNS } from "../columns/odd-lot-grid-columns";
import { TOTAL_COLUMNS } from "../columns/total-columns";
import { cellString } from "./cell-chars";
import { DEFAULT_CELL_TEXT_OPTIONS } from "./cell-text";

function market() {
  const md = new MarketData({ now: () => 1_000 });
  md.handleFrame(
    encodeFrame(
      MsgType.BOND_SNAPSHOT,
      encodeRecords(BOND_SCHEMA, [
        {
          code: "VIC12501",
          tsdb: "Y",
          maturitDate: "20291231",
          totalListingQtty: 1_500_000,
          pt_MatchPrice: 101_500,
          interest_Rate: 9.5,
        },
      ]),
    ),
  );
  md.handleFrame(
    encodeFrame(
      MsgType.PUT_THROUGH,
      encodeRecords(PUT_THROUGH_SCHEMA, [
        { ticks: "20261120101501000001", code: "VNM", price: 61_000, quantity: 500_000, time: "10:15:01" },
      ]),
    ),
  );
  return md;
}

describe("cellString: the text of a cell over any store", () => {
  const md = market();
  const bond = md.bonds.rowOf("VIC12501");
  const deal = md.putThrough.rowOf("20261120101501000001");
  const text = <F extends string>(
    column: Parameters<typeof cellString<F>>[0],
    store: Parameters<typeof cellString<F>>[1],
    row: number,
  ) => cellString(column, store, row, DEFAULT_CELL_TEXT_OPTIONS);

  it("draws a bond's key, its date as DD/MM/YYYY, a mapped flag and a count without the lot unit", () => {
    expect(text(dataColumn<BondField>("code", "code"), md.bonds, bond)).toBe("VIC12501");
    expect(text(dataColumn<BondField>("maturitDate", "date"), md.bonds, bond)).toBe("31/12/2029");
    expect(text(dataColumn<BondField>("tsdb", "text", { labels: { Y: "yes" } }), md.bonds, bond)).toBe("yes");
    expect(text(dataColumn<BondField>("totalListingQtty", "count"), md.bonds, bond)).toBe("1,500,000");
    expect(text(dataColumn<BondField>("interest_Rate", "percent"), md.bonds, bond)).toBe("9.50%");
    expect(
      text(
        dataColumn<BondField>("pt_MatchPrice", "price", { priceScale: 1, priceDecimals: 0 }),
        md.bonds,
        bond,
      ),
    ).toBe("101,500");
  });

  it("draws a put-through deal's stock code (a text field, not its ticks key) and its price / 1000", () => {
    expect(text(dataColumn<PutThroughField>("code", "code"), md.putThrough, deal)).toBe("VNM");
    expect(text(dataColumn<PutThroughField>("price", "price"), md.putThrough, deal)).toBe("61.00");
    expect(text(dataColumn<PutThroughField>("quantity", "volume"), md.putThrough, deal)).toBe("50,000");
    expect(text(dataColumn<PutThroughField>("time", "text"), md.putThrough, deal)).toBe("10:15:01");
  });

  it("draws nothing for a field the store does not have, or a number kind over a text field", () => {
    expect(text(dataColumn<string>("matchPrice", "price"), md.bonds as never, bond)).toBe("");
    expect(text(dataColumn<BondField>("issuer", "price"), md.bonds, bond)).toBe("");
  });
});

/** A market whose symbol store holds these records (a snapshot). */
function symbolsOf(records: Record<string, string | number>[]): MarketData {
  const md = new MarketData({ now: () => 1_000 });
  md.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, records)));
  return md;
}

describe("a change without the price it is a change of", () => {
  const md = symbolsOf([
    // Before the day's first match (or, for the odd lot, with no odd-lot match): changes are 0.
    { code: "AAA", refPrice: 20_000, matchPrice: 0, changePrice: 0, pctChangePrice: 0, matchPriceOdd: 0 },
    // Matched at the reference price: unchanged, which the board says as 0.00.
    { code: "BBB", refPrice: 20_000, matchPrice: 20_000, changePrice: 0, pctChangePrice: 0 },
    { code: "CCC", refPrice: 20_000, matchPriceOdd: 20_500, changePriceOdd: 500, pctChangePriceOdd: 2.5 },
  ]);
  const row = (code: string) => md.symbols.rowOf(code);
  const change = (columns: typeof DETAIL_COLUMNS, id: string, code: string, alternate = false) => {
    const column = columns.find((c) => c.id === id);
    if (column === undefined) throw new Error(`no column ${id}`);
    return cellString(column, md.symbols, row(code), DEFAULT_CELL_TEXT_OPTIONS, alternate);
  };

  it("is blank on every board with a change column, instead of a 0.00 that reads as unchanged", () => {
    for (const columns of [DETAIL_COLUMNS, TOTAL_COLUMNS, DERIVATIVE_COLUMNS]) {
      expect(change(columns, "changePrice", "AAA")).toBe("");
      expect(change(columns, "changePrice", "AAA", true)).toBe("");
    }
    for (const columns of [ODD_LOT_COLUMNS, ODD_LOT_GRID_COLUMNS]) {
      expect(change(columns, "changePriceOdd", "AAA")).toBe("");
      expect(change(columns, "changePriceOdd", "AAA", true)).toBe("");
    }
  });

  it("reads 0.00 once there is a match at the reference price, and the change of an odd-lot match", () => {
    expect(change(DETAIL_COLUMNS, "changePrice", "BBB")).toBe("0.00");
    expect(change(DETAIL_COLUMNS, "changePrice", "BBB", true)).toBe("0.00%");
    expect(change(ODD_LOT_COLUMNS, "changePriceOdd", "CCC")).toBe("0.50");
    expect(change(ODD_LOT_GRID_COLUMNS, "changePriceOdd", "CCC", true)).toBe("2.50%");
    // The board-lot change of a symbol with an odd-lot match only is still blank.
    expect(change(DETAIL_COLUMNS, "changePrice", "CCC")).toBe("");
  });

  it("ignores a blankWithout naming a text field or a field the store does not have", () => {
    const byText = dataColumn("changePrice", "change", { blankWithout: "symbolName" });
    const byNothing = dataColumn("changePrice", "change", { blankWithout: "nosuch" as "matchPrice" });
    for (const column of [byText, byNothing])
      expect(cellString(column, md.symbols, row("BBB"), DEFAULT_CELL_TEXT_OPTIONS)).toBe("0.00");
  });
});

describe("a call auction's change column: the projected price's change, not the last match's", () => {
  const md = symbolsOf([
    // Last continuous match 35.95 (+0.50); the ATC projects 36.00 (+0.55, +1.55%).
    {
      code: "BID",
      refPrice: 35_450,
      matchPrice: 35_950,
      changePrice: 500,
      pctChangePrice: 1.41,
      auctionPrice: 36_000,
    },
    // Projected below the reference.
    { code: "CTG", refPrice: 22_900, matchPrice: 23_250, changePrice: 350, auctionPrice: 22_700 },
    // The book does not cross: no projection, so no change either.
    { code: "HPG", refPrice: 27_000, matchPrice: 27_100, changePrice: 100, auctionPrice: 0 },
  ]);
  const cell = (columns: typeof DETAIL_COLUMNS, id: string, code: string, alternate = false) => {
    const column = columns.find((c) => c.id === id);
    if (column === undefined) throw new Error(`no column ${id}`);
    return cellString(column, md.symbols, md.symbols.rowOf(code), DEFAULT_CELL_TEXT_OPTIONS, alternate);
  };
  const atc = withCallAuction(DETAIL_COLUMNS, "ATC");
  const atcPercent = withCallAuction(
    withDisplayToggles(DETAIL_COLUMNS, { percent: true, value: false }),
    "ATC",
  );

  it("reads the projected price's change from the reference, in price or in percent", () => {
    expect(cell(atc, "auctionPrice", "BID")).toBe("36.00");
    expect(cell(atc, "auctionChange", "BID")).toBe("0.55");
    expect(cell(atc, "auctionChange", "CTG")).toBe("-0.20");
    expect(cell(atcPercent, "auctionPctChange", "BID")).toBe("1.55%");
    expect(cell(atcPercent, "auctionPctChange", "CTG")).toBe("-0.87%");
    // A board that toggles percent itself (`alternates`) gets the same difference in percent.
    expect(cell(atc, "auctionChange", "BID", true)).toBe("1.55%");
  });

  it("is blank without a projection, and sits with the projected price under its group", () => {
    expect(cell(atc, "auctionChange", "HPG")).toBe("");
    const ids = atc.map((c) => c.id);
    expect(ids).not.toContain("changePrice");
    for (const id of ["auctionPrice", "auctionQtty", "auctionChange"])
      expect(atc.find((c) => c.id === id)?.group, id).toBe("column.group.projected");
    expect(atc.find((c) => c.id === "auctionChange")?.sortable).toBe(false);
    // Outside the auction the change is the last match's, as before.
    expect(cell(DETAIL_COLUMNS, "changePrice", "BID")).toBe("0.50");
  });
});
