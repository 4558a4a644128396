import { useStore } from "@nanostores/react";
import { market } from "../../shared/feed/market";
import { $replay } from "../../shared/feed/replay";
import { useTranslation } from "../../shared/i18n/use-translation";
import { exchangeTime } from "./exchange-time";
import { $replayBarOpen, REPLAY_BAR_ID } from "./replay-bar-state";

/** The header's Replay button: opens and closes the replay bar. */
export function ReplayButton() {
  const { t } = useTranslation();
  const open = useStore($replayBarOpen);
  return (
    <button
      type="button"
      className="collapse-button replay-button"
      data-action="replay"
      aria-expanded={open}
      aria-controls={REPLAY_BAR_ID}
      title={t("replay.openTitle")}
      onClick={() => $replayBarOpen.set(!open)}
    >
      {t("replay.open")}
    </button>
  );
}

/**
 * "REPLAY 14:00:00" in the header while a recorded day is replayed, so that nobody takes it for the live
 * market; a click opens the replay bar.
 */
export function ReplayBadge() {
  const { t } = useTranslation();
  const replay = useStore($replay);
  const time = useStore(market.$serverTime);
  if (replay === null) return null;
  return (
    <button
      type="button"
      className="replay-badge"
      data-replay-badge=""
      onClick={() => $replayBarOpen.set(true)}
    >
      {t("replay.badge")} {exchangeTime(time)}
    </button>
  );
}
