import { formatCompact, formatNumber, formatPercent, formatVolume, type Industry } from "@vnboard/feed";
import { changeClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { type IndustryStats, industryStats, shares } from "./industry-stats";
import { useIndustryRows } from "./use-industry-rows";

/** The overview's figures follow the market once a second, like the index overview. */
const OVERVIEW_REFRESH_MS = 1000;

/**
 * The industry overview (spec 2.5, type IND): the summary an index would have, computed from the
 * members (counts up/unchanged/down, volume and value, foreign net value, average change), a breadth
 * bar of the members' shares and the cash-flow distribution (traded value of rising, unchanged and
 * falling members). The feed has no intraday series for an industry, so there is no line chart.
 */
export function IndustryOverview({ industry }: { industry: Industry }) {
  const { t, language } = useTranslation();
  const rows = useIndustryRows(industry, OVERVIEW_REFRESH_MS);
  const s = industryStats(rows);
  const count = (n: number) => formatNumber(n);
  const info: [string, string, string?][] = [
    [t("industry.members"), count(s.members)],
    [t("industry.averagePct"), formatPercent(s.averagePct), changeClass(s.averagePct)],
    [t("popup.totalVolume"), formatVolume(s.volume)],
    [t("popup.totalValue"), formatCompact(s.value, language)],
    [t("industry.foreignNet"), formatCompact(s.foreignNetValue, language), changeClass(s.foreignNetValue)],
  ];
  const flows: [string, number, string][] = [
    [t("popup.index.up"), s.valueUp, "price-up"],
    [t("popup.index.unchanged"), s.valueUnchanged, "price-reference"],
    [t("popup.index.down"), s.valueDown, "price-down"],
  ];
  const flowShares = shares(flows.map(([, v]) => v));
  return (
    <div className="industry-overview" data-testid="industry-overview">
      <table className="popup-detail" data-testid="industry-info">
        <tbody>
          {info.map(([label, value, cls]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={cls}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="industry-side">
        <IndustryBreadth s={s} />
        <div className="cash-flow" data-testid="industry-cash-flow">
          <h4>{t("popup.index.cashFlow")}</h4>
          {flows.map(([label, value, cls], i) => (
            <div className="flow-row" key={label}>
              <span className="flow-label">{label}</span>
              <span className="flow-bar">
                <span className={`flow-fill ${cls}`} style={{ width: `${flowShares[i]}%` }} />
              </span>
              <span className="flow-value">
                {formatCompact(value, language)} {s.value > 0 ? `(${flowShares[i].toFixed(2)}%)` : ""}
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The members' breadth: up (at ceiling), unchanged, down (at floor), untraded, and a bar of their shares. */
function IndustryBreadth({ s }: { s: IndustryStats }) {
  const { t } = useTranslation();
  const count = (n: number) => formatNumber(n);
  const breadth: [string, number, string][] = [
    [t("popup.index.up"), s.up, "price-up"],
    [t("popup.index.unchanged"), s.unchanged, "price-reference"],
    [t("popup.index.down"), s.down, "price-down"],
    [t("industry.untraded"), s.untraded, "price-none"],
  ];
  const breadthShares = shares(breadth.map(([, n]) => n));
  return (
    <>
      <div className="index-breadth" data-testid="industry-breadth" title={t("popup.index.breadth")}>
        <span className="price-up" data-count="up" data-value={s.up}>
          ▲ {count(s.up)} <small className="price-ceiling">({count(s.upCeil)})</small>
        </span>
        <span className="price-reference" data-count="unchanged" data-value={s.unchanged}>
          ■ {count(s.unchanged)}
        </span>
        <span className="price-down" data-count="down" data-value={s.down}>
          ▼ {count(s.down)} <small className="price-floor">({count(s.downFloor)})</small>
        </span>
        <span
          className="industry-untraded"
          data-count="untraded"
          data-value={s.untraded}
          title={t("industry.untraded")}
        >
          ○ {count(s.untraded)}
        </span>
      </div>
      <div
        className="industry-breadth-bar"
        role="img"
        aria-label={`${t("industry.breadthChart")}: ${breadth.map(([label, n]) => `${label} ${n}`).join(", ")}`}
      >
        {breadth.map(([label, , cls], i) => (
          <span key={label} className={`flow-fill ${cls}`} style={{ width: `${breadthShares[i]}%` }} />
        ))}
      </div>
    </>
  );
}
