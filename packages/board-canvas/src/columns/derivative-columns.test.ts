import { MarketData, MsgType, PriceColor, SYMBOL_SCHEMA, SymbolField } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { cellString } from "../text/cell-chars";
import { DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import { DERIVATIVE_COLUMNS } from "./derivative-columns";

const ids = DERIVATIVE_COLUMNS.map((c) => c.id);
const byId = (id: string) => DERIVATIVE_COLUMNS.find((c) => c.id === id)!;

function futures() {
  const md = new MarketData({ now: () => 1_000 });
  const send = (type: number, records: Record<string, string | number>[]) =>
    expect(md.handleFrame(encodeFrame(type, encodeRecords(SYMBOL_SCHEMA, records)))).toBe(true);
  send(MsgType.SYMBOL_SNAPSHOT, [
    {
      code: "VN30F2612",
      marketCode: "DVX",
      refPrice: 1_250.5,
      ceilPrice: 1_338,
      floorPrice: 1_163,
      matchPrice: 1_262.3,
      changePrice: 11.8,
      matchQtty: 1_234,
      totalTradedQtty: 45_678,
      bidPrice1: 1_262.2,
      bidQtty1: 15,
      basis: -3.45,
      openInterest: 45_120,
      openInterestChange: -120,
      lastTradingDate: "20261217",
    },
  ]);
  return { md, send, row: md.symbols.rowOf("VN30F2612") };
}

const text = (id: string, md: MarketData, row: number, alternate = false) =>
  cellString(byId(id), md.symbols, row, DEFAULT_CELL_TEXT_OPTIONS, alternate);

describe("DERIVATIVE_COLUMNS (spec 2.3.5)", () => {
  it("has the spec's columns in order, unique ids over symbol fields", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of DERIVATIVE_COLUMNS)
      for (const f of [c.field, c.altField, c.colorField])
        if (f) expect(SymbolField[f], `${c.id} ${f}`).toBeTypeOf("number");
    expect(ids.slice(0, 5)).toEqual(["code", "lastTradingDate", "ceilPrice", "floorPrice", "refPrice"]);
    expect(ids.slice(-6)).toEqual([
      "basis",
      "openInterest",
      "openInterestChange",
      "highestPrice",
      "avgPrice",
      "lowestPrice",
    ]);
    expect(ids.filter((id) => /^(bid|offer)Price\d$/.test(id))).toHaveLength(6);
  });

  it("shows prices in index points with one decimal and quantities in contracts", () => {
    const { md, row } = futures();
    expect(text("refPrice", md, row)).toBe("1,250.5");
    expect(text("matchPrice", md, row)).toBe("1,262.3");
    expect(text("changePrice", md, row)).toBe("11.8");
    expect(text("matchQtty", md, row)).toBe("1,234");
    expect(text("bidQtty1", md, row)).toBe("15");
    expect(text("basis", md, row)).toBe("-3.45");
    expect(text("openInterestChange", md, row)).toBe("-120");
    expect(text("lastTradingDate", md, row)).toBe("17/12/2026");
  });

  it("toggles the total between contracts and traded value", () => {
    const { md, row, send } = futures();
    send(MsgType.SYMBOL_UPDATE, [{ code: "VN30F2612", totalTradedValue: 5_700_000_000 }]);
    expect(text("totalTradedQtty", md, row)).toBe("45,678");
    expect(text("totalTradedQtty", md, row, true)).toBe("5.70 Tỷ");
  });

  it("colours the match by the sign of the change (derivative rule), basis and OI change by sign", () => {
    const { md, row, send } = futures();
    const symbols = md.symbols;
    expect(symbols.color(SymbolField.matchPrice, row)).toBe(PriceColor.UP);
    // Below the reference but with a positive change: the derivative rule still says up.
    send(MsgType.SYMBOL_UPDATE, [{ code: "VN30F2612", matchPrice: 1_249, changePrice: 0.5 }]);
    expect(symbols.color(SymbolField.matchPrice, row)).toBe(PriceColor.UP);
    send(MsgType.SYMBOL_UPDATE, [{ code: "VN30F2612", changePrice: -1.5 }]);
    expect(symbols.color(SymbolField.matchPrice, row)).toBe(PriceColor.DOWN);
    // Quantity, change and code take the match price's class.
    for (const id of ["code", "matchQtty", "changePrice"]) expect(byId(id).colorField).toBe("matchPrice");
    expect(byId("basis").color?.(symbols, row)).toBe(PriceColor.DOWN);
    expect(byId("openInterestChange").color?.(symbols, row)).toBe(PriceColor.DOWN);
  });
});
