import { type Industry, SymbolField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import type { IndustryMember } from "./industry-stats";

const F = SymbolField;

/** A member of the industry as its popup shows it. */
export interface IndustryRow extends IndustryMember {
  code: string;
  matchPrice: number;
  changePrice: number;
}

/** The industry of `code` among those the feed sent (msgType 11), or null. */
export function findIndustry(industries: readonly Industry[], code: string): Industry | null {
  return industries.find((industry) => industry.code === code) ?? null;
}

/** The industry's members the store knows, by code; codes without a row are left out. */
export function readIndustryRows(industry: Industry): IndustryRow[] {
  const store = market.symbols;
  const rows: IndustryRow[] = [];
  for (const code of [...industry.symbolList].sort()) {
    const row = store.rowOf(code);
    if (row < 0) continue;
    const n = (f: number) => store.num(f, row);
    rows.push({
      code,
      color: store.color(F.matchPrice, row),
      matchPrice: n(F.matchPrice),
      changePrice: n(F.changePrice),
      pctChangePrice: n(F.pctChangePrice),
      totalTradedQtty: n(F.totalTradedQtty),
      totalTradedValue: n(F.totalTradedValue),
      buyForeignValue: n(F.buyForeignValue),
      sellForeignValue: n(F.sellForeignValue),
    });
  }
  return rows;
}
