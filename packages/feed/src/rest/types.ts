/**
 * Typed answers of the REST calls of spec section 7. Field names are the spec's own (including its
 * spellings: DividentYield, maturitDate) so the spec, docs/api.md and the code read alike. Shapes the
 * spec leaves open are defined in docs/api.md; change both together.
 * Dates are compact YYYYMMDD strings, chart times epoch milliseconds, prices dong (index points for
 * indices and derivatives), quantities shares.
 */

/** One row of GET pr/indexhist/{indexCode}: foreign trading plus the day's figures. */
export interface IndexHistoryRow {
  tradingDate: string;
  buyForeignQtty: number;
  sellForeignQtty: number;
  subForeignQtty: number;
  buyForeignValue: number;
  sellForeignValue: number;
  subForeignValue: number;
  openIndex: number;
  highestIndex: number;
  lowestIndex: number;
  closeIndex: number;
  changeIndex: number;
  pctChangeIndex: number;
  totalTradedQtty: number;
  totalTradedValue: number;
}

/** Range of the popup charts: today (per-minute candles) or daily candles over a period. */
export type ChartType = "D" | "W" | "1M" | "3M" | "6M" | "1Y";

/** A candle of the chartdata calls; `time` is the epoch ms of the candle's start. */
export interface DailyCandle {
  time: number;
  open: number;
  close: number;
  lowest: number;
  highest: number;
  volume: number;
}

/** A trade match of GET pr/stockmatch/{code}. `ticks` is opaque and passed back as lastTicks. */
export interface Tick {
  ticks: string;
  tradeTime: string;
  matchPrice: number;
  changePrice: number;
  matchQtty: number;
  change_TotalTradeQtty: number;
  totalTradeQtty: number;
}

/** First item of the info-basic answer; null where the provider has no figure. */
export interface Fundamentals {
  CurrentForeignRoom: number | null;
  BasicPE_LFY: number | null;
  DilutedPE: number | null;
  PB: number | null;
  BasicEPS_LFY: number | null;
  DilutedEPS_LFY: number | null;
  BookValuePerShare: number | null;
  DividentYield: number | null;
  ROE_LFY: number | null;
  ROA_LFY: number | null;
}

/** A company event of POST rss; EventDetail is HTML that the app must sanitise before inserting. */
export interface CompanyEvent {
  EventTitle: string;
  ExecutionDate: string;
  EventDetail: string;
}

/** Information part of a private corporate bond (stockBondInfo). */
export interface BondInfo {
  code: string;
  issuer: string;
  parvalue: number;
  totalListingQtty: number;
  boardCode: string;
  securityTradingStatus: string;
  tradingSessionId: string;
  tradSesStatus: string;
  /** Four flags 'c;v;w;s': category 0 ordinary / 1 green; convertible; with warrant; secured (1 yes). */
  bond_Feature: string;
  /** 'Y' when the bond has collateral. */
  tsdb: string;
  issueDate: string;
  maturitDate: string;
  interest_Rate: number;
  /** 1 fixed, 2 floating, 3 combined. */
  interestrate_Type: number;
  /** 1 periodic at end, 2 periodic at start, 3 once at maturity, 4 other. */
  interest_Payment_Type: number;
  /** Remaining term in days. */
  periodRemain: number;
  pt_BestBidPrice: number | null;
  pt_BestBidQtty: number | null;
  pt_BestOfferPrice: number | null;
  pt_BestOfferQtty: number | null;
  pt_TotalBidQtty: number | null;
  pt_TotalOfferQtty: number | null;
  pt_MatchPrice: number | null;
  pt_MatchQtty: number | null;
  pt_MaxPrice: number | null;
  pt_MaxQtty: number | null;
  pt_MinPrice: number | null;
  pt_MinQtty: number | null;
  pt_TotalTradedQtty: number | null;
  pt_TotalTradedValue: number | null;
  totalValueTraded: number | null;
  totalVolumeTraded: number | null;
}

/** A daily row of the bond's put-through history (stockBondHist). */
export interface BondHistoryRow {
  TradingDate: string;
  pt_MatchPriceByLargestQtty: number | null;
  pt_BestBidPrice: number | null;
  pt_TotalBidQtty: number | null;
  pt_BestOfferPrice: number | null;
  pt_TotalOfferQtty: number | null;
  pt_MaxPrice: number | null;
  pt_MaxQtty: number | null;
  pt_MinPrice: number | null;
  pt_MinQtty: number | null;
  pt_TotalTradedQtty: number | null;
  pt_TotalTradedValue: number | null;
}

/** Answer of GET /api/cbts/get-detail-stock; both parts are required (spec section 8). */
export interface BondDetail {
  stockBondInfo: BondInfo;
  stockBondHist: BondHistoryRow[];
}

/** Bond search params of the spec; a Date is sent as its local YYYYMMDD, a string must already be one. */
export interface BondSearchParams {
  code: string;
  tradingDateFrom?: Date | string | null;
  tradingDateTo?: Date | string | null;
}

/** 0 stock-market news, 1 provider notice. */
export type NewsType = 0 | 1;

/** A news ticker item: stock-market news (type 0) or a provider notice (type 1). */
export interface NewsItem {
  type: NewsType;
  title: string;
  urlLink: string;
}

/** One parsed record of the derivative chart string 'code*time*price*underlying|...'. */
export interface DerivativeChartPoint {
  code: string;
  /** Epoch ms (field 1). */
  time: number;
  /** Contract match price (field 2). */
  value: number;
  /** VN30 index value (field 3, sent with thousands commas); value - secondValue is the basis. */
  secondValue: number;
}

/** Successful answer of POST /do-login. */
export interface LoginAnswer {
  status: 200;
  success: true;
  token: string;
  userName: string;
  fullName: string;
  tellerName: string;
  verifyOTP: number;
  tradingAccount: string[];
}

/** GET pr/symbol-names (a vnboard extension): English company names by code, for the search. */
export interface SymbolNamesAnswer {
  en: Record<string, string>;
}

/** GET replay/recordings (a vnboard extension): one recorded day a replay can play (docs/server.md). */
export interface ReplayRecording {
  /** What `/ws/replay?id=` takes. */
  id: string;
  /** Trading date, YYYY-MM-DD. */
  date: string;
  /** Market time of its first and last moment, Unix ms. */
  first: number;
  last: number;
}

/** GET /data/configs.json: the text of the hidden /ip page. */
export interface ConfigsAnswer {
  message: string;
}

/** A favourites list. The server sends both names of each pair; the client fills both. */
export interface FavouriteCategory {
  listid: number;
  id: number;
  listname: string;
  name: string;
  /** Comma-separated symbol codes, "" when empty. */
  code: string;
}

/** Answer of POST /cata/insert-cata. */
export interface CreateCategoryAnswer {
  success: true;
  listid: number;
}

/** Answer of the favourites calls that only acknowledge. */
export interface AckAnswer {
  success: true;
}

/** 'A' adds the code to the list, 'D' deletes it (EditGroupStock). */
export type CategoryEditType = "A" | "D";

/** A daily row of POST /get-data-history-stock. */
export interface StockHistoryRow {
  tradingDate: string;
  openPrice: number;
  highestPrice: number;
  lowestPrice: number;
  closePrice: number;
  changePrice: number;
  pctChangePrice: number;
  totalTradedQtty: number;
  totalTradedValue: number;
}

/** The answer of the stock history call: the symbol's rows. */
export interface StockHistoryAnswer {
  success: true;
  symbol: string;
  data: StockHistoryRow[];
}

/**
 * Where the market a server shows comes from (a vnboard extension of /ip-server): its symbol list
 * (`real`: the listed market's codes, names, industries and baskets; `generated`: invented) and its prices
 * (`simulated` by the server, `recorded` from a recording, `live` from a provider's feed).
 */
export interface MarketProvenance {
  symbols: "real" | "generated";
  prices: "simulated" | "recorded" | "live";
}

/** GET /ip-server. */
export interface IpServerAnswer {
  ip: string;
  /** Absent from servers that do not say. */
  market?: MarketProvenance;
}

/** B buys, S sells. */
export type OrderSide = "B" | "S";

/** A new order: code, side, price and quantity. */
export interface PlaceOrderRequest {
  code: string;
  side: OrderSide;
  price: number;
  quantity: number;
}

/** A change of an open order's price or quantity. */
export interface EditOrderRequest {
  orderId: string;
  price: number;
  quantity: number;
}

/** Cancels an open order. */
export interface CancelOrderRequest {
  orderId: string;
}

/** Answer of the order calls. success false = refused by market rules; message says why. */
export interface OrderAnswer {
  success: boolean;
  /** null only when a placement is refused. */
  orderId: string | null;
  message: string;
}
