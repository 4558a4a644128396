import type { Industry } from "@vnboard/feed";
import { useEffect, useState } from "react";
import { type IndustryRow, readIndustryRows } from "./industry-rows";

/**
 * The industry's member rows, read again every `intervalMs` (an industry has tens to a few hundred
 * members: a second's refresh re-reads them in well under a millisecond and never runs per tick).
 */
export function useIndustryRows(industry: Industry | null, intervalMs: number): IndustryRow[] {
  const [rows, setRows] = useState<IndustryRow[]>(() =>
    industry === null ? [] : readIndustryRows(industry),
  );
  useEffect(() => {
    if (industry === null) {
      setRows([]);
      return;
    }
    setRows(readIndustryRows(industry));
    const timer = setInterval(() => setRows(readIndustryRows(industry)), intervalMs);
    return () => clearInterval(timer);
  }, [industry, intervalMs]);
  return rows;
}
