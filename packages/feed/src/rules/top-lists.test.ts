import { describe, expect, it } from "vitest";
import {
  isInTopList,
  type PlasmaRow,
  plasmaTop5,
  plasmaTopOf,
  shareOfTotal,
  TopListKind,
  type TopListRow,
  topList,
} from "./top-lists";

function row(code: string, fields: Partial<TopListRow> = {}): TopListRow {
  return {
    code,
    changePrice: 0,
    pctChangePrice: 0,
    totalTradedQtty: 0,
    totalTradedValue: 0,
    buyForeignValue: 0,
    sellForeignValue: 0,
    ...fields,
  };
}

const ROWS: TopListRow[] = [
  row("VNM", { changePrice: 1_000, pctChangePrice: 1.6, totalTradedQtty: 500, totalTradedValue: 30e6 }),
  row("FPT", { changePrice: 2_000, pctChangePrice: 1.6, totalTradedQtty: 900, totalTradedValue: 90e6 }),
  row("ACB", { changePrice: 300, pctChangePrice: 1.2, totalTradedQtty: 900, totalTradedValue: 20e6 }),
  row("HPG", { changePrice: -500, pctChangePrice: -2, buyForeignValue: 5e6, sellForeignValue: 1e6 }),
  row("SSI", { changePrice: -100, pctChangePrice: -0.3, buyForeignValue: 1e6, sellForeignValue: 9e6 }),
  row("MWG", { changePrice: -900, pctChangePrice: -2, buyForeignValue: 2e6, sellForeignValue: 2e6 }),
  row("VIC", { changePrice: Number.NaN, pctChangePrice: Number.NaN, totalTradedQtty: Number.NaN }),
];
const codes = (rows: readonly TopListRow[]) => rows.map((r) => r.code);

describe("topList", () => {
  it("ranks gainers by percent change desc, ties by code", () => {
    expect(codes(topList(ROWS, TopListKind.GAINERS))).toEqual(["FPT", "VNM", "ACB"]);
  });

  it("ranks losers by percent change asc, ties by code", () => {
    expect(codes(topList(ROWS, TopListKind.LOSERS))).toEqual(["HPG", "MWG", "SSI"]);
  });

  it("ranks volume and value desc and drops zero and NaN", () => {
    expect(codes(topList(ROWS, TopListKind.VOLUME))).toEqual(["ACB", "FPT", "VNM"]);
    expect(codes(topList(ROWS, TopListKind.VALUE))).toEqual(["FPT", "VNM", "ACB"]);
  });

  it("ranks net foreign buy desc and net sell asc, excluding zero net", () => {
    expect(codes(topList(ROWS, TopListKind.FOREIGN_NET_BUY))).toEqual(["HPG"]);
    expect(codes(topList(ROWS, TopListKind.FOREIGN_NET_SELL))).toEqual(["SSI"]);
    expect(isInTopList(ROWS[5], TopListKind.FOREIGN_NET_BUY)).toBe(false);
    expect(isInTopList(ROWS[5], TopListKind.FOREIGN_NET_SELL)).toBe(false);
  });

  it("cuts to numberStockTop, defaulting on false", () => {
    expect(codes(topList(ROWS, TopListKind.GAINERS, 2))).toEqual(["FPT", "VNM"]);
    expect(topList(ROWS, TopListKind.GAINERS, 0)).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => row(`S${i + 10}`, { totalTradedQtty: i + 1 }));
    expect(topList(many, TopListKind.VOLUME)).toHaveLength(30);
    expect(topList(many, TopListKind.VOLUME, false)).toHaveLength(30);
    expect(topList(many, TopListKind.VOLUME, 5.9)).toHaveLength(5);
  });

  it("does not modify its input", () => {
    const copy = ROWS.slice();
    topList(ROWS, TopListKind.LOSERS);
    expect(ROWS).toEqual(copy);
  });
});

describe("shareOfTotal", () => {
  it("gives a percentage to 2 decimals only when the total is above 0", () => {
    expect(shareOfTotal(1_234, 10_000)).toBe("12.34");
    expect(shareOfTotal(1, 3)).toBe("33.33");
    expect(shareOfTotal(5, 0)).toBe("");
    expect(shareOfTotal(5, -1)).toBe("");
    expect(shareOfTotal(5, Number.NaN)).toBe("");
    expect(shareOfTotal(Number.NaN, 10)).toBe("");
  });
});

describe("plasma top 5", () => {
  const plasma: PlasmaRow[] = [
    { code: "VNM", marketCode: "STO", totalTradedQttyNM: 100, securityType: "ST" },
    { code: "FPT", marketCode: "STO", totalTradedQttyNM: 300, securityType: "ST" },
    { code: "ACB", marketCode: "STO", totalTradedQttyNM: 300, securityType: "ST" },
    { code: "HPG", marketCode: "STO", totalTradedQttyNM: 50, securityType: "ST" },
    { code: "SSI", marketCode: "STO", totalTradedQttyNM: 70, securityType: "ST" },
    { code: "MWG", marketCode: "STO", totalTradedQttyNM: 10, securityType: "ST" },
    { code: "VIC", marketCode: "STO", totalTradedQttyNM: 0, securityType: "ST" },
    { code: "SHS", marketCode: "STX", totalTradedQttyNM: 900, securityType: "ST" },
    { code: "PVS", marketCode: "STX", totalTradedQttyNM: 0, securityType: "ST" },
    { code: "BSR", marketCode: "UPX", totalTradedQttyNM: 5_000, securityType: "ST" },
    { code: "E1VFVN30", marketCode: "STO", totalTradedQttyNM: 200, securityType: "EF" },
    // A warrant, a bond and a future out-trade every stock above by volume and are on boards of their own.
    { code: "CVHM2605", marketCode: "STO", totalTradedQttyNM: 3_000_000, securityType: "CW" },
    { code: "VCB12345", marketCode: "STO", totalTradedQttyNM: 1_000_000, securityType: "BO" },
    { code: "41I1G1000", marketCode: "STX", totalTradedQttyNM: 2_000_000, securityType: "FT" },
  ];

  it("keeps the stocks with volume above 0, desc then code, 5 per exchange", () => {
    const top = plasmaTop5(plasma);
    expect(top.hsx.map((r) => r.code)).toEqual(["ACB", "FPT", "E1VFVN30", "VNM", "SSI"]);
    expect(top.hnx.map((r) => r.code)).toEqual(["SHS"]);
  });

  it("works for any exchange code and count", () => {
    expect(plasmaTopOf(plasma, "UPX").map((r) => r.code)).toEqual(["BSR"]);
    expect(plasmaTopOf(plasma, "STO", 2).map((r) => r.code)).toEqual(["ACB", "FPT"]);
  });
});
