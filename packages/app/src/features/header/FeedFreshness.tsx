import { useStore } from "@nanostores/react";
import { MARKET_DISPLAY_NAME, type MarketCode, STALE_DATA_AFTER_MS } from "@vnboard/feed";
import { $feedFreshness } from "../../shared/feed/data-freshness";
import { useTranslation } from "../../shared/i18n/use-translation";

const exchangeNames = (codes: readonly string[]) =>
  codes.map((code) => MARKET_DISPLAY_NAME[code as MarketCode] ?? code).join(", ");

/**
 * Beside the connection status: the feed's latency ("42 ms", the server's batch time to this browser,
 * its clock assumption in the tooltip), or, when an exchange has sent nothing for longer than its
 * session allows (STALE_DATA_AFTER_MS while it trades), "Stale 17 s" in the warning colour. A screen
 * reader hears when data turns stale and which exchange's, not every second's latency.
 */
export function FeedFreshness() {
  const { t } = useTranslation();
  const { latencyMs, staleExchanges, quietMs } = useStore($feedFreshness);
  const stale = staleExchanges.length > 0;
  const exchanges = exchangeNames(staleExchanges);
  const seconds = Math.round(quietMs / 1000);
  const text = stale
    ? t("freshness.stale", { seconds })
    : latencyMs >= 0
      ? t("freshness.latency", { ms: latencyMs })
      : t("freshness.unknown");
  const title = stale
    ? t("freshness.staleTitle", { exchanges, seconds, threshold: STALE_DATA_AFTER_MS / 1000 })
    : latencyMs >= 0
      ? t("freshness.latencyTitle", { ms: latencyMs })
      : t("freshness.latencyUnknownTitle");
  return (
    <span
      className={`feed-freshness${stale ? " feed-freshness-stale" : ""}`}
      data-stale={stale}
      data-latency-ms={latencyMs}
      title={title}
    >
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{title}</span>
      <span className="visually-hidden" role="status">
        {stale ? t("freshness.staleAnnounce", { exchanges }) : ""}
      </span>
    </span>
  );
}
