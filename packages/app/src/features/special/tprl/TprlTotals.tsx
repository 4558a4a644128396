import { formatNumber } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { allMarketTotals, type TprlTotals as Totals } from "../../../shared/feed/tprl-data";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { useLive } from "../../../shared/live/use-live";

const sameTotals = (a: Totals | null, b: Totals | null) =>
  a === b || (a !== null && b !== null && a.quantity === b.quantity && a.value === b.value);

/** The all-market totals table of the TPRL board (spec 2.3 item 6): put-through traded qty and value. */
export function TprlTotals() {
  const { t } = useTranslation();
  const totals = useLive([market.bondBoards], () => allMarketTotals(market.bondBoards), [], {
    same: sameTotals,
  });
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
