/**
 * Hand-written shape checks of the REST answers (docs/api.md). The client runs one on every answer so
 * that a provider bug surfaces as a 'bad_payload' error at the call, not as NaN in a cell later. Field
 * lists are typed against the interfaces (`satisfies`), so renaming a field breaks the build here.
 */

import { isCompactDate } from "./date-format";
import type {
  BondDetail,
  BondHistoryRow,
  BondInfo,
  CompanyEvent,
  DailyCandle,
  FavouriteCategory,
  Fundamentals,
  IndexHistoryRow,
  LoginAnswer,
  NewsItem,
  OrderAnswer,
  StockHistoryRow,
  Tick,
} from "./types";

export type Guard<T> = (value: unknown) => value is T;
type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isNumberOrNull = (value: unknown): boolean => value === null || isFiniteNumber(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isDate = (value: unknown): boolean => isString(value) && isCompactDate(value);

export function isArrayOf<T>(value: unknown, guard: Guard<T>): value is T[] {
  return Array.isArray(value) && value.every(guard);
}

function all(record: Fields, keys: readonly string[], check: (value: unknown) => boolean): boolean {
  return keys.every((key) => check(record[key]));
}

const INDEX_HISTORY_NUMBERS = [
  "buyForeignQtty",
  "sellForeignQtty",
  "subForeignQtty",
  "buyForeignValue",
  "sellForeignValue",
  "subForeignValue",
  "openIndex",
  "highestIndex",
  "lowestIndex",
  "closeIndex",
  "changeIndex",
  "pctChangeIndex",
  "totalTradedQtty",
  "totalTradedValue",
] as const satisfies readonly (keyof IndexHistoryRow)[];

export const isIndexHistoryRow: Guard<IndexHistoryRow> = (value): value is IndexHistoryRow =>
  isRecord(value) && isDate(value.tradingDate) && all(value, INDEX_HISTORY_NUMBERS, isFiniteNumber);

const CANDLE_NUMBERS = [
  "time",
  "open",
  "close",
  "lowest",
  "highest",
  "volume",
] as const satisfies readonly (keyof DailyCandle)[];

export const isDailyCandle: Guard<DailyCandle> = (value): value is DailyCandle =>
  isRecord(value) && all(value, CANDLE_NUMBERS, isFiniteNumber);

const TICK_NUMBERS = [
  "matchPrice",
  "changePrice",
  "matchQtty",
  "change_TotalTradeQtty",
  "totalTradeQtty",
] as const satisfies readonly (keyof Tick)[];

export const isTick: Guard<Tick> = (value): value is Tick =>
  isRecord(value) &&
  isString(value.ticks) &&
  /^\d+$/.test(value.ticks) &&
  isString(value.tradeTime) &&
  all(value, TICK_NUMBERS, isFiniteNumber);

const FUNDAMENTAL_NUMBERS = [
  "CurrentForeignRoom",
  "BasicPE_LFY",
  "DilutedPE",
  "PB",
  "BasicEPS_LFY",
  "DilutedEPS_LFY",
  "BookValuePerShare",
  "DividentYield",
  "ROE_LFY",
  "ROA_LFY",
] as const satisfies readonly (keyof Fundamentals)[];

export const isFundamentals: Guard<Fundamentals> = (value): value is Fundamentals =>
  isRecord(value) && all(value, FUNDAMENTAL_NUMBERS, isNumberOrNull);

export const isCompanyEvent: Guard<CompanyEvent> = (value): value is CompanyEvent =>
  isRecord(value) && isString(value.EventTitle) && isDate(value.ExecutionDate) && isString(value.EventDetail);

const BOND_INFO_STRINGS = [
  "code",
  "issuer",
  "boardCode",
  "securityTradingStatus",
  "tradingSessionId",
  "tradSesStatus",
  "bond_Feature",
  "tsdb",
] as const satisfies readonly (keyof BondInfo)[];
const BOND_INFO_NUMBERS = [
  "parvalue",
  "totalListingQtty",
  "interest_Rate",
  "interestrate_Type",
  "interest_Payment_Type",
  "periodRemain",
] as const satisfies readonly (keyof BondInfo)[];
const BOND_INFO_OPTIONAL_NUMBERS = [
  "pt_BestBidPrice",
  "pt_BestBidQtty",
  "pt_BestOfferPrice",
  "pt_BestOfferQtty",
  "pt_TotalBidQtty",
  "pt_TotalOfferQtty",
  "pt_MatchPrice",
  "pt_MatchQtty",
  "pt_MaxPrice",
  "pt_MaxQtty",
  "pt_MinPrice",
  "pt_MinQtty",
  "pt_TotalTradedQtty",
  "pt_TotalTradedValue",
  "totalValueTraded",
  "totalVolumeTraded",
] as const satisfies readonly (keyof BondInfo)[];

export const isBondInfo: Guard<BondInfo> = (value): value is BondInfo =>
  isRecord(value) &&
  all(value, BOND_INFO_STRINGS, isString) &&
  isDate(value.issueDate) &&
  isDate(value.maturitDate) &&
  all(value, BOND_INFO_NUMBERS, isFiniteNumber) &&
  all(value, BOND_INFO_OPTIONAL_NUMBERS, isNumberOrNull);

const BOND_HISTORY_NUMBERS = [
  "pt_MatchPriceByLargestQtty",
  "pt_BestBidPrice",
  "pt_TotalBidQtty",
  "pt_BestOfferPrice",
  "pt_TotalOfferQtty",
  "pt_MaxPrice",
  "pt_MaxQtty",
  "pt_MinPrice",
  "pt_MinQtty",
  "pt_TotalTradedQtty",
  "pt_TotalTradedValue",
] as const satisfies readonly (keyof BondHistoryRow)[];

export const isBondHistoryRow: Guard<BondHistoryRow> = (value): value is BondHistoryRow =>
  isRecord(value) && isDate(value.TradingDate) && all(value, BOND_HISTORY_NUMBERS, isNumberOrNull);

/** Both parts must be present (spec section 8: the bond call needs info and history). */
export const isBondDetail: Guard<BondDetail> = (value): value is BondDetail =>
  isRecord(value) && isBondInfo(value.stockBondInfo) && isArrayOf(value.stockBondHist, isBondHistoryRow);

export const isNewsItem: Guard<NewsItem> = (value): value is NewsItem =>
  isRecord(value) &&
  (value.type === 0 || value.type === 1) &&
  isString(value.title) &&
  isString(value.urlLink);

/** A successful login: status 200, success true, a non-empty token and the user fields. */
export const isLoginAnswer: Guard<LoginAnswer> = (value): value is LoginAnswer =>
  isRecord(value) &&
  value.status === 200 &&
  value.success === true &&
  isString(value.token) &&
  value.token !== "" &&
  isString(value.userName) &&
  isString(value.fullName) &&
  isString(value.tellerName) &&
  isFiniteNumber(value.verifyOTP) &&
  isArrayOf(value.tradingAccount, isString);

/** Reads a category whichever name of each pair the server used, and fills both. */
export function toFavouriteCategory(value: unknown): FavouriteCategory | null {
  if (!isRecord(value)) return null;
  const listid = value.listid ?? value.id;
  const listname = value.listname ?? value.name;
  if (!isFiniteNumber(listid) || !isString(listname) || !isString(value.code)) return null;
  return { listid, id: listid, listname, name: listname, code: value.code };
}

const STOCK_HISTORY_NUMBERS = [
  "openPrice",
  "highestPrice",
  "lowestPrice",
  "closePrice",
  "changePrice",
  "pctChangePrice",
  "totalTradedQtty",
  "totalTradedValue",
] as const satisfies readonly (keyof StockHistoryRow)[];

export const isStockHistoryRow: Guard<StockHistoryRow> = (value): value is StockHistoryRow =>
  isRecord(value) && isDate(value.tradingDate) && all(value, STOCK_HISTORY_NUMBERS, isFiniteNumber);

export const isOrderAnswer: Guard<OrderAnswer> = (value): value is OrderAnswer =>
  isRecord(value) &&
  typeof value.success === "boolean" &&
  ((isString(value.orderId) && value.orderId !== "") ||
    (value.orderId === null && value.success === false)) &&
  isString(value.message);
