import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { industryLabel } from "../features/header/menus/industry-menu";
import { market } from "../shared/feed/market";
import { useTranslation } from "../shared/i18n/use-translation";
import { industryFor } from "../shared/routes/board-codes";
import { pageTitleOf } from "./page-title";

/**
 * Names the browser's tab after the board on screen, in the trader's language ("VN30 · Bảng giá trực
 * tuyến"), so that several boards open in tabs can be told apart. A label not loaded yet (a lazily
 * loaded page's) leaves the app's name alone rather than show its key.
 */
export function usePageTitle(pathname: string): void {
  const { t, language } = useTranslation();
  const industries = useStore(market.$industries);
  useEffect(() => {
    const appName = t("app.title");
    const title = pageTitleOf(pathname);
    const keys = title?.keys ?? [];
    const parts = keys.map((key) => t(key));
    const loaded = parts.every((part, i) => part !== keys[i]);
    if (title?.industryCode != null) {
      const industry = industryFor(industries, title.industryCode);
      if (industry !== null) parts.unshift(industryLabel(industry, language));
    }
    document.title = loaded && parts.length > 0 ? `${parts.join(" ")} · ${appName}` : appName;
  }, [pathname, t, language, industries]);
}
