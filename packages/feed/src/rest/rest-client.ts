/**
 * The REST client of the price board: one method per call of spec section 7, each answer checked
 * before the app sees it (a wrong shape rejects with 'bad_payload'). Paths are the spec's, relative to
 * the configured base; shapes the spec leaves open are defined in docs/api.md.
 */

import {
  isArrayOf,
  isBondDetail,
  isCompanyEvent,
  isDailyCandle,
  isFundamentals,
  isIndexHistoryRow,
  isLoginAnswer,
  isNewsItem,
  isRecord,
  isStockHistoryRow,
  isTick,
} from "./answer-guards";
import { requireText } from "./argument-checks";
import { formatCompactDate, isCompactDate } from "./date-format";
import { parseDerivativeChart } from "./derivative-chart";
import { createFavouritesCalls, type FavouritesCalls } from "./favourites-calls";
import {
  badPayload,
  createHttpTransport,
  type RestClientOptions,
  requireShape,
  requireSuccess,
} from "./http-transport";
import { createOrderCalls, type OrderCalls } from "./order-calls";
import { obfuscatePassword } from "./password-obfuscation";
import { RestError, RestErrorCode } from "./rest-error";
import type {
  BondDetail,
  BondSearchParams,
  ChartType,
  CompanyEvent,
  ConfigsAnswer,
  DailyCandle,
  DerivativeChartPoint,
  Fundamentals,
  IndexHistoryRow,
  IpServerAnswer,
  LoginAnswer,
  NewsItem,
  StockHistoryAnswer,
  Tick,
} from "./types";

/** Every REST call of the spec, typed: history, charts, company data, favourites, orders, login. */
export interface RestClient extends FavouritesCalls, OrderCalls {
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
  /** Rejects 'invalid_argument' without a call when the username is empty. */
  login(username: string, password: string): Promise<LoginAnswer>;
  /**
   * Revokes the current token on the server (`POST /logout`, docs/api.md). The app clears its session
   * whatever the answer, so a failure only leaves a token that expires on its own.
   */
  logout(): Promise<void>;
  configs(): Promise<ConfigsAnswer>;
  historyStock(symbol: string): Promise<StockHistoryAnswer>;
  ipServer(): Promise<IpServerAnswer>;
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

/** Creates a RestClient over `fetch` for the provider at `options.baseUrl`. */
export function createRestClient(options: RestClientOptions): RestClient {
  const transport = createHttpTransport(options);

  async function getList<T>(
    path: string,
    guard: (value: unknown) => value is T,
    query?: Record<string, string>,
  ) {
    const body = await transport.request({ method: "GET", path, query });
    return requireShape(transport, path, body, (value): value is T[] => isArrayOf(value, guard));
  }

  /** The answer's `json`, which some providers send as a JSON string of the array. */
  function jsonArray(path: string, body: Record<string, unknown>): unknown[] {
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

  return {
    ...createFavouritesCalls(transport),
    ...createOrderCalls(transport),

    indexHistory: async (indexCode) =>
      getList(`pr/indexhist/${segment(indexCode, "indexCode")}`, isIndexHistoryRow),

    indexDailyCandles: async (indexCode, chartType) =>
      getList(`pr/indexhist/chartdata/${segment(indexCode, "indexCode")}`, isDailyCandle, {
        type: chartType,
      }),

    stockDailyCandles: async (code, chartType) =>
      getList(`pr/stockhist/chartdata/${segment(code, "code")}`, isDailyCandle, { type: chartType }),

    stockTicks: async (code, lastTicks, backward) =>
      getList(`pr/stockmatch/${segment(code, "code")}`, isTick, {
        lastTicks: requireText(lastTicks, "lastTicks"),
        backward: backward ? "Y" : "N",
      }),

    async fundamentals(symbol) {
      const path = "info-basic";
      const form = { symbol: requireText(symbol, "symbol") };
      const body = requireSuccess(transport, path, await transport.request({ method: "POST", path, form }));
      if (typeof body.json !== "string") throw badPayload(transport, path, body);
      const items = jsonArray(path, body);
      if (items.length === 0) return null;
      return requireShape(transport, path, items[0], isFundamentals);
    },

    async companyEvents(symbol) {
      const path = "rss";
      const query = { symbol: requireText(symbol, "symbol") };
      const body = requireSuccess(transport, path, await transport.request({ method: "POST", path, query }));
      return requireShape(transport, path, jsonArray(path, body), (v): v is CompanyEvent[] =>
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
      getList("new-home", isNewsItem, { language: requireText(language, "language") }),

    async derivativeChart(code) {
      const path = "api/derivative/get-chart";
      const query = { p_symbol: requireText(code, "code") };
      const text = await transport.request({ method: "GET", path, query, expect: "text" });
      const points = typeof text === "string" ? parseDerivativeChart(text) : null;
      if (points === null) throw badPayload(transport, path, text);
      return points;
    },

    async login(username, password) {
      const path = "/do-login";
      // Spec section 5: an empty login name is refused before anything is sent.
      const form = { usname: requireText(username, "username"), pw: obfuscatePassword(password ?? "") };
      const body = await transport.request({ method: "POST", path, form, skipUnauthorizedHook: true });
      // A well-formed refusal (status not 200 or success false) is not a shape problem: say so.
      if (isRecord(body) && "success" in body && !(body.status === 200 && body.success === true)) {
        throw new RestError(200, RestErrorCode.UNSUCCESSFUL, "Login was not successful", path);
      }
      return requireShape(transport, path, body, isLoginAnswer);
    },

    async logout() {
      await transport.request({ method: "POST", path: "/logout", skipUnauthorizedHook: true });
    },

    async configs() {
      const path = "/data/configs.json";
      // The bare timestamp query defeats caches that ignore no-store (spec section 7).
      const body = await transport.request({ method: "GET", path, query: String(Date.now()), noStore: true });
      return requireShape(
        transport,
        path,
        body,
        (v): v is ConfigsAnswer => isRecord(v) && typeof v.message === "string",
      );
    },

    async historyStock(symbol) {
      const path = "/get-data-history-stock";
      const form = { symbol: requireText(symbol, "symbol") };
      const body = requireSuccess(transport, path, await transport.request({ method: "POST", path, form }));
      if (typeof body.symbol !== "string" || !isArrayOf(body.data, isStockHistoryRow)) {
        throw badPayload(transport, path, body);
      }
      return { success: true, symbol: body.symbol, data: body.data };
    },

    async ipServer() {
      const path = "/ip-server";
      const body = await transport.request({ method: "GET", path });
      return requireShape(
        transport,
        path,
        body,
        (v): v is IpServerAnswer => isRecord(v) && typeof v.ip === "string",
      );
    },
  };
}
