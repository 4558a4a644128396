import type { ColumnStore, DirtySet } from "@vnboard/feed";
import { GRID_SYNC_MS } from "../layout/constants";
import type { RowOrder } from "../model/row-order";
import { Invalidate } from "./frame-scheduler";

/** What the store's listeners drive: the engine's state, its painter and its relayout (board-engine.ts). */
export interface StoreSyncTarget {
  readonly state: { readonly store: ColumnStore<string>; readonly order: RowOrder };
  readonly painter: { valuesChanged(): void };
  relayout(mask?: number): void;
}

/**
 * The store drives the board: a value change is painted on the next frame, a structure change (rows
 * added or removed) re-sorts and lays the rows out; a sorted board re-sorts on the grids' sync tick.
 * Returns the detach, which also stops tracking `dirty`.
 */
export function attachStore(target: StoreSyncTarget, dirty: DirtySet): () => void {
  const { store, order } = target.state;
  // Spec 4: grids sync changed rows every 100 ms; only a sorted board can move rows on a tick. The tick
  // is armed by a change, not run forever: an idle or unsorted board never wakes the page for it.
  let syncTimer: ReturnType<typeof setTimeout> | null = null;
  const syncTick = (): void => {
    syncTimer = null;
    if (order.sortConfig !== null && order.resortIfNeeded()) target.relayout(Invalidate.REORDER);
  };
  const offChange = store.onChange(() => {
    target.painter.valuesChanged();
    if (syncTimer === null && order.sortConfig !== null) syncTimer = setTimeout(syncTick, GRID_SYNC_MS);
  });
  const offStructure = store.onStructureChange(() => {
    if (order.sync()) target.relayout();
  });
  // The row order was built before the surface's await: a snapshot that arrived meanwhile fired no
  // listener of ours, so the order takes the store as it is now before the first layout.
  order.sync();
  return () => {
    if (syncTimer !== null) clearTimeout(syncTimer);
    offChange();
    offStructure();
    store.untrack(dirty);
  };
}
