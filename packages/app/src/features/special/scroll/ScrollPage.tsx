import { useStore } from "@nanostores/react";
import {
  AUTO_SCROLL_STEP_MS,
  AUTO_SCROLL_STEP_PX,
  type Board,
  BoardView,
  DETAIL_COLUMNS,
  EXTRA_COLUMN_TOGGLES,
  visibleColumns,
} from "@vnboard/board-canvas";
import { MARKET_DISPLAY_NAME } from "@vnboard/feed";
import { type CSSProperties, useEffect, useMemo, useRef, useState } from "react";
import { boardRowsPainted } from "../../../shared/feed/first-rows-hold";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, structureStamp, useLive } from "../../../shared/live/use-live";
import { codesForRoute } from "../../../shared/routes/board-codes";
import type { BoardRoute } from "../../../shared/routes/route-table";
import { useBoardLook } from "../../../shared/theme/use-board-look";
import { miniChartFeed } from "../../boards/mini-chart-feed";
import { WallConnection } from "../WallConnection";
import { useWallScale } from "../wall-scale";
import { startAutoScroll } from "./auto-scroll";

/** The wall display's columns: the default DETAIL set (no extras), which fits a 1920 px screen. */
const SCROLL_COLUMNS = visibleColumns(DETAIL_COLUMNS, new Set(EXTRA_COLUMN_TOGGLES));

/**
 * The auto-scrolling display of one exchange (/hsx/scroll, ...; spec 2.1, 4, 9): its own header
 * 'live price board' plus the exchange name over the exchange's board, which moves 1 px every 50 ms
 * and loops to the top. Open without login (the route is `open`). No toolbar: it is a wall display,
 * scaled to the screen (useWallScale) with the columns filling the width.
 */
export function ScrollPage({ route }: { route: BoardRoute }) {
  const { t, language } = useTranslation();
  const look = useBoardLook();
  const baskets = useStore(market.$baskets);
  const version = useLive([market.symbols], () => structureStamp(market.symbols), [], ROWS_AT_ONCE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when rows or baskets change
  const codes = useMemo(() => codesForRoute(market, route), [route, baskets, version]);
  const [board, setBoard] = useState<Board | null>(null);
  const label = useMemo(() => (key: string) => String(t(key)), [t]);
  const exchange = route.marketCode === undefined ? "" : MARKET_DISPLAY_NAME[route.marketCode];

  const section = useRef<HTMLElement>(null);
  // Readable from across the room: 1 on a full-HD screen, 3 on a 4K wall; the columns fill the width.
  const scale = useWallScale();

  useEffect(() => {
    if (board === null) return;
    return miniChartFeed.subscribe((code) => board.miniChartLoaded(code));
  }, [board]);

  useEffect(() => {
    if (board === null) return;
    return startAutoScroll(board, AUTO_SCROLL_STEP_PX, AUTO_SCROLL_STEP_MS, (position) =>
      section.current?.setAttribute("data-scroll-position", String(position)),
    );
  }, [board]);

  return (
    <section
      ref={section}
      className="special-page scroll-page"
      data-scroll-exchange={route.marketCode}
      data-wall-scale={scale}
      style={{ "--wall-scale": scale } as CSSProperties}
    >
      <header className="scroll-header">
        <h1>
          {t("special.scroll.title")} <span className="scroll-exchange">{exchange}</span>
        </h1>
      </header>
      {codes.length === 0 ? (
        <p className="special-empty" data-board-state="loading">
          {t("special.loading")}
        </p>
      ) : (
        <div className="board-host scroll-board-host">
          <BoardView
            key={language}
            store={market.symbols}
            codes={codes}
            columns={SCROLL_COLUMNS}
            miniCharts={miniChartFeed}
            language={language}
            {...look}
            label={label}
            view="table"
            sort={null}
            scale={scale}
            fit
            // Draw in a worker (OffscreenCanvas), as the live boards do: each step's image copy and row
            // leave the page's thread; the board falls back to pixi where workers are missing.
            worker
            onReady={setBoard}
            onFirstRows={boardRowsPainted}
            style={{ position: "absolute", inset: 0 }}
          />
        </div>
      )}
      <WallConnection />
    </section>
  );
}
