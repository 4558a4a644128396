import { formatNumber } from "@vnboard/feed";
import { useTranslation } from "../../i18n/use-translation";
import type { TprlTotals as Totals } from "./tprl-data";

/** The all-market totals table of the TPRL board (spec 2.3 item 6): put-through traded qty and value. */
export function TprlTotals({ totals }: { totals: Totals | null }) {
  const { t } = useTranslation();
  return (
    <table className="tprl-totals" data-testid="tprl-totals">
      <thead>
        <tr>
          <td />
          <th scope="col">{t("tprl.totalQty")}</th>
          <th scope="col">{t("tprl.totalValue")}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t("tprl.totals")}</th>
          <td data-total="quantity">{totals === null ? "" : formatNumber(totals.quantity)}</td>
          <td data-total="value">{totals === null ? "" : formatNumber(totals.value)}</td>
        </tr>
      </tbody>
    </table>
  );
}
