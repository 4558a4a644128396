import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { Tabs } from "../../../shared/ui/Tabs";
import { DerivativeChartView } from "./DerivativeChartView";
import { MatchedHistory } from "./MatchedHistory";
import { OrderBook } from "./OrderBook";

/** Spec 4: the panel's tab 1 is the order book, tab 2 the matched history. */
export type PanelTab = "book" | "history";

/**
 * The expanded row of the derivatives board (spec 2.3.5): the contract's chart on the left, the order
 * book or matched history on the right. It stays mounted while it moves from row to row, so the chosen
 * tab is kept and the pollers switch contract instead of starting over.
 */
export function DerivativePanel({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PanelTab>("book");
  return (
    <section className="deriv-panel" aria-label={`${t("deriv.panel")} ${code}`} data-code={code}>
      <DerivativeChartView code={code} />
      <div className="deriv-side">
        <Tabs
          items={[
            { key: "book", label: t("deriv.tab.book") },
            { key: "history", label: t("deriv.tab.history") },
          ]}
          value={tab}
          onChange={setTab}
          extra={
            <button type="button" className="deriv-close" onClick={onClose} aria-label={t("deriv.close")}>
              ×
            </button>
          }
        />
        <div className="deriv-tab-body">
          {tab === "book" ? <OrderBook code={code} /> : <MatchedHistory code={code} />}
        </div>
      </div>
    </section>
  );
}
