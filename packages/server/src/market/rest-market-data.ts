/**
 * What the REST routes need from the market (the simulator implements it; tests use a small fake).
 * Shapes follow docs/api.md field for field; the routes only validate input, call these and serialise.
 *
 * Every method may answer synchronously or with a promise (a relay provider would fetch upstream).
 * `undefined` means "no such symbol/index/bond" and becomes a 404 `not_found`.
 */

import type {
  BondDetail,
  ChartType,
  CompanyEvent,
  DailyCandle,
  DerivativeChartPoint,
  Fundamentals,
  IndexHistoryRow,
  NewsItem,
  StockHistoryRow,
  Tick,
} from "@vnboard/feed/rest";

export type {
  BondDetail,
  ChartType,
  CompanyEvent,
  DailyCandle,
  DerivativeChartPoint,
  Fundamentals,
  IndexHistoryRow,
  NewsItem,
  StockHistoryRow,
  Tick,
};

export type Awaitable<T> = T | Promise<T>;

/** Popup chart ranges (docs/api.md, candles). */
export const CHART_TYPES: readonly ChartType[] = ["D", "W", "1M", "3M", "6M", "1Y"];

/** Languages of the board. */
export const LANGUAGES = ["vi", "en", "zh", "kr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What an order for one symbol must respect today (order tab checks). */
export interface OrderRules {
  floorPrice: number;
  ceilPrice: number;
  /** Board lot (100 for stocks, 1 for derivatives and bonds). */
  lotSize: number;
  /** Tick size that applies at a given price (HSX steps depend on the price). */
  tickSizeAt(price: number): number;
  /** False when the symbol's session does not take orders now. */
  acceptingOrders: boolean;
}

export interface RestMarketData {
  /**
   * Today's matches of a stock, newest first, at most `limit`. `backward` true with `lastTicks` "0": the
   * latest page; true with a tick: the page older than it; false: every match newer than it.
   */
  ticks(code: string, lastTicks: string, backward: boolean, limit: number): Awaitable<Tick[] | undefined>;
  /** Candles, oldest first: minute candles for "D", daily ones otherwise. */
  dailyCandles(code: string, isIndex: boolean, chartType: ChartType): Awaitable<DailyCandle[] | undefined>;
  /** Daily history of an index, newest first (at most 250 rows). */
  indexHistory(indexCode: string): Awaitable<IndexHistoryRow[] | undefined>;
  /** Fundamentals of a stock; undefined when unknown or without data (answered as `"[]"`). */
  fundamentals(code: string): Awaitable<Fundamentals | undefined>;
  /** Company events, newest first; `[]` when none or unknown. */
  events(code: string): Awaitable<CompanyEvent[]>;
  /** A private corporate bond between two `YYYYMMDD` dates, inclusive. */
  bondDetail(code: string, from: string, to: string): Awaitable<BondDetail | undefined>;
  /** News and notices, newest first, titles in `language` (falling back to vi). */
  news(language: Language): Awaitable<NewsItem[]>;
  /** Intraday chart of a futures contract, oldest first (the route writes `code*time*value*secondValue`). */
  derivativeChart(code: string): Awaitable<DerivativeChartPoint[] | undefined>;
  /**
   * Optional: the listed code a rolling futures alias (VN30F1M, VN30F2M, VN30F1Q, VN30F2Q) stands for
   * today; any other code unchanged. Without it the market-data calls take listed codes only.
   */
  listedCode?(code: string): Awaitable<string>;
  /**
   * Optional: the security type of a symbol (docs/protocol.md: ST, EF, FU, CW, BO, FT), undefined when
   * unknown. info-basic and rss answer "not applicable" for futures and covered warrants with it.
   */
  securityType?(code: string): Awaitable<string | undefined>;
  /** Whether a tradable symbol (stock, CW, ETF, bond, futures) with this code exists. */
  symbolExists(code: string): Awaitable<boolean>;
  /** Daily price history of a stock, newest first (at most 250 rows). */
  historyStock(code: string): Awaitable<StockHistoryRow[] | undefined>;
  /**
   * Optional: price band, lot and tick of a symbol for order checks. Without it orders are checked only
   * for a positive price and a quantity that is a multiple of 100.
   */
  orderRules?(code: string): Awaitable<OrderRules | undefined>;
  /**
   * Optional: the English company name of each symbol that has one, by code (the search matches them;
   * the feed's symbol record carries only the Vietnamese name). Without it GET pr/symbol-names answers
   * an empty table.
   */
  englishNames?(): Awaitable<Readonly<Record<string, string>>>;
}
