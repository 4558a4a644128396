import { type MarketCode, type SecurityType, tickSize } from "@vnboard/feed";
import {
  type BondDetail,
  type ChartType,
  type DailyCandle,
  type Fundamentals,
  type IndexHistoryRow,
  parseDerivativeChart,
  type StockHistoryRow,
  type Tick,
} from "@vnboard/feed/rest";
import type { Language, OrderRules, RestMarketData } from "../market/rest-market-data";
import { compactDate, localDate } from "./dates";
import type { Simulator } from "./simulator";

/** Trading days shown per chart range (docs/api.md: W, 1M, 3M, 6M, 1Y). */
const DAYS: Readonly<Record<Exclude<ChartType, "D">, number>> = {
  W: 5,
  "1M": 22,
  "3M": 66,
  "6M": 130,
  "1Y": 250,
};

/** YYYYMMDD of an instant on the exchange's calendar (Asia/Ho_Chi_Minh), whatever the host's zone. */
export function exchangeCompactDate(ms: number): string {
  return compactDate(localDate(ms));
}

/**
 * The REST calls of the spec answered from the simulator's own market: the ticks it matched today,
 * the history it generated consistent with today's prices, its company figures and bonds. The shapes
 * are docs/api.md's (the feed's REST types).
 */
export class SimulatorRestData implements RestMarketData {
  private made: Simulator | null = null;

  /** Takes the simulator, or a factory called on the first REST call (a replay or relay may need none). */
  constructor(private readonly source: Simulator | (() => Simulator)) {}

  private get sim(): Simulator {
    if (this.made === null) this.made = typeof this.source === "function" ? this.source() : this.source;
    return this.made;
  }

  private aliases: { universe: unknown; byAlias: Map<string, string> } | null = null;

  listedCode(code: string): string {
    const universe = this.sim.universe;
    if (this.aliases?.universe !== universe) {
      const byAlias = new Map<string, string>();
      for (const i of universe.instruments) if (i.alias !== undefined) byAlias.set(i.alias, i.code);
      this.aliases = { universe, byAlias };
    }
    return this.aliases.byAlias.get(code) ?? code;
  }

  private names: { universe: unknown; en: Record<string, string> } | null = null;

  /** The reference data's English names (those that are not just the code), once per universe. */
  englishNames(): Readonly<Record<string, string>> {
    const universe = this.sim.universe;
    if (this.names?.universe !== universe) {
      const en: Record<string, string> = {};
      for (const i of universe.instruments) if (i.nameEn !== "" && i.nameEn !== i.code) en[i.code] = i.nameEn;
      this.names = { universe, en };
    }
    return this.names.en;
  }

  securityType(code: string): string | undefined {
    const info = this.sim.symbolInfo(code);
    return info === null ? undefined : String(info.securityType);
  }

  private isIndex(code: string): boolean {
    return this.sim.indexConstituents(code) !== null;
  }

  symbolExists(code: string): boolean {
    return this.sim.symbolInfo(code) !== null;
  }

  ticks(code: string, lastTicks: string, backward: boolean, limit: number): Tick[] | undefined {
    if (!this.symbolExists(code)) return undefined;
    return this.sim.ticks(code, lastTicks, backward, limit).map((t) => ({
      ticks: t.ticks,
      tradeTime: t.tradeTime,
      matchPrice: t.matchPrice,
      changePrice: t.changePrice,
      matchQtty: t.matchQtty,
      change_TotalTradeQtty: t.change_TotalTradeQtty,
      totalTradeQtty: t.totalTradeQtty,
    }));
  }

  dailyCandles(code: string, isIndex: boolean, chartType: ChartType): DailyCandle[] | undefined {
    if (isIndex ? !this.isIndex(code) : !this.symbolExists(code)) return undefined;
    if (chartType === "D") {
      // Today, one candle per minute: the symbol's minute candles, or the index's statistic candles.
      const rows = isIndex ? this.sim.indexSeries(code).indexStatistics : this.sim.minuteCandles(code);
      return rows.map((r) => ({
        time: Number(r.time) * 1000,
        open: Number(isIndex ? r.open : r.openPrice),
        close: Number(isIndex ? r.close : r.closePrice),
        lowest: Number(isIndex ? r.lowest : r.lowestPrice),
        highest: Number(isIndex ? r.highest : r.highestPrice),
        volume: Number(r.volume),
      }));
    }
    return this.sim.dailyCandles(code, isIndex).slice(-DAYS[chartType]);
  }

  indexHistory(indexCode: string): IndexHistoryRow[] | undefined {
    if (!this.isIndex(indexCode)) return undefined;
    return this.sim.indexHistory(indexCode) as unknown as IndexHistoryRow[];
  }

  fundamentals(code: string): Fundamentals | undefined {
    return (this.sim.fundamentals(code) as unknown as Fundamentals | null) ?? undefined;
  }

  events(code: string) {
    return this.sim.events(code);
  }

  bondDetail(code: string, from: string, to: string): BondDetail | undefined {
    return (this.sim.bondDetail(code, from, to) as unknown as BondDetail | null) ?? undefined;
  }

  news(language: Language) {
    return this.sim.news(language);
  }

  derivativeChart(code: string) {
    const info = this.sim.symbolInfo(code);
    if (info === null || info.securityType !== "FT") return undefined;
    return parseDerivativeChart(this.sim.derivativeChart(code)) ?? [];
  }

  historyStock(code: string): StockHistoryRow[] | undefined {
    if (!this.symbolExists(code)) return undefined;
    const candles = this.sim.dailyCandles(code, false);
    const rows: StockHistoryRow[] = [];
    for (let i = candles.length - 1; i >= 0 && rows.length < 250; i--) {
      const c = candles[i];
      const previous = i > 0 ? candles[i - 1].close : c.open;
      rows.push({
        tradingDate: exchangeCompactDate(c.time),
        openPrice: c.open,
        highestPrice: c.highest,
        lowestPrice: c.lowest,
        closePrice: c.close,
        changePrice: c.close - previous,
        pctChangePrice: previous > 0 ? Math.round(((c.close - previous) / previous) * 10_000) / 100 : 0,
        totalTradedQtty: c.volume,
        totalTradedValue: c.volume * c.close,
      });
    }
    return rows;
  }

  orderRules(code: string): OrderRules | undefined {
    const info = this.sim.symbolInfo(code);
    if (info === null) return undefined;
    const market = String(info.marketCode) as MarketCode;
    const type = String(info.securityType) as SecurityType;
    return {
      floorPrice: Number(info.floorPrice),
      ceilPrice: Number(info.ceilPrice),
      lotSize: type === "FT" ? 1 : 100,
      tickSizeAt: (price: number) => tickSize(market, type, price),
      acceptingOrders: true,
    };
  }
}
