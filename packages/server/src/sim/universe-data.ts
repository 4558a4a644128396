/**
 * Reads the real reference data (packages/server/data/reference, see its README and NOTICE): symbols.csv, shares outstanding and the
 * index baskets. Only active listings become instruments: three-letter stocks on HSX/HNX/UPCOM, HSX ETFs
 * and closed-end funds, and listed bonds (exchange BOND). Futures rows are ignored: the four VN30
 * contracts follow the simulated date instead. Covered-warrant codes are kept for reuse.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MarketCode, SecurityType } from "@vnboard/feed";
import { parseCsvObjects } from "./csv";
import type { Rng } from "./prng";
import type { BaseUniverse, Instrument } from "./universe";
import { foreignRoomFor, liquidityFor } from "./universe-generated";

/** Basket codes of the data file -> the spec's index codes (the rest keep their names). */
export const BASKET_ALIASES: Readonly<Record<string, string>> = {
  VNXALLSHARE: "VNXALL",
  VNMIDCAP: "VNMID",
  VNSMALLCAP: "VNSML",
  UPCOMINDEX: "HNXUPCOMINDEX",
};

const EXCHANGE_MARKET: Readonly<Record<string, MarketCode>> = {
  HSX: MarketCode.HSX,
  HNX: MarketCode.HNX,
  UPCOM: MarketCode.UPCOM,
};

/** The newest file whose name starts with `prefix` (dated snapshots: index_baskets_2026-03-31.csv). */
function newestFile(dir: string, prefix: string): string | null {
  const names = readdirSync(dir)
    .filter((n) => n.startsWith(prefix) && n.endsWith(".csv"))
    .sort();
  return names.length > 0 ? join(dir, names[names.length - 1]) : null;
}

export function loadDataUniverse(dir: string, rng: Rng): BaseUniverse {
  const rows = parseCsvObjects(readFileSync(join(dir, "symbols.csv"), "utf8"));
  const sharesFile = newestFile(dir, "shares_outstanding");
  const shares = new Map<string, number>();
  if (sharesFile) {
    for (const r of parseCsvObjects(readFileSync(sharesFile, "utf8"))) shares.set(r.symbol, Number(r.shares));
  }
  const instruments: Instrument[] = [];
  const icbNames: BaseUniverse["icbNames"] = new Map();
  const warrantCodes: string[] = [];
  for (const r of rows) {
    const code = r.symbol.trim();
    const exchange = r.exchange.trim();
    if (r.icb_code) {
      icbNames.set(r.icb_code, {
        vi: r.icb_industry_vi,
        en: r.icb_industry_en,
        superVi: r.icb_supersector_vi,
        superEn: r.icb_supersector_en,
      });
    }
    let marketCode: MarketCode | undefined;
    let securityType: SecurityType | undefined;
    if (EXCHANGE_MARKET[exchange] && /^[A-Z0-9]{3}$/.test(code)) {
      marketCode = EXCHANGE_MARKET[exchange];
      securityType = SecurityType.STOCK;
    } else if (exchange === "HSX" && /^C[A-Z]{3}\d{4}$/.test(code)) {
      warrantCodes.push(code);
      continue;
    } else if (exchange === "HSX" && (code === "E1VFVN30" || code.startsWith("FUE"))) {
      marketCode = MarketCode.HSX;
      securityType = SecurityType.ETF;
    } else if (exchange === "HSX" && code.startsWith("FUC")) {
      marketCode = MarketCode.HSX;
      securityType = SecurityType.FUND;
    } else if (exchange === "BOND") {
      marketCode = MarketCode.BOND;
      securityType = SecurityType.BOND;
    }
    if (!marketCode || !securityType) continue;
    const isStock = securityType === SecurityType.STOCK;
    const inVn30 = r.in_vn30 === "True";
    const n =
      shares.get(code) ??
      (securityType === SecurityType.BOND
        ? rng.between(10, 300) * 10_000
        : Math.round(rng.logNormal(isStock ? 40e6 : 20e6, 1) / 1000) * 1000);
    instruments.push({
      code,
      name: r.name_vi.trim() || code,
      nameEn: r.name_en.trim() || code,
      marketCode,
      securityType,
      icbCode: r.icb_code,
      shares: n,
      indexCodes: [],
      refPrice: 0,
      foreignRoom: foreignRoomFor(r.icb_code, securityType),
      liquidity: liquidityFor(marketCode, securityType, n, inVn30),
    });
  }
  const known = new Set(instruments.map((i) => i.code));
  const baskets: Record<string, string[]> = {};
  const basketFile = newestFile(dir, "index_baskets");
  if (basketFile) {
    for (const r of parseCsvObjects(readFileSync(basketFile, "utf8"))) {
      if (!known.has(r.symbol)) continue;
      const indexCode = BASKET_ALIASES[r.index_code] ?? r.index_code;
      let list = baskets[indexCode];
      if (!list) {
        list = [];
        baskets[indexCode] = list;
      }
      if (!list.includes(r.symbol)) list.push(r.symbol);
    }
  }
  return { instruments, baskets, icbNames, warrantCodes };
}
