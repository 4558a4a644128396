import type { ColumnStore } from "@vnboard/feed";
import { useEffect, useState } from "react";

/** Spec 4 and 9: grids sync changed rows every 100 ms; the derived lists follow at the same pace. */
export const LIST_REFRESH_MS = 100;

export interface SnapshotOptions<T> {
  /** Recompute only when rows appear or disappear (a list of keys), not on every value change. */
  structureOnly?: boolean;
  /** Keeps the previous value when the new one is the same, so that nothing downstream re-renders. */
  same?: (previous: T, next: T) => boolean;
  intervalMs?: number;
}

/**
 * `derive()` of the stores, recomputed at most every `intervalMs` after one of them changed (a message
 * applied, or with `structureOnly` a row appeared or went), so that React renders at that pace and never
 * per record. Nothing runs while the stores are quiet.
 */
export function useStoreSnapshot<T>(
  stores: readonly ColumnStore[],
  derive: () => T,
  deps: readonly unknown[],
  options: SnapshotOptions<T> = {},
): T {
  const { structureOnly = false, same, intervalMs = LIST_REFRESH_MS } = options;
  const [value, setValue] = useState(derive);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` names what `derive` reads besides the stores
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      const next = derive();
      setValue((previous) => (same?.(previous, next) ? previous : next));
    };
    const schedule = () => {
      if (timer === null) timer = setTimeout(refresh, intervalMs);
    };
    const unsubscribe = stores.map((store) =>
      structureOnly ? store.onStructureChange(schedule) : store.onChange(schedule),
    );
    // The stores may have changed between the first render and this effect, or `deps` changed.
    refresh();
    return () => {
      for (const stop of unsubscribe) stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [...stores, ...deps, structureOnly, intervalMs]);
  return value;
}

/** Two key lists with the same keys in the same order. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
