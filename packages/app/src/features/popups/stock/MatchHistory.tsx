import { formatPrice, formatVolume, SymbolField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { changeClass, priceClassOf } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { formatTradeTime } from "./tick-list";
import { useMatchHistory } from "./use-match-history";

const F = SymbolField;

/**
 * Match history (spec 2.5 and 7): the first load is `backward=Y` from ticks '0' (the latest page), then
 * a poll every second asks `backward=N` for anything newer than the newest tick; scrolling to the
 * bottom asks `backward=Y` for the page older than the oldest. One request at a time; every answer is
 * checked against the code it was asked for (the component is keyed by code and stops on unmount), so
 * a late answer for a previous code is dropped. Failures are swallowed (spec 8) and retried next second.
 */
export function MatchHistory({ code }: { code: string }) {
  const { t } = useTranslation();
  const { ticks, status, list, onScroll } = useMatchHistory(code);

  const store = market.symbols;
  const row = store.rowOf(code);
  const ref = store.num(F.refPrice, row);
  const ceil = store.num(F.ceilPrice, row);
  const floor = store.num(F.floorPrice, row);

  if (ticks.length === 0) {
    return (
      <p className="popup-empty" data-testid="match-history-empty">
        {status === "loading" ? t("popup.loading") : t("popup.noData")}
      </p>
    );
  }
  return (
    <div className="popup-scroll match-history" ref={list} onScroll={onScroll} data-testid="match-history">
      <table className="popup-table">
        <thead>
          <tr>
            <th scope="col">{t("popup.time")}</th>
            <th scope="col">{t("popup.price")}</th>
            <th scope="col">{t("popup.change")}</th>
            <th scope="col">{t("popup.volume")}</th>
          </tr>
        </thead>
        <tbody>
          {ticks.map((tick) => {
            const cls = priceClassOf(tick.matchPrice, ref, ceil, floor);
            return (
              <tr key={tick.ticks}>
                <td>{formatTradeTime(tick.tradeTime)}</td>
                <td className={cls}>{formatPrice(tick.matchPrice)}</td>
                <td className={changeClass(tick.changePrice)}>{formatPrice(tick.changePrice)}</td>
                <td className={cls}>{formatVolume(tick.matchQtty)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
