import { useStore } from "@nanostores/react";
import { formatCompact, formatNumber, formatPercent, formatVolume, IndexField } from "@vnboard/feed";
import { compactToDisplayDate, type IndexHistoryRow } from "@vnboard/feed/rest";
import type { RestState } from "../../../shared/api/use-rest-data";
import { market } from "../../../shared/feed/market";
import { changeClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../../shared/live/use-live";
import { type PastPriceRow, vietnamDate, withLiveDay } from "./live-day";

const I = IndexField;

function Empty({ history }: { history: RestState<IndexHistoryRow[]> }) {
  const { t } = useTranslation();
  return (
    <p className="popup-empty">{history.status === "loading" ? t("popup.loading") : t("popup.noData")}</p>
  );
}

/** Foreign investor trading per day (spec 2.5, pr/indexhist rows): buy, sell and net volume and value. */
export function IndexForeign({ history }: { history: RestState<IndexHistoryRow[]> }) {
  const { t, language } = useTranslation();
  const rows = history.data ?? [];
  if (rows.length === 0) return <Empty history={history} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="popup-scroll" tabIndex={0}>
      <table className="popup-table" data-testid="index-foreign">
        <thead>
          <tr>
            <th scope="col">{t("popup.date")}</th>
            <th scope="col">{t("popup.foreign.buyVolume")}</th>
            <th scope="col">{t("popup.foreign.sellVolume")}</th>
            <th scope="col">{t("popup.foreign.netVolume")}</th>
            <th scope="col">{t("popup.foreign.buyValue")}</th>
            <th scope="col">{t("popup.foreign.sellValue")}</th>
            <th scope="col">{t("popup.foreign.netValue")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tradingDate}>
              <td>{compactToDisplayDate(row.tradingDate)}</td>
              <td>{formatVolume(row.buyForeignQtty)}</td>
              <td>{formatVolume(row.sellForeignQtty)}</td>
              <td className={changeClass(row.subForeignQtty)}>{formatVolume(row.subForeignQtty)}</td>
              <td>{formatCompact(row.buyForeignValue, language)}</td>
              <td>{formatCompact(row.sellForeignValue, language)}</td>
              <td className={changeClass(row.subForeignValue)}>
                {formatCompact(row.subForeignValue, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The live day of an index as a past-prices row, or null when the feed has no current value. */
function liveRow(code: string, serverTime: number): PastPriceRow | null {
  const store = market.indices;
  const row = store.rowOf(code);
  if (row < 0) return null;
  const n = (f: number) => store.num(f, row);
  return {
    tradingDate: vietnamDate(serverTime),
    changeIndex: n(I.changeIndex),
    pctChangeIndex: n(I.pctChangeIndex),
    openIndex: n(I.openIndex),
    highestIndex: n(I.highestIndex),
    lowestIndex: n(I.lowestIndex),
    closeIndex: n(I.currentIndex),
    totalTradedQtty: n(I.totalTradedQtty),
    totalTradedValue: n(I.totalTradedValue),
  };
}

/** Past prices (spec 2.5): the history table with the live day on top, refreshed once a second. */
export function IndexPastPrices({ code, history }: { code: string; history: RestState<IndexHistoryRow[]> }) {
  const { t, language } = useTranslation();
  useLive([market.indices], () => rowStamp(market.indices, code), [code], { intervalMs: 1000 });
  const serverTime = useStore(market.$serverTime);
  const rows = withLiveDay(history.data ?? [], liveRow(code, serverTime));
  if (rows.length === 0) return <Empty history={history} />;
  const points = (value: number) => formatNumber(value, 2);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="popup-scroll" tabIndex={0}>
      <table className="popup-table" data-testid="index-past-prices">
        <thead>
          <tr>
            <th scope="col">{t("popup.date")}</th>
            <th scope="col">{t("popup.change")}</th>
            <th scope="col">%</th>
            <th scope="col">{t("popup.open")}</th>
            <th scope="col">{t("popup.high")}</th>
            <th scope="col">{t("popup.low")}</th>
            <th scope="col">{t("popup.close.price")}</th>
            <th scope="col">{t("popup.totalVolume")}</th>
            <th scope="col">{t("popup.totalValue")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.tradingDate}
              className={row.live ? "live-day" : ""}
              data-live={row.live ? "1" : undefined}
            >
              <td>{row.live ? t("popup.today") : compactToDisplayDate(row.tradingDate)}</td>
              <td className={changeClass(row.changeIndex)}>{points(row.changeIndex)}</td>
              <td className={changeClass(row.changeIndex)}>{formatPercent(row.pctChangeIndex)}</td>
              <td>{points(row.openIndex)}</td>
              <td>{points(row.highestIndex)}</td>
              <td>{points(row.lowestIndex)}</td>
              <td>{points(row.closeIndex)}</td>
              <td>{formatVolume(row.totalTradedQtty)}</td>
              <td>{formatCompact(row.totalTradedValue, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
