import { formatCompact, formatNumber, formatVolume, IndexField } from "@vnboard/feed";
import type { TFunction } from "i18next";
import { rest } from "../../../shared/api/rest";
import { CandlePanel, candleColumns } from "../../../shared/chart/CandlePanel";
import { market } from "../../../shared/feed/market";
import type { Language } from "../../../shared/i18n/i18n";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { rowStamp, useLive } from "../../../shared/live/use-live";
import type { ChartRange } from "../chart-range";
import { RangeButtons } from "../RangeButtons";
import { IndexCashFlow } from "./IndexCashFlow";

const I = IndexField;
const STATISTIC_COLUMNS = candleColumns(market.indexStatistics, "plain");
const points = (value: number) => formatNumber(value, 2);
const lots = (value: number) => formatVolume(value);

/** The overview's figures (spec 2.5): prior, open, high, low, matched and put-through trading, status. */
function overviewInfo(t: TFunction, language: Language, row: number): [string, string][] {
  const store = market.indices;
  const n = (f: number) => store.num(f, row);
  return [
    [t("popup.index.prior"), points(n(I.priorIndex))],
    [t("popup.open"), points(n(I.openIndex))],
    [t("popup.high"), points(n(I.highestIndex))],
    [t("popup.low"), points(n(I.lowestIndex))],
    [t("popup.index.matchedVolume"), formatVolume(n(I.totalTradedQttyNM))],
    [t("popup.index.matchedValue"), formatCompact(n(I.totalTradedValueNM), language)],
    [t("popup.index.ptVolume"), formatVolume(n(I.totalTradedQttyPT))],
    [t("popup.index.ptValue"), formatCompact(n(I.totalTradedValuePT), language)],
    [t("popup.totalVolume"), formatVolume(n(I.totalTradedQtty))],
    [t("popup.totalValue"), formatCompact(n(I.totalTradedValue), language)],
    [t("popup.index.status"), store.str(language === "vi" ? I.statusStr : I.statusStrEn, row)],
  ];
}

/**
 * The index overview (spec 2.5): candles and volume for Today from the live index statistics over the
 * REST minute candles, daily candles for 1 week and 1 month; basic info, up/down/unchanged counts and
 * the cash-flow distribution (traded value of advancing, unchanged and declining stocks). Live figures
 * refresh at most once a second.
 */
export function IndexOverview({
  code,
  range,
  onRange,
}: {
  code: string;
  range: ChartRange;
  onRange: (range: ChartRange) => void;
}) {
  const { t, language } = useTranslation();
  useLive([market.indices], () => rowStamp(market.indices, code), [code], { intervalMs: 1000 });
  const store = market.indices;
  const row = store.rowOf(code);
  const n = (f: number) => store.num(f, row);
  const prior = n(I.priorIndex);
  const count = (f: number) => formatNumber(n(f));
  return (
    <div className="index-overview">
      <section className="overview-chart">
        <RangeButtons value={range} onChange={onRange} />
        <CandlePanel
          key={`${code}:${range}`}
          loadKey={`index:${code}:${range}`}
          load={() => rest.indexDailyCandles(code, range)}
          live={
            range === "D"
              ? { store: market.indexStatistics, key: code, columns: STATISTIC_COLUMNS }
              : undefined
          }
          intraday={range === "D"}
          reference={range === "D" && prior > 0 ? prior : undefined}
          formatPrice={points}
          formatVolume={lots}
        />
      </section>
      <section className="index-info">
        <table className="popup-detail" data-testid="index-info">
          <tbody>
            {overviewInfo(t, language, row).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="index-breadth" data-testid="index-breadth" title={t("popup.index.breadth")}>
          <span className="price-up">
            ▲ {count(I.up)} <small className="price-ceiling">({count(I.upCeil)})</small>
          </span>
          <span className="price-reference">■ {count(I.noChange)}</span>
          <span className="price-down">
            ▼ {count(I.down)} <small className="price-floor">({count(I.downFloor)})</small>
          </span>
        </div>
        <IndexCashFlow
          up={n(I.totalTradedValueUp)}
          flat={n(I.totalTradedValueNoChange)}
          down={n(I.totalTradedValueDown)}
        />
      </section>
    </div>
  );
}
