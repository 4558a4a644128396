/**
 * The REST client of the price board: one method per call of spec section 7, each answer checked
 * before the app sees it (a wrong shape rejects with 'bad_payload'). Paths are the spec's, relative to
 * the configured base; shapes the spec leaves open are defined in docs/api.md.
 */

import { type AlertCalls, createAlertCalls } from "./alert-calls";
import { isArrayOf, isLoginAnswer, isRecord, isStockHistoryRow } from "./answer-guards";
import { requireText } from "./argument-checks";
import { createFavouritesCalls, type FavouritesCalls } from "./favourites-calls";
import {
  badPayload,
  createHttpTransport,
  type RestClientOptions,
  requireShape,
  requireSuccess,
} from "./http-transport";
import { createLayoutCalls, type LayoutCalls } from "./layout-calls";
import { createMarketCalls, type MarketCalls } from "./market-calls";
import { createOrderCalls, type OrderCalls } from "./order-calls";
import { obfuscatePassword } from "./password-obfuscation";
import { RestError, RestErrorCode } from "./rest-error";
import type { ConfigsAnswer, IpServerAnswer, LoginAnswer, StockHistoryAnswer } from "./types";

/**
 * Every REST call of the spec, typed: history, charts, company data, favourites, orders, login; and the
 * saved layouts and alerts (vnboard extensions).
 */
export interface RestClient extends FavouritesCalls, OrderCalls, MarketCalls, LayoutCalls, AlertCalls {
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

/** Creates a RestClient over `fetch` for the provider at `options.baseUrl`. */
export function createRestClient(options: RestClientOptions): RestClient {
  const transport = createHttpTransport(options);
  return {
    ...createFavouritesCalls(transport),
    ...createOrderCalls(transport),
    ...createMarketCalls(transport),
    ...createLayoutCalls(transport),
    ...createAlertCalls(transport),

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
