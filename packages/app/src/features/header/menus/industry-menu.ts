import type { Industry } from "@vnboard/feed";

/** An industry's name as the menu shows it in `language`. */
export function industryLabel(industry: Industry, language: string): string {
  return industry.names[language] || industry.name;
}

/**
 * The industries menu lists each industry once. A provider may send a sector beside the industry it is
 * the whole of (ICB: Health Care 4000 and its one supersector 4500, the same stocks under the same name):
 * an entry whose shown name or whose stocks repeat an earlier entry's is left out; the first one stays.
 */
export function menuIndustries(industries: readonly Industry[], language: string): Industry[] {
  const names = new Set<string>();
  const members = new Set<string>();
  const out: Industry[] = [];
  for (const industry of industries) {
    const name = industryLabel(industry, language).trim().toLocaleLowerCase();
    const stocks = [...industry.symbolList].sort().join(",");
    if (names.has(name) || (stocks !== "" && members.has(stocks))) continue;
    names.add(name);
    if (stocks !== "") members.add(stocks);
    out.push(industry);
  }
  return out;
}
