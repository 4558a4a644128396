/**
 * Put-through (negotiated) trading, msgType 15, and the private corporate bond (TPRL) board, msgTypes
 * 19/20/24. Deals are agreed off the book, so they have no lot and no tick (1 dong, market-rules.md);
 * listed securities still deal inside their daily band. TPRL bonds trade only this way, around their
 * 100,000 dong par value. Advertisements (type O) and matched deals (type M) arrive at a low rate in the
 * markets' put-through sessions.
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import { compactDate, localTimeText } from "./dates";
import type { Rng } from "./prng";
import type { Phase } from "./sessions";
import type { SymbolState } from "./symbol-state";
import type { PrivateBond } from "./universe";

type Rec = Record<string, string | number>;

/** Put-through events per simulated second, per market. */
const RATE: Readonly<Record<string, number>> = {
  [MarketCode.HSX]: 0.12,
  [MarketCode.HNX]: 0.05,
  [MarketCode.UPCOM]: 0.05,
  [MarketCode.BOND]: 0.02,
  [MarketCode.TPRL]: 0.3,
};

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
  private readonly debt = new Map<string, number>();
  private readonly byMarket = new Map<string, SymbolState[]>();

  constructor(
    listed: readonly SymbolState[],
    privateBonds: readonly PrivateBond[],
    private readonly rng: Rng,
  ) {
    for (const s of listed) {
      const t = s.inst.securityType;
      if (t === SecurityType.FUTURE || t === SecurityType.COVERED_WARRANT) continue;
      let list = this.byMarket.get(s.inst.marketCode);
      if (!list) {
        list = [];
        this.byMarket.set(s.inst.marketCode, list);
      }
      list.push(s);
    }
    this.bonds = privateBonds.map((b) => new BondState(b));
    this.bondByCode = new Map(this.bonds.map((b) => [b.bond.code, b]));
  }

  /** Generates the deals of (fromMs, toMs] for the markets whose put-through session is open. */
  run(fromMs: number, toMs: number, phaseOf: (market: string) => Phase): void {
    const dt = (toMs - fromMs) / 1000;
    for (const market of Object.keys(RATE)) {
      if (!phaseOf(market).putThrough) continue;
      let debt = (this.debt.get(market) ?? 0) + RATE[market] * dt;
      const n = Math.floor(debt);
      debt -= n;
      this.debt.set(market, debt);
      for (let k = 0; k < n; k++) {
        const t = fromMs + ((k + this.rng.next()) / n) * (toMs - fromMs);
        if (market === MarketCode.TPRL) this.bondEvent(t);
        else this.listedEvent(market, t);
      }
    }
  }

  private nextRecord(
    code: string,
    market: string,
    type: string,
    side: string,
    t: number,
    price: number,
    qty: number,
  ): Rec {
    this.seq++;
    const rec: Rec = {
      ticks: `${compactDate(new Date(t + 7 * 3600_000).toISOString().slice(0, 10))}${String(this.seq).padStart(7, "0")}`,
      code,
      marketCode: market,
      type,
      side,
      partyId: String(this.rng.between(1, 99)).padStart(3, "0"),
      traderId: String(this.rng.between(1, 999)).padStart(4, "0"),
      time: localTimeText(t),
      price,
      quantity: qty,
      value: price * qty,
    };
    this.records.push(rec);
    this.pending.push(rec);
    return rec;
  }

  private listedEvent(market: string, t: number): void {
    const list = this.byMarket.get(market);
    if (!list || list.length === 0) return;
    const s = list[this.rng.int(list.length)];
    const bond = s.inst.securityType === SecurityType.BOND;
    const raw = s.ref * this.rng.uniform(bond ? 0.99 : 0.97, bond ? 1.01 : 1.03);
    let price = bond ? Math.round(raw) : Math.round(raw / 100) * 100;
    if (s.ceil > 0) price = Math.min(s.ceil, Math.max(s.floor, price));
    const qty = bond
      ? this.rng.between(1, 500) * 100
      : this.rng.between(20, 2000) * 1000 + this.rng.int(1000);
    const isDeal = this.rng.chance(0.4);
    this.nextRecord(s.inst.code, market, isDeal ? "M" : "O", this.rng.chance(0.5) ? "B" : "S", t, price, qty);
    if (isDeal) s.putThrough(price, qty);
  }

  private bondEvent(t: number): void {
    const b = this.bonds[this.rng.int(this.bonds.length)];
    if (!b) return;
    const price = Math.round(b.bond.refPrice * this.rng.uniform(0.985, 1.015));
    const qty = this.rng.geometric(800);
    const isDeal = this.rng.chance(0.45);
    const side = this.rng.chance(0.5) ? "B" : "S";
    this.nextRecord(b.bond.code, MarketCode.TPRL, isDeal ? "M" : "O", side, t, price, qty);
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
