import { formatCompact, shareOfTotal } from "@vnboard/feed";
import { useTranslation } from "../../../shared/i18n/use-translation";

/** A traded value that counts toward the distribution: missing (NaN) and negative values count as 0. */
const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The index's cash-flow distribution (spec 2.5): the traded value of advancing, unchanged and declining
 * stocks, each with its share of their sum as a bar and a percentage.
 */
export function IndexCashFlow({ up, flat, down }: { up: number; flat: number; down: number }) {
  const { t, language } = useTranslation();
  const total = positive(up) + positive(down) + positive(flat);
  const flows: [string, number, string][] = [
    [t("popup.index.up"), up, "price-up"],
    [t("popup.index.unchanged"), flat, "price-reference"],
    [t("popup.index.down"), down, "price-down"],
  ];
  return (
    <div className="cash-flow" data-testid="cash-flow">
      <h4>{t("popup.index.cashFlow")}</h4>
      {flows.map(([label, value, cls]) => {
        const share = shareOfTotal(positive(value), total);
        return (
          <div className="flow-row" key={label}>
            <span className="flow-label">{label}</span>
            <span className="flow-bar">
              <span className={`flow-fill ${cls}`} style={{ width: `${share === "" ? 0 : share}%` }} />
            </span>
            <span className="flow-value">
              {formatCompact(value, language)} {share === "" ? "" : `(${share}%)`}
            </span>
          </div>
        );
      })}
    </div>
  );
}
