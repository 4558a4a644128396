import { FeedCloseCode } from "@vnboard/feed";
import { useTranslation } from "../../shared/i18n/use-translation";

/**
 * What a wall display (/scroll, /plasma) shows when the server refused its feed: a wrong display key, or
 * none and no session. A clear screen instead of an empty board, so whoever installs the screen sees why.
 */
export function DisplayRefused({ code }: { code: FeedCloseCode }) {
  const { t } = useTranslation();
  return (
    <div className="display-refused" role="alert" data-refused={code}>
      <h1>{t("display.refused.title")}</h1>
      <p>
        {t(code === FeedCloseCode.DISPLAY_KEY_REFUSED ? "display.refused.wrongKey" : "display.refused.noKey")}
      </p>
    </div>
  );
}
