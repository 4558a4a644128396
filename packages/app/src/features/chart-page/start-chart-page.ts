import { createRestClient, isRestError } from "@vnboard/feed/rest";
import { deviceId } from "../../shared/api/device-id";
import { LOGIN_FLAG } from "../../shared/config/build-flags";
import { currentToken } from "../../shared/session/session";
import { mountChartPage } from "./chart-page";
import { parentOrigin, parseChartQuery } from "./chart-query";
import { chartLabel } from "./chart-strings";

/**
 * The chart page's start (entry src/chart-main.ts, served at the server's /chart): reads the query, makes
 * the same REST client as the app (this origin, the stored session's token in the login build) and
 * mounts the page in #chart-root.
 */
export function startChartPage(): void {
  const root = document.getElementById("chart-root");
  if (root === null) return;
  const query = parseChartQuery(location.search);
  if (query === null) {
    const language = new URLSearchParams(location.search).get("language");
    const lang = language === "en" || language === "zh" || language === "kr" ? language : "vi";
    root.textContent = chartLabel(lang, "badSymbol");
    root.className = "cp-invalid";
    return;
  }
  document.documentElement.lang = query.language === "kr" ? "ko" : query.language;
  const device = deviceId();
  const rest = createRestClient({
    baseUrl: `${location.origin}/`,
    loginFlag: LOGIN_FLAG,
    getToken: currentToken,
    getLanguage: () => query.language,
    getDeviceId: () => device,
    // The page shows the error; the popup around it owns the session.
    onUnauthorized: () => {},
  });
  const origin = parentOrigin(window.parent !== window, location.ancestorOrigins, location.origin);
  mountChartPage(root, query, {
    load: async (symbol, range) => {
      try {
        return symbol.kind === "index"
          ? await rest.indexDailyCandles(symbol.code, range)
          : await rest.stockDailyCandles(symbol.code, range);
      } catch (error) {
        // A code the server does not know has no chart data (the empty state), not a failure.
        if (isRestError(error) && error.status === 404) return [];
        throw error;
      }
    },
    parentOrigin: origin,
    post: (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
  });
}
