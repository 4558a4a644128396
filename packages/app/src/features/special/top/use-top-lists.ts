import { useStore } from "@nanostores/react";
import { parseNumberStockTop, type TopListKind } from "@vnboard/feed";
import { useEffect } from "react";
import { market } from "../../../shared/feed/market";
import { TOP_REFRESH_MS } from "../../../shared/live/spec-timings";
import { useLive } from "../../../shared/live/use-live";
import type { TopScope } from "./top-routes";
import { buildTopList, type TopEntry } from "./top-snapshot";

/** Ours: a snapshot arrives in several messages; one recompute after they settle. */
const STRUCTURE_SETTLE_MS = 200;

export interface TopListRequest {
  kind: TopListKind;
  scope: TopScope;
  /** A fixed length (the hubs' top 10); absent: numberStockTop. */
  limit?: number;
}

/** numberStockTop of the system parameters, when numeric and above 0 (spec 5); else false (default 30). */
export function useNumberStockTop(): number | false {
  const params = useStore(market.$systemParams);
  return parseNumberStockTop(params?.numberStockTop);
}

/**
 * Runs `refresh` now, every 10 s, and once when symbol rows arrive or go (first snapshot, resync), after
 * the message has been applied. `deps` name what `refresh` reads besides the symbol store.
 */
export function useTopRefresh(refresh: () => void, deps: readonly unknown[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` stand for what `refresh` reads
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, TOP_REFRESH_MS);
    // Rows arriving (snapshot, resync): recompute once the message has been applied, not mid-message.
    let soon: ReturnType<typeof setTimeout> | null = null;
    const offStructure = market.symbols.onStructureChange(() => {
      if (soon === null)
        soon = setTimeout(() => {
          soon = null;
          refresh();
        }, STRUCTURE_SETTLE_MS);
    });
    return () => {
      clearInterval(timer);
      if (soon !== null) clearTimeout(soon);
      offStructure();
    };
  }, [...deps]);
}

/**
 * Top lists recomputed from the store every 10 s, and when rows arrive or go (first snapshot,
 * resync); `null` until the store has rows. One timer for all the lists of a page (the hubs' panels).
 */
export function useTopLists(requests: readonly TopListRequest[]): TopEntry[][] | null {
  const numberStockTop = useNumberStockTop();
  const key = requests.map((r) => `${r.kind}:${r.scope}:${r.limit ?? ""}`).join(",");
  const store = market.symbols;
  return useLive(
    [store],
    () =>
      // A snapshot being applied (in slices) is not a market to rank: the lists wait for its end.
      store.rowCount === 0 || store.isResetting
        ? null
        : requests.map((r) => buildTopList(store, r.kind, r.scope, r.limit ?? numberStockTop)),
    [key, numberStockTop],
    // Rows arriving (snapshot, resync): recompute once the message has been applied, not mid-message;
    // during a resync the lists already shown stay.
    {
      on: "structure",
      intervalMs: STRUCTURE_SETTLE_MS,
      everyMs: TOP_REFRESH_MS,
      same: (shown, next) => next === null && shown !== null,
    },
  );
}
