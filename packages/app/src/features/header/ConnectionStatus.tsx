import { useStore } from "@nanostores/react";
import { feed } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";

/** Live / reconnecting / stale, so prices are never shown as live when they are not. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const status = useStore(feed.$status);
  const stats = useStore(feed.$stats);
  const seconds = Math.round(Math.max(0, stats.lastFrameAgeMs) / 1000);
  const label = t(`connection.${status}`, { seconds });
  // Fixed width (styles.css): a long label is cut with an ellipsis and read in full from the title.
  return (
    <output
      className={`connection connection-${status}`}
      data-status={status}
      aria-live="polite"
      title={label}
    >
      {label}
    </output>
  );
}
