import { useEffect } from "react";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { openIndexPopup, openStockPopup } from "../../shared/state/popup-state";
import { parseChartMessage } from "./chart-message";
import { fillUrlTemplate, POPUP_CONFIG } from "./popup-config";

/**
 * The provider's chart page (spec 2.5 and 7: query symbol, language, p_username), shown instead of our
 * canvas chart when VITE_CHART_IFRAME_URL is set. Its postMessage chart messages are accepted only from
 * the configured origin and switch the popup to the stock or index they name.
 */
export function ChartIframe({ code }: { code: string }) {
  const { t, language } = useTranslation();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = parseChartMessage(event.origin, POPUP_CONFIG.chartOrigin, event.data);
      if (target === null || target.code === code) return;
      const isIndex =
        target.kind === "index" || (target.kind === "auto" && market.indices.rowOf(target.code) >= 0);
      if (isIndex) openIndexPopup(target.code);
      else openStockPopup(target.code);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [code]);
  const src = fillUrlTemplate(POPUP_CONFIG.chartIframeTemplate, {
    code,
    symbol: code,
    language,
    username: "",
  });
  return (
    <iframe
      className="chart-iframe"
      title={t("popup.chartLabel")}
      src={src}
      sandbox="allow-scripts allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
