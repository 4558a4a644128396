import { formatNumber, formatPercent, formatVolume, IndexField } from "@vnboard/feed";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { feed, market } from "../../../shared/feed/market";
import { changeClass } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { SIDE_TAB_REFRESH_MS } from "../../../shared/live/spec-timings";
import { rowStamp, useLive } from "../../../shared/live/use-live";
import { openIndexPopup } from "../../../shared/state/popup-state";
import { FigureTable } from "./FigureTable";
import { ForeignHistory } from "./ForeignHistory";
import { IndexInfoCharts } from "./IndexInfoCharts";
import { billions, points } from "./index-format";
import { SideCandles } from "./SideCandles";
import { useIndexChartSources } from "./use-index-chart-sources";

const I = IndexField;
const indices = market.indices;
const pair = (a: string, b: string) => `${a || "-"} / ${b || "-"}`;

/**
 * Keeps the feed subscribed to the index while it is selected, so that its intraday chart (msgType 8)
 * arrives; the subscription is dropped afterwards only if this tab made it (the header strip keeps
 * its own).
 */
function useIndexSubscription(code: string): void {
  useEffect(() => {
    if (feed.subscribedIndices.includes(code)) return;
    feed.subscribeIndex(code);
    return () => {
      if (feed.subscribedIndices.includes(code)) feed.unsubscribeIndex(code);
    };
  }, [code]);
}

/** The overview's rows (spec 2.4): points, volumes, values in billions of dong. */
function overviewRows(t: TFunction, n: (field: number) => number): [string, string][] {
  return [
    [t("sideTab.reference"), points(n(I.priorIndex))],
    [t("sideTab.openClose"), pair(points(n(I.openIndex)), points(n(I.closeIndex)))],
    [t("sideTab.lowHigh"), pair(points(n(I.lowestIndex)), points(n(I.highestIndex)))],
    [t("sideTab.matched"), pair(formatVolume(n(I.totalTradedQttyNM)), billions(n(I.totalTradedValueNM)))],
    [t("sideTab.putThrough"), pair(formatVolume(n(I.totalTradedQttyPT)), billions(n(I.totalTradedValuePT)))],
    [t("sideTab.total"), pair(formatVolume(n(I.totalTradedQtty)), billions(n(I.totalTradedValue)))],
  ];
}

/** The detail of a selected index (spec 2.4): overview, intraday and breadth charts, foreign history. */
export function IndexInfo({ code }: { code: string }) {
  const { t } = useTranslation();
  useLive([indices], () => rowStamp(indices, code), [code], { intervalMs: SIDE_TAB_REFRESH_MS });
  useIndexSubscription(code);
  const daily = useRestData(`side:index-daily:${code}`, () => rest.indexDailyCandles(code, "1M"));
  const sources = useIndexChartSources(code, t);
  const row = indices.rowOf(code);
  const n = (f: number) => indices.num(f, row);
  return (
    <div className="side-info" data-testid="side-index-info" data-code={code}>
      <IndexInfoHead code={code} n={n} name={indices.str(I.indexName, row)} />
      <FigureTable testId="side-index-overview" note={t("sideTab.billions")} rows={overviewRows(t, n)} />
      <div className="side-breadth" data-testid="side-index-breadth">
        <span className="price-up">
          ▲ {formatNumber(n(I.up))} <small className="price-ceiling">({formatNumber(n(I.upCeil))})</small>
        </span>
        <span className="price-reference">■ {formatNumber(n(I.noChange))}</span>
        <span className="price-down">
          ▼ {formatNumber(n(I.down))} <small className="price-floor">({formatNumber(n(I.downFloor))})</small>
        </span>
      </div>
      <IndexInfoCharts sources={sources} />
      <section className="side-section">
        <h4>{t("sideTab.chart.daily")}</h4>
        <SideCandles
          base={daily}
          intraday={false}
          formatPrice={points}
          formatVolume={(v) => formatVolume(v)}
          label={t("sideTab.chart.daily")}
          testId="side-index-daily"
        />
      </section>
      <ForeignHistory code={code} />
    </div>
  );
}

/** Code, name, the details button (the index popup) and the current value with its change. */
function IndexInfoHead({ code, name, n }: { code: string; name: string; n: (field: number) => number }) {
  const { t } = useTranslation();
  const change = n(I.changeIndex);
  return (
    <header className="side-info-head">
      <div>
        <strong className="side-code">{code}</strong>
        <span className="side-name">{name}</span>
        {/* The index popup's TOP, foreign and past-price tabs go further than this overview. */}
        <button
          type="button"
          className="side-info-details"
          data-testid="side-index-details"
          onClick={() => openIndexPopup(code)}
        >
          {t("sideTab.indexDetails")}
        </button>
      </div>
      <div className={`side-price ${changeClass(change)}`} data-testid="side-index-value">
        {points(n(I.currentIndex))}{" "}
        <small>
          {points(change)} ({formatPercent(n(I.pctChangeIndex))})
        </small>
      </div>
    </header>
  );
}
