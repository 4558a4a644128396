import { useEffect, useMemo, useState } from "react";
import { market } from "../feed/market";
import { type ListCodes, splitListCodes } from "./list-codes";

/**
 * The list's codes the feed knows, stocks and bonds apart, in list order; recomputed when the list
 * changes or when rows appear or go in either store (never on a price change).
 */
export function useListCodes(codes: readonly string[]): ListCodes {
  const [version, setVersion] = useState(0);
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
  return useMemo(() => splitListCodes(codes, market.symbols, market.bonds), [codes, version]);
}
