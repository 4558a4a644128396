import type { ColumnStore } from "@vnboard/feed";
import { useEffect, useState } from "react";

/** Spec 4 and 9: grids sync changed rows every 100 ms; the popup's live figures follow the same pace. */
export const LIVE_REFRESH_MS = 100;

/**
 * A number that moves when `key`'s row of `store` changed, at most once per `intervalMs`, so that a
 * component showing live figures re-renders at that pace and never per tick. Nothing runs while the
 * market is quiet: the store's change listener arms a single timer, which compares the row's change
 * stamps with the last ones it saw.
 */
export function useLiveVersion(store: ColumnStore, key: string, intervalMs = LIVE_REFRESH_MS): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let seen = rowStamp(store, key);
    const check = () => {
      timer = null;
      const stamp = rowStamp(store, key);
      if (stamp !== seen) {
        seen = stamp;
        setVersion((v) => v + 1);
      }
    };
    const unsubscribe = store.onChange(() => {
      if (timer === null) timer = setTimeout(check, intervalMs);
    });
    // The row may have arrived between the first render and this effect.
    setVersion((v) => v + 1);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [store, key, intervalMs]);
  return version;
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
