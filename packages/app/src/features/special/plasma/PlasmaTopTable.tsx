import { useTranslation } from "../../../shared/i18n/use-translation";
import type { PlasmaTopLine } from "./plasma-top";

/** The TOP 5 of one exchange by normal-match volume (spec 2.3.10). */
export function PlasmaTopTable({
  exchange,
  lines,
}: {
  exchange: string;
  lines: readonly PlasmaTopLine[] | null;
}) {
  const { t } = useTranslation();
  return (
    <article className="plasma-top" data-plasma-top={exchange}>
      <h2>
        {t("special.plasma.top5")} {exchange}
      </h2>
      <table className="special-table">
        <thead>
          <tr>
            <th scope="col">{t("special.col.code")}</th>
            <th scope="col">{t("special.col.volume")}</th>
            <th scope="col">{t("special.col.price")}</th>
            <th scope="col">{t("special.col.change")}</th>
            <th scope="col">{t("special.col.matchVolume")}</th>
          </tr>
        </thead>
        <tbody>
          {(lines ?? []).map((l) => (
            <tr key={l.code} data-code={l.code}>
              <td className={`code price-${l.color}`}>{l.code}</td>
              <td data-field="volume">{l.volume}</td>
              <td className={`price-${l.color}`}>{l.price}</td>
              <td className={`price-${l.color}`}>{l.change}</td>
              <td>{l.matchVolume}</td>
            </tr>
          ))}
          {(lines === null || lines.length === 0) && (
            <tr>
              <td colSpan={5} className="special-empty">
                {t(lines === null ? "special.loading" : "special.plasma.noTrades")}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </article>
  );
}
