import {
  COVERED_WARRANT_COLUMNS,
  DETAIL_COLUMNS,
  TOTAL_COLUMNS,
  visibleColumns,
  withCallAuction,
  withDisplayToggles,
} from "@vnboard/board-canvas";
import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { describe, expect, it } from "vitest";
import { UTF8_BOM } from "../../shared/export/csv";
import { boardCsv, csvHeader, type HeaderWords, unitOf } from "./board-csv";

const LABELS: Record<string, string> = {
  "column.code": "Symbol",
  "column.refPrice": "Ref",
  "column.matchPrice": "Price",
  "column.changePrice": "+/-",
  "column.pctChangePrice": "%",
  "column.totalTradedQtty": "Total vol",
  "column.group.match": "Matched",
  "column.bidPrice1": "Price 1",
  "column.group.bid": "Bid",
};
const words: HeaderWords = {
  label: (key) => LABELS[key] ?? key,
  unit: (unit) => ({ dong: "VND", shares: "shares", percent: "%" })[unit],
  language: "en",
};

function market(): MarketData {
  const md = new MarketData();
  const records = [
    {
      code: "FPT",
      refPrice: 120_000,
      matchPrice: 121_500,
      changePrice: 1_500,
      pctChangePrice: 1.25,
      totalTradedQtty: 1_234_500,
    },
    {
      code: "VNM",
      refPrice: 61_000,
      matchPrice: 60_400,
      changePrice: -600,
      pctChangePrice: -0.98,
      totalTradedQtty: 88_100,
    },
    { code: "ACB", refPrice: 24_000 },
    // Untraded today: the feed sends zeros, which the board draws blank.
    {
      code: "ABT",
      refPrice: 50_000,
      matchPrice: 0,
      changePrice: 0,
      pctChangePrice: 0,
      highestPrice: 0,
      totalTradedQtty: 0,
      bidPrice1: 0,
      auctionPrice: 0,
    },
  ];
  expect(md.handleFrame(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, records)))).toBe(
    true,
  );
  return md;
}

const lines = (text: string) =>
  text
    .slice(UTF8_BOM.length)
    .split("\r\n")
    .filter((line) => line !== "");

describe("the visible board as CSV", () => {
  it("writes the shown data columns in order, the rows in the given order, numbers unformatted", () => {
    const md = market();
    const columns = TOTAL_COLUMNS.filter((c) =>
      ["star", "code", "refPrice", "matchPrice", "changePrice", "totalTradedQtty"].includes(c.id),
    );
    const text = boardCsv(md.symbols, columns, ["VNM", "FPT", "ACB"], words);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(lines(text)).toEqual([
      "Symbol,Ref (VND),Matched Price (VND),Matched +/- (VND),Total vol (shares)",
      "VNM,61000,60400,-600,88100",
      "FPT,120000,121500,1500,1234500",
      "ACB,24000,,,",
    ]);
  });

  it("leaves empty what the board draws blank: no match, no volume, an empty level (not 0)", () => {
    const md = market();
    const columns = DETAIL_COLUMNS.filter((c) =>
      [
        "code",
        "refPrice",
        "highestPrice",
        "matchPrice",
        "changePrice",
        "totalTradedQtty",
        "bidPrice1",
      ].includes(c.id),
    );
    const [header, row] = lines(boardCsv(md.symbols, columns, ["ABT"], words));
    expect(header?.split(",")).toHaveLength(7);
    expect(row).toBe("ABT,50000,,,,,");
  });

  it("exports a call auction's projected change as the board shows it, empty without a projection", () => {
    const md = market();
    md.handleFrame(
      encodeFrame(
        MsgType.SYMBOL_UPDATE,
        encodeRecords(SYMBOL_SCHEMA, [{ code: "FPT", auctionPrice: 122_000, auctionQtty: 5_000 }]),
      ),
    );
    const columns = withCallAuction(
      DETAIL_COLUMNS.filter((c) => ["code", "matchPrice", "changePrice"].includes(c.id)),
      "ATC",
    );
    expect(lines(boardCsv(md.symbols, columns, ["FPT", "ABT"], words)).slice(1)).toEqual([
      "FPT,122000,2000",
      "ABT,,",
    ]);
  });

  it("follows the display toggles: the change column exported as percent", () => {
    const md = market();
    const columns = withDisplayToggles(
      TOTAL_COLUMNS.filter((c) => ["code", "changePrice"].includes(c.id)),
      { percent: true, value: false },
    );
    expect(lines(boardCsv(md.symbols, columns, ["FPT"], words))).toEqual([
      "Symbol,Matched % (%)",
      "FPT,1.25",
    ]);
  });

  it("leaves out hidden columns and the star and mini chart", () => {
    const md = market();
    const shown = visibleColumns(
      DETAIL_COLUMNS,
      new Set([
        "subCode",
        "buyVolume4",
        "sellVolume4",
        "foreignBuy",
        "foreignSell",
        "room",
        "totalVolume",
        "avgPrice",
        "foreignNet",
        "foreignValue",
      ]),
    );
    const header = lines(boardCsv(md.symbols, shown, [], words))[0] ?? "";
    expect(header.split(",")[0]).toBe("Symbol");
    expect(header).not.toContain("column.star");
    expect(header).not.toContain("column.miniChart");
    expect(header).not.toContain("column.bidQtty4");
    expect(header).not.toContain("column.remainForeignQtty");
    expect(header).toContain("Bid Price 1 (VND)");
  });

  it("names the unit of each kind of column, and none for text, dates and counts", () => {
    const byId = new Map(COVERED_WARRANT_COLUMNS.map((c) => [c.id, c]));
    const unit = (id: string) => {
      const column = byId.get(id);
      if (column === undefined) throw new Error(id);
      return unitOf(column);
    };
    expect(unit("matchPrice")).toBe("dong");
    expect(unit("matchQtty")).toBe("shares");
    expect(unit("issuer")).toBeNull();
    expect(unit("lastTradingDate")).toBeNull();
    expect(unitOf({ ...byId.get("matchPrice")!, priceScale: 1 })).toBeNull();
  });

  it("a header given per language is read in the board's language", () => {
    const column = { ...TOTAL_COLUMNS[1]!, header: { vi: "Mã", en: "Code" }, group: undefined };
    expect(csvHeader(column, words)).toBe("Code");
    expect(csvHeader(column, { ...words, language: "zh" })).toBe("Code");
  });
});
