import { formatNumber, formatVolume } from "@vnboard/feed";
import { useTranslation } from "../../../shared/i18n/use-translation";
import type { PutThroughTotals } from "./put-through-lists";

/**
 * The board's header summary (spec 2.3 item 4): total quantity and total value of the matched deals.
 * HSX shows the value in billions of dong; HNX and the other boards show value / 1e5, as the spec asks.
 * The quantity is in lots of 10 shares, the unit of the rows (footer).
 */
export function PutThroughSummary({ totals, divisor }: { totals: PutThroughTotals; divisor: number }) {
  const { t } = useTranslation();
  const billions = divisor === 1e9;
  return (
    <dl className="put-through-summary" data-testid="put-through-summary">
      <dt>{t("putThrough.totalQuantity")}</dt>
      <dd data-total="quantity">{formatVolume(totals.quantity)}</dd>
      <dt>{t("putThrough.totalValue")}</dt>
      <dd data-total="value">
        {formatNumber(totals.value / divisor, billions ? 2 : 0)}{" "}
        <span className="special-note">
          {t(billions ? "putThrough.unit.billion" : "putThrough.unit.hundredThousand")}
        </span>
      </dd>
    </dl>
  );
}
