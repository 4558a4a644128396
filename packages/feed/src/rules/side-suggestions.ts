/**
 * Suggestions of the right-hand tab's search box with no input (spec 2.4 and 9): the top 5 symbols by
 * matched volume in the current market or index basket, excluding covered warrants and bonds, then the
 * favourites. Runs when the box opens, not per tick.
 */
import { SecurityType } from "../model/market-codes";

/** A symbol as the search suggestions read it: code, security type and the volume used to rank. */
export interface SuggestionRow {
  code: string;
  securityType: string;
  /** Matched volume in shares. */
  totalTradedQtty: number;
}

/** Volume for ranking: NaN and negatives count as no volume (Math.max would keep NaN). */
function tradedVolume(qtty: number): number {
  return Number.isFinite(qtty) && qtty > 0 ? qtty : 0;
}

/** Spec 9: "Suggestion list: top 5 symbols plus favourites". */
export const SIDE_SUGGESTION_TOP = 5;

/**
 * Codes to suggest: the top 5 by matched volume (desc, ties by code; CW and BO excluded), then the
 * favourites in their own order, each code once. Rows without volume (0 or NaN, e.g. before the open)
 * still qualify, after the traded ones, so the box is not empty before the first trade. Blank favourite
 * entries are skipped.
 */
export function sideSuggestions(
  rows: readonly SuggestionRow[],
  favourites: readonly string[] = [],
  top = SIDE_SUGGESTION_TOP,
): string[] {
  const candidates: SuggestionRow[] = [];
  for (const row of rows) {
    if (row.securityType === SecurityType.COVERED_WARRANT || row.securityType === SecurityType.BOND) continue;
    candidates.push(row);
  }
  candidates.sort((a, b) => {
    const x = tradedVolume(a.totalTradedQtty);
    const y = tradedVolume(b.totalTradedQtty);
    if (x !== y) return y - x;
    return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  });
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < candidates.length && out.length < top; i++) {
    const code = candidates[i].code;
    if (seen.has(code)) continue;
    seen.add(code);
    out.push(code);
  }
  for (const favourite of favourites) {
    const code = favourite.trim();
    if (code === "" || seen.has(code)) continue;
    seen.add(code);
    out.push(code);
  }
  return out;
}
