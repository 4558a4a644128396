import type { Industry } from "@vnboard/feed";
import { describe, expect, it } from "vitest";
import { menuIndustries } from "./industry-menu";

const industry = (code: string, vi: string, en: string, symbolList: string[]): Industry => ({
  code,
  name: vi,
  names: { vi, en, zh: en, kr: en },
  symbolList,
});

describe("menuIndustries", () => {
  const list = [
    industry("4000", "Y tế", "Health Care", ["DHG", "IMP"]),
    industry("8000", "Tài chính", "Financials", ["ACB", "BVH"]),
    industry("4500", "Y tế", "Health Care", ["IMP", "DHG"]),
    industry("8300", "Ngân hàng", "Banks", ["ACB"]),
    industry("0500", "Dầu khí ", "oil & gas", ["PVD"]),
    industry("0001", "Dầu khí", "Oil & Gas", ["PVD", "GAS"]),
  ];

  it("lists each industry once: a repeated name or the same stocks is left out, the first one stays", () => {
    expect(menuIndustries(list, "vi").map((i) => i.code)).toEqual(["4000", "8000", "8300", "0500"]);
    expect(menuIndustries(list, "en").map((i) => i.code)).toEqual(["4000", "8000", "8300", "0500"]);
  });

  it("keeps distinct industries in the provider's order", () => {
    const distinct = [list[1], list[3]] as Industry[];
    expect(menuIndustries(distinct, "vi")).toEqual(distinct);
  });
});
