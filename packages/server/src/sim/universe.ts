/**
 * The securities the simulator trades: the project's real reference data (packages/server/data/reference:
 * symbols, shares outstanding, index baskets, ICB industries; see NOTICE), or, when asked for, a built-in
 * universe of the same shape made from the seed. Either way the derived instruments are added: covered warrants on VN30 stocks, the four
 * VN30 futures, listed bonds and about 1,000 private corporate bonds (TPRL). The same seed and date give
 * the same universe.
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { MarketCode, SecurityType } from "@vnboard/feed";
import { addCoveredWarrants, addFutures, makePrivateBonds } from "./derived-instruments";
import { buildIndustries, type Industry } from "./industries";
import { assignReferencePrices } from "./price-model";
import { childRng } from "./prng";
import { loadDataUniverse } from "./universe-data";
import { generateUniverse } from "./universe-generated";

export interface Instrument {
  readonly code: string;
  /** symbolName on the wire: Vietnamese company name; for futures the legacy code VN30FYYMM. */
  readonly name: string;
  readonly nameEn: string;
  readonly marketCode: MarketCode;
  readonly securityType: SecurityType;
  /** Four-digit ICB subsector code kept as a string ("0533"); "" when none. */
  readonly icbCode: string;
  /** Shares outstanding (listed quantity); contracts for futures; issued warrants for CW. */
  readonly shares: number;
  /** Spec index codes whose basket holds the symbol. */
  indexCodes: string[];
  /** Reference price of the simulated day: dong, or index points for futures. Set by the price model. */
  refPrice: number;
  /** Share of the capital foreigners may own (0.49 in general, 0.30 for banks). */
  foreignRoom: number;
  /** Relative trading activity; the order flow picks symbols in proportion. */
  liquidity: number;
  underlying?: string;
  issuer?: string;
  issuerName?: string;
  exercisePrice?: number;
  exerciseRatio?: number;
  /** YYYYMMDD. */
  lastTradingDate?: string;
  /** Rolling alias of a future (VN30F1M, ...). */
  alias?: string;
}

/** Private corporate bond (TPRL): put-through only, quoted around its par value. */
export interface PrivateBond {
  readonly code: string;
  readonly issuer: string;
  readonly parValue: number;
  readonly listedQty: number;
  /** YYYYMMDD. */
  readonly issueDate: string;
  readonly maturityDate: string;
  /** Percent a year. */
  readonly interestRate: number;
  /** 1 fixed, 2 floating, 3 combined (spec "Bond info"). */
  readonly rateType: string;
  /** 1 periodic end, 2 periodic start, 3 once at maturity, 4 other. */
  readonly paymentType: string;
  readonly secured: boolean;
  /** category;convertible;warrant;secured (spec "bond_Feature"). */
  readonly feature: string;
  refPrice: number;
}

export interface Universe {
  readonly instruments: Instrument[];
  readonly byCode: Map<string, Instrument>;
  readonly privateBonds: PrivateBond[];
  /** Members per index code (spec names: VNXALL, VNMID, VNSML, HNXUPCOMINDEX, ...). */
  readonly baskets: Record<string, string[]>;
  readonly industries: Industry[];
  /** Where the base list came from. */
  readonly source: "data" | "builtin";
}

/** The part of a universe that comes from data or from the generator, before derived instruments. */
export interface BaseUniverse {
  instruments: Instrument[];
  baskets: Record<string, string[]>;
  /** ICB names per four-digit code, for the industry list. */
  icbNames: Map<string, { vi: string; en: string; superVi: string; superEn: string }>;
  /** Covered-warrant codes found in the data, to reuse real codes. */
  warrantCodes: string[];
}

export interface UniverseOptions {
  seed: number;
  /** Directory with symbols.csv etc.; undefined: the shipped reference data; null: built-in universe. */
  dataDir?: string | null;
  /** The simulated trading date, YYYY-MM-DD (futures months, warrant expiries, bond terms). */
  date: string;
}

/**
 * The reference data shipped with the server (data/reference beside src/ or dist/), or null when this
 * copy of the server has none (a trimmed deployment: the built-in universe is used then).
 */
export function findDataDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    const candidate = join(dir, "data", "reference");
    if (existsSync(join(candidate, "symbols.csv"))) return candidate;
    dir = resolve(dir, "..");
  }
  return null;
}

export function loadUniverse(options: UniverseOptions): Universe {
  const dataDir = options.dataDir === undefined ? findDataDir() : options.dataDir;
  const useData = dataDir !== null && existsSync(join(dataDir, "symbols.csv"));
  const base = useData
    ? loadDataUniverse(dataDir as string, childRng(options.seed, "data"))
    : generateUniverse(childRng(options.seed, "builtin"));
  const instruments = base.instruments;
  const byCode = new Map(instruments.map((i) => [i.code, i]));
  assignReferencePrices(instruments, byCode, childRng(options.seed, "ref"));
  addCoveredWarrants(instruments, byCode, base, childRng(options.seed, "cw"), options.date);
  addFutures(instruments, byCode, childRng(options.seed, "futures"), options.date, options.seed);
  const privateBonds = makePrivateBonds(instruments, childRng(options.seed, "tprl"), options.date);
  for (const [indexCode, members] of Object.entries(base.baskets)) {
    for (const code of members) byCode.get(code)?.indexCodes.push(indexCode);
  }
  const industries = buildIndustries(instruments, base.icbNames);
  return {
    instruments,
    byCode,
    privateBonds,
    baskets: base.baskets,
    industries,
    source: useData ? "data" : "builtin",
  };
}
