import { useStore } from "@nanostores/react";
import { type Board, BoardView, type ColumnDef, type RowOrderState } from "@vnboard/board-canvas";
import type { TFunction } from "i18next";
import { type ReactNode, type RefObject, useCallback, useMemo, useRef, useState } from "react";
import { $staleExchanges } from "../../shared/feed/data-freshness";
import { boardRowsPainted } from "../../shared/feed/first-rows-hold";
import { market } from "../../shared/feed/market";
import { staleRowTest } from "../../shared/feed/stale-rows";
import { useTranslation } from "../../shared/i18n/use-translation";
import { $sort } from "../../shared/settings/board-settings";
import { layoutKindOf } from "../../shared/settings/layout-model";
import { rowOrderFor, saveRowOrder } from "../../shared/settings/row-orders";
import { openStockPopup } from "../../shared/state/popup-state";
import { selectSymbol } from "../../shared/state/selection";
import { useBoardLook } from "../../shared/theme/use-board-look";
import { lazyPartWithLoading } from "../../shared/ui/lazy-part";
import { useNarrowScreen } from "../../shared/ui/use-narrow-screen";
import { BoardToolbar } from "./BoardToolbar";
import { boardColumns } from "./board-columns";
import type { BoardSource } from "./board-source";
import { useCallAuction } from "./call-auction";
import { miniChartFeed } from "./mini-chart-feed";
import type { RowMenuState } from "./RowMenu";
import { useBoardErrors } from "./use-board-errors";
import { useBoardReady } from "./use-board-ready";
import { useBoardSettings } from "./use-board-settings";

// The row menu (a right click) loads on first use.
const RowMenu = lazyPartWithLoading<
  Parameters<typeof import("./RowMenu").RowMenu>[0],
  typeof import("./RowMenu")
>(() => import("./RowMenu"), "RowMenu", true);

interface LiveBoardProps {
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
}

/** The box view's card labels, in the user's language. */
function cardLabels(t: TFunction) {
  return {
    totalVolume: t("card.totalVolume"),
    matchVolume: t("card.matchVolume"),
    bid: t("card.bid"),
    offer: t("card.offer"),
  };
}

/** What the toolbar's CSV export and saved layouts need of this board. */
function boardSource(
  props: LiveBoardProps,
  columns: readonly ColumnDef[],
  board: RefObject<Board | null>,
): BoardSource {
  const { path, codes, oddLot = false, coveredWarrants = false } = props;
  return {
    path,
    columns,
    oddLot,
    layoutKind: layoutKindOf(oddLot, coveredWarrants),
    rowKeys: () => board.current?.rowKeys() ?? codes,
  };
}

/** A row click (a tap on a phone): the side tab's selection and the stock popup. */
function openRow(code: string, oddLot: boolean): void {
  selectSymbol(code);
  openStockPopup(code, { oddLot });
}

/** The board's pinned rows and dragged order, stored per path (spec 3, 4). */
function useRowOrder(path: string): [RowOrderState, (next: RowOrderState) => void] {
  // The state remembers whose order it holds: the board stays mounted across routes, and a state taken
  // only at mount kept the first path's order on the next path's board (and could save it there).
  const [held, setHeld] = useState(() => ({ path, order: rowOrderFor(path) }));
  const current = held.path === path ? held : { path, order: rowOrderFor(path) };
  if (current !== held) setHeld(current);
  const onOrderChange = useCallback(
    (next: RowOrderState) => {
      setHeld({ path, order: next });
      saveRowOrder(path, next);
    },
    [path],
  );
  return [current.order, onOrderChange];
}

/**
 * A live canvas board over the market store with the toolbar (search, view modes, columns, sort), the
 * stored pinned rows and dragged order of its path, the favourites star and the row menu. It draws in a
 * worker (OffscreenCanvas): the page's thread keeps only the store and the painters; the board falls back
 * to pixi on the page where OffscreenCanvas or workers are missing, or when its worker fails.
 */
export function LiveBoard(props: LiveBoardProps) {
  const { path, codes, oddLot = false, coveredWarrants = false, favourites, onStar, toolbarStart } = props;
  const { t, language } = useTranslation();
  const look = useBoardLook();
  const { view, hidden, extras, percent, value, sort } = useBoardSettings();
  // Odd-lot boards match continuously (no call auction on the odd-lot board, market-rules.md).
  const auction = useCallAuction(market, codes, !oddLot);
  const board = useRef<Board | null>(null);
  const [order, onOrderChange] = useRowOrder(path);
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const label = useMemo(() => (key: string) => String(t(key)), [t]);
  // A phone shows code, price, change and volume across the whole width; a tap opens the detail.
  const narrow = useNarrowScreen();
  const columns = useMemo(
    () =>
      boardColumns({ narrow, oddLot, coveredWarrants, codes, view, hidden, extras, percent, value, auction }),
    [narrow, oddLot, coveredWarrants, codes, view, hidden, extras, percent, value, auction],
  );
  const onReady = useBoardReady(board);
  // An exchange silent for longer than its session allows: its rows draw greyed (a new test: one redraw).
  const staleExchanges = useStore($staleExchanges);
  const isRowStale = useMemo(() => staleRowTest(staleExchanges), [staleExchanges]);
  const closeMenu = useCallback(() => setMenu(null), []);
  const drawing = useBoardErrors(); // `worker`, `onError`: made again on the page if it could not start
  return (
    <>
      <BoardToolbar
        codes={codes}
        onPick={(code) => board.current?.scrollToCode(code)}
        source={boardSource(props, columns, board)}
      >
        {toolbarStart}
      </BoardToolbar>
      <div className="board-host">
        <BoardView
          key={`${path}-${language}`}
          store={market.symbols}
          {...drawing}
          codes={codes}
          columns={columns}
          oddLot={oddLot}
          isRowStale={isRowStale}
          staleRowLabel={t("freshness.staleRow")}
          language={language}
          {...look}
          label={label}
          cardLabels={cardLabels(t)}
          view={view === "box" && !narrow ? "cards" : "table"}
          fit={narrow}
          sort={sort}
          order={order}
          favourites={favourites}
          onSortChange={(next) => $sort.set(next)}
          onOrderChange={onOrderChange}
          onStarClick={onStar}
          onRowClick={(code) => openRow(code, oddLot)}
          onRowContextMenu={(code, x, y) => {
            setMenu({ code, x, y });
            return true;
          }}
          miniCharts={miniChartFeed}
          onReady={onReady}
          onFirstRows={boardRowsPainted}
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
