import { MARKET_DISPLAY_NAME, MarketCode } from "@vnboard/feed";
import { useState } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { closePopup, openBondPopup } from "../../../shared/state/popup-state";
import { Tabs } from "../../../shared/ui/Tabs";
import { PopupFrame } from "../frame/PopupFrame";
import { BondHistoryTab } from "./BondHistoryTab";
import { BondInfoTab } from "./BondInfoTab";
import { BondSearch } from "./BondSearch";
import { type BondQueryProblem, bondToday, checkDates, compactToInput, inputToCompact } from "./bond-query";
import { useBondPoller } from "./use-bond-poller";
import "./bond.css";

type BondTab = "info" | "history";

/**
 * The bond popup (spec 2.5, POPUP_TPRL): a bond-code search in the header, an information tab and a
 * price-history tab. Its data comes from one call polled every 5 s while it is open (spec 7); the
 * history's dates stay when the code is swapped through the search.
 */
export function BondPopup({ code }: { code: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BondTab>("info");
  // The form's dates, and the dates last searched (both today at first, spec 2.5).
  const [form, setForm] = useState(() => {
    const today = compactToInput(bondToday(market.$serverTime.get()));
    return { from: today, to: today };
  });
  const [searched, setSearched] = useState(() => ({
    from: inputToCompact(form.from) ?? "",
    to: inputToCompact(form.to) ?? "",
    id: 0,
  }));
  const [problem, setProblem] = useState<BondQueryProblem>(null);
  const view = useBondPoller({ code, from: searched.from, to: searched.to }, searched.id);
  const info = view.detail?.stockBondInfo ?? null;

  const searchHistory = () => {
    const found = checkDates(form.from, form.to);
    setProblem(found);
    if (found !== null) return;
    setSearched((s) => ({
      from: inputToCompact(form.from) ?? "",
      to: inputToCompact(form.to) ?? "",
      id: s.id + 1,
    }));
  };

  let body: React.ReactNode;
  if (view.status === "idle" || code === "") body = <p className="popup-empty">{t("bond.pickCode")}</p>;
  else if (view.status === "unknown")
    body = (
      <p className="popup-empty" data-testid="bond-unknown">
        {t("bond.unknown")}
      </p>
    );
  else if (tab === "history")
    body = (
      <BondHistoryTab
        view={view}
        from={form.from}
        to={form.to}
        onFrom={(from) => setForm((f) => ({ ...f, from }))}
        onTo={(to) => setForm((f) => ({ ...f, to }))}
        onSearch={searchHistory}
        problem={problem}
      />
    );
  else if (info !== null) body = <BondInfoTab info={info} />;
  else
    body = <p className="popup-empty">{t(view.status === "loading" ? "popup.loading" : "popup.noData")}</p>;

  return (
    <PopupFrame
      label={code || t("bond.title")}
      className="bond-popup"
      header={
        <div className="popup-title">
          <span className="popup-code" data-testid="popup-code">
            {code || t("bond.title")}
          </span>
          {info !== null && <span className="popup-name">{info.issuer}</span>}
          <span className="popup-market">{MARKET_DISPLAY_NAME[MarketCode.TPRL]}</span>
          <BondSearch onSearch={(next) => openBondPopup(next)} />
        </div>
      }
      onClose={closePopup}
    >
      <Tabs
        items={[
          { key: "info", label: t("bond.tab.info") },
          { key: "history", label: t("bond.tab.history") },
        ]}
        value={tab}
        onChange={setTab}
      />
      {body}
    </PopupFrame>
  );
}
