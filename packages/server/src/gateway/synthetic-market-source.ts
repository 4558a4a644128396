import type { RecordValues } from "@vnboard/feed/protocol";
import {
  emptyBatch,
  type MarketBatch,
  type MarketSnapshot,
  type MarketSource,
} from "../market/market-source";

type Row = Record<string, string | number | null | undefined>;

export interface SyntheticMarketOptions {
  /** Number of symbols. Default 1600. */
  symbols?: number;
  /** Symbol update records per second. Default 2000. */
  updatesPerSecond?: number;
  /** Batch period, ms. Default 100. */
  batchIntervalMs?: number;
  seed?: number;
  /** Clock (ms). Default Date.now. */
  now?: () => number;
}

export const SYNTHETIC_INDEX_CODES = ["VNINDEX", "VN30", "HNXINDEX", "HNX30", "HNXUPCOMINDEX"] as const;
const MARKETS = ["HOSE", "HNX", "UPCOM"] as const;

/**
 * A small, fast, seeded market for gateway tests and the fan-out benchmark: N symbols with random walks,
 * five indices with chart points, three markets, a few bonds and put-through deals. Not the simulator:
 * no exchange rules beyond a tick of 50 dong. `step()` emits one batch synchronously (tests);
 * `start()` emits one every `batchIntervalMs`.
 */
export class SyntheticMarketSource implements MarketSource {
  readonly symbols = new Map<string, Row>();
  readonly indices = new Map<string, Row>();
  readonly markets = new Map<string, Row>();
  readonly bonds = new Map<string, Row>();
  readonly putThrough: Row[] = [];
  readonly indexCharts = new Map<string, Row[]>();
  readonly indexStatistics = new Map<string, Row[]>();
  private readonly listeners = new Set<(batch: MarketBatch) => void>();
  private readonly codes: string[] = [];
  private readonly perBatch: number;
  private readonly updatesPerSecond: number;
  private lastTick = 0;
  private readonly batchIntervalMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private state: number;
  private steps = 0;

  constructor(options: SyntheticMarketOptions = {}) {
    const count = options.symbols ?? 1600;
    this.batchIntervalMs = options.batchIntervalMs ?? 100;
    this.updatesPerSecond = options.updatesPerSecond ?? 2000;
    this.perBatch = Math.max(1, Math.round((this.updatesPerSecond * this.batchIntervalMs) / 1000));
    this.state = (options.seed ?? 1) >>> 0 || 1;
    this.now = options.now ?? Date.now;
    for (let i = 0; i < count; i++) {
      const code = `S${String(i).padStart(4, "0")}`;
      const marketCode = MARKETS[i % 3];
      const ref = 10_000 + 50 * Math.floor(this.random() * 1000);
      this.codes.push(code);
      this.symbols.set(code, {
        code,
        symbolName: `Company ${i}`,
        marketCode,
        securityType: "ST",
        refPrice: ref,
        ceilPrice: Math.round(ref * 1.07),
        floorPrice: Math.round(ref * 0.93),
        matchPrice: ref,
        matchQtty: 0,
        totalTradedQtty: 0,
        bidPrice1: ref - 50,
        bidQtty1: 1000,
        offerPrice1: ref + 50,
        offerQtty1: 1000,
      });
    }
    for (const indexCode of SYNTHETIC_INDEX_CODES) {
      this.indices.set(indexCode, { indexCode, indexName: indexCode, priorIndex: 1200, currentIndex: 1200 });
      this.indexCharts.set(indexCode, [{ indexCode, time: this.minute(), value: 1200, quantity: 0 }]);
      this.indexStatistics.set(indexCode, []);
    }
    for (const marketCode of MARKETS)
      this.markets.set(marketCode, { marketCode, marketName: marketCode, stockUp: 0 });
    for (let i = 0; i < 5; i++) {
      const code = `BOND${i}`;
      this.bonds.set(code, { code, issuer: `Issuer ${i}`, parvalue: 100_000, pt_MatchPrice: 100_000 });
    }
    this.putThrough.push({
      ticks: "1",
      code: this.codes[0] ?? "S0000",
      marketCode: "HOSE",
      type: "M",
      price: 10_000,
      quantity: 100,
    });
  }

  snapshot(): MarketSnapshot {
    return {
      systemParams: { sysDate: "20260401", tradingDate: "20260401", numberStockTop: 30 },
      industries: [
        {
          code: "BANK",
          name: "Banks",
          names: { vi: "Ngân hàng", en: "Banks" },
          symbolList: this.codes.slice(0, 5),
        },
      ],
      baskets: { VN30: this.codes.slice(0, 30) },
      symbols: [...this.symbols.values()],
      indices: [...this.indices.values()],
      markets: [...this.markets.values()],
      bonds: [...this.bonds.values()],
      bondBoards: [{ boardCode: "ALLMARKET", marketcode: "BOND", totalPtTradedQtty: 0 }],
      putThrough: [...this.putThrough],
      priceLevels: [],
    };
  }

  indexSeries(indexCode: string): {
    indexCharts: RecordValues[];
    indexStatistics: RecordValues[];
    indexForeignHistory: RecordValues[];
  } {
    return {
      indexCharts: [...(this.indexCharts.get(indexCode) ?? [])],
      indexStatistics: [...(this.indexStatistics.get(indexCode) ?? [])],
      indexForeignHistory: [],
    };
  }

  onBatch(listener: (batch: MarketBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Its own clock: a recording started before the first batch then begins at the market's time, not the wall's. */
  marketTime(): number {
    return this.now();
  }

  /** Emits a batch every `batchIntervalMs`, sized by the time elapsed so a late timer keeps the rate. */
  start(): void {
    if (this.timer !== null) return;
    this.lastTick = Date.now();
    this.timer = setInterval(() => {
      const now = Date.now();
      const due = Math.round((this.updatesPerSecond * (now - this.lastTick)) / 1000);
      this.lastTick = now;
      this.step(Math.max(1, due));
    }, this.batchIntervalMs);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Advances the market by one batch of (about) `count` symbol updates and emits it; returns the batch. */
  step(count = this.perBatch): MarketBatch {
    this.steps++;
    const batch = emptyBatch(this.now());
    const seen = new Set<string>();
    for (let i = 0; i < count && this.codes.length > 0; i++) {
      const code = this.codes[Math.floor(this.random() * this.codes.length)];
      if (seen.has(code)) continue;
      seen.add(code);
      const row = this.symbols.get(code)!;
      const price = Math.min(
        Number(row.ceilPrice),
        Math.max(Number(row.floorPrice), Number(row.matchPrice) + 50 * (Math.floor(this.random() * 3) - 1)),
      );
      const qtty = 100 * (1 + Math.floor(this.random() * 50));
      const update: Row = {
        code,
        matchPrice: price,
        matchQtty: qtty,
        totalTradedQtty: Number(row.totalTradedQtty) + qtty,
        bidPrice1: price - 50,
        offerPrice1: price + 50,
      };
      Object.assign(row, update);
      batch.symbols.push(update);
    }
    const minute = this.minute();
    for (const indexCode of SYNTHETIC_INDEX_CODES) {
      const row = this.indices.get(indexCode)!;
      const value = Math.round((Number(row.currentIndex) + (this.random() - 0.5)) * 100) / 100;
      const update: Row = {
        indexCode,
        currentIndex: value,
        changeIndex: Math.round((value - 1200) * 100) / 100,
      };
      Object.assign(row, update);
      batch.indices.push(update);
      const point: Row = { indexCode, time: minute, value, quantity: this.steps };
      const chart = this.indexCharts.get(indexCode)!;
      if (chart.length > 0 && chart[chart.length - 1].time === minute) chart[chart.length - 1] = point;
      else chart.push(point);
      batch.indexCharts.push(point);
    }
    if (this.steps % 10 === 0) {
      const market = this.markets.get("HOSE")!;
      market.stockUp = Number(market.stockUp) + 1;
      batch.markets.push({ marketCode: "HOSE", stockUp: market.stockUp });
    }
    for (const listener of this.listeners) listener(batch);
    return batch;
  }

  /** Unix seconds of the current minute. */
  private minute(): number {
    return Math.floor(this.now() / 60_000) * 60;
  }

  /** mulberry32: a tiny seeded generator, good enough for test data. */
  private random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}
