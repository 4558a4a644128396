import { useTranslation } from "../../../shared/i18n/use-translation";
import { HISTORY_COLUMNS, historyCells } from "./bond-format";
import type { BondView } from "./bond-poller";
import { type BondQueryProblem, queryKey, wantsHistory } from "./bond-query";

interface Props {
  view: BondView;
  /** The form's dates as the date inputs hold them (YYYY-MM-DD or ""). */
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  onSearch: () => void;
  problem: BondQueryProblem;
}

/**
 * The price-history tab (spec 2.5): a from/to form (today by default), a search button and the daily
 * table, newest first. The rows shown always belong to the dates last searched: while the answer for
 * new dates is on its way the table says it is loading rather than showing other dates' rows.
 */
export function BondHistoryTab({ view, from, to, onFrom, onTo, onSearch, problem }: Props) {
  const { t } = useTranslation();
  const rows =
    view.detail !== null && view.detailKey === queryKey(view.query) ? view.detail.stockBondHist : null;
  const parValue = view.detail?.stockBondInfo.parvalue ?? Number.NaN;
  let body: React.ReactNode;
  if (!wantsHistory(view.query)) body = <p className="popup-empty">{t("bond.noDates")}</p>;
  else if (rows === null) body = <p className="popup-empty">{t("popup.loading")}</p>;
  else if (rows.length === 0)
    body = (
      <p className="popup-empty" data-testid="bond-history-empty">
        {t("popup.noData")}
      </p>
    );
  else
    body = (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      <div className="popup-scroll" tabIndex={0}>
        <table className="popup-table bond-history" data-testid="bond-history">
          <thead>
            <tr>
              {HISTORY_COLUMNS.map(([field, label]) => (
                <th key={field} scope="col" data-field={field}>
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.TradingDate} data-date={row.TradingDate}>
                {historyCells(row, parValue).map((cell, i) => (
                  <td key={HISTORY_COLUMNS[i]?.[0]} className={cell.className}>
                    {cell.text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div className="bond-history-tab">
      <form
        className="bond-dates"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
      >
        <label>
          {t("bond.from")}
          <input type="date" name="bond-from" value={from} onChange={(event) => onFrom(event.target.value)} />
        </label>
        <label>
          {t("bond.to")}
          <input type="date" name="bond-to" value={to} onChange={(event) => onTo(event.target.value)} />
        </label>
        <button type="submit">{t("bond.searchHistory")}</button>
        {problem !== null && (
          <span className="bond-problem" role="alert">
            {t(problem === "badDate" ? "bond.badDate" : "bond.fromAfterTo")}
          </span>
        )}
      </form>
      {body}
    </div>
  );
}
