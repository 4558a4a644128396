import { useStore } from "@nanostores/react";
import {
  type Board,
  BoardView,
  DERIVATIVE_COLUMNS,
  DERIVATIVE_ROW_HEIGHT,
  withCallAuction,
} from "@vnboard/board-canvas";
import { useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { useBoardLook } from "../../../shared/theme/use-board-look";
import { useCallAuction } from "../../boards/call-auction";
import { SymbolSearch } from "../../search/SymbolSearch";
import { DerivativePanel } from "./DerivativePanel";
import { keptExpanded, nextExpanded } from "./expanded-row";
import { $derivativeTotal, totalAlternates } from "./total-toggle";

const NO_FAVOURITES: ReadonlySet<string> = new Set();
const TOTAL_HEADER = "column.totalTradedQtty";
const VALUE_HEADER = "column.totalTradedValue";

/**
 * The futures board: the engine's canvas table of the contracts (DERIVATIVE_COLUMNS, 29 px rows), a
 * toolbar with the code search and the total quantity / value toggle (no sort menu: spec 2.2 hides it
 * for derivatives), and one expanded row (spec 2.3.5) whose gap the engine keeps below the row's cells;
 * the panel is rendered into the engine's `expandedPanel` element with a portal, so it scrolls with the
 * rows and React never touches the canvas. During the futures' call auctions (ATO 08:45-09:00, ATC
 * 14:30-14:45) the match columns read as the stock boards' do (withCallAuction): the projected price, its
 * change and volume; the book shows its limit prices, as boards do since KRX (market-rules.md).
 */
export function DerivativeBoard({ codes }: { codes: readonly string[] }) {
  const { t, language } = useTranslation();
  const look = useBoardLook();
  const total = useStore($derivativeTotal);
  const [board, setBoard] = useState<Board | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const auction = useCallAuction(market, codes, true);
  const columns = useMemo(() => withCallAuction(DERIVATIVE_COLUMNS, auction), [auction]);
  const alternates = useMemo(() => totalAlternates(DERIVATIVE_COLUMNS, total), [total]);
  // The engine reads header labels at each layout, and setAlternates lays out again: reading the mode
  // from a ref makes the total column's header follow the toggle ("Tổng KL" / "Tổng GT").
  const totalRef = useRef(total);
  totalRef.current = total;
  const label = useMemo(
    () => (key: string) =>
      String(t(key === TOTAL_HEADER && totalRef.current === "value" ? VALUE_HEADER : key)),
    [t],
  );
  const open = keptExpanded(expanded, codes);

  return (
    <>
      <div className="board-toolbar" data-board="derivatives">
        <h2 className="board-title">{t("deriv.title")}</h2>
        <SymbolSearch codes={codes} onPick={(code) => board?.scrollToCode(code)} />
        <fieldset className="deriv-total">
          <legend className="visually-hidden">{t("deriv.total")}</legend>
          <button
            type="button"
            data-total="qty"
            aria-pressed={total === "qty"}
            onClick={() => $derivativeTotal.set("qty")}
          >
            {t("deriv.total")} {t("deriv.totalQty")}
          </button>
          <button
            type="button"
            data-total="value"
            aria-pressed={total === "value"}
            onClick={() => $derivativeTotal.set("value")}
          >
            {t("deriv.total")} {t("deriv.totalValue")}
          </button>
        </fieldset>
      </div>
      <div className="board-host">
        <BoardView
          key={language}
          store={market.symbols}
          codes={codes}
          columns={columns}
          rowHeight={DERIVATIVE_ROW_HEIGHT}
          alternates={alternates}
          expandedRow={open}
          language={language}
          {...look}
          label={label}
          favourites={NO_FAVOURITES}
          onRowClick={(code) => setExpanded((current) => nextExpanded(current, code))}
          onReady={setBoard}
          style={{ position: "absolute", inset: 0 }}
        />
      </div>
      {board !== null &&
        open !== null &&
        createPortal(<DerivativePanel code={open} onClose={() => setExpanded(null)} />, board.expandedPanel)}
    </>
  );
}
