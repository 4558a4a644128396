/**
 * Indices computed from their constituents, as the exchanges do: capitalisation-weighted,
 * value = sum(price x weight) / divisor, where the weight is the shares outstanding (capped for VN30 and
 * HNX30 at 10% of the basket, market-rules.md) and the divisor is set at the start of the day so the
 * index opens at its prior close. The price of a constituent is the price its board row shows (the last
 * match, else the reference; never a call auction's projected price), so index moves, advancer and
 * decliner counts and traded values always agree with the board. The value follows every trade (the
 * constituent tells its indices), so the open, high and low are the same however often the day is sampled.
 */
import { MarketCode } from "@vnboard/feed";
import { hashString } from "./prng";
import type { SymbolState } from "./symbol-state";

export interface IndexDef {
  code: string;
  name: string;
  /** Market whose sessions the index follows. */
  market: string;
  /** Plausible level for the prior close (seeded jitter of a few percent around it). */
  level: number;
  /** Weight cap per constituent, 0 for none. */
  cap: number;
}

export const INDEX_DEFS: readonly IndexDef[] = [
  { code: "VNINDEX", name: "VN-Index", market: MarketCode.HSX, level: 1250, cap: 0 },
  { code: "VN30", name: "VN30", market: MarketCode.HSX, level: 1350, cap: 0.1 },
  { code: "VN100", name: "VN100", market: MarketCode.HSX, level: 1300, cap: 0 },
  { code: "VNXALL", name: "VNX-AllShare", market: MarketCode.HSX, level: 2050, cap: 0 },
  { code: "VNMID", name: "VNMidcap", market: MarketCode.HSX, level: 1900, cap: 0 },
  { code: "VNSML", name: "VNSmallcap", market: MarketCode.HSX, level: 1400, cap: 0 },
  { code: "VNSI", name: "VNSI", market: MarketCode.HSX, level: 2000, cap: 0 },
  { code: "VNDIAMOND", name: "VNDiamond", market: MarketCode.HSX, level: 2100, cap: 0 },
  { code: "VNFINLEAD", name: "VNFinLead", market: MarketCode.HSX, level: 2050, cap: 0 },
  { code: "VNX50", name: "VNX50", market: MarketCode.HSX, level: 2100, cap: 0 },
  { code: "HNXINDEX", name: "HNX-Index", market: MarketCode.HNX, level: 230, cap: 0 },
  { code: "HNX30", name: "HNX30", market: MarketCode.HNX, level: 480, cap: 0.1 },
  { code: "HNXUPCOMINDEX", name: "UPCOM-Index", market: MarketCode.UPCOM, level: 95, cap: 0 },
];

/** The prior close of an index for a seed: the nominal level within +-3%. */
export function priorIndexValue(code: string, seed: number): number {
  const def = INDEX_DEFS.find((d) => d.code === code);
  if (!def) return 1000;
  const u = hashString(code, seed) / 4294967296;
  return Math.round(def.level * (0.97 + 0.06 * u) * 100) / 100;
}

/**
 * Weight factors that cap each constituent's share of the basket at `cap` (applied iteratively: capping
 * the largest raises everyone else's share).
 */
export function capFactors(caps: readonly number[], cap: number): number[] {
  const factors = caps.map(() => 1);
  if (cap <= 0 || caps.length * cap <= 1) return factors;
  const capped = new Set<number>();
  for (;;) {
    let free = 0;
    caps.forEach((c, i) => {
      if (!capped.has(i)) free += c;
    });
    const total = free / (1 - capped.size * cap);
    let added = false;
    caps.forEach((c, i) => {
      if (!capped.has(i) && c > cap * total) {
        capped.add(i);
        added = true;
      }
    });
    if (!added) {
      for (const i of capped) factors[i] = (cap * total) / caps[i];
      return factors;
    }
  }
}

export interface IndexPoint {
  /** Local minute of the day. */
  minute: number;
  value: number;
  open: number;
  high: number;
  low: number;
  /** Quantity traded during the minute. */
  volume: number;
}

/** One index: its basket, weights and the figures of the day. */
export class IndexState {
  readonly weights: number[];
  readonly divisor: number;
  value: number;
  /** Sum of price x weight over the members, kept up to date trade by trade. */
  private sum = 0;
  open = 0;
  high = 0;
  low = 0;
  totals: Record<string, number> = {};
  readonly points: IndexPoint[] = [];
  private volumeAtMinuteStart = 0;
  private pointMinute = -1;
  dirty = true;
  lastSent: Record<string, string | number> | null = null;
  /** Chart points already sent (the last one is re-sent while its minute forms). */
  emittedPoints = 0;

  constructor(
    readonly def: IndexDef,
    readonly members: SymbolState[],
    readonly prior: number,
  ) {
    const shares = members.map((m) => m.inst.shares);
    const factors = capFactors(
      members.map((m, i) => (m.ref / m.scale) * shares[i]),
      def.cap,
    );
    this.weights = shares.map((s, i) => s * factors[i]);
    let base = 0;
    members.forEach((m, i) => {
      base += (m.ref / m.scale) * this.weights[i];
    });
    this.divisor = base > 0 ? base / prior : 1;
    this.sum = base;
    this.value = prior;
    members.forEach((m, k) => {
      m.memberships.push({ index: this, k });
    });
  }

  /**
   * A member traded (its price moved from `before` to `after`, price units): the value moves, and the
   * day's open, high and low and the minute's point take it in. `minute` is the trade's minute of day.
   */
  memberTraded(k: number, before: number, after: number, minute: number): void {
    if (before !== after) {
      const m = this.members[k];
      this.sum += ((after - before) / m.scale) * this.weights[k];
      const value = Math.round((this.sum / this.divisor) * 100) / 100;
      if (value !== this.value) this.dirty = true;
      this.value = value;
    }
    const value = this.value;
    if (this.open === 0) this.open = value;
    if (value > this.high) this.high = value;
    if (this.low === 0 || value < this.low) this.low = value;
    this.touchPoint(minute, value);
  }
  /** Recomputes everything from the constituents; `minute` dates the chart point. */
  compute(minute: number, trading: boolean): void {
    let up = 0;
    let upCeil = 0;
    let down = 0;
    let downFloor = 0;
    let noChange = 0;
    const t = { qNM: 0, vNM: 0, qPT: 0, vPT: 0, vUp: 0, vDown: 0, vSame: 0, qUp: 0, qDown: 0, qSame: 0 };
    const f = { bq: 0, sq: 0, bv: 0, sv: 0 };
    for (let i = 0; i < this.members.length; i++) {
      const m = this.members[i];
      const p = m.boardPrice();
      const q = m.qtyNM + m.ptQty;
      const v = m.valueNM + m.ptValue;
      if (p === 0 || p === m.ref) {
        noChange++;
        t.qSame += q;
        t.vSame += v;
      } else if (p > m.ref) {
        up++;
        if (m.ceil > 0 && p >= m.ceil) upCeil++;
        t.qUp += q;
        t.vUp += v;
      } else {
        down++;
        if (m.floor > 0 && p <= m.floor) downFloor++;
        t.qDown += q;
        t.vDown += v;
      }
      t.qNM += m.qtyNM;
      t.vNM += m.valueNM;
      t.qPT += m.ptQty;
      t.vPT += m.ptValue;
      f.bq += m.foreignBuyQty;
      f.sq += m.foreignSellQty;
      f.bv += m.foreignBuyValue;
      f.sv += m.foreignSellValue;
    }
    const value = this.value;
    const totals = {
      up,
      upCeil,
      down,
      downFloor,
      noChange,
      totalStock: this.members.length,
      totalTradedQtty: t.qNM + t.qPT,
      totalTradedValue: t.vNM + t.vPT,
      totalTradedQttyNM: t.qNM,
      totalTradedValueNM: t.vNM,
      totalTradedQttyPT: t.qPT,
      totalTradedValuePT: t.vPT,
      totalTradedValueUp: t.vUp,
      totalTradedValueDown: t.vDown,
      totalTradedValueNoChange: t.vSame,
      totalTradedQttyUp: t.qUp,
      totalTradedQttyDown: t.qDown,
      totalTradedQttyNoChange: t.qSame,
      buyForeignQtty: f.bq,
      sellForeignQtty: f.sq,
      subForeignQtty: f.bq - f.sq,
      buyForeignValue: f.bv,
      sellForeignValue: f.sv,
      subForeignValue: f.bv - f.sv,
    };
    for (const k in totals) {
      if (this.totals[k] !== totals[k as keyof typeof totals]) this.dirty = true;
    }
    this.totals = totals;
    if (trading) this.updatePoint(minute, value, totals.totalTradedQtty);
  }

  /** The chart point of `minute` (made when the minute is first seen) takes in `value`. */
  private touchPoint(minute: number, value: number): IndexPoint {
    if (minute > this.pointMinute) {
      const prev = this.points[this.points.length - 1];
      if (prev) this.volumeAtMinuteStart += prev.volume;
      this.points.push({ minute, value, open: value, high: value, low: value, volume: 0 });
      this.pointMinute = minute;
    }
    const p = this.points[this.points.length - 1];
    p.value = value;
    if (value > p.high) p.high = value;
    if (value < p.low) p.low = value;
    return p;
  }

  private updatePoint(minute: number, value: number, volume: number): void {
    const p = this.touchPoint(minute, value);
    if (minute === this.pointMinute) p.volume = volume - this.volumeAtMinuteStart;
  }

  change(): number {
    return Math.round((this.value - this.prior) * 100) / 100;
  }

  pctChange(): number {
    return Math.round(((this.value - this.prior) / this.prior) * 10000) / 100;
  }
}
