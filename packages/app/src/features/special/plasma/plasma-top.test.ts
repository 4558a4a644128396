import { SymbolField } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import type { TopSource } from "../top/top-snapshot";
import { PlasmaTop, plasmaTopKey } from "./plasma-top";

interface FakeRow {
  code: string;
  market: string;
  nm: number;
  price?: number;
  /** SecurityType; a stock ("ST") when absent. */
  type?: string;
}

/** A stand-in for the symbol store with the fields the plasma table reads. */
function fakeSource(rows: FakeRow[]): TopSource & { rows: FakeRow[] } {
  const source = {
    rows,
    get rowCount() {
      return source.rows.length;
    },
    get present() {
      return source.rows.map(() => 1);
    },
    keyOf: (r: number) => source.rows[r].code,
    str: (field: number, r: number) => {
      if (field === SymbolField.marketCode) return source.rows[r].market;
      if (field === SymbolField.securityType) return source.rows[r].type ?? "ST";
      return "";
    },
    num: (field: number, r: number) => {
      const row = source.rows[r];
      if (field === SymbolField.totalTradedQttyNM) return row.nm;
      if (field === SymbolField.matchPrice) return row.price ?? 10_000;
      if (field === SymbolField.refPrice) return 10_000;
      if (field === SymbolField.matchQtty) return 100;
      if (field === SymbolField.changePrice) return (row.price ?? 10_000) - 10_000;
      return Number.NaN;
    },
  };
  return source;
}

describe("PlasmaTop", () => {
  it("gives 5 stocks per exchange by normal-match volume above 0, then code", () => {
    const source = fakeSource([
      ...["A", "B", "C", "D", "E", "F"].map((code, i) => ({ code, market: "STO", nm: (i % 3) * 100 + 50 })),
      { code: "Z", market: "STO", nm: 0 },
      { code: "H1", market: "STX", nm: 20 },
      { code: "H2", market: "STX", nm: Number.NaN },
      // The day's busiest HSX lines by volume are warrants at a few hundred dong: not on the stocks' TOP 5.
      { code: "CVHM2605", market: "STO", nm: 3_071_170, type: "CW" },
      { code: "CFPT2528", market: "STO", nm: 1_559_780, type: "CW" },
    ]);
    const [hsx, hnx, upcom] = new PlasmaTop(source).compute(["STO", "STX", "UPX"]);
    expect(hsx.map((l) => l.code)).toEqual(["C", "F", "B", "E", "A"]);
    expect(hnx.map((l) => l.code)).toEqual(["H1"]);
    expect(upcom).toEqual([]);
    expect(hsx[0]).toMatchObject({ volume: "25", price: "10.00", matchVolume: "10", color: "reference" });
  });

  it("follows rows that change and go between refreshes", () => {
    const source = fakeSource([
      { code: "A", market: "STO", nm: 10 },
      { code: "B", market: "STO", nm: 20, price: 11_000 },
    ]);
    const top = new PlasmaTop(source);
    const before = top.compute(["STO"]);
    expect(before[0].map((l) => l.code)).toEqual(["B", "A"]);
    expect(before[0][0].color).toBe("up");
    source.rows = [{ code: "A", market: "STO", nm: 30 }];
    const after = top.compute(["STO"]);
    expect(after[0].map((l) => l.code)).toEqual(["A"]);
    expect(plasmaTopKey(after)).not.toBe(plasmaTopKey(before));
    expect(plasmaTopKey(top.compute(["STO"]))).toBe(plasmaTopKey(after));
  });
});
