import { formatCompact, formatPercent, formatPrice, formatVolume, SymbolField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { changeClass, priceClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../../shared/live/use-live";

const F = SymbolField;

/**
 * The detail table of the stock popup (spec 2.5): current price, change, percent, high, low, total
 * volume and value, plus reference, ceiling and floor, live from the symbol store (refreshed at most
 * every 100 ms). The odd-lot variant shows the odd-lot price, change and totals.
 */
export function DetailTable({ code, oddLot }: { code: string; oddLot: boolean }) {
  const { t, language } = useTranslation();
  useLive([market.symbols], () => rowStamp(market.symbols, code), [code]);
  const store = market.symbols;
  const row = store.rowOf(code);
  const num = (f: number) => store.num(f, row);
  const color = (f: number) => priceClass(store.color(f, row));
  const price = oddLot ? F.matchPriceOdd : F.matchPrice;
  const change = num(oddLot ? F.changePriceOdd : F.changePrice);
  const rows: [string, string, string][] = [
    [t("popup.price"), formatPrice(num(price)), color(price)],
    [t("popup.change"), formatPrice(change), changeClass(change)],
    [
      t("popup.percent"),
      formatPercent(num(oddLot ? F.pctChangePriceOdd : F.pctChangePrice)),
      changeClass(change),
    ],
    [t("popup.high"), formatPrice(num(F.highestPrice)), color(F.highestPrice)],
    [t("popup.low"), formatPrice(num(F.lowestPrice)), color(F.lowestPrice)],
    [t("popup.totalVolume"), formatVolume(num(oddLot ? F.totalTradedQttyOdd : F.totalTradedQtty)), ""],
    [
      t("popup.totalValue"),
      formatCompact(num(oddLot ? F.totalTradedValueOdd : F.totalTradedValue), language),
      "",
    ],
    [t("popup.reference"), formatPrice(num(F.refPrice)), "price-reference"],
    [t("popup.ceiling"), formatPrice(num(F.ceilPrice)), "price-ceiling"],
    [t("popup.floor"), formatPrice(num(F.floorPrice)), "price-floor"],
  ];
  return (
    <table className="popup-detail" data-testid="popup-detail">
      <tbody>
        {rows.map(([label, value, className]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={className}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
