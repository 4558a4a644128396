import { useStore } from "@nanostores/react";
import {
  type Board,
  BoardView,
  COVERED_WARRANT_COLUMNS,
  cwCodeWidth,
  DETAIL_COLUMNS,
  ODD_LOT_COLUMNS,
  type RowOrderState,
  TOTAL_COLUMNS,
  TOTAL_ODD_LOT_COLUMNS,
  visibleColumns,
  withCallAuction,
  withCodeWidth,
  withDisplayToggles,
} from "@vnboard/board-canvas";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { market } from "../../shared/feed/market";
import { useTranslation } from "../../shared/i18n/use-translation";
import {
  $extraColumns,
  $hiddenColumns,
  $percentChange,
  $sort,
  $totalValue,
  $viewMode,
  hiddenToggles,
} from "../../shared/settings/board-settings";
import { layoutKindOf } from "../../shared/settings/layout-model";
import { rowOrderFor, saveRowOrder } from "../../shared/settings/row-orders";
import { openStockPopup } from "../../shared/state/popup-state";
import { selectSymbol } from "../../shared/state/selection";
import { useNarrowScreen } from "../../shared/ui/use-narrow-screen";
import { BoardToolbar } from "./BoardToolbar";
import { useCallAuction } from "./call-auction";
import { miniChartFeed } from "./mini-chart-feed";
import { narrowColumns } from "./narrow-columns";
import { RowMenu, type RowMenuState } from "./RowMenu";

/**
 * A live canvas board over the market store with the toolbar (search, view modes, columns, sort), the
 * stored pinned rows and dragged order of its path, the favourites star and the row menu.
 */
export function LiveBoard({
  path,
  codes,
  oddLot = false,
  coveredWarrants = false,
  favourites,
  onStar,
  toolbarStart,
}: {
  /** The board's path: pinned rows and dragged order are stored per path (spec 3, 4). */
  path: string;
  codes: readonly string[];
  oddLot?: boolean;
  coveredWarrants?: boolean;
  /** Starred codes (the star column draws them filled). */
  favourites: ReadonlySet<string>;
  /** Star click: toggles the favourite (spec 4). */
  onStar: (code: string) => void;
  /** Extra toolbar content before the search (list management on favourites boards). */
  toolbarStart?: ReactNode;
}) {
  const { t, language } = useTranslation();
  const view = useStore($viewMode);
  const hidden = useStore($hiddenColumns);
  const extras = useStore($extraColumns);
  const percent = useStore($percentChange);
  const value = useStore($totalValue);
  const sort = useStore($sort);
  // Odd-lot boards match continuously (no call auction on the odd-lot board, market-rules.md).
  const auction = useCallAuction(market, codes, !oddLot);
  const board = useRef<Board | null>(null);
  const [order, setOrder] = useState<RowOrderState>(() => rowOrderFor(path));
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const label = useMemo(() => (key: string) => String(t(key)), [t]);
  // A phone shows code, price, change and volume across the whole width; a tap opens the detail.
  const narrow = useNarrowScreen();

  const columns = useMemo(() => {
    if (narrow) {
      const total = narrowColumns(oddLot ? TOTAL_ODD_LOT_COLUMNS : TOTAL_COLUMNS, oddLot);
      const shown = withCallAuction(withDisplayToggles(total, { percent, value }), auction);
      return coveredWarrants ? withCodeWidth(shown, cwCodeWidth(codes)) : shown;
    }
    const base =
      view === "total"
        ? oddLot
          ? TOTAL_ODD_LOT_COLUMNS
          : TOTAL_COLUMNS
        : oddLot
          ? ODD_LOT_COLUMNS
          : coveredWarrants
            ? COVERED_WARRANT_COLUMNS
            : DETAIL_COLUMNS;
    const shown = withCallAuction(
      withDisplayToggles(visibleColumns(base, hiddenToggles(hidden, extras)), { percent, value }),
      auction,
    );
    return coveredWarrants ? withCodeWidth(shown, cwCodeWidth(codes)) : shown;
  }, [narrow, oddLot, coveredWarrants, codes, view, hidden, extras, percent, value, auction]);

  // The mini charts' closes arrive for every board; tell the mounted one (it redraws that code's cell).
  const stopCharts = useRef<(() => void) | null>(null);
  useEffect(() => () => stopCharts.current?.(), []);

  const onOrderChange = useCallback(
    (next: RowOrderState) => {
      setOrder(next);
      saveRowOrder(path, next);
    },
    [path],
  );
  const closeMenu = useCallback(() => setMenu(null), []);

  return (
    <>
      <BoardToolbar
        codes={codes}
        onPick={(code) => board.current?.scrollToCode(code)}
        source={{
          path,
          columns,
          oddLot,
          layoutKind: layoutKindOf(oddLot, coveredWarrants),
          rowKeys: () => board.current?.rowKeys() ?? codes,
        }}
      >
        {toolbarStart}
      </BoardToolbar>
      <div className="board-host">
        <BoardView
          key={`${path}-${language}`}
          store={market.symbols}
          // Draw in a worker (OffscreenCanvas): the page's thread keeps only the store and the painters;
          // the board falls back to pixi on the page where OffscreenCanvas or workers are missing.
          worker
          codes={codes}
          columns={columns}
          oddLot={oddLot}
          language={language}
          label={label}
          cardLabels={{
            totalVolume: t("card.totalVolume"),
            matchVolume: t("card.matchVolume"),
            bid: t("card.bid"),
            offer: t("card.offer"),
          }}
          view={view === "box" && !narrow ? "cards" : "table"}
          fit={narrow}
          sort={sort}
          order={order}
          favourites={favourites}
          onSortChange={(next) => $sort.set(next)}
          onOrderChange={onOrderChange}
          onStarClick={onStar}
          onRowClick={(code) => {
            selectSymbol(code);
            openStockPopup(code, { oddLot });
          }}
          onRowContextMenu={(code, x, y) => {
            setMenu({ code, x, y });
            return true;
          }}
          miniCharts={miniChartFeed}
          onReady={(created) => {
            board.current = created;
            stopCharts.current?.();
            stopCharts.current = miniChartFeed.subscribe((code) => created.miniChartLoaded(code));
          }}
          style={{ position: "absolute", inset: 0 }}
        />
      </div>
      {menu !== null && (
        <RowMenu
          menu={menu}
          pinned={order.pinned.includes(menu.code)}
          favourite={favourites.has(menu.code)}
          onOpen={() => openStockPopup(menu.code, { oddLot })}
          onPin={() => board.current?.togglePin(menu.code)}
          onFavourite={() => onStar(menu.code)}
          onClose={closeMenu}
        />
      )}
    </>
  );
}
