import { SymbolField, TopListKind } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { buildTopList, type TopSource } from "./top-snapshot";

interface Row {
  code: string;
  market?: string;
  type?: string;
  present?: boolean;
  fields?: Partial<Record<keyof typeof SymbolField, number>>;
}

const DEFAULTS: Partial<Record<keyof typeof SymbolField, number>> = {
  refPrice: 10_000,
  ceilPrice: 10_700,
  floorPrice: 9_300,
  matchPrice: 10_000,
};

function source(rows: Row[]): TopSource {
  const byIndex = new Map<number, keyof typeof SymbolField>(
    Object.entries(SymbolField).map(([name, i]) => [i as number, name as keyof typeof SymbolField]),
  );
  return {
    rowCount: rows.length,
    present: rows.map((r) => (r.present === false ? 0 : 1)),
    keyOf: (r) => rows[r].code,
    str: (field, r) =>
      field === SymbolField.marketCode
        ? (rows[r].market ?? "STO")
        : field === SymbolField.securityType
          ? (rows[r].type ?? "ST")
          : "",
    num: (field, r) => {
      const name = byIndex.get(field);
      if (name === undefined) return Number.NaN;
      return rows[r].fields?.[name] ?? DEFAULTS[name] ?? 0;
    },
  };
}

const up = (pct: number, extra: Row["fields"] = {}) => ({
  changePrice: pct * 100,
  pctChangePrice: pct,
  matchPrice: 10_000 + pct * 100,
  ...extra,
});

describe("buildTopList", () => {
  const rows: Row[] = [
    { code: "AAA", fields: up(3, { totalTradedQtty: 100, totalTradedValue: 600 }) },
    { code: "BBB", fields: up(5, { totalTradedQtty: 300, totalTradedValue: 200 }) },
    { code: "CCC", market: "STX", fields: up(7, { totalTradedQtty: 500, totalTradedValue: 200 }) },
    { code: "DDD", fields: up(-2, { totalTradedQtty: 100, totalTradedValue: 200 }) },
    { code: "CW1", type: "CW", fields: up(9, { totalTradedQtty: 900, totalTradedValue: 900 }) },
    { code: "GONE", present: false, fields: up(9) },
    { code: "BND", market: "HCX", fields: up(9) },
  ];

  it("ranks the scope's stocks, leaving out warrants, bonds, other exchanges and missing rows", () => {
    const all = buildTopList(source(rows), TopListKind.GAINERS, "all", 30);
    expect(all.map((e) => [e.rank, e.code])).toEqual([
      [1, "CCC"],
      [2, "BBB"],
      [3, "AAA"],
    ]);
    expect(buildTopList(source(rows), TopListKind.GAINERS, "STO", 30).map((e) => e.code)).toEqual([
      "BBB",
      "AAA",
    ]);
    expect(buildTopList(source(rows), TopListKind.LOSERS, "STO", 30).map((e) => e.code)).toEqual(["DDD"]);
  });

  it("cuts to numberStockTop and falls back to 30 when it was refused", () => {
    expect(buildTopList(source(rows), TopListKind.VOLUME, "all", 2).map((e) => e.code)).toEqual([
      "CCC",
      "BBB",
    ]);
    const many: Row[] = Array.from({ length: 45 }, (_, i) => ({
      code: `S${String(i).padStart(2, "0")}`,
      fields: { totalTradedQtty: i + 1 },
    }));
    expect(buildTopList(source(many), TopListKind.VOLUME, "all", false)).toHaveLength(30);
  });

  it("gives each row its share of the scope total, to 2 decimals", () => {
    const volume = buildTopList(source(rows), TopListKind.VOLUME, "STO", 30);
    // HSX stocks trade 100 + 300 + 100 = 500 shares.
    expect(volume.map((e) => [e.code, e.share])).toEqual([
      ["BBB", "60.00"],
      ["AAA", "20.00"],
      ["DDD", "20.00"],
    ]);
    const value = buildTopList(source(rows), TopListKind.VALUE, "all", 30);
    expect(value[0]).toMatchObject({ code: "AAA", share: "50.00" });
  });

  it("shows no share when the total is not above 0", () => {
    const quiet: Row[] = [{ code: "AAA", fields: up(1) }];
    expect(buildTopList(source(quiet), TopListKind.GAINERS, "all", 30)[0].share).toBe("");
  });

  it("ranks net foreign buying and selling with shares of each side's total", () => {
    const foreign: Row[] = [
      { code: "AAA", fields: { buyForeignValue: 300, sellForeignValue: 0 } },
      { code: "BBB", fields: { buyForeignValue: 100, sellForeignValue: 0 } },
      { code: "CCC", fields: { buyForeignValue: 0, sellForeignValue: 50 } },
      { code: "DDD", fields: { buyForeignValue: 10, sellForeignValue: 10 } },
    ];
    const buy = buildTopList(source(foreign), TopListKind.FOREIGN_NET_BUY, "all", 30);
    expect(buy.map((e) => [e.code, e.netForeignValue, e.share])).toEqual([
      ["AAA", 300, "75.00"],
      ["BBB", 100, "25.00"],
    ]);
    const sell = buildTopList(source(foreign), TopListKind.FOREIGN_NET_SELL, "all", 30);
    expect(sell.map((e) => [e.code, e.share])).toEqual([["CCC", "100.00"]]);
  });

  it("colours the price by the reference, ceiling and floor", () => {
    const coloured: Row[] = [
      { code: "CEIL", fields: up(7, { matchPrice: 10_700 }) },
      { code: "UPP", fields: up(2) },
    ];
    const list = buildTopList(source(coloured), TopListKind.GAINERS, "all", 30);
    expect(list.map((e) => e.priceColor)).toEqual(["ceiling", "up"]);
  });
});
