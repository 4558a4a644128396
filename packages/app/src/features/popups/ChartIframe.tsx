import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { parseChartMessage } from "../../shared/chart/chart-message";
import { IS_LOGIN_BUILD } from "../../shared/config/build-flags";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { PopoutButton } from "../../shared/popout/PopoutButton";
import { $session } from "../../shared/session/session";
import { openIndexPopup, openStockPopup } from "../../shared/state/popup-state";
import { $boardTheme } from "../../shared/theme/theme-store";
import { chartPeers } from "./chart-peers";
import { fillUrlTemplate, POPUP_CONFIG } from "./popup-config";

/**
 * The chart page (spec 2.5 and 7: query symbol, language, p_username): by default the reference server's
 * own at /chart (features/chart-page), else the page VITE_CHART_IFRAME_URL names. Its postMessage chart
 * messages are accepted only from the configured origin and from this iframe's window, and switch the
 * popup to the stock or index they name.
 */
export function ChartIframe({ code, kind }: { code: string; kind: "stock" | "index" }) {
  const { t, language } = useTranslation();
  const session = useStore($session);
  const industries = useStore(market.$industries);
  // The served chart page reads the chosen theme from the shared storage when it loads: a theme or
  // palette switch loads it again (the key) so that it follows the popup around it.
  const theme = useStore($boardTheme);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
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
  const peers = chartPeers(kind, code, industries, (c) => market.indices.rowOf(c) >= 0);
  const src = fillUrlTemplate(POPUP_CONFIG.chartIframeTemplate, {
    code,
    symbol: code,
    type: kind === "index" ? "IDX" : "ST",
    language,
    // The login build's user (spec 7's p_username); the public build has none.
    username: IS_LOGIN_BUILD ? (session?.userName ?? "") : "",
    peers: peers.join(","),
  });
  // The chart page stands alone in a window of its own (issue 20): it takes the same address.
  return (
    <div className="chart-frame">
      <iframe
        key={`${theme.background}${theme.priceText.join("")}`}
        ref={frame}
        className="chart-iframe"
        title={t("popup.chartLabel")}
        src={src}
        data-testid="chart-iframe"
        sandbox={POPUP_CONFIG.chartSandbox ?? undefined}
        referrerPolicy="no-referrer"
      />
      <PopoutButton href={() => src} className="chart-popout" />
    </div>
  );
}
