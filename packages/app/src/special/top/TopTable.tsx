import { formatCompact, formatPercent, formatPrice, formatVolume, TopListKind } from "@vnboard/feed";
import { useTranslation } from "../../i18n/use-translation";
import { openStockPopup } from "../../popups/popup-state";
import { selectSymbol } from "../../side-tab/selection";
import type { TopEntry } from "./top-snapshot";

const isForeign = (kind: TopListKind) =>
  kind === TopListKind.FOREIGN_NET_BUY || kind === TopListKind.FOREIGN_NET_SELL;

/** "up", "down" or "reference" by the sign of a change (NaN: none). */
function signClass(value: number): string {
  if (!Number.isFinite(value)) return "price-none";
  return value > 0 ? "price-up" : value < 0 ? "price-down" : "price-reference";
}

function open(code: string): void {
  selectSymbol(code);
  openStockPopup(code);
}

/**
 * A ranked top list as a compact table: rank, code, price, change, percent, volume, value (foreign
 * lists: net foreign value) and the share of the scope total (spec 5: 2 decimals, only when the total is
 * above 0). The numbers are those of the last 10 s refresh; a click on a row opens the stock.
 */
export function TopTable({
  kind,
  entries,
  compact = false,
}: {
  kind: TopListKind;
  entries: readonly TopEntry[];
  /** Hub panels: fewer columns. */
  compact?: boolean;
}) {
  const { t, language } = useTranslation();
  if (entries.length === 0) {
    return (
      <p className="special-empty" data-top-state="empty">
        {t("special.top.empty")}
      </p>
    );
  }
  const foreign = isForeign(kind);
  return (
    <table className="special-table top-table" data-top-kind={kind}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t("special.col.code")}</th>
          <th scope="col">{t("special.col.price")}</th>
          {!compact && <th scope="col">{t("special.col.change")}</th>}
          <th scope="col">%</th>
          {!compact && <th scope="col">{t("special.col.volume")}</th>}
          {(!compact || kind === TopListKind.VALUE) && <th scope="col">{t("special.col.value")}</th>}
          {compact && kind === TopListKind.VOLUME && <th scope="col">{t("special.col.volume")}</th>}
          {foreign && <th scope="col">{t("special.col.netForeign")}</th>}
          <th scope="col">{t("special.col.share")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.code} data-code={e.code} onClick={() => open(e.code)}>
            <td className="rank">{e.rank}</td>
            <td className={`code price-${e.priceColor}`}>{e.code}</td>
            <td className={`price-${e.priceColor}`}>{formatPrice(e.matchPrice)}</td>
            {!compact && <td className={signClass(e.changePrice)}>{formatPrice(e.changePrice)}</td>}
            <td className={signClass(e.changePrice)}>{formatPercent(e.pctChangePrice)}</td>
            {!compact && <td data-field="volume">{formatVolume(e.totalTradedQtty)}</td>}
            {(!compact || kind === TopListKind.VALUE) && (
              <td data-field="value">{formatCompact(e.totalTradedValue, language)}</td>
            )}
            {compact && kind === TopListKind.VOLUME && (
              <td data-field="volume">{formatVolume(e.totalTradedQtty)}</td>
            )}
            {foreign && (
              <td className={signClass(e.netForeignValue)} data-field="netForeign">
                {formatCompact(e.netForeignValue, language)}
              </td>
            )}
            <td data-field="share">{e.share === "" ? "" : `${e.share}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
