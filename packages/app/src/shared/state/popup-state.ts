import { atom } from "nanostores";

/**
 * What the app asked to open (spec 2.5): a stock popup (ST) for a code, from a row or card click
 * (spec 4), optionally from an odd-lot board so that its ladder shows the odd-lot book; or an index
 * popup (IDX); or the private-bond popup (POPUP_TPRL), whose code may be blank: it then opens on its
 * code search. One popup at a time: opening another replaces it.
 */
export type PopupRequest =
  | { kind: "stock"; code: string; oddLot?: boolean }
  | { kind: "index"; code: string }
  | { kind: "industry"; code: string }
  | { kind: "bond"; code: string };

export const $popup = atom<PopupRequest | null>(null);

/** Codes are upper-cased and trimmed; a blank code opens nothing (spec 5: blank entries are ignored). */
function normalizeCode(code: string): string {
  return typeof code === "string" ? code.trim().toUpperCase() : "";
}

export function openStockPopup(code: string, options: { oddLot?: boolean } = {}): void {
  const normalized = normalizeCode(code);
  if (normalized === "") return;
  $popup.set({ kind: "stock", code: normalized, oddLot: options.oddLot === true });
}

export function openIndexPopup(code: string): void {
  const normalized = normalizeCode(code);
  if (normalized === "") return;
  $popup.set({ kind: "index", code: normalized });
}

/** The bond popup (spec 2.5 POPUP_TPRL) for a code, or on its empty code search when `code` is blank. */
export function openBondPopup(code = ""): void {
  $popup.set({ kind: "bond", code: normalizeCode(code) });
}

/** The industry popup (spec 2.5 IND) for an industry code of msgType 11 (its code is kept as sent). */
export function openIndustryPopup(code: string): void {
  const trimmed = typeof code === "string" ? code.trim() : "";
  if (trimmed === "") return;
  $popup.set({ kind: "industry", code: trimmed });
}

export function closePopup(): void {
  $popup.set(null);
}
