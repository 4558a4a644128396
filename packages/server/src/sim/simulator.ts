/**
 * The reference provider's default market source: a seeded, deterministic market that obeys the exchange
 * rules (ticks, bands, lots, sessions, call auctions, indices from constituents). A timer advances it to
 * the clock's simulated time every batchIntervalMs and hands listeners the changes (only the changed
 * fields of each record, with its key). Tests drive it with advanceTo() instead, with no timers.
 */
import type { RecordValues } from "@vnboard/feed/protocol";
import {
  emptyBatch,
  type MarketBatch,
  type MarketSnapshot,
  type MarketSource,
} from "../market/market-source";
import { DemoClock, type SimClock, TradingCalendar } from "./clock";
import { compactDate, localDate } from "./dates";
import {
  bondBoardRecords,
  bondRecord,
  diffRecord,
  indexChartRecord,
  indexRecord,
  indexStatisticRecord,
  marketRecords,
  minuteCandleRecord,
  priceLevelRecords,
  symbolRecord,
  symbolUpdate,
  writeSymbol,
} from "./records";
import { SimulatorQueries } from "./simulator-queries";
import { TradingDay } from "./trading-day";
import { findDataDir, loadUniverse, type Universe } from "./universe";

type Rec = Record<string, string | number>;

/** Default matched trades per simulated second (see SimulatorOptions.eventsPerSecond). */
export const DEFAULT_TRADES_PER_SECOND = 25;

export interface SimulatorOptions {
  /** Seed of everything random (default 20250505, the day KRX went live). */
  seed?: number;
  /** Reference data directory; undefined: the shipped reference data; null: the built-in universe. */
  dataDir?: string | null;
  /** Default: DemoClock (a live session at any wall time). */
  clock?: SimClock;
  /** Timer period of start() (default 100 ms: the board's grid sync, spec section 9). */
  batchIntervalMs?: number;
  /**
   * Matched trades per simulated second over the market at the day's average activity (default 25:
   * about 40 a second after the open and into the close, 13 at midday, most of them in the 30 VN30
   * names, each of which trades every two or three seconds; about 540,000 orders a day). The day's
   * value does not depend on it (order sizes follow from each symbol's value target), and a server
   * started mid-day replays every order since 08:30, so the rate is also its start-up cost
   * (docs/server.md). On top of it the best levels of liquid names change several times a second, from
   * small quotes that cost no replay (quote-activity.ts).
   */
  eventsPerSecond?: number;
  /** Years of daily history (default 2). */
  historyYears?: number;
  /**
   * Cap on the order events of one timer tick after start(): a long gap (a stalled timer, the demo
   * clock's next lap) is caught up over several ticks, never thinned, so the day stays the same
   * whatever the start time. The first tick after start() catches up in one step.
   */
  maxEventsPerAdvance?: number;
}

export class Simulator extends SimulatorQueries implements MarketSource {
  readonly clock: SimClock;
  private readonly batchIntervalMs: number;
  private readonly eventsPerSecond: number;
  private readonly maxEvents: number;
  private readonly listeners = new Set<(batch: MarketBatch) => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly marketSent = new Map<string, Rec>();
  private readonly boardSent = new Map<string, Rec>();
  /** References each instrument started the current date with, to replay the date identically. */
  private startRefs: number[];

  constructor(options: SimulatorOptions = {}) {
    const seed = options.seed ?? 20250505;
    const dataDir = options.dataDir === undefined ? findDataDir() : options.dataDir;
    const calendar = new TradingCalendar(dataDir);
    const clock = options.clock ?? new DemoClock({ calendar });
    const date = localDate(clock.now());
    const universe: Universe = loadUniverse({ seed, dataDir, date });
    const eventsPerSecond = options.eventsPerSecond ?? DEFAULT_TRADES_PER_SECOND;
    const day = new TradingDay({
      universe,
      date,
      seed,
      eventsPerSecond,
      tradingDay: clock.isTradingDay(date),
    });
    super(seed, universe, calendar, day, options.historyYears ?? 2);
    this.clock = clock;
    this.batchIntervalMs = options.batchIntervalMs ?? 100;
    this.eventsPerSecond = eventsPerSecond;
    this.maxEvents = options.maxEventsPerAdvance ?? 50_000;
    this.startRefs = universe.instruments.map((i) => i.refPrice);
  }

  snapshot(): MarketSnapshot {
    const day = this.day;
    const date = compactDate(day.options.date);
    return {
      systemParams: {
        sysDate: date,
        startupDate: date,
        tradingDate: date,
        numberStockTop: 30,
        sideTab_Type: "IDX",
        sideTab_Code: "VNINDEX",
        useCompanyProfile: true,
        useDerivative: true,
      },
      industries: this.universe.industries,
      baskets: this.universe.baskets,
      symbols: day.symbols.map((s) => symbolRecord(day, s, false)),
      indices: day.indices.map((i) => indexRecord(day, i)),
      markets: marketRecords(day),
      bonds: day.putThrough.bonds.map((b) => bondRecord(day, b)),
      bondBoards: bondBoardRecords(day, day.putThrough),
      putThrough: day.putThrough.records.slice(),
      priceLevels: day.symbols.flatMap(priceLevelRecords),
    };
  }

  indexSeries(indexCode: string): {
    indexCharts: RecordValues[];
    indexStatistics: RecordValues[];
    indexForeignHistory: RecordValues[];
  } {
    const idx = this.day.byIndex.get(indexCode);
    if (!idx) return { indexCharts: [], indexStatistics: [], indexForeignHistory: [] };
    return {
      indexCharts: idx.points.map((p) => indexChartRecord(this.day, indexCode, p, idx.prior)),
      indexStatistics: idx.points.map((p) => indexStatisticRecord(this.day, indexCode, p)),
      indexForeignHistory: this.indexForeignHistory(indexCode),
    };
  }

  /**
   * The simulated market's clock (a demo clock runs its own day). Before the first batch the gateway
   * has no other time to go by: a recording or snapshot made then would otherwise carry the wall's.
   */
  marketTime(): number {
    return this.clock.now();
  }

  onBatch(listener: (batch: MarketBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Catches up to the clock now, in one step (a server started mid-day replays the day since 08:30:
   * ~1.3 s for 10:00 here), then advances every batchIntervalMs, at most maxEventsPerAdvance orders a
   * tick. The catch-up ran in the first tick, after the server had said it was ready: the first page
   * asked of it waited behind that second (docs/board-engine.md, "The first load after the server starts").
   */
  start(): void {
    if (this.timer) return;
    this.advanceTo(this.clock.now());
    this.timer = setInterval(() => {
      this.advanceTo(this.clock.now(), this.maxEvents);
    }, this.batchIntervalMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The simulated instant reached, Unix ms. */
  get now(): number {
    return this.day.now;
  }

  /** Orders the current day has applied since 08:30 (a start at this instant replays as many). */
  get ordersApplied(): number {
    return this.day.ordersApplied;
  }

  /**
   * Advances the market to `simTimeMs` synchronously (at most `maxOrders` orders: the timer's catch-up
   * goes on at the next tick) and returns (and emits) the batch of changes. Another date (the demo
   * clock's next lap, a new wall day) starts that date's day, and an earlier instant of the same date
   * replays it from its start: a day is a function of the seed and the date alone.
   */
  advanceTo(simTimeMs: number, maxOrders = Number.POSITIVE_INFINITY): MarketBatch {
    const date = localDate(simTimeMs);
    if (date !== this.day.options.date || simTimeMs < this.day.now) this.newDay(date);
    const day = this.day;
    day.advanceTo(simTimeMs, maxOrders);
    day.computeIndices();
    const batch = this.collect(day.now);
    for (const listener of this.listeners) listener(batch);
    return batch;
  }

  private newDay(date: string): void {
    // References come from the seed, not from the previous date's closes: the day must not depend on
    // which days this process happened to run before.
    this.universe.instruments.forEach((inst, i) => {
      inst.refPrice = this.startRefs[i];
    });
    this.day = new TradingDay({
      universe: this.universe,
      date,
      seed: this.seed,
      eventsPerSecond: this.eventsPerSecond,
      tradingDay: this.clock.isTradingDay(date),
    });
    this.marketSent.clear();
    this.boardSent.clear();
    this.resetCaches();
  }

  private collect(time: number): MarketBatch {
    const day = this.day;
    const batch = emptyBatch(time);
    batch.putThrough = day.putThrough.pending;
    day.putThrough.pending = [];
    this.collectSymbols(batch, time - day.midnight);
    this.collectIndices(batch);
    for (const full of marketRecords(day)) {
      const key = full.marketCode as string;
      const update = diffRecord("marketCode", full, this.marketSent.get(key) ?? null);
      this.marketSent.set(key, full);
      if (update) batch.markets.push(update);
    }
    this.collectBonds(batch);
    return batch;
  }

  /** Changed symbols (and the rows whose best-level quotes moved on), their new candles and price levels. */
  private collectSymbols(batch: MarketBatch, msOfDay: number): void {
    const day = this.day;
    for (const s of day.symbols) {
      if (s.quotes !== null && day.phase(s.inst.marketCode).match === "continuous") {
        // The small orders at the best levels moved on: the row's book changed without a trade.
        const epoch = s.quotes.epoch(msOfDay);
        if (epoch !== s.quoteEpoch) s.dirty = true;
        s.quoteEpoch = epoch;
      }
      if (s.dirty) {
        const current = s.scratch;
        writeSymbol(day, s, current, true);
        const update = symbolUpdate(current, s.sent);
        s.scratch = s.sent ?? [];
        s.sent = current;
        s.dirty = false;
        if (update) batch.symbols.push(update);
      }
      if (s.ticks.count !== s.ticksAtBatch) {
        s.ticksAtBatch = s.ticks.count;
        for (let i = Math.max(0, s.emittedCandles - 1); i < s.candles.length; i++) {
          batch.minuteCharts.push(minuteCandleRecord(day, s, i));
        }
        s.emittedCandles = s.candles.length;
      }
      if (s.levels.changed.size > 0) {
        for (const price of s.levels.changed) {
          batch.priceLevels.push({
            code: s.inst.code,
            price: price / s.scale,
            quantity: s.levels.volume.get(price)!,
          });
        }
        s.levels.changed.clear();
      }
    }
  }

  /** Changed indices and their new chart points and statistics. */
  private collectIndices(batch: MarketBatch): void {
    const day = this.day;
    for (const idx of day.indices) {
      if (idx.dirty) {
        const full = indexRecord(day, idx);
        const update = diffRecord("indexCode", full, idx.lastSent);
        idx.lastSent = full;
        idx.dirty = false;
        if (update) batch.indices.push(update);
      }
      for (let i = Math.max(0, idx.emittedPoints - 1); i < idx.points.length; i++) {
        batch.indexCharts.push(indexChartRecord(day, idx.def.code, idx.points[i], idx.prior));
        batch.indexStatistics.push(indexStatisticRecord(day, idx.def.code, idx.points[i]));
      }
      idx.emittedPoints = idx.points.length;
    }
  }

  /** Changed private bonds (TPRL) and, when any moved, their boards. */
  private collectBonds(batch: MarketBatch): void {
    const day = this.day;
    for (const b of day.putThrough.bonds) {
      if (!b.dirty) continue;
      const full = bondRecord(day, b);
      const update = diffRecord("code", full, b.lastSent);
      b.lastSent = full;
      b.dirty = false;
      if (update) batch.bonds.push(update);
    }
    if (day.putThrough.boardsDirty) {
      for (const full of bondBoardRecords(day, day.putThrough)) {
        const key = full.boardCode as string;
        const update = diffRecord("boardCode", full, this.boardSent.get(key) ?? null);
        this.boardSent.set(key, full);
        if (update) batch.bondBoards.push(update);
      }
      day.putThrough.boardsDirty = false;
    }
  }
}
