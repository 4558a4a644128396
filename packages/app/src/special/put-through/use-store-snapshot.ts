import type { ColumnStore } from "@vnboard/feed";
import { useEffect, useState } from "react";

/** Spec 4 and 9: grids sync changed rows every 100 ms; the derived lists follow at the same pace. */
export const LIST_REFRESH_MS = 100;

/**
 * `derive()` of the stores, recomputed at most every `intervalMs` after one of them changed (a message
 * applied), so that React renders at that pace and never per record. Nothing runs while they are quiet.
 */
export function useStoreSnapshot<T>(
  stores: readonly ColumnStore[],
  derive: () => T,
  deps: readonly unknown[],
  intervalMs = LIST_REFRESH_MS,
): T {
  const [value, setValue] = useState(derive);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` names what `derive` reads besides the stores
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      setValue(derive());
    };
    const unsubscribe = stores.map((store) =>
      store.onChange(() => {
        if (timer === null) timer = setTimeout(refresh, intervalMs);
      }),
    );
    // The stores may have changed between the first render and this effect, or `deps` changed.
    refresh();
    return () => {
      for (const stop of unsubscribe) stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [...stores, ...deps, intervalMs]);
  return value;
}
