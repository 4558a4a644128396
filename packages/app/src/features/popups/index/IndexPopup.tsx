import type { TopListKind } from "@vnboard/feed";
import { useEffect, useState } from "react";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { feed } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { popoutHref } from "../../../shared/popout/popout";
import { closePopup } from "../../../shared/state/popup-state";
import { Tabs } from "../../../shared/ui/Tabs";
import { ChartIframe } from "../ChartIframe";
import { type ChartRange, DEFAULT_CHART_RANGE } from "../chart-range";
import { PopupFrame } from "../frame/PopupFrame";
import { POPUP_CONFIG } from "../popup-config";
import { IndexHeader } from "./IndexHeader";
import { IndexForeign, IndexPastPrices } from "./IndexHistoryTables";
import { IndexOverview } from "./IndexOverview";
import { IndexTop } from "./IndexTop";

type IndexTab = "overview" | "chart" | "top" | "foreign" | "pastPrices";

/**
 * Subscribes the index's live series (chart 8, statistic 14, foreign 16) while the popup shows it,
 * unless something else (the index strip) had already subscribed it; then it is left as it was.
 */
function useIndexSubscription(code: string): void {
  useEffect(() => {
    if (feed.subscribedIndices.includes(code)) return;
    feed.subscribeIndex(code);
    return () => feed.unsubscribeIndex(code);
  }, [code]);
}

/** The index popup (spec 2.5, type IDX): overview, TOP, foreign investor trading, past prices. */
export function IndexPopup({ code }: { code: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<IndexTab>("overview");
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  // The TOP list chosen stays chosen while the user looks at other tabs.
  const [topKind, setTopKind] = useState<TopListKind>(0);
  useIndexSubscription(code);
  const history = useRestData(`indexhist:${code}`, () => rest.indexHistory(code));
  return (
    <PopupFrame
      label={code}
      className="index-popup"
      header={<IndexHeader code={code} />}
      onClose={closePopup}
      popOutHref={() => popoutHref(location.pathname, { kind: "index", code })}
    >
      <Tabs
        items={[
          { key: "overview", label: t("popup.tab.overview") },
          // The technical chart page (spec 2.5): ours at /chart unless built with VITE_CHART_IFRAME_URL=off.
          ...(POPUP_CONFIG.chartIframeTemplate === ""
            ? []
            : [{ key: "chart" as const, label: t("popup.tab.technicalChart") }]),
          { key: "top", label: t("popup.tab.top") },
          { key: "foreign", label: t("popup.tab.foreign") },
          { key: "pastPrices", label: t("popup.tab.pastPrices") },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === "overview" && <IndexOverview code={code} range={range} onRange={setRange} />}
      {tab === "chart" && <ChartIframe code={code} kind="index" />}
      {tab === "top" && <IndexTop code={code} kind={topKind} onKind={setTopKind} />}
      {tab === "foreign" && <IndexForeign history={history} />}
      {tab === "pastPrices" && <IndexPastPrices code={code} history={history} />}
    </PopupFrame>
  );
}
