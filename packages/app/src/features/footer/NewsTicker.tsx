import { useStore } from "@nanostores/react";
import type { NewsItem } from "@vnboard/feed/rest";
import { useEffect, useState } from "react";
import { rest } from "../../shared/api/rest";
import { IS_LOGIN_BUILD } from "../../shared/config/build-flags";
import { afterFirstRows, FIRST_ROWS_HOLD_MS } from "../../shared/feed/first-rows-hold";
import { useTranslation } from "../../shared/i18n/use-translation";
import { $session } from "../../shared/session/session";
import { NEWS_ROTATION_MS, rotationIndex } from "./news-rotation";
import { safeHttpUrl } from "./safe-url";

/** News are re-read every 5 minutes; a failure keeps the last items (spec 8: logged, no message). */
const NEWS_REFRESH_MS = 5 * 60_000;

/**
 * The footer's two news tickers (spec 2.5): stock-market news (type 0) and the provider's notices
 * (type 1) from `new-home`, each rotating every 3 s. Titles are text; links only http(s).
 */
export function NewsTickers() {
  const { t, language } = useTranslation();
  const [items, setItems] = useState<readonly NewsItem[]>([]);
  const [tick, setTick] = useState(0);
  // Login build: news is market data the server gives a signed-in user only (the login page shows none).
  const signedIn = useStore($session) !== null;
  const mayLoad = !IS_LOGIN_BUILD || signedIn;

  useEffect(() => {
    if (!mayLoad) return;
    let live = true;
    const load = () =>
      rest.news(language).then(
        (next) => live && setItems(next),
        (error: unknown) => console.warn("news: load failed", error),
      );
    // After the board's first rows: on a cold load this call and its render are not on their way.
    const cancelFirst = afterFirstRows(() => void load(), FIRST_ROWS_HOLD_MS);
    const refresh = setInterval(load, NEWS_REFRESH_MS);
    return () => {
      live = false;
      cancelFirst();
      clearInterval(refresh);
    };
  }, [language, mayLoad]);

  useEffect(() => {
    const rotate = setInterval(() => setTick((n) => n + 1), NEWS_ROTATION_MS);
    return () => clearInterval(rotate);
  }, []);

  return (
    <div className="news-tickers">
      {([0, 1] as const).map((type) => {
        const list = items.filter((item) => item.type === type);
        const item = list[rotationIndex(tick, list.length)];
        const href = item ? safeHttpUrl(item.urlLink, location.href) : null;
        return (
          <div key={type} className="news-ticker" data-news-type={type} aria-live="off">
            <span className="news-label">{t(type === 0 ? "footer.marketNews" : "footer.notices")}</span>
            {item === undefined ? (
              <span className="news-empty">—</span>
            ) : href !== null ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {item.title}
              </a>
            ) : (
              <span>{item.title}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
