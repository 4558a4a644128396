import { BoardView } from "@vnboard/board-canvas";
import type { TopListKind } from "@vnboard/feed";
import { useMemo } from "react";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { openStockPopup } from "../../../shared/state/popup-state";
import { selectSymbol } from "../../../shared/state/selection";
import { useBoardLook } from "../../../shared/theme/use-board-look";
import { topColumns } from "./top-columns";
import type { TopScope } from "./top-routes";
import { useTopBoard } from "./use-top-board";
import "./top.css";

function open(code: string): void {
  selectSymbol(code);
  openStockPopup(code);
}

/**
 * A full top list drawn by the board engine over the list's own store (use-top-board.ts): rows in rank
 * order, the numbers of the last 10 s refresh, a changed figure flashing, keyboard navigation and the
 * screen-reader rows of every board. A row click (or Enter) opens the stock, as on the boards.
 *
 * A ranking must not be re-ordered by the viewer: no column is sortable and the board is created with
 * `reorderable: false` (no drag-to-reorder by the code).
 */
export function TopBoard({ kind, scope }: { kind: TopListKind; scope: TopScope }) {
  const { t, language } = useTranslation();
  const look = useBoardLook();
  const { store, codes } = useTopBoard(kind, scope);
  const columns = useMemo(() => topColumns(kind, market.symbols), [kind]);
  // "#" and "%" are headers in every language; the others are this app's keys.
  const label = useMemo(() => (key: string) => (key.startsWith("special.") ? String(t(key)) : key), [t]);
  return (
    <div className="board-host top-board">
      {codes === null ? (
        <p className="board-message" data-top-state="loading">
          {t("special.loading")}
        </p>
      ) : codes.length === 0 ? (
        <p className="board-message" data-top-state="empty">
          {t("special.top.empty")}
        </p>
      ) : null}
      <BoardView
        key={language}
        store={store}
        codes={codes ?? []}
        columns={columns}
        language={language}
        {...look}
        label={label}
        onRowClick={open}
        reorderable={false}
        style={{ position: "absolute", inset: 0 }}
      />
    </div>
  );
}
