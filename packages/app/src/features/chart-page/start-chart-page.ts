import { isRestError } from "@vnboard/feed/rest";
import { createAppRestClient } from "../../shared/api/app-rest-client";
import { mountChartPage } from "./chart-page";
import { parentOrigin, parseChartQuery } from "./chart-query";
import { chartLabel } from "./chart-strings";

/**
 * The chart page's start (entry src/chart-main.ts, served at the server's /chart): reads the query, makes
 * the app's REST client (shared/api/app-rest-client.ts: this origin, the stored session's token) and
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
  const rest = createAppRestClient({
    getLanguage: () => query.language,
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
