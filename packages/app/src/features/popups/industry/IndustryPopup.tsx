import { useStore } from "@nanostores/react";
import { useState } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { closePopup } from "../../../shared/state/popup-state";
import { Tabs } from "../../../shared/ui/Tabs";
import { PopupFrame } from "../frame/PopupFrame";
import { IndustryOverview } from "./IndustryOverview";
import { IndustryStocks, type StockListKind } from "./IndustryStocks";
import { findIndustry } from "./industry-rows";
import "./industry.css";

type IndustryTab = "overview" | "stocks";

/** The industry popup (spec 2.5, type IND): titled with the industry's name; overview and stock list. */
export function IndustryPopup({ code }: { code: string }) {
  const { t, language } = useTranslation();
  const industries = useStore(market.$industries);
  const industry = findIndustry(industries, code);
  const [tab, setTab] = useState<IndustryTab>("overview");
  // The list chosen stays chosen while the user looks at the overview.
  const [list, setList] = useState<StockListKind>("all");
  const name = industry === null ? code : industry.names[language] || industry.name || code;
  return (
    <PopupFrame
      label={name}
      className="industry-popup"
      header={
        <div className="popup-title">
          <span className="popup-name industry-title" data-testid="industry-title" data-industry={code}>
            {name}
          </span>
        </div>
      }
      onClose={closePopup}
    >
      {industry === null ? (
        <p className="popup-empty" role="status">
          {t(industries.length === 0 ? "popup.loading" : "industry.unknown")}
        </p>
      ) : (
        <>
          <Tabs
            items={[
              { key: "overview", label: t("popup.tab.overview") },
              { key: "stocks", label: t("industry.tab.stocks") },
            ]}
            value={tab}
            onChange={setTab}
          />
          {tab === "overview" && <IndustryOverview industry={industry} />}
          {tab === "stocks" && <IndustryStocks industry={industry} kind={list} onKind={setList} />}
        </>
      )}
    </PopupFrame>
  );
}
