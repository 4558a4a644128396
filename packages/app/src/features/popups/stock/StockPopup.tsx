import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { popoutHref } from "../../../shared/popout/popout";
import { closePopup } from "../../../shared/state/popup-state";
import { Tabs } from "../../../shared/ui/Tabs";
import { type ChartRange, DEFAULT_CHART_RANGE } from "../chart-range";
import { PopupFrame } from "../frame/PopupFrame";
import { fillUrlTemplate, POPUP_CONFIG } from "../popup-config";
import { Fundamentals } from "./Fundamentals";
import { StockHeader } from "./StockHeader";
import { StockOverview } from "./StockOverview";

type StockTab = "overview" | "fundamentals";

/**
 * The stock popup (spec 2.5, type ST). Its chart range lives here, so it survives a code swap through
 * the header search and goes back to Today when the popup closes (spec 4).
 */
export function StockPopup({ code, oddLot }: { code: string; oddLot: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<StockTab>("overview");
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  return (
    <PopupFrame
      label={code}
      className="stock-popup"
      header={<StockHeader code={code} oddLot={oddLot} />}
      onClose={closePopup}
      popOutHref={() => popoutHref(location.pathname, { kind: "stock", code, oddLot })}
    >
      <Tabs
        items={[
          { key: "overview", label: t("popup.tab.overview") },
          { key: "fundamentals", label: t("popup.tab.fundamentals") },
        ]}
        value={tab}
        onChange={setTab}
        extra={
          <a
            className="popup-tab-link"
            href={fillUrlTemplate(POPUP_CONFIG.companyUrlTemplate, { code })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("popup.tab.company")} ↗
          </a>
        }
      />
      {tab === "overview" ? (
        <StockOverview code={code} oddLot={oddLot} range={range} onRange={setRange} />
      ) : (
        <Fundamentals key={code} code={code} />
      )}
    </PopupFrame>
  );
}
