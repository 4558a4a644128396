import { useEffect, useMemo, useRef, useState } from "react";
import { market } from "../feed/market";
import { sameKeys } from "../live/use-store-snapshot";
import { type ListCodes, splitListCodes } from "./list-codes";

/**
 * The list's codes the feed knows, stocks and bonds apart, in list order; recomputed when the list
 * changes or when rows appear or go in either store (never on a price change). A side whose codes did
 * not change keeps its array, so that a bond arriving does not hand the stock board new codes.
 */
export function useListCodes(codes: readonly string[]): ListCodes {
  const [version, setVersion] = useState(0);
  const previous = useRef<ListCodes>({ stocks: [], bonds: [] });
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const stops = [market.symbols.onStructureChange(bump), market.bonds.onStructureChange(bump)];
    // Rows may have arrived between the first render and this effect.
    bump();
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
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
