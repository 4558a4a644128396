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

export function closePopup(): void {
  $popup.set(null);
}
