import { derivativePriceColor, formatDerivativePrice, formatNumber } from "@vnboard/feed";
import { useRef } from "react";
import { changeClass, priceClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { formatTradeTime } from "../../popups/stock/tick-list";
import { useMatchHistory } from "./use-derivative-data";

/** How close to the bottom (px) a scroll counts as "at the bottom" and pages older ticks in. */
const BOTTOM_SLACK = 24;

/**
 * Tab 2 of the expanded derivative row (spec 2.3.5, 7): matched orders from pr/stockmatch, newest
 * first, polled every second and paged older at the bottom of the list. A price's colour is the sign of
 * its change, or the comparison with the previous (older) match (spec 4, derivatives).
 */
export function MatchedHistory({ code }: { code: string }) {
  const { t } = useTranslation();
  const { view, loadOlder } = useMatchHistory(code);
  const list = useRef<HTMLDivElement | null>(null);
  const { ticks, status } = view;

  if (ticks.length === 0) {
    const text =
      status === "loading"
        ? t("deriv.history.loading")
        : status === "failed"
          ? t("deriv.history.error")
          : status === "unknown"
            ? t("deriv.history.unknown")
            : t("deriv.history.empty");
    return (
      <p className="popup-empty" data-testid="deriv-history-state" data-status={status}>
        {text}
      </p>
    );
  }
  const onScroll = () => {
    const element = list.current;
    if (element !== null && element.scrollTop + element.clientHeight >= element.scrollHeight - BOTTOM_SLACK) {
      loadOlder();
    }
  };
  return (
    <div className="deriv-history" ref={list} onScroll={onScroll} data-testid="deriv-history">
      <table className="popup-table">
        <thead>
          <tr>
            <th scope="col">{t("deriv.history.time")}</th>
            <th scope="col">{t("deriv.history.price")}</th>
            <th scope="col">{t("deriv.history.change")}</th>
            <th scope="col">{t("deriv.history.qty")}</th>
          </tr>
        </thead>
        <tbody>
          {ticks.map((tick, i) => {
            const previous = ticks[i + 1]?.matchPrice;
            const cls = priceClass(derivativePriceColor(tick.changePrice, tick.matchPrice, previous));
            return (
              <tr key={tick.ticks}>
                <td>{formatTradeTime(tick.tradeTime)}</td>
                <td className={cls}>{formatDerivativePrice(tick.matchPrice)}</td>
                <td className={changeClass(tick.changePrice)}>{formatDerivativePrice(tick.changePrice)}</td>
                <td className={cls}>{formatNumber(tick.matchQtty)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
