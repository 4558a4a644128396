import { useStore } from "@nanostores/react";
import { useLocation } from "react-router-dom";
import { PROVIDER_INFO } from "../../shared/config/provider-info";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { footerUnitsKey } from "./footer-units";
import { NewsTickers } from "./NewsTicker";
import { formatServerDateTime } from "./server-date";

/**
 * The footer (spec 1, 2.5): units note (the board's own: footer-units.ts), server clock and date,
 * copyright, hotline and contact line, the two news tickers, and the latest-Chrome hint, which exists
 * and is hidden by default.
 */
export function Footer() {
  const { t } = useTranslation();
  const serverTime = useStore(market.$serverTime);
  const { pathname } = useLocation();
  return (
    <footer className="app-footer">
      <span className="footer-units">{t(footerUnitsKey(pathname))}</span>
      <span className="footer-clock" data-footer-clock>
        {serverTime > 0 ? formatServerDateTime(serverTime) : "--/--/---- --:--:--"}
      </span>
      <NewsTickers />
      <span className="footer-contact">
        {t("footer.hotline", { hotline: PROVIDER_INFO.hotline, email: PROVIDER_INFO.email })}
      </span>
      <span className="footer-copyright">
        © {PROVIDER_INFO.copyrightYear} {PROVIDER_INFO.name}
      </span>
      <span className="footer-chrome-hint" hidden>
        {t("login.chromeAdvice")}
      </span>
    </footer>
  );
}
