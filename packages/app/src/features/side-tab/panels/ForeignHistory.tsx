import { formatCompact, formatVolume } from "@vnboard/feed";
import { compactToDisplayDate, type IndexHistoryRow } from "@vnboard/feed/rest";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { changeClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";

/** Rows shown: a month and a half of sessions; the server keeps up to 250. */
const MAX_ROWS = 30;

/**
 * Spec 2.4: foreign trading history of an index (REST pr/indexhist), newest first: date, buy, sell and
 * net volume and value. An answer for an index no longer selected is dropped (spec 5); a failure ends
 * the loading with 'no data' (spec 8: history failures are not shown as errors).
 */
export function ForeignHistory({ code }: { code: string }) {
  const { t, language } = useTranslation();
  const answer = useRestData<IndexHistoryRow[]>(`side:indexhist:${code}`, () => rest.indexHistory(code));
  const rows = answer.data?.slice(0, MAX_ROWS) ?? [];
  const value = (v: number) => formatCompact(v, language);
  return (
    <section className="side-section" aria-labelledby="side-foreign-title">
      <h4 id="side-foreign-title">{t("sideTab.foreign.title")}</h4>
      <div className="side-table-scroll">
        <table
          className="side-table"
          data-testid="side-foreign-history"
          aria-busy={answer.status === "loading"}
        >
          <thead>
            <tr>
              <th scope="col">{t("sideTab.foreign.date")}</th>
              <th scope="col">{t("sideTab.foreign.buyVol")}</th>
              <th scope="col">{t("sideTab.foreign.sellVol")}</th>
              <th scope="col">{t("sideTab.foreign.netVol")}</th>
              <th scope="col">{t("sideTab.foreign.buyVal")}</th>
              <th scope="col">{t("sideTab.foreign.sellVal")}</th>
              <th scope="col">{t("sideTab.foreign.netVal")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={7} className="side-muted">
                  {answer.status === "loading" ? t("sideTab.loading") : t("sideTab.noData")}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.tradingDate} data-testid="side-foreign-row">
                <td>{compactToDisplayDate(row.tradingDate)}</td>
                <td>{formatVolume(row.buyForeignQtty)}</td>
                <td>{formatVolume(row.sellForeignQtty)}</td>
                <td className={changeClass(row.subForeignQtty)}>{formatVolume(row.subForeignQtty)}</td>
                <td>{value(row.buyForeignValue)}</td>
                <td>{value(row.sellForeignValue)}</td>
                <td className={changeClass(row.subForeignValue)}>{value(row.subForeignValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
