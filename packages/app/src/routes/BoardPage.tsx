import { useStore } from "@nanostores/react";
import {
  type Board,
  BoardView,
  cwCodeWidth,
  DETAIL_COLUMNS,
  ODD_LOT_COLUMNS,
  TOTAL_COLUMNS,
  TOTAL_ODD_LOT_COLUMNS,
  visibleColumns,
  withCodeWidth,
} from "@vnboard/board-canvas";
import { useEffect, useMemo, useRef, useState } from "react";
import { market } from "../feed/market";
import { useTranslation } from "../i18n/use-translation";
import { BoardToolbar } from "../layout/BoardToolbar";
import { openStockPopup } from "../popups/popup-state";
import { $hiddenColumns, $sort, $viewMode } from "../settings/board-settings";
import { codesForRoute } from "./board-codes";
import type { BoardRoute } from "./route-table";

/** An exchange, basket, odd-lot or covered-warrant board: the canvas board over the live store. */
export function BoardPage({ route }: { route: BoardRoute }) {
  const { t, language } = useTranslation();
  const baskets = useStore(market.$baskets);
  const view = useStore($viewMode);
  const hidden = useStore($hiddenColumns);
  const sort = useStore($sort);
  const [version, setVersion] = useState(market.symbols.structureVersion);
  useEffect(() => market.symbols.onStructureChange(() => setVersion(market.symbols.structureVersion)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when rows or baskets change
  const codes = useMemo(() => codesForRoute(market, route), [route, baskets, version]);
  const columns = useMemo(() => {
    const base =
      view === "total"
        ? route.isOddLot
          ? TOTAL_ODD_LOT_COLUMNS
          : TOTAL_COLUMNS
        : route.isOddLot
          ? ODD_LOT_COLUMNS
          : DETAIL_COLUMNS;
    const shown = visibleColumns(base, new Set(hidden));
    return route.coveredWarrants ? withCodeWidth(shown, cwCodeWidth(codes)) : shown;
  }, [route, codes, view, hidden]);
  const board = useRef<Board | null>(null);
  const label = useMemo(() => (key: string) => String(t(key)), [t]);

  if (codes.length === 0) {
    const loading = market.symbols.rowCount === 0;
    return <p className="board-message">{t(loading ? "board.loading" : "board.empty")}</p>;
  }
  return (
    <>
      <BoardToolbar codes={codes} onPick={(code) => board.current?.scrollToCode(code)} />
      <div className="board-host">
        <BoardView
          key={`${route.path}-${language}`}
          store={market.symbols}
          codes={codes}
          columns={columns}
          oddLot={route.isOddLot ?? false}
          language={language}
          label={label}
          cardLabels={{
            totalVolume: t("card.totalVolume"),
            matchVolume: t("card.matchVolume"),
            bid: t("card.bid"),
            offer: t("card.offer"),
          }}
          view={view === "box" ? "cards" : "table"}
          sort={sort}
          onSortChange={(next) => $sort.set(next)}
          onRowClick={(code) => openStockPopup(code)}
          onReady={(created) => {
            board.current = created;
          }}
          style={{ position: "absolute", inset: 0 }}
        />
      </div>
    </>
  );
}
