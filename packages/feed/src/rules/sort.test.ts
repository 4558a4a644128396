import { describe, expect, it } from "vitest";
import { nextSort, SORT_MENU_OPTIONS, sortRowsByNumber, sortRowsByText } from "./sort";

describe("nextSort", () => {
  it("starts a new column ascending", () => {
    expect(nextSort(null, "matchPrice")).toEqual({ column: "matchPrice", type: "asc", dataType: "number" });
    expect(nextSort(undefined, "code", "text")).toEqual({ column: "code", type: "asc", dataType: "text" });
  });

  it("flips the direction on the same column", () => {
    const asc = nextSort(null, "code", "text");
    const desc = nextSort(asc, "code", "text");
    expect(desc.type).toBe("desc");
    expect(nextSort(desc, "code", "text").type).toBe("asc");
  });

  it("starts asc when another column is clicked, whatever the current direction", () => {
    const desc = { column: "code", type: "desc", dataType: "text" } as const;
    expect(nextSort(desc, "totalTradedQtty")).toEqual({
      column: "totalTradedQtty",
      type: "asc",
      dataType: "number",
    });
  });
});

describe("SORT_MENU_OPTIONS", () => {
  it("sorts symbol as text and the others as numbers", () => {
    for (const { config } of SORT_MENU_OPTIONS) {
      expect(config.dataType).toBe(config.column === "code" ? "text" : "number");
    }
  });

  it("sorts symbol and quantity ascending options asc, foreign buy and sell desc", () => {
    const byId = new Map(SORT_MENU_OPTIONS.map((o) => [o.id, o.config]));
    expect(byId.get("symbolAsc")?.type).toBe("asc");
    expect(byId.get("quantityAsc")?.type).toBe("asc");
    expect(byId.get("symbolDesc")?.type).toBe("desc");
    expect(byId.get("quantityDesc")?.type).toBe("desc");
    expect(byId.get("foreignBuy")).toEqual({ column: "buyForeignQtty", type: "desc", dataType: "number" });
    expect(byId.get("foreignSell")).toEqual({ column: "sellForeignQtty", type: "desc", dataType: "number" });
  });
});

describe("sortRowsByNumber", () => {
  const codes = ["VNM", "FPT", "ACB", "HPG", "SSI"];
  const prices = Float64Array.from([60_000, 120_000, 25_000, 25_000, Number.NaN]);

  it("sorts row indices ascending with ties by code and NaN last", () => {
    const rows = Int32Array.from([0, 1, 2, 3, 4]);
    sortRowsByNumber(rows, prices, codes, "asc");
    expect(Array.from(rows)).toEqual([2, 3, 0, 1, 4]);
  });

  it("sorts descending, keeping ties by code ascending and NaN last", () => {
    const rows = [4, 3, 2, 1, 0];
    sortRowsByNumber(rows, prices, codes, "desc");
    expect(rows).toEqual([1, 0, 2, 3, 4]);
  });

  it("sorts only the first count entries", () => {
    const rows = Int32Array.from([1, 0, 2, 3, 4]);
    sortRowsByNumber(rows, prices, codes, "asc", 2);
    expect(Array.from(rows)).toEqual([0, 1, 2, 3, 4]);
  });

  it("handles empty and single-row arrays", () => {
    const empty = new Int32Array(0);
    sortRowsByNumber(empty, prices, codes, "asc");
    expect(empty.length).toBe(0);
    const one = [3];
    sortRowsByNumber(one, prices, codes, "desc");
    expect(one).toEqual([3]);
  });

  it("agrees with a reference sort on a large random column", () => {
    const n = 2_000;
    const values = new Float64Array(n);
    const names: string[] = [];
    let seed = 7;
    for (let i = 0; i < n; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      values[i] = seed % 50 === 0 ? Number.NaN : (seed % 300) * 10;
      names.push(`S${(seed % 100_000).toString().padStart(5, "0")}${i}`);
    }
    const rows = Int32Array.from({ length: n }, (_, i) => i);
    sortRowsByNumber(rows, values, names, "desc");
    const expected = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
      const x = values[a];
      const y = values[b];
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
      if (!Number.isNaN(x) && x !== y) return y - x;
      return names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b;
    });
    expect(Array.from(rows)).toEqual(expected);
  });
});

describe("sortRowsByText", () => {
  it("sorts by text with empty values last, both directions", () => {
    const codes = ["VNM", "", "ACB", "FPT"];
    const rows = [0, 1, 2, 3];
    sortRowsByText(rows, codes, codes, "asc");
    expect(rows).toEqual([2, 3, 0, 1]);
    sortRowsByText(rows, codes, codes, "desc");
    expect(rows).toEqual([0, 3, 2, 1]);
  });

  it("breaks ties of another text column by code", () => {
    const codes = ["VNM", "FPT", "ACB"];
    const markets = ["HSX", "HSX", "HNX"];
    const rows = [0, 1, 2];
    sortRowsByText(rows, markets, codes, "desc");
    expect(rows).toEqual([1, 0, 2]);
  });
});
