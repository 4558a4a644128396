import { formatPrice, formatVolume, SymbolField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { priceClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../../shared/live/use-live";

const F = SymbolField;
const LEVELS = [1, 2, 3] as const;

type LadderKey = `${"bid" | "offer"}${"Price" | "Qtty"}${"" | "Odd"}${1 | 2 | 3}`;

/** Field index of a ladder cell, normal or odd lot (bidPrice1 / bidPriceOdd1 ...). */
function field(side: "bid" | "offer", what: "Price" | "Qtty", oddLot: boolean, level: 1 | 2 | 3): number {
  return F[`${side}${what}${oddLot ? "Odd" : ""}${level}` as LadderKey];
}

/** The three best bid and offer levels (spec 2.5), or the odd-lot book's three levels. */
export function OrderLadder({ code, oddLot }: { code: string; oddLot: boolean }) {
  const { t } = useTranslation();
  useLive([market.symbols], () => rowStamp(market.symbols, code), [code]);
  const store = market.symbols;
  const row = store.rowOf(code);
  const cell = (side: "bid" | "offer", level: 1 | 2 | 3) => {
    const p = field(side, "Price", oddLot, level);
    const q = field(side, "Qtty", oddLot, level);
    const cls = priceClass(store.color(p, row));
    return [
      <td key={`${side}p`} className={cls}>
        {formatPrice(store.num(p, row), 2, true)}
      </td>,
      <td key={`${side}q`} className={cls}>
        {formatVolume(store.num(q, row), true)}
      </td>,
    ];
  };
  return (
    <table className="popup-ladder" data-testid="popup-ladder" data-odd-lot={oddLot ? "1" : "0"}>
      {oddLot && <caption>{t("popup.oddLotBook")}</caption>}
      <thead>
        <tr>
          <th scope="col">{t("popup.bidVolume")}</th>
          <th scope="col">{t("popup.bid")}</th>
          <th scope="col">{t("popup.offer")}</th>
          <th scope="col">{t("popup.offerVolume")}</th>
        </tr>
      </thead>
      <tbody>
        {LEVELS.map((level) => {
          const [bidPrice, bidQtty] = cell("bid", level);
          const [offerPrice, offerQtty] = cell("offer", level);
          return (
            <tr key={level}>
              {bidQtty}
              {bidPrice}
              {offerPrice}
              {offerQtty}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
