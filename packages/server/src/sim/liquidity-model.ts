/**
 * How much each security trades on a simulated day, calibrated on the Vietnamese market (2024-2025):
 * HOSE matches about 15,000-25,000 bn dong a day, the 30 VN30 names 40-50% of it, HNX ~1,500 bn and
 * UpCOM ~1,000 bn; covered warrants a few hundred bn; the front-month VN30 future trades about its
 * open interest and the far months tens of contracts. Liquidity is heavy-tailed: a long tail of small
 * companies trades a few lots or nothing.
 *
 * The model gives each symbol a value target for the day (VND), then an order rate that grows less than
 * proportionally with it (weight = value^0.8), so big names trade often AND in bigger orders, small
 * names rarely, in odd-sized lumps, with wider quotes. Order sizes are derived from the value target and
 * the expected order count, so the day's value does not depend on the simulator's event rate.
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import { activityProfile } from "./flow-groups";
import { childRng, hashString, Rng } from "./prng";
import { QuoteActivity } from "./quote-activity";
import { phaseAt } from "./sessions";
import type { SymbolState } from "./symbol-state";

const BN = 1e9;

/** Matched value targets of an average day, VND. */
const HSX_STOCK_VALUE = 17_500 * BN;
const VN30_SHARE = 0.45;
const HNX_VALUE = 1_500 * BN;
const UPCOM_VALUE = 1_000 * BN;
const CW_VALUE = 350 * BN;
/** Share of UpCOM (and smaller HNX) companies nobody trades on a given day. */
const UPCOM_DORMANT = 0.3;
const HNX_DORMANT = 0.12;

/** Front-month futures volume as a multiple of its open interest; far months in contracts a day. */
const FRONT_TURNOVER = 1.2;
const FAR_MONTH_VOLUME = [250, 40, 15];
/** Mean contracts per futures order. */
const FUTURES_ORDER_LOTS = 4;

/** Matched quantity per order quantity, measured on this order flow (takers fill, makers partly). */
export const FILL_RATIO = 0.42;

/**
 * Orders of a warrant, and of a VN30 name, against another stock of the same value target. The VN30
 * names are where the market's matches are (each trades every second or two through the day, in smaller
 * orders than their value alone would give); warrants trade in small orders against their market maker.
 */
const CW_ORDER_BOOST = 3;
const VN30_ORDER_BOOST = 5;

/** Growth of the order count with the value target. */
const WEIGHT_EXPONENT = 0.8;

/** Orders per second (at activity 1) of each market, for FlowGroups. */
export type MarketRates = Map<string, number>;

/** A stable normal draw per key. */
function normalOf(seed: number, key: string): number {
  return new Rng(hashString(key, seed)).normal();
}

/** Seconds of trading in a market's day weighted by the activity profile (orders at rate 1). */
function profileSeconds(market: string): number {
  let sum = 0;
  for (let m = 0; m < 1440; m++) {
    const phase = phaseAt(market, m);
    if (phase.match !== "none") sum += activityProfile(market, m, phase) * 60;
  }
  return sum;
}

function isVn30(s: SymbolState): boolean {
  return s.inst.indexCodes.includes("VN30");
}

/** Splits `total` over `members` in proportion to `weightOf`. */
function split(
  members: SymbolState[],
  total: number,
  weightOf: (s: SymbolState) => number,
  out: Float64Array,
) {
  const weights = members.map(weightOf);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return;
  members.forEach((s, i) => {
    out[s.index] = (total * weights[i]) / sum;
  });
}

/** Day value target per symbol index (VND). */
function valueTargets(symbols: readonly SymbolState[], seed: number, date: string): Float64Array {
  const out = new Float64Array(symbols.length);
  const rng = childRng(seed, `liquidity:${date}`);
  const dayMood = Math.exp(0.12 * rng.normal());
  const vn30Share = VN30_SHARE + 0.025 * rng.normal();
  const cap = (s: SymbolState) => Math.max(1, s.inst.shares * (s.ref / s.scale));
  // Persistent liquidity of a name (a property of the company) and its mood of the day.
  const own = (s: SymbolState, sigma: number) => Math.exp(sigma * normalOf(seed, `liq:${s.inst.code}`));
  const today = (s: SymbolState) => Math.exp(0.45 * normalOf(seed, `liq:${s.inst.code}:${date}`));
  const dormant = (s: SymbolState, share: number) =>
    hashString(`dormant:${s.inst.code}:${date}`, seed) / 4294967296 < share;
  const of = (market: string, pred: (s: SymbolState) => boolean) =>
    symbols.filter((s) => s.inst.marketCode === market && pred(s));
  const stock = (s: SymbolState) => s.inst.securityType === SecurityType.STOCK;
  const hsxStocks = of(MarketCode.HSX, stock);
  const vn30 = hsxStocks.filter(isVn30);
  const rest = hsxStocks.filter((s) => !isVn30(s));
  const hsxTotal = HSX_STOCK_VALUE * dayMood;
  split(
    vn30,
    hsxTotal * (vn30.length > 0 ? vn30Share : 0),
    (s) => cap(s) ** 0.6 * own(s, 0.35) * today(s),
    out,
  );
  split(
    rest,
    hsxTotal * (1 - (vn30.length > 0 ? vn30Share : 0)),
    (s) => cap(s) ** 0.8 * own(s, 1.2) * today(s),
    out,
  );
  const funds = of(
    MarketCode.HSX,
    (s) => s.inst.securityType === SecurityType.ETF || s.inst.securityType === SecurityType.FUND,
  );
  for (const s of funds) out[s.index] = 15 * BN * own(s, 1) * today(s) * dayMood;
  const cws = of(MarketCode.HSX, (s) => s.inst.securityType === SecurityType.COVERED_WARRANT);
  split(cws, CW_VALUE * dayMood, (s) => own(s, 1.3) * today(s), out);
  const hnx = of(MarketCode.HNX, stock);
  split(
    hnx,
    HNX_VALUE * dayMood,
    (s) => (dormant(s, HNX_DORMANT) ? 0 : cap(s) ** 0.8 * own(s, 1.4) * today(s)),
    out,
  );
  const upcom = of(MarketCode.UPCOM, stock);
  split(
    upcom,
    UPCOM_VALUE * dayMood,
    (s) => (dormant(s, UPCOM_DORMANT) ? 0 : cap(s) ** 0.8 * own(s, 1.6) * today(s)),
    out,
  );
  return out;
}

/**
 * Sets each symbol's order weight, mean order size (lots) and quote spread, and returns the order rate
 * per market. `ordersPerSecond` is the whole market's order rate at activity 1.
 */
export function planLiquidity(
  symbols: readonly SymbolState[],
  seed: number,
  date: string,
  ordersPerSecond: number,
): MarketRates {
  const value = valueTargets(symbols, seed, date);
  const seconds = new Map<string, number>();
  const secondsOf = (market: string) => {
    let v = seconds.get(market);
    if (v === undefined) {
      v = profileSeconds(market);
      seconds.set(market, v);
    }
    return v;
  };
  // Futures first: their order count follows the contracts to trade, not the value.
  const futures = symbols.filter((s) => s.inst.securityType === SecurityType.FUTURE);
  let futureOrders = 0;
  futures.forEach((s, k) => {
    const mood = Math.exp(0.25 * normalOf(seed, `fut:${s.inst.code}:${date}`));
    const contracts =
      k === 0 ? s.openInterest * FRONT_TURNOVER * mood : FAR_MONTH_VOLUME[Math.min(k - 1, 2)] * mood;
    const lots = k === 0 ? FUTURES_ORDER_LOTS : 1.5;
    const orders = contracts / (lots * FILL_RATIO);
    s.eventWeight = orders;
    s.meanLots = lots;
    s.expectedOrders = orders;
    futureOrders += orders;
  });
  const rates: MarketRates = new Map();
  const dvxSeconds = secondsOf(MarketCode.DERIVATIVE);
  rates.set(MarketCode.DERIVATIVE, futureOrders / dvxSeconds);
  const others = symbols.filter((s) => value[s.index] > 0 && s.inst.securityType !== SecurityType.FUTURE);
  let totalWeight = 0;
  for (const s of others) {
    const boost =
      s.inst.securityType === SecurityType.COVERED_WARRANT
        ? CW_ORDER_BOOST
        : isVn30(s) && s.inst.securityType === SecurityType.STOCK
          ? VN30_ORDER_BOOST
          : 1;
    s.eventWeight = value[s.index] ** WEIGHT_EXPONENT * boost;
    totalWeight += s.eventWeight;
  }
  const stockRate = Math.max(ordersPerSecond - futureOrders / dvxSeconds, ordersPerSecond * 0.5);
  for (const market of [MarketCode.HSX, MarketCode.HNX, MarketCode.UPCOM]) {
    const members = others.filter((s) => s.inst.marketCode === market);
    const w = members.reduce((a, s) => a + s.eventWeight, 0);
    const rate = totalWeight > 0 ? (stockRate * w) / totalWeight : 0;
    rates.set(market, rate);
    const perWeight = w > 0 ? (rate * secondsOf(market)) / w : 0;
    for (const s of members) {
      const orders = s.eventWeight * perWeight;
      s.expectedOrders = orders;
      const price = s.ref * s.valueFactor; // dong per share
      s.meanLots = orders > 0 ? value[s.index] / (orders * FILL_RATIO * price * s.lot) : 1;
    }
  }
  for (const s of symbols) {
    if (s.expectedOrders > 0 && s.inst.securityType !== SecurityType.BOND) {
      const perSecond = s.expectedOrders / secondsOf(s.inst.marketCode);
      s.quotes = new QuoteActivity(hashString(`quotes:${s.inst.code}`, seed), perSecond, s.lot, s.meanLots);
    }
    // Fewer orders a day, wider quotes: a name with a few dozen orders is quoted ticks apart. Warrants
    // keep their market maker's tight quotes.
    s.quoteSteps =
      s.inst.securityType === SecurityType.COVERED_WARRANT
        ? 1.2
        : 1.3 + 6 / Math.sqrt(1 + s.expectedOrders / 150);
  }
  return rates;
}
