/**
 * One simulated trading day: the per-symbol states, indices and put-through desk, and the stepping of
 * time. Sessions change only on whole minutes: at each boundary the sessions are updated (a call auction
 * ending uncrosses its books at that instant). The orders of a minute are planned when the minute starts
 * from that minute's own generator (seed, date, minute) and applied in time order up to the target, so
 * the day is a function of the seed and the date: advancing in 100 ms steps or in one jump from 08:30
 * (a server started mid-day) gives the same market.
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import { isoDate, localMidnightMs, yearsBetween } from "./dates";
import { FlowGroups, type MinutePlan } from "./flow-groups";
import { INDEX_DEFS, IndexState, priorIndexValue } from "./index-calculator";
import { planLiquidity } from "./liquidity-model";
import { equilibrium, uncross } from "./matching";
import { orderEvent, requoteWarrant, seedBook } from "./order-flow";
import { walkStep, warrantValue } from "./price-model";
import { childRng } from "./prng";
import { PutThroughDesk } from "./put-through";
import { HOLIDAY_PHASE, type Phase, phaseAt, SIM_MARKETS } from "./sessions";
import { AUCTION_SIDE, SymbolState } from "./symbol-state";
import type { Universe } from "./universe";

export interface DayOptions {
  universe: Universe;
  /** YYYY-MM-DD. */
  date: string;
  seed: number;
  /** Target matched trades per simulated second over the market, before the open/close bursts. */
  eventsPerSecond: number;
  tradingDay: boolean;
}

/** Order events per trade obtained, measured on this order flow over a whole day. */
export const ORDERS_PER_TRADE = 1.6;

export class TradingDay {
  readonly symbols: SymbolState[];
  readonly bySymbol = new Map<string, SymbolState>();
  readonly indices: IndexState[];
  readonly byIndex = new Map<string, IndexState>();
  readonly putThrough: PutThroughDesk;
  readonly midnight: number;
  /** Simulated time reached, Unix ms. */
  now: number;
  /** Orders applied since 08:30 (what a start at this instant replays; benchmarks print it). */
  ordersApplied = 0;
  readonly phases = new Map<string, Phase>();
  private readonly factors = new Map<string, number>();
  private common = 0;
  private readonly flow: FlowGroups;
  private plan: MinutePlan | null = null;
  private readonly vn30: IndexState | undefined;
  /**
   * Underlyings whose price moved since their warrants were last requoted, and the instant (a whole
   * second) at which the market makers requote them: once a second rather than on every tick (a busy
   * underlying ticks several times a second, and each requote prices all of its warrants).
   */
  private readonly movedUnderlyings: SymbolState[] = [];
  private requoteAt = Number.POSITIVE_INFINITY;
  /** Remaining life of each covered warrant in years (NaN until first asked). */
  private readonly yearsLeft: Float64Array;

  constructor(readonly options: DayOptions) {
    const { universe, date, seed } = options;
    const rng = childRng(seed, `day:${date}`);
    this.midnight = localMidnightMs(date);
    this.now = this.midnight + 8 * 3600_000 + 30 * 60_000; // 08:30, before every session
    this.symbols = [];
    for (const inst of universe.instruments) {
      const under = inst.underlying ? (this.bySymbol.get(inst.underlying) ?? null) : null;
      const s = new SymbolState(inst, under, this.symbols.length);
      if (under && s.isWarrant) under.warrants.push(s);
      this.symbols.push(s);
      this.bySymbol.set(inst.code, s);
    }
    const rates = planLiquidity(this.symbols, seed, date, options.eventsPerSecond * ORDERS_PER_TRADE);
    for (const s of this.symbols) {
      if (s.inst.securityType === SecurityType.BOND) continue;
      seedBook(s, rng);
      s.ticks.reserve(Math.ceil(s.expectedOrders / ORDERS_PER_TRADE));
    }
    this.indices = INDEX_DEFS.filter((d) => universe.baskets[d.code]?.length).map((d) => {
      const members = universe.baskets[d.code].map((c) => this.bySymbol.get(c)!).filter(Boolean);
      const idx = new IndexState(d, members, priorIndexValue(d.code, seed));
      this.byIndex.set(d.code, idx);
      return idx;
    });
    this.vn30 = this.byIndex.get("VN30");
    this.yearsLeft = new Float64Array(this.symbols.length).fill(Number.NaN);
    this.putThrough = new PutThroughDesk(this.symbols, universe.privateBonds, childRng(seed, `pt:${date}`), {
      midnight: this.midnight,
      tradingDay: options.tradingDay,
      seed,
      date,
    });
    this.flow = new FlowGroups(this.symbols, rates);
    for (const m of SIM_MARKETS) this.factors.set(m, 0);
    this.updatePhases(this.minuteOf(this.now));
    this.computeIndices();
  }

  minuteOf(ms: number): number {
    return Math.floor((ms - this.midnight) / 60_000);
  }

  phase(market: string): Phase {
    return this.phases.get(market) ?? HOLIDAY_PHASE;
  }

  /**
   * Runs the market up to `target` (ms), or until `budget` orders have been applied (then `now` stops
   * at the next order not yet applied; the next call goes on from there). Returns the orders applied.
   */
  advanceTo(target: number, budget = Number.POSITIVE_INFINITY): number {
    let applied = 0;
    while (this.now < target) {
      const minute = this.minuteOf(this.now);
      const nextMinute = this.midnight + (minute + 1) * 60_000;
      const end = Math.min(target, nextMinute);
      if (!this.plan || this.plan.minute !== minute) this.plan = this.planMinute(minute);
      const plan = this.plan;
      this.putThrough.runUntil(end);
      while (plan.cursor < plan.times.length && plan.times[plan.cursor] < end) {
        if (applied >= budget) {
          this.now = Math.max(this.now, plan.times[plan.cursor]);
          return applied;
        }
        if (plan.times[plan.cursor] >= this.requoteAt) this.requoteWarrants();
        const k = plan.cursor++;
        this.orderOn(plan.symbols[k], plan.times[k], minute, plan);
        applied++;
        this.ordersApplied++;
      }
      this.now = end;
      if (end >= this.requoteAt) this.requoteWarrants();
      if (end === nextMinute) this.onMinute(minute + 1);
    }
    return applied;
  }

  /** The orders of a minute and the market factors' step, from the minute's own generator. */
  private planMinute(minute: number): MinutePlan {
    const { seed, date } = this.options;
    const rng = childRng(seed, `day:${date}:${minute}`);
    this.common = walkStep(this.common, 60, 0.011, rng);
    for (const m of SIM_MARKETS) this.factors.set(m, walkStep(this.factors.get(m)!, 60, 0.005, rng));
    return this.flow.plan(minute, this.midnight + minute * 60_000, (m) => this.phase(m), rng);
  }

  private orderOn(s: SymbolState, t: number, minute: number, plan: MinutePlan): void {
    const phase = this.phase(s.inst.marketCode);
    s.idio = walkStep(s.idio, (t - (s.lastWalkMs || t)) / 1000, s.dailyVol, plan.rng);
    s.lastWalkMs = t;
    s.nowMs = t - this.midnight;
    s.minute = minute;
    const before = s.last;
    orderEvent(s, this.fairValue(s), phase.match, phase.oddLot, plan.rng);
    s.dirty = true;
    if (s.last !== before && s.warrants.length > 0 && phase.match === "continuous" && !s.moved) {
      s.moved = true;
      this.movedUnderlyings.push(s);
      this.requoteAt = Math.min(this.requoteAt, (Math.floor(t / 1000) + 1) * 1000);
    }
  }

  /**
   * The market makers requote the warrants of the underlyings that moved, at the whole second after the
   * move: in the same place of the order sequence however advanceTo() cuts time (before the first order
   * of that second, or when time reaches it), so the day stays a function of the seed and the date.
   */
  private requoteWarrants(): void {
    for (const u of this.movedUnderlyings) {
      u.moved = false;
      if (this.phase(u.inst.marketCode).match !== "continuous") continue;
      for (const w of u.warrants) {
        requoteWarrant(w, this.fairValue(w));
        w.dirty = true;
      }
    }
    this.movedUnderlyings.length = 0;
    this.requoteAt = Number.POSITIVE_INFINITY;
  }

  /** Fair value in price units, kept strictly inside the band so quotes exist on both sides. */
  fairValue(s: SymbolState): number {
    const inst = s.inst;
    let fair: number;
    if (s.isWarrant && s.underlying) {
      let years = this.yearsLeft[s.index];
      if (Number.isNaN(years)) {
        years = yearsBetween(this.options.date, isoDate(inst.lastTradingDate ?? "20991231"));
        this.yearsLeft[s.index] = years;
      }
      const u = s.underlying.currentPrice();
      fair = warrantValue(u, inst.exercisePrice ?? u, inst.exerciseRatio ?? 1, years) * Math.exp(s.idio);
    } else if (s.isFuture) {
      const spot = this.vn30 ? this.vn30.value : inst.refPrice;
      const basis = this.vn30 ? inst.refPrice / this.vn30.prior : 1;
      fair = spot * basis * s.scale * Math.exp(s.idio);
    } else {
      const m = this.common + (this.factors.get(inst.marketCode) ?? 0);
      fair = s.ref * Math.exp(s.beta * m + s.idio);
    }
    if (s.ceil > 0) fair = Math.min(fair, s.ceil - 0.3 * (s.ceil - s.ref));
    if (s.floor > 0) fair = Math.max(fair, s.floor + 0.3 * (s.ref - s.floor));
    return Math.max(fair, 1);
  }

  /** Closes the minute that ended with the sessions it had, then moves the sessions on. */
  private onMinute(minute: number): void {
    this.computeIndices(minute - 1);
    this.updatePhases(minute);
    this.computeIndices(minute);
  }

  private updatePhases(minute: number): void {
    for (const market of SIM_MARKETS) {
      const next = this.options.tradingDay ? phaseAt(market, minute) : HOLIDAY_PHASE;
      const prev = this.phases.get(market);
      if (prev === next) continue;
      this.phases.set(market, next);
      if (prev?.match === "call") this.uncrossMarket(market, minute);
      if (next.match === "call")
        for (const s of this.symbols) if (s.inst.marketCode === market) s.inCall = true;
      for (const s of this.symbols) if (s.inst.marketCode === market) s.dirty = true;
      for (const idx of this.indices) if (idx.def.market === market) idx.dirty = true;
      this.putThrough.boardsDirty = true;
      if (market === MarketCode.TPRL) for (const b of this.putThrough.bonds) b.dirty = true;
    }
  }

  /** End of a call auction: one uncross per book at the equilibrium price, at this instant. */
  private uncrossMarket(market: string, minute: number): void {
    const t = this.midnight + minute * 60_000;
    for (const s of this.symbols) {
      if (s.inst.marketCode !== market) continue;
      s.setAggressor(AUCTION_SIDE, t - this.midnight, minute);
      const eq = equilibrium(s.book, s.last > 0 ? s.last : s.ref);
      uncross(s.book, eq, s.fill);
      s.inCall = false;
      s.indicative = 0;
      s.indicativeQty = 0;
      s.dirty = true;
    }
  }

  /** Indicative price and volume of the books in a call auction (shown in place of the match). */
  refreshIndicative(): void {
    for (const s of this.symbols) {
      if (!s.inCall || !s.dirty) continue;
      const eq = equilibrium(s.book, s.last > 0 ? s.last : s.ref);
      s.indicative = eq.price;
      s.indicativeQty = eq.volume;
    }
  }

  computeIndices(minute = this.minuteOf(this.now)): void {
    this.refreshIndicative();
    for (const idx of this.indices) {
      const phase = this.phase(idx.def.market);
      idx.compute(minute, phase.match !== "none" || phase.putThrough);
    }
    const vn30 = this.vn30 ? this.vn30.value : 0;
    for (const s of this.symbols) {
      if (s.inst.securityType === SecurityType.FUTURE) {
        if (s.underlyingPrice !== vn30) s.dirty = true;
        s.underlyingPrice = vn30;
      } else if (s.underlying) {
        const u = s.underlying.currentPrice() / s.underlying.scale;
        if (s.underlyingPrice !== u) s.dirty = true;
        s.underlyingPrice = u;
      }
    }
  }
}
