import { atom } from "nanostores";

/** The item last selected on a board (a row click) or in the side tab's search (spec 2.4, 4). */
export type Selection = { kind: "symbol"; code: string } | { kind: "index"; code: string };

export const $selection = atom<Selection | null>(null);

export function selectSymbol(code: string): void {
  $selection.set({ kind: "symbol", code });
}

export function selectIndex(code: string): void {
  $selection.set({ kind: "index", code });
}
