import { useMemo, useRef } from "react";
import { market } from "../feed/market";
import { ROWS_AT_ONCE, sameKeys, structureStamp, useLive } from "../live/use-live";
import { type ListCodes, splitListCodes } from "./list-codes";

/**
 * The list's codes the feed knows, stocks and bonds apart, in list order; recomputed when the list
 * changes or when rows appear or go in either store (never on a price change). A side whose codes did
 * not change keeps its array, so that a bond arriving does not hand the stock board new codes.
 */
export function useListCodes(codes: readonly string[]): ListCodes {
  const stores = [market.symbols, market.bonds];
  const version = useLive(stores, () => structureStamp(...stores), [], ROWS_AT_ONCE);
  const previous = useRef<ListCodes>({ stocks: [], bonds: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` marks rows arriving or going
  return useMemo(() => {
    const next = splitListCodes(codes, market.symbols, market.bonds);
    const kept: ListCodes = {
      stocks: sameKeys(previous.current.stocks, next.stocks) ? previous.current.stocks : next.stocks,
      bonds: sameKeys(previous.current.bonds, next.bonds) ? previous.current.bonds : next.bonds,
    };
    previous.current = kept;
    return kept;
  }, [codes, version]);
}
