import type { ColumnDef } from "../columns/column-def";
import { COMPACT_UNITS } from "../text/cell-text";
import type { BoardEngine } from "./board-engine";
import type { BoardUpdate } from "./board-options";
import { setMiniCharts, viewOf } from "./board-state";

/** Merges `update` into the options in force and applies what changed; callbacks alone cost nothing. */
export function applyBoardOptions(engine: BoardEngine, update: BoardUpdate<string>): void {
  const { state } = engine;
  const { frame, order } = state;
  const before = state.opts;
  const opts = { ...before, ...update };
  state.opts = opts;
  const changed = (key: keyof BoardUpdate<string>): boolean => key in update && update[key] !== before[key];
  if (changed("theme") || changed("scale") || changed("colorBlindSafe") || changed("rowHeight"))
    engine.restyle();
  if (changed("codes")) order.setCodes(opts.codes);
  if (changed("order") && opts.order !== undefined) order.setState(opts.order);
  if (changed("sort")) order.setSort(opts.sort ?? null);
  if (changed("columns")) frame.columns = opts.columns as readonly ColumnDef<string>[];
  if (changed("favourites")) frame.favourites = opts.favourites ?? new Set();
  if (changed("alternates")) state.alternates = opts.alternates ?? new Set();
  if (changed("view")) state.view = viewOf(state, opts.view);
  if (changed("language"))
    frame.textOptions = { ...frame.textOptions, units: COMPACT_UNITS[opts.language ?? "vi"] };
  if (changed("oddLot")) frame.oddLot = opts.oddLot === true;
  if (changed("isRowStale"))
    frame.isRowStale = (opts.isRowStale as typeof frame.isRowStale | undefined) ?? null;
  if (changed("miniCharts")) setMiniCharts(state);
  if (changed("expandedHeight") && opts.expandedHeight !== undefined && opts.expandedHeight > state.rowHeight)
    state.expandedHeight = opts.expandedHeight;
  if (changed("expandedRow")) state.expandedKey = opts.expandedRow ?? null;
  // Everything but callbacks shows: one layout (header, columns, rows) and a full paint.
  if (Object.keys(update).some((key) => !key.startsWith("on") && changed(key as keyof BoardUpdate<string>))) {
    engine.layout();
    engine.screenReader.refresh(false);
  }
}
