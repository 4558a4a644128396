import {
  formatCompact,
  formatPercent,
  formatPrice,
  formatVolume,
  type Industry,
  parseNumberStockTop,
  type TopListKind,
  topList,
} from "@vnboard/feed";
import { market } from "../../feed/market";
import { useTranslation } from "../../i18n/use-translation";
import { TOP_REFRESH_MS } from "../index/IndexTop";
import { openStockPopup } from "../popup-state";
import { changeClass, priceClass } from "../price-class";
import type { IndustryRow } from "./industry-rows";
import { useIndustryRows } from "./use-industry-rows";

/** "all": every member by code; 0..5: the TOP lists of spec 2.3 item 8 (spec 4 "TOP tab index 0..5"). */
export type StockListKind = "all" | TopListKind;
const KINDS: readonly StockListKind[] = ["all", 0, 1, 2, 3, 4, 5];
/** The full list follows the market once a second; TOP lists refresh every 10 s (spec 9). */
const ALL_REFRESH_MS = 1000;

/**
 * The industry's stock list (spec 2.5: "the stock list has TOP tabs"): every member, or one of the six
 * TOP lists over the members, cut to numberStockTop. A code opens its stock popup.
 */
export function IndustryStocks({
  industry,
  kind,
  onKind,
}: {
  industry: Industry;
  kind: StockListKind;
  onKind: (kind: StockListKind) => void;
}) {
  const { t, language } = useTranslation();
  const rows = useIndustryRows(industry, kind === "all" ? ALL_REFRESH_MS : TOP_REFRESH_MS);
  const limit = parseNumberStockTop(market.$systemParams.get()?.numberStockTop);
  const list: IndustryRow[] = kind === "all" ? rows : topList(rows, kind, limit);
  return (
    <div className="industry-stocks">
      <div className="popup-subtabs" role="tablist">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            data-list={k}
            aria-selected={kind === k}
            className={kind === k ? "active" : ""}
            onClick={() => onKind(k)}
          >
            {k === "all" ? t("industry.all") : t(`popup.top.${k}`)}
          </button>
        ))}
      </div>
      {list.length === 0 ? (
        <p className="popup-empty">{t("popup.noData")}</p>
      ) : (
        <div className="popup-scroll">
          <table className="popup-table" data-testid="industry-stocks" data-list={kind}>
            <thead>
              <tr>
                <th scope="col">{t("column.code")}</th>
                <th scope="col">{t("popup.price")}</th>
                <th scope="col">{t("popup.change")}</th>
                <th scope="col">{t("popup.percent")}</th>
                <th scope="col">{t("popup.totalVolume")}</th>
                <th scope="col">{t("popup.totalValue")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.code} data-code={row.code}>
                  <td>
                    <button type="button" className="link-button" onClick={() => openStockPopup(row.code)}>
                      {row.code}
                    </button>
                  </td>
                  <td className={priceClass(row.color)}>{formatPrice(row.matchPrice)}</td>
                  <td className={changeClass(row.changePrice)}>{formatPrice(row.changePrice)}</td>
                  <td className={changeClass(row.changePrice)}>{formatPercent(row.pctChangePrice)}</td>
                  <td>{formatVolume(row.totalTradedQtty)}</td>
                  <td>{formatCompact(row.totalTradedValue, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
