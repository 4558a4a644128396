import { ColumnStore, type TopListKind } from "@vnboard/feed";
import { ParsedRecords } from "@vnboard/feed/protocol";
import { useState } from "react";
import { market } from "../../../shared/feed/market";
import { sameKeys } from "../../../shared/live/use-live";
import { replaceRows } from "./replace-rows";
import { topRecord } from "./top-records";
import type { TopScope } from "./top-routes";
import { TOP_SCHEMA, type TopField } from "./top-schema";
import { buildTopList } from "./top-snapshot";
import { useNumberStockTop, useTopRefresh } from "./use-top-lists";

export interface TopBoardData {
  /** The list's own store: the rows of the last refresh (TOP_SCHEMA, key = code). */
  store: ColumnStore<TopField>;
  /** The codes in rank order; null until the symbol store has rows. */
  codes: readonly string[] | null;
}

/**
 * One top list as a store the board engine draws: every 10 s (and when symbol rows arrive or go) the
 * ranking is rebuilt from the symbol store and written into this list's store, so a figure that moved
 * since the previous refresh flashes like a board cell. The store lives as long as the component.
 */
export function useTopBoard(kind: TopListKind, scope: TopScope): TopBoardData {
  const numberStockTop = useNumberStockTop();
  const [store] = useState(() => new ColumnStore(TOP_SCHEMA));
  const [scratch] = useState(() => new ParsedRecords());
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  useTopRefresh(() => {
    const symbols = market.symbols;
    if (symbols.rowCount === 0) {
      setCodes(null);
      return;
    }
    // A snapshot being applied (in slices) is not a market to rank: the list shown stays (or the
    // loading message) until its end, which is a structure change.
    if (symbols.isResetting) return;
    const entries = buildTopList(symbols, kind, scope, numberStockTop);
    // The store first, then the codes: the board never shows a code whose row is not written yet.
    if (!replaceRows(store, entries.map(topRecord), scratch)) return;
    const next = entries.map((e) => e.code);
    setCodes((previous) => (previous !== null && sameKeys(previous, next) ? previous : next));
  }, [kind, scope, numberStockTop]);
  return { store, codes };
}
