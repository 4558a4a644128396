/**
 * The Simulator's answers to the REST calls of spec section 7: ticks (pr/stockmatch), daily candles
 * (pr/stockhist, pr/indexhist chart data), index history, fundamentals, company events, bond detail,
 * news and the derivative chart string. Kept apart from the market stepping so each file has one job.
 */
import { SecurityType } from "@vnboard/feed";
import type { RecordValues } from "@vnboard/feed/protocol";
import { type BondDetail, bondDetail } from "./bond-detail";
import type { TradingCalendar } from "./clock";
import {
  type CompanyEvent,
  companyEvents,
  fundamentals,
  type MarketFacts,
  type NewsItem,
  newsItems,
} from "./company-info";
import { compactDate, localMidnightMs } from "./dates";
import { type DailyCandle, type IndexHistoryRow, indexHistory, symbolHistory } from "./history";
import { priceLevelRecords, symbolRecord } from "./records";
import type { TradingDay } from "./trading-day";
import type { Universe } from "./universe";

/** A matched tick as REST pr/stockmatch returns it (spec "Tick"). */
export interface TickRecord {
  /** Sortable id: the tick's number in the day, zero-padded. */
  ticks: string;
  tradeTime: string;
  matchPrice: number;
  changePrice: number;
  matchQtty: number;
  change_TotalTradeQtty: number;
  totalTradeQtty: number;
  /** B active buy, S active sell, '' call-auction uncross. */
  side: string;
}

const HISTORY_CACHE_LIMIT = 256;

function timeText(msOfDay: number): string {
  const s = Math.floor(msOfDay / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}

/** A stable number in [0, 1) from a text (FNV-1a), for seeded per-day figures. */
function hashShare(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 4294967296;
}

export class SimulatorQueries {
  private readonly historyCache = new Map<string, DailyCandle[]>();
  private readonly indexCache = new Map<string, IndexHistoryRow[]>();

  constructor(
    readonly seed: number,
    readonly universe: Universe,
    protected readonly calendar: TradingCalendar,
    protected day: TradingDay,
    protected readonly historyYears: number,
  ) {}

  /** Forgets histories made for the previous date. */
  protected resetCaches(): void {
    this.historyCache.clear();
    this.indexCache.clear();
  }

  /** The simulated trading date, YYYY-MM-DD. */
  get date(): string {
    return this.day.options.date;
  }

  /** Full current SYMBOL_SCHEMA record of a symbol, or null. */
  symbolInfo(code: string): Record<string, string | number> | null {
    const s = this.day.bySymbol.get(code);
    return s ? symbolRecord(this.day, s, false) : null;
  }

  /**
   * Matched ticks of the day. backward=true: the `limit` ticks before `lastTicks` ('0' or '' for the
   * latest), newest first; backward=false: the ticks after `lastTicks`, newest first.
   */
  ticks(code: string, lastTicks = "0", backward = true, limit = 100): TickRecord[] {
    const s = this.day.bySymbol.get(code);
    if (!s) return [];
    const log = s.ticks;
    const last = Number(lastTicks) || 0;
    let from: number;
    let to: number; // exclusive, 0-based
    if (backward) {
      to = last > 0 ? Math.min(last - 1, log.count) : log.count;
      from = Math.max(0, to - limit);
    } else {
      from = Math.min(last, log.count);
      to = Math.min(log.count, from + limit);
    }
    const out: TickRecord[] = [];
    for (let i = to - 1; i >= from; i--) {
      const price = log.price[i] / s.scale;
      out.push({
        ticks: String(i + 1).padStart(8, "0"),
        tradeTime: timeText(log.timeMs[i]),
        matchPrice: price,
        changePrice: Math.round((price - s.ref / s.scale) * 100) / 100,
        matchQtty: log.qty[i],
        change_TotalTradeQtty: log.qty[i],
        totalTradeQtty: log.total[i],
        side: log.side[i] === 0 ? "B" : log.side[i] === 1 ? "S" : "",
      });
    }
    return out;
  }

  /** Minute candles of the day so far (msgType 6 shape). */
  minuteCandles(code: string): Record<string, number | string>[] {
    const s = this.day.bySymbol.get(code);
    if (!s) return [];
    const c = s.candles;
    const out: Record<string, number | string>[] = [];
    for (let i = 0; i < c.length; i++) {
      out.push({
        code,
        time: (this.day.midnight + c.minute[i] * 60_000) / 1000,
        openPrice: c.open[i] / s.scale,
        closePrice: c.close[i] / s.scale,
        lowestPrice: c.low[i] / s.scale,
        highestPrice: c.high[i] / s.scale,
        volume: c.volume[i],
      });
    }
    return out;
  }

  /** Matched quantity per price today (msgType 7 shape), ascending by price; null for an unknown code. */
  priceLevels(code: string): RecordValues[] | null {
    const s = this.day.bySymbol.get(code);
    return s ? priceLevelRecords(s) : null;
  }

  /** Daily candles (past years, then today's when it has traded), oldest first. */
  dailyCandles(code: string, isIndex = false): DailyCandle[] {
    const today = this.todayCandle(code, isIndex);
    const past = isIndex ? this.indexRows(code) : this.symbolRows(code);
    return today ? [...past, today] : past;
  }

  /** pr/indexhist rows (docs/api.md): foreign figures and the day's OHLC, newest first, at most 250. */
  indexHistory(indexCode: string): Record<string, string | number>[] {
    return this.indexRows(indexCode)
      .slice(-250)
      .reverse()
      .map((r) => ({
        tradingDate: r.tradingDate,
        buyForeignQtty: r.buyForeignQtty,
        sellForeignQtty: r.sellForeignQtty,
        subForeignQtty: r.subForeignQtty,
        buyForeignValue: r.buyForeignValue,
        sellForeignValue: r.sellForeignValue,
        subForeignValue: r.subForeignValue,
        openIndex: r.open,
        highestIndex: r.highest,
        lowestIndex: r.lowest,
        closeIndex: r.close,
        changeIndex: r.change,
        pctChangeIndex: r.pctChange,
        totalTradedQtty: r.volume,
        totalTradedValue: r.value,
      }));
  }

  /**
   * A symbol's last year of daily closes (msgType 12) and foreign trading (msgType 13), oldest first.
   * Foreign figures are a seeded share of each day's volume (the simulator keeps foreign totals for
   * today only), so that the history is stable for a seed.
   */
  symbolHistory(code: string): {
    closeHistory: Record<string, string | number>[];
    foreignHistory: Record<string, string | number>[];
  } | null {
    if (!this.day.bySymbol.has(code)) return null;
    const candles = this.dailyCandles(code, false).slice(-250);
    const closeHistory = candles.map((c) => ({
      code,
      time: Math.floor(c.time / 1000),
      open: c.open,
      close: c.close,
      lowest: c.lowest,
      highest: c.highest,
      volume: c.volume,
    }));
    const foreignHistory = candles.map((c) => {
      const h = hashShare(`${this.seed}:${code}:${c.tradingDate}`);
      const buy = Math.round((c.volume * h) / 4 / 100) * 100;
      const sell = Math.round((c.volume * hashShare(`${c.tradingDate}:${code}`)) / 4 / 100) * 100;
      return {
        code,
        tradingDate: Number(c.tradingDate),
        buyForeignQtty: buy,
        sellForeignQtty: sell,
        subForeignQtty: buy - sell,
        buyForeignValue: buy * c.close,
        sellForeignValue: sell * c.close,
        subForeignValue: (buy - sell) * c.close,
      };
    });
    return { closeHistory, foreignHistory };
  }

  /** Daily foreign trading per index (msgType 16 shape), oldest first. */
  indexForeignHistory(indexCode: string): Record<string, string | number>[] {
    return this.indexRows(indexCode).map((r) => ({
      indexCode,
      tradingDate: Number(r.tradingDate),
      buyForeignQtty: r.buyForeignQtty,
      sellForeignQtty: r.sellForeignQtty,
      subForeignQtty: r.subForeignQtty,
      buyForeignValue: r.buyForeignValue,
      sellForeignValue: r.sellForeignValue,
      subForeignValue: r.subForeignValue,
    }));
  }

  fundamentals(code: string): Record<string, number> | null {
    const s = this.day.bySymbol.get(code);
    return s ? fundamentals(this.seed, s.inst, s.currentPrice() / s.scale, s.room) : null;
  }

  events(code: string): CompanyEvent[] {
    const s = this.day.bySymbol.get(code);
    return s ? companyEvents(this.seed, s.inst, this.date) : [];
  }

  news(language: string): NewsItem[] {
    const idx = this.day.byIndex.get("VNINDEX");
    const facts: MarketFacts = {
      vnindex: idx?.value ?? 0,
      vnindexChange: idx ? idx.change() : 0,
      hoseValue: 0,
      foreignNet: 0,
      leader: "",
      atCeiling: "",
    };
    let leaderValue = 0;
    for (const s of this.day.symbols) {
      if (s.inst.marketCode !== "STO") continue;
      facts.hoseValue += s.valueNM;
      facts.foreignNet += s.foreignBuyValue - s.foreignSellValue;
      if (s.inst.securityType !== SecurityType.STOCK) continue;
      if (s.valueNM > leaderValue) {
        leaderValue = s.valueNM;
        facts.leader = s.inst.code;
      }
      if (!facts.atCeiling && s.last > 0 && s.last >= s.ceil) facts.atCeiling = s.inst.code;
    }
    return newsItems(language, this.date, facts);
  }

  /** Bond popup data: the bond's info and its daily rows between two YYYYMMDD dates (today's live). */
  bondDetail(code: string, from: string, to: string): BondDetail | null {
    const b = this.day.putThrough.bondByCode.get(code);
    return b ? bondDetail(this.day, b, this.calendar, this.seed, from, to) : null;
  }

  /**
   * Derivative chart string (spec section 7, docs/api.md): records separated by '|', fields by '*',
   * oldest first: code * epoch ms of the minute * last price of the minute * VN30 at that minute with
   * thousands commas (the board draws the price difference from the last two).
   */
  derivativeChart(code: string): string {
    const s = this.day.bySymbol.get(code);
    if (!s || s.inst.securityType !== SecurityType.FUTURE) return "";
    const vn30 = new Map((this.day.byIndex.get("VN30")?.points ?? []).map((p) => [p.minute, p.value]));
    const c = s.candles;
    const parts: string[] = [];
    let spot = this.day.byIndex.get("VN30")?.prior ?? 0;
    for (let i = 0; i < c.length; i++) {
      spot = vn30.get(c.minute[i]) ?? spot;
      const t = this.day.midnight + c.minute[i] * 60_000;
      const text = spot.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      parts.push(`${code}*${t}*${(c.close[i] / s.scale).toFixed(1)}*${text}`);
    }
    return parts.join("|");
  }

  /** Members and weights of an index (for tools and the independent checker): value = sum(p x w) / divisor. */
  indexConstituents(
    indexCode: string,
  ): { prior: number; divisor: number; members: { code: string; weight: number }[] } | null {
    const idx = this.day.byIndex.get(indexCode);
    if (!idx) return null;
    return {
      prior: idx.prior,
      divisor: idx.divisor,
      members: idx.members.map((m, i) => ({ code: m.inst.code, weight: idx.weights[i] })),
    };
  }

  private symbolRows(code: string): DailyCandle[] {
    let rows = this.historyCache.get(code);
    if (!rows) {
      const inst = this.universe.byCode.get(code);
      if (!inst) return [];
      if (this.historyCache.size >= HISTORY_CACHE_LIMIT) this.historyCache.clear();
      rows = symbolHistory(this.seed, inst, this.calendar, this.date, this.historyYears);
      this.historyCache.set(code, rows);
    }
    return rows;
  }

  private indexRows(code: string): IndexHistoryRow[] {
    let rows = this.indexCache.get(code);
    if (!rows) {
      const idx = this.day.byIndex.get(code);
      if (!idx) return [];
      const avgVolume = idx.members.reduce((a, m) => a + m.inst.shares * 0.004, 0);
      rows = indexHistory(this.seed, code, idx.prior, avgVolume, this.calendar, this.date, this.historyYears);
      this.indexCache.set(code, rows);
    }
    return rows;
  }

  private todayCandle(code: string, isIndex: boolean): DailyCandle | null {
    const time = localMidnightMs(this.date);
    const tradingDate = compactDate(this.date);
    if (isIndex) {
      const idx = this.day.byIndex.get(code);
      if (!idx || idx.open === 0) return null;
      const t = idx.totals;
      return {
        time,
        tradingDate,
        open: idx.open,
        close: idx.value,
        lowest: idx.low,
        highest: idx.high,
        volume: t.totalTradedQtty ?? 0,
        value: t.totalTradedValue ?? 0,
      };
    }
    const s = this.day.bySymbol.get(code);
    if (!s || s.open === 0) return null;
    const k = s.scale;
    return {
      time,
      tradingDate,
      open: s.open / k,
      close: s.last / k,
      lowest: s.low / k,
      highest: s.high / k,
      volume: s.qtyNM + s.ptQty,
      value: s.valueNM + s.ptValue,
    };
  }
}
