import { MarketData, MsgType, SYMBOL_SCHEMA, SymbolField } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { cellString } from "../text/cell-chars";
import { DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import { COVERED_WARRANT_COLUMNS } from "./covered-warrant-columns";
import { cwCodeWidth, DETAIL_COLUMNS, withCodeWidth } from "./detail-columns";

const ids = COVERED_WARRANT_COLUMNS.map((c) => c.id);
const byId = (id: string) => COVERED_WARRANT_COLUMNS.find((c) => c.id === id)!;

describe("COVERED_WARRANT_COLUMNS (/chungquyen)", () => {
  it("is the detail board plus issuer, last trading date, underlying price, exercise price and ratio", () => {
    expect(new Set(ids).size).toBe(ids.length);
    const extra = ids.filter((id) => !DETAIL_COLUMNS.some((c) => c.id === id));
    expect(extra).toEqual(["issuer", "lastTradingDate", "underlyingPrice", "exercisePrice", "exerciseRatio"]);
    for (const c of COVERED_WARRANT_COLUMNS)
      if (c.field) expect(SymbolField[c.field], c.id).toBeTypeOf("number");
    expect(ids.slice(0, 4)).toEqual(["star", "code", "issuer", "lastTradingDate"]);
    expect(ids.at(-1)).toBe("miniChart");
  });

  it("shows the warrant's terms: ratio N:1, prices / 1000, the date DD/MM/YYYY", () => {
    const md = new MarketData({ now: () => 1_000 });
    md.handleFrame(
      encodeFrame(
        MsgType.SYMBOL_SNAPSHOT,
        encodeRecords(SYMBOL_SCHEMA, [
          {
            code: "CVNM2601",
            issuer: "SSI",
            exercisePrice: 68_000,
            exerciseRatio: 5,
            underlyingPrice: 61_500,
            lastTradingDate: "20270115",
          },
        ]),
      ),
    );
    const row = md.symbols.rowOf("CVNM2601");
    const text = (id: string) => cellString(byId(id), md.symbols, row, DEFAULT_CELL_TEXT_OPTIONS);
    expect(
      ["issuer", "lastTradingDate", "underlyingPrice", "exercisePrice", "exerciseRatio"].map(text),
    ).toEqual(["SSI", "15/01/2027", "61.50", "68.00", "5:1"]);
  });

  it("takes the covered-warrant code width of spec 9", () => {
    const columns = withCodeWidth(COVERED_WARRANT_COLUMNS, cwCodeWidth(["CVNM2601", "CHPG2512"]));
    expect(columns.find((c) => c.id === "code")!.width).toBe(11 * 8 + 20);
  });
});
