import { atom } from "nanostores";

/** What the board asked to open: a stock popup for a code (spec 4: a row or card click). */
export type PopupRequest = { kind: "stock"; code: string } | { kind: "index"; code: string };

export const $popup = atom<PopupRequest | null>(null);

export function openStockPopup(code: string): void {
  $popup.set({ kind: "stock", code });
}

export function closePopup(): void {
  $popup.set(null);
}
