import type { Industry } from "@vnboard/feed";
import { useLive } from "../../../shared/live/use-live";
import { type IndustryRow, readIndustryRows } from "./industry-rows";

/**
 * The industry's member rows, read again every `intervalMs` (an industry has tens to a few hundred
 * members: a second's refresh re-reads them in well under a millisecond and never runs per tick).
 */
export function useIndustryRows(industry: Industry | null, intervalMs: number): IndustryRow[] {
  return useLive<IndustryRow[]>([], () => (industry === null ? [] : readIndustryRows(industry)), [industry], {
    everyMs: industry === null ? 0 : intervalMs,
  });
}
