import { SecurityType } from "@vnboard/feed";
import { marketOfExchange, numberOf, textOf } from "../field-values";
import type { SourceRow } from "../source-sink";

/**
 * The REST half of SSI FastConnect Data (FCData Spec v2.2 section 4, https://fc-data.ssi.com.vn/):
 * `POST api/v2/Market/AccessToken` with the consumer id and secret gives a bearer token; `GET
 * api/v2/Market/Securities`, `IndexList` and `IndexComponents` list the symbols, indices and baskets.
 * Answers are read case-insensitively: the specification's examples spell the same field `Symbol` in one
 * call and `stocksymbol` in another.
 */
export class SsiRest {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly consumerId: string,
    private readonly consumerSecret: string,
    private readonly onToken: () => void = () => {},
  ) {}

  /** The current token, logging in first when there is none. */
  async accessToken(): Promise<string> {
    return this.token ?? (await this.renewToken());
  }

  /** Forgets the token (the provider said it expired) and logs in again. */
  async renewToken(): Promise<string> {
    this.token = null;
    const response = await fetch(this.url("api/v2/Market/AccessToken"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ consumerID: this.consumerId, consumerSecret: this.consumerSecret }),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const data = body?.data as Record<string, unknown> | undefined;
    const token = textOf(data?.accessToken) ?? textOf(body?.token) ?? textOf(body?.accessToken);
    if (!response.ok || token === undefined)
      throw new Error(`SSI login refused (HTTP ${response.status}): ${textOf(body?.message) ?? "no token"}`);
    this.token = token;
    this.onToken();
    return token;
  }

  /** Every symbol of the given markets (`HOSE`, `HNX`, `UPCOM`, `DER`) with names and market code. */
  async securities(markets: readonly string[]): Promise<SourceRow[]> {
    const rows: SourceRow[] = [];
    for (const market of markets) {
      for (const item of await this.pages("api/v2/Market/Securities", { market })) {
        const code = textOf(field(item, "symbol"));
        if (code === undefined) continue;
        const row: SourceRow = { code: code.toUpperCase() };
        const marketCode = marketOfExchange(field(item, "market")) ?? marketOfExchange(market);
        if (marketCode !== undefined) row.marketCode = marketCode;
        const name = textOf(field(item, "stockname")) ?? textOf(field(item, "stockenname"));
        if (name !== undefined) row.symbolName = name;
        rows.push(row);
      }
    }
    return rows;
  }

  /**
   * Security type, underlying, exercise price and ratio of the given markets' symbols
   * (`SecuritiesDetails`, FCData Spec section 4.3: `SecType` ST, CW, FU, EF, BO, OF, MF).
   */
  async securityDetails(markets: readonly string[]): Promise<SourceRow[]> {
    const rows: SourceRow[] = [];
    for (const market of markets) {
      for (const page of await this.pages("api/v2/Market/SecuritiesDetails", { market })) {
        const list = field(page, "repeatedinfolist");
        for (const item of Array.isArray(list) ? list : [page]) {
          const code = textOf(field(item, "symbol"));
          if (code === undefined) continue;
          const row: SourceRow = { code: code.toUpperCase() };
          const type = SECURITY_TYPES[String(field(item, "sectype")).toUpperCase()];
          if (type !== undefined) row.securityType = type;
          const underlying = textOf(field(item, "underlying"));
          if (underlying !== undefined) row.underlying = underlying.toUpperCase();
          const exercisePrice = numberOf(field(item, "exerciseprice"));
          if (exercisePrice !== undefined && exercisePrice > 0) row.exercisePrice = exercisePrice;
          const ratio = ratioOf(field(item, "excerciseratio") ?? field(item, "exerciseratio"));
          if (ratio !== undefined && ratio > 0) row.exerciseRatio = ratio;
          rows.push(row);
        }
      }
    }
    return rows;
  }

  /** Index codes with their names and exchange. */
  async indexList(): Promise<{ indexCode: string; indexName?: string; exchange?: string }[]> {
    const out: { indexCode: string; indexName?: string; exchange?: string }[] = [];
    for (const item of await this.pages("api/v2/Market/IndexList", {})) {
      const code = textOf(field(item, "indexcode"));
      if (code === undefined) continue;
      out.push({
        indexCode: code.toUpperCase(),
        indexName: textOf(field(item, "indexname")),
        exchange: textOf(field(item, "exchange")),
      });
    }
    return out;
  }

  /** The member symbols of an index. */
  async indexComponents(indexCode: string): Promise<string[]> {
    const codes: string[] = [];
    for (const item of await this.pages("api/v2/Market/IndexComponents", { indexCode })) {
      const members = field(item, "indexcomponentlist");
      const list = Array.isArray(members) ? members : [item];
      for (const member of list) {
        const code = textOf(field(member, "stocksymbol"));
        if (code !== undefined) codes.push(code.toUpperCase());
      }
    }
    return codes;
  }

  /** Every item of a paged GET (pages of 1000, at most 10 pages as the API allows). */
  private async pages(path: string, query: Record<string, string>): Promise<unknown[]> {
    const items: unknown[] = [];
    for (let pageIndex = 1; pageIndex <= 10; pageIndex++) {
      const body = await this.get(path, { ...query, pageIndex: String(pageIndex), pageSize: "1000" });
      const list = field(body, "data") ?? field(body, "datalist");
      const page = Array.isArray(list) ? list : [];
      items.push(...page);
      const total = Number(field(body, "totalrecord"));
      if (page.length < 1000 || !Number.isFinite(total) || items.length >= total) break;
    }
    return items;
  }

  /** A GET with the bearer token; renews the token once when the provider answers 401. */
  private async get(path: string, query: Record<string, string>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const response = await fetch(`${this.url(path)}?${new URLSearchParams(query)}`, {
        headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
      });
      if (response.status === 401 && attempt === 0) {
        await this.renewToken();
        continue;
      }
      if (!response.ok) throw new Error(`SSI ${path}: HTTP ${response.status}`);
      return response.json();
    }
  }

  private url(path: string): string {
    return `${this.baseUrl.replace(/\/+$/, "")}/${path}`;
  }
}

/** `SecType` -> our security types (open-end and mutual funds are funds; FU is SSI's future). */
const SECURITY_TYPES: Readonly<Record<string, SecurityType>> = {
  ST: SecurityType.STOCK,
  CW: SecurityType.COVERED_WARRANT,
  FU: SecurityType.FUTURE,
  EF: SecurityType.ETF,
  BO: SecurityType.BOND,
  OF: SecurityType.FUND,
  MF: SecurityType.FUND,
};

/** An exercise ratio as a number: `2`, `"2"`, or `"2:1"` (2 warrants for one share). */
function ratioOf(value: unknown): number | undefined {
  const parts = typeof value === "string" ? /^\s*([\d.]+)\s*:\s*([\d.]+)\s*$/.exec(value) : null;
  if (parts !== null) return Number(parts[2]) > 0 ? Number(parts[1]) / Number(parts[2]) : undefined;
  return numberOf(value);
}

/** A field of an object by case-insensitive name, else undefined. */
function field(value: unknown, name: string): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, v] of Object.entries(value)) if (key.toLowerCase() === name) return v;
  return undefined;
}
