import { GRID_SYNC_MS } from "@vnboard/board-canvas";
import type { ColumnStore } from "@vnboard/feed";
import { useEffect, useState } from "react";
import { throttle } from "./live-throttle";

/**
 * The one way live market data reaches React. `derive()` of the stores is recomputed after one of them
 * changed (a message applied, or with `on: "structure"` a row appeared or went), at most once per
 * `intervalMs` on the trailing edge, so that React renders at that pace and never per record. Nothing
 * runs while the stores are quiet. The pace is the spec's grid sync (spec 4 and 9: changed rows every
 * 100 ms, GRID_SYNC_MS) unless a caller names its own (the right-hand tab's once a second).
 *
 * With `everyMs` it also recomputes on a clock (a periodic list), with no stores it only does that.
 *
 * Presets of `derive`: `rowStamp(store, key)` re-renders when one row changed (a popup's figures),
 * `structureStamp(...stores)` when rows appeared or went.
 */
export interface LiveOptions<T> {
  /** What wakes the hook: any change of the stores (default), or only rows appearing or going. */
  on?: "change" | "structure";
  /** Keeps the previous value when the new one is the same, so that nothing downstream re-renders. */
  same?: (previous: T, next: T) => boolean;
  /** The pace in ms (default GRID_SYNC_MS); 0 recomputes at once, inside the store's listener. */
  intervalMs?: number;
  /** Also recompute on this clock, changed or not (lists the spec refreshes on a period: TOP every 10 s). */
  everyMs?: number;
}

export function useLive<T>(
  stores: readonly ColumnStore[],
  derive: () => T,
  deps: readonly unknown[],
  options: LiveOptions<T> = {},
): T {
  const { on = "change", same, intervalMs = GRID_SYNC_MS, everyMs = 0 } = options;
  const [value, setValue] = useState(derive);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` names what `derive` reads besides the stores
  useEffect(() => {
    const refresh = () => {
      const next = derive();
      setValue((previous) => (same?.(previous, next) ? previous : next));
    };
    const paced = intervalMs > 0 ? throttle(refresh, intervalMs) : null;
    const wake = paced === null ? refresh : () => paced.poke();
    const unsubscribe = stores.map((store) =>
      on === "structure" ? store.onStructureChange(wake) : store.onChange(wake),
    );
    const clock = everyMs > 0 ? setInterval(refresh, everyMs) : null;
    // The stores may have changed between the first render and this effect, or `deps` changed.
    refresh();
    return () => {
      for (const stop of unsubscribe) stop();
      paced?.cancel();
      if (clock !== null) clearInterval(clock);
    };
  }, [...stores, ...deps, on, intervalMs, everyMs]);
  return value;
}

/** The latest change time of any cell of the row (plus presence), or -1 when the row does not exist. */
export function rowStamp(store: ColumnStore, key: string): number {
  const row = store.rowOf(key);
  if (row < 0) return -1;
  let latest = store.restyledAt[row] + store.present[row];
  const stamps = store.changedAt;
  for (let f = 0; f < stamps.length; f++) if (stamps[f][row] > latest) latest = stamps[f][row];
  return latest;
}

/** Wakes on rows appearing or going and recomputes at once (a board's code list; no pacing needed). */
export const ROWS_AT_ONCE = { on: "structure", intervalMs: 0 } as const satisfies LiveOptions<unknown>;

/** A number that moves whenever rows appear or go in any of the stores. */
export function structureStamp(...stores: readonly ColumnStore[]): number {
  let sum = 0;
  for (const store of stores) sum += store.structureVersion;
  return sum;
}

/** Two key lists with the same keys in the same order. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
