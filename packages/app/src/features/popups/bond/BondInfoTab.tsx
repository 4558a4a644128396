import type { BondInfo } from "@vnboard/feed/rest";
import { useTranslation } from "../../../shared/i18n/use-translation";
import {
  type BondFigure,
  bondDate,
  bondNumber,
  bondRate,
  bondTypeKeys,
  collateralKey,
  MISSING,
  matchFigures,
  offerFigures,
  parseBondFeature,
  paymentTypeKey,
  rateTypeKey,
} from "./bond-format";

function FigureTable({ figures, testId }: { figures: readonly BondFigure[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <table className="popup-detail" data-testid={testId}>
      <tbody>
        {figures.map((f) => (
          <tr key={f.label} data-field={f.label}>
            <th scope="row">{t(f.label)}</th>
            <td className={f.className}>{f.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The information tab (spec 2.5): issuer, par value in dong, issued quantity, bond type, collateral,
 * issue and maturity dates, initial rate, rate type, payment method, then the market offers block and
 * the matched-trades block of today. '---' wherever the provider had no value.
 */
export function BondInfoTab({ info }: { info: BondInfo }) {
  const { t } = useTranslation();
  const label = (key: string | null) => (key === null ? MISSING : t(key));
  const typeKeys = bondTypeKeys(parseBondFeature(info.bond_Feature));
  const general: BondFigure[] = [
    { label: "bond.issuer", text: info.issuer.trim() || MISSING, className: "" },
    { label: "bond.parValue", text: bondNumber(info.parvalue), className: "" },
    { label: "bond.issuedQty", text: bondNumber(info.totalListingQtty), className: "" },
    {
      label: "bond.bondType",
      text: typeKeys.length === 0 ? MISSING : typeKeys.map((key) => t(key)).join(", "),
      className: "",
    },
    { label: "bond.collateral", text: label(collateralKey(info.tsdb)), className: "" },
    { label: "bond.issueDate", text: bondDate(info.issueDate), className: "" },
    { label: "bond.maturityDate", text: bondDate(info.maturitDate), className: "" },
    { label: "bond.remainingDays", text: bondNumber(info.periodRemain), className: "" },
    { label: "bond.initialRate", text: bondRate(info.interest_Rate), className: "" },
    { label: "bond.rateType", text: label(rateTypeKey(info.interestrate_Type)), className: "" },
    { label: "bond.paymentType", text: label(paymentTypeKey(info.interest_Payment_Type)), className: "" },
  ];
  return (
    <div className="bond-info">
      <FigureTable figures={general} testId="bond-general" />
      <div className="bond-blocks">
        <section>
          <h3>{t("bond.offers")}</h3>
          <FigureTable figures={offerFigures(info)} testId="bond-offers" />
        </section>
        <section>
          <h3>{t("bond.matches")}</h3>
          <FigureTable figures={matchFigures(info)} testId="bond-matches" />
        </section>
      </div>
    </div>
  );
}
