import { headerClick } from "../model/sort-header";
import type { BoardEngine } from "./board-engine";
import { attachBoardInput } from "./board-input";

/**
 * Pointer and keyboard input (board-input.ts) resolved by the current view and applied to the engine:
 * the host's callbacks, sorting by a header, hover, focus and moving a row. Returns the detach.
 */
export function attachEngineInput(engine: BoardEngine): () => void {
  const { state, dom } = engine;
  const { store, order, frame } = state;
  return attachBoardInput({
    root: dom.root,
    scroller: dom.scroller,
    header: dom.header,
    ignores: dom.panel,
    order,
    reorderable: () => state.opts.reorderable !== false,
    rowHeight: () => state.rowHeight,
    columns: () => engine.view.current.hitColumns(),
    hitTest: (x, y) => engine.view.current.hitTest(x, y),
    scroll: () => ({ top: frame.scrollTop, left: frame.scrollLeft, viewportHeight: frame.viewportHeight }),
    codeOf: (position) => store.keyOf(order.rows[position]),
    onRowClick: (code) => state.opts.onRowClick?.(code),
    onStarClick: (code) => state.opts.onStarClick?.(code),
    onRowContextMenu: (code, x, y) => state.opts.onRowContextMenu?.(code, x, y) ?? false,
    onCell: (position, column, event) => {
      const handler = event.type === "contextmenu" ? state.opts.onCellContextMenu : state.opts.onCellClick;
      if (handler !== undefined) handler(engine.cellEvent(position, column, event));
    },
    onHeaderClick: (column) => {
      const next = headerClick(order.sortConfig, column, state.alternates.has(column.id));
      order.setSort(next);
      state.opts.onSortChange?.(next);
      engine.layout();
    },
    onFocus: (nav) => engine.focus(nav.row),
    onHover: (position) => engine.hover(position),
    onMove: (from, to) => {
      order.move(from, to);
      state.opts.onOrderChange?.(order.getState());
      engine.relayout();
    },
  });
}
