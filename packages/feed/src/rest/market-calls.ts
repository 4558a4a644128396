/**
 * The market data calls of the REST API (spec section 7): history, charts, ticks, company data, bonds,
 * news and the derivatives chart. Each answer is checked before the app sees it.
 */

import {
  isArrayOf,
  isBondDetail,
  isCompanyEvent,
  isDailyCandle,
  isFundamentals,
  isIndexHistoryRow,
  isNewsItem,
  isRecord,
  isTick,
} from "./answer-guards";
import { requireText } from "./argument-checks";
import { formatCompactDate, isCompactDate } from "./date-format";
import { parseDerivativeChart } from "./derivative-chart";
import { badPayload, type HttpTransport, requireShape, requireSuccess } from "./http-transport";
import { RestError, RestErrorCode } from "./rest-error";
import type {
  BondDetail,
  BondSearchParams,
  ChartType,
  CompanyEvent,
  DailyCandle,
  DerivativeChartPoint,
  Fundamentals,
  IndexHistoryRow,
  NewsItem,
  ReplayRecording,
  SymbolNamesAnswer,
  Tick,
} from "./types";

/** The market data calls of the REST client. */
export interface MarketCalls {
  indexHistory(indexCode: string): Promise<IndexHistoryRow[]>;
  indexDailyCandles(indexCode: string, chartType: ChartType): Promise<DailyCandle[]>;
  stockDailyCandles(code: string, chartType: ChartType): Promise<DailyCandle[]>;
  /** backward true with lastTicks '0' for the first page; false to poll for newer ticks. */
  stockTicks(code: string, lastTicks: string, backward: boolean): Promise<Tick[]>;
  /** The first item of the answer, or null when the provider has none. */
  fundamentals(symbol: string): Promise<Fundamentals | null>;
  companyEvents(symbol: string): Promise<CompanyEvent[]>;
  bondDetail(params: BondSearchParams): Promise<BondDetail>;
  news(language: string): Promise<NewsItem[]>;
  derivativeChart(code: string): Promise<DerivativeChartPoint[]>;
  /** English company names by code (a vnboard extension); entries that are not text are dropped. */
  symbolNames(): Promise<SymbolNamesAnswer>;
  /** The recorded days a replay can play (a vnboard extension); malformed entries are dropped. */
  replayRecordings(): Promise<ReplayRecording[]>;
}

/** A path segment: trimmed, non-empty, URL-encoded (codes never need it, but a stray '/' must not). */
const segment = (value: string, what: string): string => encodeURIComponent(requireText(value, what));

/** A bond date parameter: Date -> local YYYYMMDD; a string must already be YYYYMMDD; absent -> omitted. */
function bondDate(value: Date | string | null | undefined, what: string): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()))
      throw new RestError(0, RestErrorCode.INVALID_ARGUMENT, `${what} is invalid`);
    return formatCompactDate(value);
  }
  if (!isCompactDate(value))
    throw new RestError(0, RestErrorCode.INVALID_ARGUMENT, `${what} must be YYYYMMDD`);
  return value;
}

/** A GET whose answer is an array of `guard`'s shape. */
async function getList<T>(
  transport: HttpTransport,
  path: string,
  guard: (value: unknown) => value is T,
  query?: Record<string, string>,
) {
  const body = await transport.request({ method: "GET", path, query });
  return requireShape(transport, path, body, (value): value is T[] => isArrayOf(value, guard));
}

/** The answer's `json`, which some providers send as a JSON string of the array. */
function jsonArray(transport: HttpTransport, path: string, body: Record<string, unknown>): unknown[] {
  let json = body.json;
  if (typeof json === "string") {
    try {
      json = JSON.parse(json);
    } catch {
      throw badPayload(transport, path, body);
    }
  }
  if (!Array.isArray(json)) throw badPayload(transport, path, body);
  return json;
}

/** The market data calls over `transport`. */
export function createMarketCalls(transport: HttpTransport): MarketCalls {
  return {
    indexHistory: async (indexCode) =>
      getList(transport, `pr/indexhist/${segment(indexCode, "indexCode")}`, isIndexHistoryRow),

    indexDailyCandles: async (indexCode, chartType) =>
      getList(transport, `pr/indexhist/chartdata/${segment(indexCode, "indexCode")}`, isDailyCandle, {
        type: chartType,
      }),

    stockDailyCandles: async (code, chartType) =>
      getList(transport, `pr/stockhist/chartdata/${segment(code, "code")}`, isDailyCandle, {
        type: chartType,
      }),

    stockTicks: async (code, lastTicks, backward) =>
      getList(transport, `pr/stockmatch/${segment(code, "code")}`, isTick, {
        lastTicks: requireText(lastTicks, "lastTicks"),
        backward: backward ? "Y" : "N",
      }),

    async fundamentals(symbol) {
      const path = "info-basic";
      const form = { symbol: requireText(symbol, "symbol") };
      const body = requireSuccess(transport, path, await transport.request({ method: "POST", path, form }));
      if (typeof body.json !== "string") throw badPayload(transport, path, body);
      const items = jsonArray(transport, path, body);
      if (items.length === 0) return null;
      return requireShape(transport, path, items[0], isFundamentals);
    },

    async companyEvents(symbol) {
      const path = "rss";
      const query = { symbol: requireText(symbol, "symbol") };
      const body = requireSuccess(transport, path, await transport.request({ method: "POST", path, query }));
      return requireShape(transport, path, jsonArray(transport, path, body), (v): v is CompanyEvent[] =>
        isArrayOf(v, isCompanyEvent),
      );
    },

    async bondDetail(params) {
      const path = "/api/cbts/get-detail-stock";
      const query: Record<string, string> = { pSymbol: requireText(params.code, "code") };
      const from = bondDate(params.tradingDateFrom, "tradingDateFrom");
      const to = bondDate(params.tradingDateTo, "tradingDateTo");
      if (from !== null) query.pFromDate = from;
      if (to !== null) query.pToDate = to;
      const body = await transport.request({ method: "GET", path, query });
      return requireShape(transport, path, body, isBondDetail);
    },

    news: async (language) =>
      getList(transport, "new-home", isNewsItem, { language: requireText(language, "language") }),

    async derivativeChart(code) {
      const path = "api/derivative/get-chart";
      const query = { p_symbol: requireText(code, "code") };
      const text = await transport.request({ method: "GET", path, query, expect: "text" });
      const points = typeof text === "string" ? parseDerivativeChart(text) : null;
      if (points === null) throw badPayload(transport, path, text);
      return points;
    },

    async symbolNames() {
      const path = "pr/symbol-names";
      const body = await transport.request({ method: "GET", path });
      if (!isRecord(body) || !isRecord(body.en)) throw badPayload(transport, path, body);
      const en: Record<string, string> = {};
      for (const [code, name] of Object.entries(body.en)) if (typeof name === "string") en[code] = name;
      return { en };
    },

    async replayRecordings() {
      const path = "replay/recordings";
      const body = await transport.request({ method: "GET", path, noStore: true });
      if (!isRecord(body) || !Array.isArray(body.recordings)) throw badPayload(transport, path, body);
      return body.recordings.filter(isReplayRecording);
    },
  };
}

function isReplayRecording(value: unknown): value is ReplayRecording {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.date === "string" &&
    Number.isFinite(value.first) &&
    Number.isFinite(value.last)
  );
}
