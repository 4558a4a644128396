import { formatVolume } from "@vnboard/feed";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { activeShares } from "./stock-figures";

/** Spec 2.4: buy-side versus sell-side active volume in percent, 50/50 when nothing traded. */
export function ActiveVolumeBar({ buy, sell }: { buy: number; sell: number }) {
  const { t } = useTranslation();
  const [buyPct, sellPct] = activeShares(buy, sell);
  return (
    <div className="side-active" data-testid="side-active-bar">
      <div className="side-active-labels">
        <span className="price-up">
          {t("sideTab.activeBuy")} {buyPct}% <small>{formatVolume(buy)}</small>
        </span>
        <span className="price-down">
          <small>{formatVolume(sell)}</small> {sellPct}% {t("sideTab.activeSell")}
        </span>
      </div>
      <div className="side-active-track" aria-hidden="true" title={t("sideTab.activeBar")}>
        <span className="side-active-buy" style={{ width: `${buyPct}%` }} />
        <span className="side-active-sell" style={{ width: `${sellPct}%` }} />
      </div>
    </div>
  );
}
