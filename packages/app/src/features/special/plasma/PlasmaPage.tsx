import { useStore } from "@nanostores/react";
import { type CSSProperties, useEffect, useState } from "react";
import { feed, market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { useLive } from "../../../shared/live/use-live";
import type { BoardRoute } from "../../../shared/routes/route-table";
import { IndexStripController } from "../../index-strip/index-strip-controller";
import { useIndexChartSetup } from "../../index-strip/use-index-chart-setup";
import { WallConnection } from "../WallConnection";
import { useWallScale } from "../wall-scale";
import { PlasmaIndexPanel } from "./PlasmaIndexPanel";
import { PlasmaTopTable } from "./PlasmaTopTable";
import { PLASMA_EXCHANGES, PLASMA_INDICES, PLASMA_REFRESH_MS } from "./plasma-indices";
import { PlasmaTop, type PlasmaTopLine, plasmaTopKey } from "./plasma-top";
import "./plasma.css";

const MARKET_CODES = PLASMA_EXCHANGES.map((e) => e.marketCode);

/** The plasma indexes' charts come with an index subscription; those this page added go with it. */
function useIndexCharts(codes: readonly string[]): void {
  useEffect(() => {
    const added = codes.filter((code) => !feed.subscribedIndices.includes(code));
    for (const code of added) feed.subscribeIndex(code);
    return () => {
      for (const code of added) feed.unsubscribeIndex(code);
    };
  }, [codes]);
}

/** TOP 5 tables recomputed once a second; React renders only when a shown text changed. */
function usePlasmaTop(): PlasmaTopLine[][] | null {
  const [top] = useState(() => new PlasmaTop(market.symbols));
  return useLive<PlasmaTopLine[][] | null>(
    [],
    () => (market.symbols.rowCount === 0 ? null : top.compute(MARKET_CODES)),
    [top],
    // An empty store keeps what is shown; so does a recompute whose texts did not change.
    { everyMs: PLASMA_REFRESH_MS, same: (shown, next) => next === null || sameTop(shown, next) },
  );
}

function sameTop(shown: PlasmaTopLine[][] | null, next: PlasmaTopLine[][]): boolean {
  return shown !== null && plasmaTopKey(shown) === plasmaTopKey(next);
}

/**
 * The plasma screen (/plasma, spec 2.3.10): four indexes with their charts, counts and status, and a
 * TOP 5 table per exchange; no index header. Laid out for 1920x1080 and 3840x2160 walls (plasma.css
 * scales with the viewport); updates at most once a second.
 */
export function PlasmaPage(_props: { route: BoardRoute }) {
  const { t, language } = useTranslation();
  const [controller] = useState(
    () => new IndexStripController(market, PLASMA_INDICES, { intervalMs: PLASMA_REFRESH_MS }),
  );
  const ready = useStore(controller.$ready);
  const chartSetup = useIndexChartSetup();
  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);
  useEffect(() => controller.setLanguage(language, (key) => t(key)), [controller, language, t]);
  useIndexCharts(PLASMA_INDICES);
  const tables = usePlasmaTop();
  const scale = useWallScale();
  return (
    <section
      className="plasma"
      aria-busy={!ready || tables === null}
      data-wall-scale={scale}
      style={{ "--wall-scale": scale } as CSSProperties}
    >
      <h1 className="visually-hidden">{t("menu.plasma")}</h1>
      <div className="plasma-indices">
        {PLASMA_INDICES.map((code) => (
          <PlasmaIndexPanel key={code} code={code} controller={controller} chartSetup={chartSetup} />
        ))}
      </div>
      <div className="plasma-tops">
        {PLASMA_EXCHANGES.map((e, i) => (
          <PlasmaTopTable
            key={e.marketCode}
            exchange={e.name}
            lines={tables === null ? null : (tables[i] ?? [])}
          />
        ))}
      </div>
      <WallConnection />
    </section>
  );
}
