import { atom } from "nanostores";

/**
 * The item last selected on a board (a row click) or in the side tab's search (spec 2.4, 4). A selection
 * the provider's system parameters chose (sideTab_Type / sideTab_Code, spec 3) is marked `bySystem`: the
 * tab starts on it, but it does not pop the tab open the way a user's selection does.
 */
export type Selection = ({ kind: "symbol"; code: string } | { kind: "index"; code: string }) & {
  bySystem?: true;
};

export const $selection = atom<Selection | null>(null);

export function selectSymbol(code: string): void {
  $selection.set({ kind: "symbol", code });
}

export function selectIndex(code: string): void {
  $selection.set({ kind: "index", code });
}

/**
 * The selection the system parameters ask the tab to start on: sideTab_Type IDX (index) or ST (stock)
 * and a code (trimmed, upper-cased). Anything else asks for nothing.
 */
export function systemSelection(type: unknown, code: unknown): Selection | null {
  if (typeof type !== "string" || typeof code !== "string") return null;
  const normalized = code.trim().toUpperCase();
  if (normalized === "") return null;
  const kind = type.trim().toUpperCase();
  if (kind === "IDX") return { kind: "index", code: normalized, bySystem: true };
  if (kind === "ST") return { kind: "symbol", code: normalized, bySystem: true };
  return null;
}

/**
 * Applies the system parameters' starting selection unless the user has already selected something;
 * a later parameters message may replace an earlier system choice, never a user's.
 */
export function startOnSystemSelection(params: { sideTab_Type: string; sideTab_Code: string } | null): void {
  if (params === null) return;
  const current = $selection.get();
  if (current !== null && current.bySystem !== true) return;
  const next = systemSelection(params.sideTab_Type, params.sideTab_Code);
  if (next === null) return;
  if (current !== null && current.kind === next.kind && current.code === next.code) return;
  $selection.set(next);
}
