import { ColumnStore, MarketData, MsgType, PriceColor, SYMBOL_SCHEMA, TopListKind } from "@vnboard/feed";
import { encodeFrame, encodeRecords, ParsedRecords } from "@vnboard/feed/protocol";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { replaceRows } from "./replace-rows";
import { topRecord } from "./top-records";
import { TOP_SCHEMA } from "./top-schema";
import type { TopEntry } from "./top-snapshot";

// The engine's entry loads pixi.js, which reads `navigator` at import: Node 20 has none, so the modules
// that import the engine are loaded once a stand-in is there.
let engine: typeof import("@vnboard/board-canvas");
let TOP_HEADERS: typeof import("./top-columns").TOP_HEADERS;
let topColumns: typeof import("./top-columns").topColumns;
beforeAll(async () => {
  if (typeof navigator === "undefined") vi.stubGlobal("navigator", { userAgent: "node" });
  engine = await import("@vnboard/board-canvas");
  ({ TOP_HEADERS, topColumns } = await import("./top-columns"));
});

function symbols() {
  const md = new MarketData({ now: () => 1_000 });
  md.handleFrame(
    encodeFrame(
      MsgType.SYMBOL_SNAPSHOT,
      encodeRecords(SYMBOL_SCHEMA, [
        { code: "VNM", refPrice: 60_000, ceilPrice: 64_200, floorPrice: 55_800 },
        { code: "FPT", refPrice: 120_000, ceilPrice: 128_400, floorPrice: 111_600 },
      ]),
    ),
  );
  return md.symbols;
}

const entry = (code: string, fields: Partial<TopEntry>): TopEntry => ({
  rank: 1,
  code,
  matchPrice: Number.NaN,
  priceColor: "none",
  changePrice: Number.NaN,
  pctChangePrice: Number.NaN,
  totalTradedQtty: Number.NaN,
  totalTradedValue: Number.NaN,
  buyForeignValue: Number.NaN,
  sellForeignValue: Number.NaN,
  netForeignValue: Number.NaN,
  share: "",
  ...fields,
});

function board(entries: TopEntry[]) {
  const store = new ColumnStore(TOP_SCHEMA);
  expect(replaceRows(store, entries.map(topRecord), new ParsedRecords())).toBe(true);
  return store;
}

describe("topColumns", () => {
  it("shows rank, code and the figures; the net foreign value only on the foreign lists; nothing sorts", () => {
    const base = ["rank", "code", "price", "change", "percent", "volume", "value"];
    expect(topColumns(TopListKind.GAINERS, symbols()).map((c) => c.id)).toEqual([...base, "share"]);
    expect(topColumns(TopListKind.FOREIGN_NET_SELL, symbols()).map((c) => c.id)).toEqual([
      ...base,
      "netForeign",
      "share",
    ]);
    for (const column of topColumns(TopListKind.FOREIGN_NET_BUY, symbols())) {
      expect(column.sortable, column.id).toBe(false);
      expect(Object.values(TOP_HEADERS)).toContain(column.header);
    }
  });

  it("writes the refresh's numbers as the board's cells, the share with 2 decimals and a blank share", () => {
    const store = board([
      entry("VNM", {
        rank: 1,
        matchPrice: 64_200,
        changePrice: 4_200,
        pctChangePrice: 7,
        totalTradedQtty: 1_234_560,
        totalTradedValue: 75_000_000_000,
        netForeignValue: -2_500_000_000,
        share: "60.00",
      }),
      entry("FPT", { rank: 2, matchPrice: 120_000, changePrice: 0, pctChangePrice: 0 }),
    ]);
    const columns = topColumns(TopListKind.FOREIGN_NET_SELL, symbols());
    const text = (code: string) =>
      columns.map((c) => engine.cellString(c, store, store.rowOf(code), engine.DEFAULT_CELL_TEXT_OPTIONS));
    expect(text("VNM")).toEqual([
      "1",
      "VNM",
      "64.20",
      "4.20",
      "7.00%",
      "123,456",
      "75.00 Tỷ",
      "-2.50 Tỷ",
      "60.00%",
    ]);
    expect(text("FPT").at(-1)).toBe("");
  });

  it("colours code, price, change and percent by the stock's band, the net foreign value by its sign", () => {
    const list = symbols();
    const store = board([
      entry("VNM", { matchPrice: 64_200, changePrice: 4_200, pctChangePrice: 7, netForeignValue: -5 }),
      entry("FPT", { rank: 2, matchPrice: 119_000, changePrice: -1_000, netForeignValue: 5 }),
      entry("NEW", { rank: 3, matchPrice: 10_000 }),
    ]);
    const columns = topColumns(TopListKind.FOREIGN_NET_BUY, list);
    const colour = (id: string, code: string) =>
      columns.find((c) => c.id === id)?.color?.(store, store.rowOf(code));
    for (const id of ["code", "price", "change", "percent"]) {
      expect(colour(id, "VNM"), id).toBe(PriceColor.CEILING);
      expect(colour(id, "FPT"), id).toBe(PriceColor.DOWN);
      // A code the symbol store does not know has no band: plain text.
      expect(colour(id, "NEW"), id).toBe(PriceColor.NONE);
    }
    expect(colour("netForeign", "VNM")).toBe(PriceColor.DOWN);
    expect(colour("netForeign", "FPT")).toBe(PriceColor.UP);
    expect(columns.find((c) => c.id === "volume")?.color).toBeUndefined();
  });
});
