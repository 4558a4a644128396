import { formatDerivativePrice, formatNumber, SymbolField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import { priceClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../../shared/live/use-live";

const F = SymbolField;
const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
type Level = (typeof LEVELS)[number];

/** Store field of a book cell: bidPrice1 .. offerQtty10. */
function bookField(side: "bid" | "offer", what: "Price" | "Qtty", level: Level): number {
  return F[`${side}${what}${level}` as `bidPrice${Level}`];
}

/**
 * Tab 1 of the expanded derivative row (spec 2.3.5): the 10-level order book of the symbol store, live
 * (re-rendered at most every 100 ms when the row changed, never per tick). Prices are index points;
 * quantities are contracts (no lot division). Empty levels are blank.
 */
export function OrderBook({ code }: { code: string }) {
  const { t } = useTranslation();
  useLive([market.symbols], () => rowStamp(market.symbols, code), [code]);
  const store = market.symbols;
  const row = store.rowOf(code);
  const price = (side: "bid" | "offer", level: Level) => {
    const f = bookField(side, "Price", level);
    return { text: formatDerivativePrice(store.num(f, row), true), cls: priceClass(store.color(f, row)) };
  };
  const qty = (side: "bid" | "offer", level: Level) =>
    formatNumber(store.num(bookField(side, "Qtty", level), row), 0, true);
  return (
    <table className="popup-table deriv-book" data-testid="deriv-book">
      <thead>
        <tr>
          <th scope="col">{t("deriv.book.level")}</th>
          <th scope="col">{t("deriv.book.bidQty")}</th>
          <th scope="col">{t("deriv.book.bid")}</th>
          <th scope="col">{t("deriv.book.offer")}</th>
          <th scope="col">{t("deriv.book.offerQty")}</th>
        </tr>
      </thead>
      <tbody>
        {LEVELS.map((level) => {
          const bid = price("bid", level);
          const offer = price("offer", level);
          return (
            <tr key={level} data-level={level}>
              <td>{level}</td>
              <td className={bid.cls}>{qty("bid", level)}</td>
              <td className={bid.cls} data-side="bid">
                {bid.text}
              </td>
              <td className={offer.cls} data-side="offer">
                {offer.text}
              </td>
              <td className={offer.cls}>{qty("offer", level)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
