import type { FastifyInstance } from "fastify";
import { InputError } from "../db/input-error";
import type { DerivativeChartPoint, Language, RestMarketData } from "../market/rest-market-data";
import { CHART_TYPES, LANGUAGES } from "../market/rest-market-data";
import type { Fields } from "./validate";
import {
  asFields,
  compactDate,
  indexCode,
  oneOf,
  optionalString,
  requiredString,
  symbolCode,
} from "./validate";

/** At most this many ticks per pr/stockmatch answer (docs/api.md). */
export const TICKS_PER_PAGE = 100;

const notFound = (what: string): InputError => new InputError("NOT_FOUND", `Unknown ${what}`, 404);

const VN_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Ho_Chi_Minh",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Asia/Ho_Chi_Minh as YYYYMMDD. */
export function todayCompact(now: number): string {
  return VN_DATE.format(new Date(now)).replaceAll("-", "");
}

const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2, useGrouping: true });
const PLAIN = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2, useGrouping: false });

/** The text answer of api/derivative/get-chart: `code*time*price*underlying` records joined by `|`. */
export function formatDerivativeChart(code: string, points: readonly DerivativeChartPoint[]): string {
  return points
    .map((p) => `${code}*${Math.trunc(p.time)}*${PLAIN.format(p.value)}*${GROUPED.format(p.secondValue)}`)
    .join("|");
}

/**
 * The listed code of a symbol parameter: a rolling futures alias (VN30F1M, ...) becomes today's KRX code
 * when the market knows the aliases; every other code is answered as asked.
 */
async function listed(market: RestMarketData, code: string): Promise<string> {
  return market.listedCode ? await market.listedCode(code) : code;
}

/** Security types that have no company behind them: no fundamentals, no company events. */
const WITHOUT_COMPANY: ReadonlySet<string> = new Set(["FT", "CW"]);

/**
 * docs/api.md's "not applicable" answer of info-basic and rss for futures and covered warrants (no P/E
 * for a futures contract), or null when the symbol has company data to answer with.
 */
async function notApplicable(market: RestMarketData, code: string, json: "[]" | []) {
  const type = await market.securityType?.(code);
  if (type === undefined || !WITHOUT_COMPANY.has(type)) return null;
  return { success: true, applicable: false, securityType: type, json };
}

function query(request: { query: unknown }): Fields {
  return asFields(request.query, "query");
}

function params(request: { params: unknown }): Fields {
  return asFields(request.params, "path");
}

/** Market-data routes mounted under the `/pr` prefix. */
export function prRoutes(market: RestMarketData) {
  return async function prPlugin(app: FastifyInstance): Promise<void> {
    // The English company names by code, for the search (docs/api.md; a vnboard extension).
    app.get("/symbol-names", async () => ({ en: market.englishNames ? await market.englishNames() : {} }));

    app.get("/indexhist/:indexCode", async (request) => {
      const code = indexCode(optionalString(params(request), "indexCode", 40));
      const rows = await market.indexHistory(code);
      if (!rows) throw notFound(`index ${code}`);
      return rows;
    });

    const chartType = (request: { query: unknown }) =>
      oneOf(requiredString(query(request), "type", 10), CHART_TYPES, "type");

    app.get("/indexhist/chartdata/:indexCode", async (request) => {
      const code = indexCode(optionalString(params(request), "indexCode", 40));
      const candles = await market.dailyCandles(code, true, chartType(request));
      if (!candles) throw notFound(`index ${code}`);
      return candles;
    });

    app.get("/stockhist/chartdata/:code", async (request) => {
      const code = await listed(market, symbolCode(optionalString(params(request), "code", 40)));
      const candles = await market.dailyCandles(code, false, chartType(request));
      if (!candles) throw notFound(`symbol ${code}`);
      return candles;
    });

    app.get("/stockmatch/:code", async (request) => {
      const code = await listed(market, symbolCode(optionalString(params(request), "code", 40)));
      const q = query(request);
      const lastTicks = optionalString(q, "lastTicks", 40) ?? "0";
      if (!/^[0-9]{1,30}$/.test(lastTicks)) throw new InputError("BAD_TICKS", "lastTicks must be digits");
      const backward =
        oneOf(optionalString(q, "backward", 4) ?? "Y", ["Y", "N"] as const, "backward") === "Y";
      const ticks = await market.ticks(code, lastTicks, backward, TICKS_PER_PAGE);
      if (!ticks) throw notFound(`symbol ${code}`);
      return ticks.slice(0, TICKS_PER_PAGE);
    });
  };
}

/** Market-data routes mounted under the `/api` prefix. */
export function apiRoutes(market: RestMarketData, now: () => number) {
  return async function apiPlugin(app: FastifyInstance): Promise<void> {
    app.get("/cbts/get-detail-stock", async (request) => {
      const q = query(request);
      const code = symbolCode(optionalString(q, "pSymbol", 40), "pSymbol");
      const today = todayCompact(now());
      const from = compactDate(optionalString(q, "pFromDate", 20) ?? today, "pFromDate");
      const to = compactDate(optionalString(q, "pToDate", 20) ?? today, "pToDate");
      if (from > to) throw new InputError("BAD_DATE", "pFromDate must not be after pToDate");
      const detail = await market.bondDetail(code, from, to);
      if (!detail) throw notFound(`bond ${code}`);
      return detail;
    });

    app.get("/derivative/get-chart", async (request, reply) => {
      const code = await listed(
        market,
        symbolCode(optionalString(query(request), "p_symbol", 40), "p_symbol"),
      );
      const points = await market.derivativeChart(code);
      if (!points) throw notFound(`contract ${code}`);
      return reply.type("text/plain; charset=utf-8").send(formatDerivativeChart(code, points));
    });
  };
}

/** Market-data routes at the root: info-basic, rss, new-home, get-data-history-stock. */
export function rootMarketRoutes(market: RestMarketData) {
  return async function rootMarketPlugin(app: FastifyInstance): Promise<void> {
    app.post("/info-basic", async (request) => {
      const code = await listed(
        market,
        symbolCode(requiredString(asFields(request.body), "symbol", 40), "symbol"),
      );
      const none = await notApplicable(market, code, "[]");
      if (none !== null) return none;
      const fundamentals = await market.fundamentals(code);
      return { success: true, json: JSON.stringify(fundamentals ? [fundamentals] : []) };
    });

    app.post("/rss", async (request) => {
      const code = await listed(market, symbolCode(requiredString(query(request), "symbol", 40), "symbol"));
      return (await notApplicable(market, code, [])) ?? { success: true, json: await market.events(code) };
    });

    app.get("/new-home", async (request) => {
      const language: Language = oneOf(
        optionalString(query(request), "language", 10) ?? "vi",
        LANGUAGES,
        "language",
      );
      return market.news(language);
    });

    app.post("/get-data-history-stock", async (request) => {
      const code = await listed(
        market,
        symbolCode(requiredString(asFields(request.body), "symbol", 40), "symbol"),
      );
      const data = await market.historyStock(code);
      if (!data) throw notFound(`symbol ${code}`);
      return { success: true, symbol: code, data };
    });
  };
}
