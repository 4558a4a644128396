import { formatCompact, formatPercent, formatPrice, formatVolume } from "@vnboard/feed";
import { changeClass, priceClass } from "../../shared/format/price-class";
import { useTranslation } from "../../shared/i18n/use-translation";
import { openStockPopup } from "../../shared/state/popup-state";

/** One stock of a popup's list: what the table shows of it. */
export interface StockRow {
  code: string;
  matchPrice: number;
  /** PriceColor of the match price. */
  color: number;
  changePrice: number;
  pctChangePrice: number;
  totalTradedQtty: number;
  totalTradedValue: number;
}

/**
 * The popups' stock list (index TOP, industry stock list): code (opens its stock popup), price, change,
 * percent, total volume and value, coloured by the rules. Extra attributes go on the table for tests.
 */
export function StockRowsTable({
  rows,
  testId,
  list,
}: {
  rows: readonly StockRow[];
  testId: string;
  list?: string | number;
}) {
  const { t, language } = useTranslation();
  return (
    // Focusable, so that a keyboard can scroll the list even while it has no rows (no buttons) yet.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="popup-scroll" aria-label={t("popup.stockList")} tabIndex={0}>
      <table className="popup-table" data-testid={testId} data-list={list}>
        <thead>
          <tr>
            <th scope="col">{t("column.code")}</th>
            <th scope="col">{t("popup.price")}</th>
            <th scope="col">{t("popup.change")}</th>
            <th scope="col">{t("popup.percent")}</th>
            <th scope="col">{t("popup.totalVolume")}</th>
            <th scope="col">{t("popup.totalValue")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-code={row.code}>
              <td>
                <button type="button" className="link-button" onClick={() => openStockPopup(row.code)}>
                  {row.code}
                </button>
              </td>
              <td className={priceClass(row.color)}>{formatPrice(row.matchPrice)}</td>
              <td className={changeClass(row.changePrice)}>{formatPrice(row.changePrice)}</td>
              <td className={changeClass(row.changePrice)}>{formatPercent(row.pctChangePrice)}</td>
              <td>{formatVolume(row.totalTradedQtty)}</td>
              <td>{formatCompact(row.totalTradedValue, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
