/**
 * Industries for msgType 11 and the /nganh/{code} boards, from the ICB columns of symbols.csv.
 * The four-digit ICB code (icb_code, kept as a string) nests: industry X000 > supersector XX00 > sector
 * XXX0 > subsector XXXX. We list the top-level industries (with a name in each of the four languages;
 * Real Estate, supersector 8600, is its own entry as Vietnamese boards show it) followed by the
 * supersectors named in the data (vi and en; zh and kr fall back to English, the data has neither).
 */
import { SecurityType } from "@vnboard/feed";
import type { Instrument } from "./universe";

export interface IndustryNames {
  vi: string;
  en: string;
  zh: string;
  kr: string;
}

export interface Industry {
  code: string;
  name: string;
  names: IndustryNames;
  symbolList: string[];
}

/** Top-level ICB industries; code, then names vi, en, zh, kr. */
const TOP_LEVEL: readonly (readonly [string, string, string, string, string])[] = [
  ["0001", "Dầu khí", "Oil & Gas", "石油和天然气", "석유 및 가스"],
  ["1000", "Nguyên vật liệu", "Basic Materials", "基础材料", "기초 소재"],
  ["2000", "Công nghiệp", "Industrials", "工业", "산업재"],
  ["3000", "Hàng tiêu dùng", "Consumer Goods", "消费品", "소비재"],
  ["4000", "Y tế", "Health Care", "医疗保健", "헬스케어"],
  ["5000", "Dịch vụ tiêu dùng", "Consumer Services", "消费服务", "소비자 서비스"],
  ["6000", "Viễn thông", "Telecommunications", "电信", "통신"],
  ["7000", "Tiện ích cộng đồng", "Utilities", "公用事业", "유틸리티"],
  ["8000", "Tài chính", "Financials", "金融", "금융"],
  ["8600", "Bất động sản", "Real Estate", "房地产", "부동산"],
  ["9000", "Công nghệ thông tin", "Technology", "信息技术", "정보기술"],
];

/** Top-level industry code of a four-digit ICB code ("8633" -> "8600", "8355" -> "8000", "0533" -> "0001"). */
export function topLevelIndustry(icbCode: string): string {
  if (icbCode.length !== 4) return "";
  if (icbCode.startsWith("86")) return "8600";
  if (icbCode[0] === "0") return "0001";
  return `${icbCode[0]}000`;
}

export function buildIndustries(
  instruments: readonly Instrument[],
  icbNames: Map<string, { vi: string; en: string; superVi: string; superEn: string }>,
): Industry[] {
  const stocks = instruments.filter((i) => i.securityType === SecurityType.STOCK && i.icbCode.length === 4);
  const out: Industry[] = [];
  for (const [code, vi, en, zh, kr] of TOP_LEVEL) {
    const symbolList = stocks.filter((i) => topLevelIndustry(i.icbCode) === code).map((i) => i.code);
    if (symbolList.length > 0) out.push({ code, name: vi, names: { vi, en, zh, kr }, symbolList });
  }
  const supers = new Map<string, Industry>();
  for (const [icb, names] of [...icbNames.entries()].sort()) {
    const code = `${icb.slice(0, 2)}00`;
    if (code === "8600" || supers.has(code) || !names.superEn) continue;
    supers.set(code, {
      code,
      name: names.superVi,
      names: { vi: names.superVi, en: names.superEn, zh: names.superEn, kr: names.superEn },
      symbolList: [],
    });
  }
  for (const i of stocks) supers.get(`${i.icbCode.slice(0, 2)}00`)?.symbolList.push(i.code);
  for (const s of supers.values()) if (s.symbolList.length > 0) out.push(s);
  return out;
}
