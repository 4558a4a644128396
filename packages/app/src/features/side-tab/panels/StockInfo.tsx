import {
  formatCompact,
  formatPercent,
  formatPrice,
  formatVolume,
  isMarketCode,
  MARKET_DISPLAY_NAME,
  SymbolField,
} from "@vnboard/feed";
import { useMemo } from "react";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { candleColumns } from "../../../shared/chart/CandlePanel";
import { fromDailyCandles } from "../../../shared/chart/candle";
import { market } from "../../../shared/feed/market";
import { changeClass, priceClassOf } from "../../../shared/format/price-class";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { SIDE_TAB_REFRESH_MS } from "../../../shared/live/spec-timings";
import { rowStamp, useLive } from "../../../shared/live/use-live";
import { ActiveVolumeBar } from "./ActiveVolumeBar";
import { FigureTable } from "./FigureTable";
import { SideCandles } from "./SideCandles";
import { SidePriceSteps } from "./SidePriceSteps";
import { averageVolume, vietnamDayStart } from "./stock-figures";

const F = SymbolField;
const symbols = market.symbols;
const MINUTE_COLUMNS = candleColumns(market.minuteCharts, "price");
const price = (dong: number) => formatPrice(dong);
const pair = (a: string, b: string) => `${a || "-"} / ${b || "-"}`;

/**
 * The detail of a selected stock (spec 2.4): overview with the active buy/sell bar, price-step volume,
 * intraday candles and daily candles with volume. Figures re-render at most once a second.
 */
export function StockInfo({ code }: { code: string }) {
  const { t, language } = useTranslation();
  useLive([symbols], () => rowStamp(symbols, code), [code], { intervalMs: SIDE_TAB_REFRESH_MS });
  const intraday = useRestData(`side:stock-intraday:${code}`, () => rest.stockDailyCandles(code, "D"));
  const daily = useRestData(`side:stock-daily:${code}`, () => rest.stockDailyCandles(code, "1M"));
  const average = useMemo(() => {
    const now = market.$serverTime.get() || Date.now();
    return daily.data === null
      ? Number.NaN
      : averageVolume(fromDailyCandles(daily.data), vietnamDayStart(now));
  }, [daily.data]);
  const row = symbols.rowOf(code);
  const n = (f: number) => symbols.num(f, row);
  const ref = n(F.refPrice);
  const ceil = n(F.ceilPrice);
  const floor = n(F.floorPrice);
  const colour = (value: number) => priceClassOf(value, ref, ceil, floor);
  const match = n(F.matchPrice);
  return (
    <div className="side-info" data-testid="side-stock-info" data-code={code}>
      <StockInfoHead code={code} row={row} tone={colour(match)} />
      <FigureTable
        testId="side-stock-overview"
        rows={[
          [t("sideTab.reference"), price(ref)],
          [t("sideTab.openClose"), pair(price(n(F.openPrice)), price(n(F.closePrice)))],
          [
            t("sideTab.lowHighAvg"),
            `${pair(price(n(F.lowestPrice)), price(n(F.highestPrice)))} / ${price(n(F.avgPrice)) || "-"}`,
          ],
          [
            t("sideTab.matched"),
            pair(formatVolume(n(F.totalTradedQtty)), formatCompact(n(F.totalTradedValue), language)),
          ],
          [t("sideTab.avgVolume10"), formatVolume(average) || "-"],
        ]}
      />
      <ActiveVolumeBar buy={n(F.totalBuyQtty)} sell={n(F.totalSellQtty)} />
      <section className="side-section">
        <h4>{t("sideTab.chart.intradayStock")}</h4>
        <SideCandles
          base={intraday}
          live={{ store: market.minuteCharts, key: code, columns: MINUTE_COLUMNS }}
          intraday
          reference={ref > 0 ? ref : undefined}
          formatPrice={price}
          formatVolume={(v) => formatVolume(v)}
          label={t("sideTab.chart.intradayStock")}
          testId="side-stock-intraday"
        />
      </section>
      <section className="side-section">
        <h4>{t("sideTab.chart.priceSteps")}</h4>
        <SidePriceSteps code={code} />
      </section>
      <section className="side-section">
        <h4>{t("sideTab.chart.daily")}</h4>
        <SideCandles
          base={daily}
          intraday={false}
          formatPrice={price}
          formatVolume={(v) => formatVolume(v)}
          label={t("sideTab.chart.daily")}
          testId="side-stock-daily"
        />
      </section>
    </div>
  );
}

/** Code, market and name, the last match (coloured against the band) with its change. */
function StockInfoHead({ code, row, tone }: { code: string; row: number; tone: string }) {
  const n = (f: number) => symbols.num(f, row);
  const marketCode = symbols.str(F.marketCode, row);
  return (
    <header className="side-info-head">
      <div>
        <strong className="side-code" data-testid="side-stock-code">
          {code}
        </strong>
        <span className="side-name">
          {isMarketCode(marketCode) ? MARKET_DISPLAY_NAME[marketCode] : ""} · {symbols.str(F.symbolName, row)}
        </span>
      </div>
      <div className={`side-price ${tone}`}>
        {price(n(F.matchPrice))}{" "}
        <small className={changeClass(n(F.changePrice))}>
          {price(n(F.changePrice))} ({formatPercent(n(F.pctChangePrice))})
        </small>
      </div>
    </header>
  );
}
