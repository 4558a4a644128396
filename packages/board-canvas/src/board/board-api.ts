import type { PaintSurface } from "../render/paint-surface";
import type { BoardEngine } from "./board-engine";
import type { Board, BoardUpdate } from "./board-options";
import { Invalidate } from "./frame-scheduler";
import type { FrameStats } from "./frame-stats";

/** The public face of a mounted board (board-options.ts `Board`): each call is a move of the engine. */
export function boardApi<F extends string>(
  engine: BoardEngine,
  /** Read for `rendererName`, which changes when a failed drawing worker's board goes on on the page. */
  surface: Pick<PaintSurface, "rendererName">,
  stats: FrameStats,
  applyOptions: (update: BoardUpdate<string>) => void,
  destroy: () => void,
): Board<F> {
  const { state, scroll, dom } = engine;
  const apply = applyOptions as (update: BoardUpdate<F>) => void;
  return {
    element: dom.root,
    get rendererName() {
      return surface.rendererName;
    },
    stats,
    setCodes: (codes) => apply({ codes }),
    setColumns: (columns) => apply({ columns }),
    setFavourites: (favourites) => apply({ favourites }),
    setAlternates: (alternates) => apply({ alternates }),
    setView: (view) => apply({ view }),
    applyOptions: (update) => apply(update),
    get options() {
      return state.opts as unknown as Board<F>["options"];
    },
    setSort(sort) {
      // Always applied: the user may have sorted by a header since (the board's state, not the option's).
      state.opts = { ...state.opts, sort };
      state.order.setSort(sort);
      engine.layout();
    },
    miniChartLoaded(code) {
      state.frame.miniCharts?.invalidate(code);
      engine.scheduler.invalidate(Invalidate.FULL);
    },
    togglePin(code) {
      state.order.togglePin(code);
      state.opts.onOrderChange?.(state.order.getState());
      engine.relayout();
    },
    get scrollTop() {
      return scroll.top;
    },
    set scrollTop(top: number) {
      scroll.scrollTo(top);
    },
    get maxScrollTop() {
      return scroll.max;
    },
    scrollBy: (dy) => scroll.scrollTo(scroll.top + (Number.isFinite(dy) ? dy : 0)),
    scrollToCode(code) {
      const position = state.order.indexOf(code);
      if (position < 0) return false;
      dom.scroller.scrollTop = engine.view.current.scrollTopFor(position);
      return true;
    },
    rowKeys() {
      const keys: string[] = [];
      for (let i = 0; i < state.order.count; i++) keys.push(state.order.codeAt(i));
      return keys;
    },
    setExpandedRow(key, height) {
      if (height !== undefined && height > state.rowHeight) state.expandedHeight = height;
      state.expandedKey = key;
      state.opts = { ...state.opts, expandedRow: key, expandedHeight: state.expandedHeight };
      engine.relayout();
    },
    get expandedRow() {
      return state.expandedKey;
    },
    expandedPanel: dom.panel,
    invalidate: () => engine.scheduler.invalidate(Invalidate.FULL),
    destroy,
  };
}
