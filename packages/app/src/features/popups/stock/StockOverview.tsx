import { formatPrice, formatVolume, SymbolField } from "@vnboard/feed";
import { useState } from "react";
import { rest } from "../../../shared/api/rest";
import { CandlePanel, candleColumns } from "../../../shared/chart/CandlePanel";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { Tabs } from "../../../shared/ui/Tabs";
import { useNarrowScreen } from "../../../shared/ui/use-narrow-screen";
import { ChartIframe } from "../ChartIframe";
import type { ChartRange } from "../chart-range";
import { POPUP_CONFIG } from "../popup-config";
import { RangeButtons } from "../RangeButtons";
import { DetailTable } from "./DetailTable";
import { EventsList } from "./EventsList";
import { MatchHistory } from "./MatchHistory";
import { OrderLadder } from "./OrderLadder";
import { PriceSteps } from "./PriceSteps";
import { StockCsvButtons } from "./StockCsvButtons";

type SideTab = "matches" | "events" | "priceSteps";
const MINUTE_COLUMNS = candleColumns(market.minuteCharts, "price");
const chartPrice = (value: number) => formatPrice(value);
const chartVolume = (value: number) => formatVolume(value);

/**
 * The overview tab of the stock popup (spec 2.5): the chart with Today / 1 week / 1 month, a right
 * panel (match history, events, price-step chart), the detail table and the three-level ladder. On
 * narrow screens the canvas chart with its buttons replaces the provider iframe and the panels stack.
 */
export function StockOverview({
  code,
  oddLot,
  range,
  onRange,
}: {
  code: string;
  oddLot: boolean;
  range: ChartRange;
  onRange: (range: ChartRange) => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [side, setSide] = useState<SideTab>("matches");
  const useIframe = POPUP_CONFIG.chartIframeTemplate !== "" && !narrow;
  const reference = market.symbols.num(SymbolField.refPrice, market.symbols.rowOf(code));
  return (
    <div className="stock-overview">
      <section className="overview-chart">
        {useIframe ? (
          <ChartIframe code={code} kind="stock" />
        ) : (
          <>
            <RangeButtons value={range} onChange={onRange} />
            <CandlePanel
              key={`${code}:${range}`}
              loadKey={`stock:${code}:${range}`}
              load={() => rest.stockDailyCandles(code, range)}
              live={
                range === "D" ? { store: market.minuteCharts, key: code, columns: MINUTE_COLUMNS } : undefined
              }
              intraday={range === "D"}
              reference={range === "D" && reference > 0 ? reference : undefined}
              formatPrice={chartPrice}
              formatVolume={chartVolume}
            />
          </>
        )}
      </section>
      <section className="overview-side">
        <Tabs
          items={[
            { key: "matches", label: t("popup.tab.matches") },
            { key: "events", label: t("popup.tab.events") },
            { key: "priceSteps", label: t("popup.tab.priceSteps") },
          ]}
          value={side}
          onChange={setSide}
        />
        <div className="side-panel">
          {side === "matches" && <MatchHistory key={code} code={code} />}
          {side === "events" && <EventsList key={code} code={code} />}
          {side === "priceSteps" && <PriceSteps key={code} code={code} />}
        </div>
        <StockCsvButtons code={code} />
      </section>
      <section className="overview-detail">
        <DetailTable code={code} oddLot={oddLot} />
        <OrderLadder code={code} oddLot={oddLot} />
      </section>
    </div>
  );
}
