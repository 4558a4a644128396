import { useStore } from "@nanostores/react";
import { feed, market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, useLive } from "../../shared/live/use-live";

/**
 * The loading overlay (spec 2.5): shown over the board area until the first snapshot has arrived, with
 * the connection state so that a user never waits on a silent blank page.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const status = useStore(feed.$status);
  // Once loaded, stays loaded (a resync emptying the store does not bring the overlay back).
  const loaded = useLive([market.symbols], () => market.symbols.rowCount > 0, [], {
    ...ROWS_AT_ONCE,
    same: (was) => was,
  });
  if (loaded) return null;
  return (
    <div className="loading-overlay" role="status" data-loading>
      <span className="spinner" aria-hidden="true" />
      <span>{t("board.loading")}</span>
      {status !== "connecting" && status !== "live" && (
        <span className="loading-status">{t(`connection.${status}`)}</span>
      )}
    </div>
  );
}
