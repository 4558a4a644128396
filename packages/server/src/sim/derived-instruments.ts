/**
 * Instruments made rather than read: covered warrants on VN30 stocks (real codes when the data lists
 * them, else CVNM2601-style codes), the four VN30 futures of the simulated date (rolling aliases VN30F1M,
 * VN30F2M, VN30F1Q, VN30F2Q under their KRX codes, legacy VN30FYYMM as symbol name) and the private
 * corporate bonds of the TPRL board (par value 100,000 dong).
 */
import { MarketCode, SecurityType, vn30FutureAliases } from "@vnboard/feed";
import { addDays, compactDate, yearsBetween } from "./dates";
import { roundUnits } from "./exchange-rules";
import { priorIndexValue } from "./index-calculator";
import { warrantValue } from "./price-model";
import { childRng, type Rng } from "./prng";
import type { BaseUniverse, Instrument, PrivateBond } from "./universe";

/** Warrant issuers (securities companies) with their names. */
const ISSUERS: readonly (readonly [string, string])[] = [
  ["SSI", "Công ty Cổ phần Chứng khoán SSI"],
  ["HSC", "Công ty Cổ phần Chứng khoán Thành phố Hồ Chí Minh"],
  ["VND", "Công ty Cổ phần Chứng khoán VNDIRECT"],
  ["KIS", "Công ty TNHH Chứng khoán KIS Việt Nam"],
  ["ACBS", "Công ty TNHH Chứng khoán ACB"],
  ["VCI", "Công ty Cổ phần Chứng khoán Vietcap"],
  ["TCBS", "Công ty Cổ phần Chứng khoán Kỹ Thương"],
  ["KAFI", "Công ty Cổ phần Chứng khoán KAFI"],
  ["MBS", "Công ty Cổ phần Chứng khoán MB"],
  ["VPBS", "Công ty Cổ phần Chứng khoán VPBank"],
];

const RATIOS = [1, 2, 4, 5, 8, 10, 16, 20];

function vn30Members(instruments: readonly Instrument[], base: BaseUniverse): Instrument[] {
  const codes = new Set(base.baskets.VN30 ?? []);
  return instruments.filter((i) => codes.has(i.code));
}

export function addCoveredWarrants(
  instruments: Instrument[],
  byCode: Map<string, Instrument>,
  base: BaseUniverse,
  rng: Rng,
  date: string,
): void {
  const vn30 = vn30Members(instruments, base);
  if (vn30.length === 0) return;
  let codes = base.warrantCodes.filter((c) => byCode.has(c.slice(1, 4)));
  if (codes.length === 0) {
    // Built-in: ~270 warrants over 21 of the VN30 names, like the real market.
    const underlyings = vn30.slice().sort((a, b) => b.liquidity - a.liquidity || (a.code < b.code ? -1 : 1));
    const yy = date.slice(2, 4);
    const seq = new Map<string, number>();
    for (let k = 0; k < 270; k++) {
      const u = underlyings[Math.min(underlyings.length - 1, Math.floor(rng.next() ** 1.6 * 21))];
      const n = (seq.get(u.code) ?? 0) + 1;
      seq.set(u.code, n);
      codes.push(`C${u.code}${yy}${String(n).padStart(2, "0")}`);
    }
  }
  codes = [...new Set(codes)];
  for (const code of codes) {
    const u = byCode.get(code.slice(1, 4))!;
    const [issuer, issuerName] = rng.pick(ISSUERS);
    const exercise = roundUnits(u, u.refPrice * rng.uniform(0.8, 1.3));
    const ideal = (u.refPrice * rng.uniform(0.05, 0.25)) / 1500;
    const ratio = RATIOS.reduce((best, r) => (Math.abs(r - ideal) < Math.abs(best - ideal) ? r : best), 1);
    const last = addDays(date, rng.between(20, 360));
    const ref = warrantValue(u.refPrice, exercise, ratio, yearsBetween(date, last));
    const cw: Instrument = {
      code,
      name: `Chứng quyền ${u.code}/${issuer}/C/EU/Cash`,
      nameEn: `Covered warrant ${u.code}/${issuer}/Call/European/Cash`,
      marketCode: MarketCode.HSX,
      securityType: SecurityType.COVERED_WARRANT,
      icbCode: "",
      shares: rng.between(10, 200) * 100_000,
      indexCodes: [],
      refPrice: 0,
      foreignRoom: 1,
      liquidity: u.liquidity * 0.05,
      underlying: u.code,
      issuer,
      issuerName,
      exercisePrice: exercise,
      exerciseRatio: ratio,
      lastTradingDate: compactDate(last),
    };
    cw.refPrice = Math.max(10, roundUnits(cw, ref));
    instruments.push(cw);
    byCode.set(code, cw);
  }
}

export function addFutures(
  instruments: Instrument[],
  byCode: Map<string, Instrument>,
  _rng: Rng,
  date: string,
  seed: number,
): void {
  const vn30 = priorIndexValue("VN30", seed);
  const openInterest = [45_000, 4_000, 1_200, 400];
  // The basis follows one cost of carry per seed and date (usually a discount in Vietnam), times the
  // time to expiry: a consistent term structure, wider for the far months.
  const carryRng = childRng(seed, `basis:${date}`);
  const carry = carryRng.chance(0.8) ? -carryRng.uniform(0.01, 0.08) : carryRng.uniform(0.01, 0.03);
  vn30FutureAliases(date).forEach((c, k) => {
    const f: Instrument = {
      code: c.krxCode,
      name: c.legacyCode,
      nameEn: `VN30 Index Futures ${c.legacyCode.slice(7)}/${c.legacyCode.slice(5, 7)}`,
      marketCode: MarketCode.DERIVATIVE,
      securityType: SecurityType.FUTURE,
      icbCode: "",
      shares: openInterest[k],
      indexCodes: [],
      refPrice: 0,
      foreignRoom: 1,
      liquidity: [1, 0.12, 0.04, 0.02][k],
      underlying: "VN30",
      lastTradingDate: compactDate(c.lastTradingDate),
      alias: c.alias,
    };
    const basis = carry * Math.max(1 / 365, yearsBetween(date, c.lastTradingDate));
    f.refPrice = roundUnits(f, vn30 * (1 + basis) * 10) / 10;
    instruments.push(f);
    byCode.set(f.code, f);
  });
}

export function makePrivateBonds(instruments: readonly Instrument[], rng: Rng, date: string): PrivateBond[] {
  // Real estate, banks and financial companies issue most Vietnamese corporate bonds.
  const issuers = instruments.filter(
    (i) => i.securityType === SecurityType.STOCK && /^(86|83|87|23|75)/.test(i.icbCode),
  );
  const pool =
    issuers.length > 20 ? issuers : instruments.filter((i) => i.securityType === SecurityType.STOCK);
  const taken = new Set(instruments.map((i) => i.code));
  const out: PrivateBond[] = [];
  while (out.length < 1000 && pool.length > 0) {
    const issuer = rng.pick(pool);
    const issue = addDays(date, -rng.between(30, 4 * 365));
    const code = `${issuer.code}${issue.slice(2, 4)}${String(rng.between(1, 999)).padStart(3, "0")}`;
    if (taken.has(code)) continue;
    taken.add(code);
    let years = rng.pick([1, 2, 3, 3, 5, 5, 7, 10]);
    while (addDays(issue, years * 365) <= addDays(date, 30)) years++;
    const secured = rng.chance(0.6);
    // category (0 ordinary, 1 green); convertible; with warrant; secured: 1 yes, 0 no (docs/api.md).
    const feature = [
      rng.chance(0.2) ? 1 : 0,
      rng.chance(0.1) ? 1 : 0,
      rng.chance(0.05) ? 1 : 0,
      secured ? 1 : 0,
    ].join(";");
    out.push({
      code,
      issuer: issuer.name,
      parValue: 100_000,
      listedQty: rng.between(1, 500) * 10_000,
      issueDate: compactDate(issue),
      maturityDate: compactDate(addDays(issue, years * 365)),
      interestRate: Math.round(rng.uniform(6, 13) * 100) / 100,
      rateType: rng.pick(["1", "1", "2", "3"]),
      paymentType: rng.pick(["1", "1", "1", "2", "3", "4"]),
      secured,
      feature,
      refPrice: Math.round(100_000 * rng.uniform(0.95, 1.03)),
    });
  }
  return out;
}
