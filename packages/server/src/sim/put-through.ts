/**
 * Put-through (negotiated) trading, msgType 15, and the private corporate bond (TPRL) board, msgTypes
 * 19/20/24. Deals are agreed off the book, so they have no lot and no tick (1 dong, market-rules.md);
 * listed securities still deal inside their daily band. TPRL bonds trade only this way, around their
 * 100,000 dong par value. Advertisements (type O) and matched deals (type M) arrive in the markets'
 * put-through sessions.
 *
 * As on the real market, listed put-through is a few hundred large deals a day (median a few bn dong,
 * a heavy tail of hundreds of bn), 5-15% of the matched value, on the liquid names, at irregular times:
 * deals come in clusters (a block being placed) with quiet stretches between. The whole day is planned
 * when the day starts, from the day's own generator, and applied as the clock reaches each deal.
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import { compactDate, localTimeText } from "./dates";
import type { Rng } from "./prng";
import { phaseAt } from "./sessions";
import type { SymbolState } from "./symbol-state";
import type { PrivateBond } from "./universe";

type Rec = Record<string, string | number>;

const BN = 1e9;

/** Matched put-through value of an average day per market (VND); TPRL and listed bonds in events. */
const DEAL_VALUE: Readonly<Record<string, number>> = {
  [MarketCode.HSX]: 1_600 * BN,
  [MarketCode.HNX]: 150 * BN,
  [MarketCode.UPCOM]: 120 * BN,
};
/** Median value of one deal (VND); log-normal with sigma 1.1. */
const MEDIAN_DEAL = 4 * BN;
const DEAL_SIGMA = 1.1;
/** Events a day of the markets planned by count. */
const EVENTS: Readonly<Record<string, number>> = {
  [MarketCode.BOND]: 120,
  [MarketCode.TPRL]: 1_500,
};
/** Advertisements per matched deal. */
const ADS_PER_DEAL = 0.6;

export interface DeskOptions {
  midnight: number;
  tradingDay: boolean;
  seed: number;
  date: string;
}

/** One planned event: a deal or an advertisement, on a listed symbol or a private bond. */
interface PlannedEvent {
  t: number;
  market: string;
  symbol: SymbolState | null;
  bond: BondState | null;
  deal: boolean;
  side: string;
  price: number;
  qty: number;
  partyId: string;
  traderId: string;
}

/** A private bond's put-through figures of the day. */
export class BondState {
  bestBid = 0;
  bestBidQty = 0;
  bestOffer = 0;
  bestOfferQty = 0;
  totalBidQty = 0;
  totalOfferQty = 0;
  matchPrice = 0;
  matchQty = 0;
  maxPrice = 0;
  maxQty = 0;
  minPrice = 0;
  minQty = 0;
  totalQty = 0;
  totalValue = 0;
  dirty = true;
  lastSent: Rec | null = null;

  constructor(readonly bond: PrivateBond) {}
}

export class PutThroughDesk {
  /** Every put-through record of the day (the snapshot's msgType 15). */
  readonly records: Rec[] = [];
  /** Records since the last batch. */
  pending: Rec[] = [];
  readonly bonds: BondState[];
  readonly bondByCode: Map<string, BondState>;
  boardsDirty = true;
  private seq = 0;
  private readonly planned: PlannedEvent[] = [];
  private cursor = 0;

  constructor(
    listed: readonly SymbolState[],
    privateBonds: readonly PrivateBond[],
    private readonly rng: Rng,
    options: DeskOptions,
  ) {
    const byMarket = new Map<string, SymbolState[]>();
    for (const s of listed) {
      const t = s.inst.securityType;
      if (t === SecurityType.FUTURE || t === SecurityType.COVERED_WARRANT) continue;
      let list = byMarket.get(s.inst.marketCode);
      if (!list) {
        list = [];
        byMarket.set(s.inst.marketCode, list);
      }
      list.push(s);
    }
    this.bonds = privateBonds.map((b) => new BondState(b));
    this.bondByCode = new Map(this.bonds.map((b) => [b.bond.code, b]));
    if (options.tradingDay) this.planDay(byMarket, options.midnight);
  }

  /** Applies the planned events before `endMs`. */
  runUntil(endMs: number): void {
    while (this.cursor < this.planned.length && this.planned[this.cursor].t < endMs) {
      this.apply(this.planned[this.cursor++]);
    }
  }

  private planDay(byMarket: Map<string, SymbolState[]>, midnight: number): void {
    const rng = this.rng;
    const mood = Math.exp(0.25 * rng.normal());
    for (const market of [
      MarketCode.HSX,
      MarketCode.HNX,
      MarketCode.UPCOM,
      MarketCode.BOND,
      MarketCode.TPRL,
    ]) {
      const open: number[] = [];
      for (let m = 0; m < 1440; m++) if (phaseAt(market, m).putThrough) open.push(m);
      if (open.length === 0) continue;
      const times = (n: number) => clusteredTimes(rng, open, n, midnight);
      if (market === MarketCode.TPRL) {
        if (this.bonds.length === 0) continue;
        for (const t of times(EVENTS[market])) this.planned.push(this.bondPlan(t));
        continue;
      }
      const list = byMarket.get(market) ?? [];
      if (list.length === 0) continue;
      const picker = weightedPicker(list, rng);
      if (market === MarketCode.BOND) {
        for (const t of times(EVENTS[market])) {
          const s = list[rng.int(list.length)];
          const price = Math.round(s.ref * rng.uniform(0.99, 1.01));
          this.planned.push(this.listedPlan(t, market, s, price, rng.between(1, 500) * 100, rng.chance(0.4)));
        }
        continue;
      }
      // Deals until the day's value is reached, plus advertisements between them.
      const target = DEAL_VALUE[market] * mood;
      const deals: { s: SymbolState; value: number }[] = [];
      for (let sum = 0; sum < target; ) {
        const value = Math.min(MEDIAN_DEAL * Math.exp(DEAL_SIGMA * rng.normal()), target * 0.25);
        deals.push({ s: picker(), value });
        sum += value;
      }
      const ads = Math.round(deals.length * ADS_PER_DEAL);
      const all = times(deals.length + ads);
      all.forEach((t, k) => {
        const deal =
          k < deals.length ? deals[k] : { s: picker(), value: MEDIAN_DEAL * Math.exp(rng.normal()) };
        const s = deal.s;
        let price = Math.round((s.ref * rng.uniform(0.97, 1.03)) / 100) * 100;
        if (s.ceil > 0) price = Math.min(s.ceil, Math.max(s.floor, price));
        const qty = Math.max(100, Math.round(deal.value / price / 100) * 100);
        this.planned.push(this.listedPlan(t, market, s, price, qty, k < deals.length));
      });
    }
    this.planned.sort((a, b) => a.t - b.t);
  }

  private listedPlan(t: number, market: string, s: SymbolState, price: number, qty: number, deal: boolean) {
    const rng = this.rng;
    return {
      t,
      market,
      symbol: s,
      bond: null,
      deal,
      side: rng.chance(0.5) ? "B" : "S",
      price,
      qty,
      partyId: String(rng.between(1, 99)).padStart(3, "0"),
      traderId: String(rng.between(1, 999)).padStart(4, "0"),
    };
  }

  private bondPlan(t: number): PlannedEvent {
    const rng = this.rng;
    const b = this.bonds[rng.int(this.bonds.length)];
    return {
      t,
      market: MarketCode.TPRL,
      symbol: null,
      bond: b,
      deal: rng.chance(0.45),
      side: rng.chance(0.5) ? "B" : "S",
      price: Math.round(b.bond.refPrice * rng.uniform(0.985, 1.015)),
      qty: rng.geometric(800),
      partyId: String(rng.between(1, 99)).padStart(3, "0"),
      traderId: String(rng.between(1, 999)).padStart(4, "0"),
    };
  }

  private apply(e: PlannedEvent): void {
    const code = e.symbol ? e.symbol.inst.code : e.bond!.bond.code;
    this.seq++;
    const rec: Rec = {
      ticks: `${compactDate(new Date(e.t + 7 * 3600_000).toISOString().slice(0, 10))}${String(this.seq).padStart(7, "0")}`,
      code,
      marketCode: e.market,
      type: e.deal ? "M" : "O",
      side: e.side,
      partyId: e.partyId,
      traderId: e.traderId,
      time: localTimeText(e.t),
      price: e.price,
      quantity: e.qty,
      value: e.price * e.qty,
    };
    this.records.push(rec);
    this.pending.push(rec);
    if (e.symbol) {
      if (e.deal) e.symbol.putThrough(e.price, e.qty);
    } else {
      this.bondEvent(e.bond!, e.deal, e.side, e.price, e.qty);
    }
  }

  private bondEvent(b: BondState, isDeal: boolean, side: string, price: number, qty: number): void {
    if (isDeal) {
      b.matchPrice = price;
      b.matchQty = qty;
      if (price > b.maxPrice) {
        b.maxPrice = price;
        b.maxQty = qty;
      }
      if (b.minPrice === 0 || price < b.minPrice) {
        b.minPrice = price;
        b.minQty = qty;
      }
      b.totalQty += qty;
      b.totalValue += price * qty;
    } else if (side === "B") {
      if (price > b.bestBid) {
        b.bestBid = price;
        b.bestBidQty = qty;
      }
      b.totalBidQty += qty;
    } else {
      if (b.bestOffer === 0 || price < b.bestOffer) {
        b.bestOffer = price;
        b.bestOfferQty = qty;
      }
      b.totalOfferQty += qty;
    }
    b.dirty = true;
    this.boardsDirty = true;
  }

  totals(): { qty: number; value: number; bidValue: number; offerValue: number } {
    let qty = 0;
    let value = 0;
    let bidValue = 0;
    let offerValue = 0;
    for (const b of this.bonds) {
      qty += b.totalQty;
      value += b.totalValue;
      bidValue += b.bestBid * b.totalBidQty;
      offerValue += b.bestOffer * b.totalOfferQty;
    }
    return { qty, value, bidValue, offerValue };
  }
}

/**
 * `n` instants (Unix ms) in the open minutes: about 60% in clusters (a handful of busy stretches, each a
 * few minutes long), the rest spread evenly, so arrivals are irregular rather than a steady drip.
 */
function clusteredTimes(rng: Rng, open: readonly number[], n: number, midnight: number): number[] {
  const centres = Array.from({ length: 4 + rng.int(9) }, () => rng.int(open.length));
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    let i: number;
    if (rng.chance(0.6)) {
      const c = centres[rng.int(centres.length)];
      i = Math.round(c + Math.log(1 - rng.next()) * -4 * (rng.chance(0.5) ? 1 : -1));
      i = Math.max(0, Math.min(open.length - 1, i));
    } else {
      i = rng.int(open.length);
    }
    out.push(midnight + open[i] * 60_000 + Math.floor(rng.next() * 60_000));
  }
  return out;
}

/** Picks symbols in proportion to their order-flow weight (liquid names deal most), evenly if none has one. */
function weightedPicker(list: readonly SymbolState[], rng: Rng): () => SymbolState {
  const cumulative: number[] = [];
  let sum = 0;
  for (const s of list) {
    sum += s.eventWeight;
    cumulative.push(sum);
  }
  if (sum <= 0) return () => list[rng.int(list.length)];
  return () => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}
