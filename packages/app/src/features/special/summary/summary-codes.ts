import { persistedAtom } from "../../../shared/settings/persisted-atom";

const CODE = /^[A-Z0-9]{1,20}$/;
/** Ours: a summary list longer than this in storage is treated as damaged. */
const MAX_CODES = 2000;

/**
 * The stored summary list (spec 3, "summary symbols"): null until the user first edits it, then the
 * codes in the order added (possibly empty: a list emptied on purpose stays empty).
 */
export type StoredSummary = string[] | null;

export function isStoredSummary(value: unknown): value is StoredSummary {
  return (
    value === null ||
    (Array.isArray(value) &&
      value.length <= MAX_CODES &&
      value.every((c) => typeof c === "string" && CODE.test(c)) &&
      new Set(value).size === value.length)
  );
}

/** localStorage key of the summary list. */
export const SUMMARY_STORAGE_KEY = "summaryCodes";

export const $summaryCodes = persistedAtom<StoredSummary>(SUMMARY_STORAGE_KEY, null, isStoredSummary);

/** The codes shown: the stored list, or the VN30 basket while the list was never edited. */
export function effectiveSummary(stored: StoredSummary, vn30: readonly string[]): string[] {
  return stored === null ? [...vn30] : stored;
}

/** The list after adding `code` (at the end; a code already listed is not added twice). */
export function withCode(stored: StoredSummary, vn30: readonly string[], code: string): string[] {
  const current = effectiveSummary(stored, vn30);
  return current.includes(code) ? current : [...current, code];
}

/** The list after the star of `code` was clicked: removed when listed, else added. */
export function toggledCode(stored: StoredSummary, vn30: readonly string[], code: string): string[] {
  const current = effectiveSummary(stored, vn30);
  return current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
}
