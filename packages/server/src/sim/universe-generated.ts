/**
 * The built-in universe (`--universe generated`, or a server copy without its reference data): the same shape as the real market
 * (market-rules.md "Size of the market": about 400 HSX, 300 HNX and 880 UpCOM stocks, 18 HSX ETFs,
 * listed bonds) with plausible three-letter codes, ICB industries and index baskets of the real sizes.
 * Basket ranks use shares outstanding as the size proxy (prices are assigned later).
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import type { Rng } from "./prng";
import type { BaseUniverse, Instrument } from "./universe";

/** A few common ICB subsectors with their names (vi, en) and supersector names. */
const ICB: readonly (readonly [code: string, vi: string, en: string, superVi: string, superEn: string])[] = [
  ["8355", "Ngân hàng", "Banks", "Ngân hàng", "Banks"],
  ["8633", "Bất động sản", "Real Estate Investment & Services", "Bất động sản", "Real Estate"],
  ["8777", "Dịch vụ tài chính", "Financial Services", "Dịch vụ tài chính", "Financial Services"],
  [
    "2357",
    "Xây dựng và Vật liệu",
    "Construction & Materials",
    "Xây dựng và Vật liệu",
    "Construction & Materials",
  ],
  [
    "2777",
    "Vận tải",
    "Industrial Transportation",
    "Hàng & Dịch vụ Công nghiệp",
    "Industrial Goods & Services",
  ],
  ["1757", "Kim loại", "Industrial Metals & Mining", "Tài nguyên Cơ bản", "Basic Resources"],
  ["1353", "Hóa chất", "Chemicals", "Hóa chất", "Chemicals"],
  ["3577", "Sản xuất thực phẩm", "Food Producers", "Thực phẩm và đồ uống", "Food & Beverage"],
  ["3763", "Hàng cá nhân", "Personal Goods", "Hàng cá nhân & Gia dụng", "Personal & Household Goods"],
  ["4577", "Dược phẩm", "Pharmaceuticals & Biotechnology", "Y tế", "Health Care"],
  ["5379", "Bán lẻ", "General Retailers", "Bán lẻ", "Retail"],
  ["7535", "Sản xuất & Phân phối Điện", "Electricity", "Điện, nước & xăng dầu khí đốt", "Utilities"],
  [
    "9537",
    "Phần mềm & Dịch vụ Máy tính",
    "Software & Computer Services",
    "Công nghệ Thông tin",
    "Technology",
  ],
  ["0533", "Sản xuất Dầu khí", "Oil & Gas Producers", "Dầu khí", "Oil & Gas"],
  ["6575", "Viễn thông di động", "Mobile Telecommunications", "Viễn thông", "Telecommunications"],
  ["8536", "Bảo hiểm phi nhân thọ", "Nonlife Insurance", "Bảo hiểm", "Insurance"],
];

/** Foreign ownership limit: 30% for banks (8355), 49% otherwise; funds and ETFs unlimited (100%). */
export function foreignRoomFor(icbCode: string, securityType: string): number {
  if (securityType === SecurityType.ETF || securityType === SecurityType.FUND) return 1;
  return icbCode === "8355" ? 0.3 : 0.49;
}

/**
 * Relative order-flow weight: grows with the square root of the size so that big caps trade most without
 * starving the small ones; VN30 members are the most traded names of the market.
 */
export function liquidityFor(
  marketCode: string,
  securityType: string,
  shares: number,
  inVn30: boolean,
): number {
  if (securityType === SecurityType.BOND) return 0;
  let w = Math.sqrt(Math.max(shares, 1e5) / 1e6);
  if (inVn30) w *= 4;
  if (securityType === SecurityType.ETF || securityType === SecurityType.FUND) w = 1;
  if (marketCode === MarketCode.UPCOM) w *= 0.5;
  return w;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function newCode(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const code = LETTERS[rng.int(26)] + LETTERS[rng.int(26)] + LETTERS[rng.int(26)];
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

const COUNTS: readonly (readonly [MarketCode, number])[] = [
  [MarketCode.HSX, 400],
  [MarketCode.HNX, 300],
  [MarketCode.UPCOM, 880],
];

export function generateUniverse(rng: Rng): BaseUniverse {
  const taken = new Set<string>();
  const instruments: Instrument[] = [];
  const byMarket = new Map<string, Instrument[]>();
  for (const [marketCode, count] of COUNTS) {
    const list: Instrument[] = [];
    const median = marketCode === MarketCode.HSX ? 150e6 : marketCode === MarketCode.HNX ? 40e6 : 25e6;
    for (let k = 0; k < count; k++) {
      const code = newCode(rng, taken);
      const icb = ICB[rng.int(ICB.length)];
      const shares = Math.round(rng.logNormal(median, 1.1) / 1000) * 1000 + 1_000_000;
      list.push({
        code,
        name: `Công ty Cổ phần ${code}`,
        nameEn: `${code} Joint Stock Company`,
        marketCode,
        securityType: SecurityType.STOCK,
        icbCode: icb[0],
        shares,
        indexCodes: [],
        refPrice: 0,
        foreignRoom: foreignRoomFor(icb[0], SecurityType.STOCK),
        liquidity: 0,
      });
    }
    list.sort((a, b) => b.shares - a.shares || (a.code < b.code ? -1 : 1));
    byMarket.set(marketCode, list);
    instruments.push(...list);
  }
  for (let k = 0; k < 18; k++) {
    const code = `FUE${newCode(rng, taken)}${rng.between(10, 99)}`;
    instruments.push({
      code,
      name: `Quỹ ETF ${code}`,
      nameEn: `${code} ETF`,
      marketCode: MarketCode.HSX,
      securityType: SecurityType.ETF,
      icbCode: "",
      shares: rng.between(5, 200) * 1_000_000,
      indexCodes: [],
      refPrice: 0,
      foreignRoom: 1,
      liquidity: 1,
    });
  }
  const issuers = byMarket.get(MarketCode.HSX)!.slice(0, 60);
  for (let k = 0; k < 40; k++) {
    const issuer = rng.pick(issuers);
    const code = `${issuer.code}1${rng.between(22, 26)}${String(rng.between(1, 40)).padStart(3, "0")}`;
    if (taken.has(code)) continue;
    taken.add(code);
    instruments.push({
      code,
      name: issuer.name,
      nameEn: issuer.nameEn,
      marketCode: MarketCode.BOND,
      securityType: SecurityType.BOND,
      icbCode: "",
      shares: rng.between(10, 300) * 10_000,
      indexCodes: [],
      refPrice: 0,
      foreignRoom: 0.49,
      liquidity: 0,
    });
  }
  const baskets = generatedBaskets(byMarket, rng);
  const vn30 = new Set(baskets.VN30);
  for (const i of instruments) {
    if (i.liquidity === 0 && i.securityType === SecurityType.STOCK) {
      i.liquidity = liquidityFor(i.marketCode, i.securityType, i.shares, vn30.has(i.code));
    }
  }
  const icbNames: BaseUniverse["icbNames"] = new Map(
    ICB.map(([code, vi, en, superVi, superEn]) => [code, { vi, en, superVi, superEn }]),
  );
  return { instruments, baskets, icbNames, warrantCodes: [] };
}

/** Baskets of the real sizes (index_baskets_2026-03-31.csv), by size rank. */
function generatedBaskets(byMarket: Map<string, Instrument[]>, rng: Rng): Record<string, string[]> {
  const hsx = byMarket.get(MarketCode.HSX)!.map((i) => i.code);
  const hnx = byMarket.get(MarketCode.HNX)!.map((i) => i.code);
  const upcom = byMarket.get(MarketCode.UPCOM)!.map((i) => i.code);
  const financial = byMarket
    .get(MarketCode.HSX)!
    .filter((i) => i.icbCode.startsWith("83") || i.icbCode.startsWith("87"))
    .map((i) => i.code);
  const vn100 = hsx.slice(0, 100);
  const sample = (from: string[], n: number): string[] => {
    const pool = from.slice();
    const out: string[] = [];
    while (out.length < n && pool.length > 0) out.push(pool.splice(rng.int(pool.length), 1)[0]);
    return out;
  };
  const vnxall = [...hsx, ...hnx.slice(0, 107)];
  return {
    VNINDEX: hsx,
    VN30: hsx.slice(0, 30),
    VN100: vn100,
    VNMID: hsx.slice(30, 100),
    VNSML: hsx.slice(100, 302),
    VNXALL: vnxall,
    VNX50: [...hsx.slice(0, 42), ...hnx.slice(0, 8)],
    VNDIAMOND: sample(vn100, 18),
    VNFINLEAD: financial.slice(0, 23),
    VNSI: sample(vn100, 20),
    HNXINDEX: hnx,
    HNX30: hnx.slice(0, 30),
    HNXUPCOMINDEX: upcom,
  };
}
