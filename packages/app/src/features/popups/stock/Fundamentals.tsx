import { formatNumber } from "@vnboard/feed";
import type { Fundamentals as FundamentalsAnswer } from "@vnboard/feed/rest";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { notApplicableKindOf } from "./company-data";

/** The figures of spec 2.5 in its order; the answer's own field names (docs/api.md, info-basic). */
export const FUNDAMENTAL_FIELDS = [
  "CurrentForeignRoom",
  "BasicPE_LFY",
  "DilutedPE",
  "PB",
  "BasicEPS_LFY",
  "DilutedEPS_LFY",
  "BookValuePerShare",
  "DividentYield",
  "ROE_LFY",
  "ROA_LFY",
] as const satisfies readonly (keyof FundamentalsAnswer)[];

/** Spec 9: fundamentals are shown to 2 decimals; a missing figure is blank. */
export function formatFundamental(value: number | null): string {
  return formatNumber(value, 2);
}

/** The fundamentals tab (POST info-basic); "not applicable" for a futures contract or covered warrant. */
export function Fundamentals({ code }: { code: string }) {
  const { t } = useTranslation();
  const notApplicable = notApplicableKindOf(code);
  const answer = useRestData(notApplicable ? `none:${code}` : `fundamentals:${code}`, () =>
    notApplicable ? Promise.resolve(null) : rest.fundamentals(code),
  );
  if (notApplicable !== null) {
    return (
      <p className="popup-empty" data-testid="popup-not-applicable">
        {t(`popup.notApplicable.${notApplicable}`)}
      </p>
    );
  }
  if (answer.status === "loading") return <p className="popup-empty">{t("popup.loading")}</p>;
  const data = answer.data;
  if (data === null) return <p className="popup-empty">{t("popup.noData")}</p>;
  return (
    <table className="popup-table popup-fundamentals" data-testid="popup-fundamentals">
      <tbody>
        {FUNDAMENTAL_FIELDS.map((field) => (
          <tr key={field}>
            <th scope="row">{t(`popup.fund.${field}`)}</th>
            <td data-field={field}>{formatFundamental(data[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
