import {
  BOND_SCHEMA,
  type BondField,
  MarketData,
  MsgType,
  PUT_THROUGH_SCHEMA,
  type PutThroughField,
} from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { dataColumn } from "../columns/detail-columns";
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
