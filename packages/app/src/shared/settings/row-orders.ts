import type { RowOrderState } from "@vnboard/board-canvas";
import { persistedAtom } from "./persisted-atom";

type RowOrders = Record<string, RowOrderState>;

const isCodeList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 5000 && v.every((c) => typeof c === "string");

const isRowOrders = (v: unknown): v is RowOrders =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every(
    (s) =>
      typeof s === "object" &&
      s !== null &&
      isCodeList((s as RowOrderState).pinned) &&
      ((s as RowOrderState).manual === null || isCodeList((s as RowOrderState).manual)),
  );

/** Pinned rows and dragged order, per board path (spec 3 and 4: persisted per path). */
export const $rowOrders = persistedAtom<RowOrders>("rowOrders", {}, isRowOrders);

const EMPTY: RowOrderState = { pinned: [], manual: null };

export function rowOrderFor(path: string): RowOrderState {
  return $rowOrders.get()[path] ?? EMPTY;
}

export function saveRowOrder(path: string, state: RowOrderState): void {
  const next = { ...$rowOrders.get() };
  if (state.pinned.length === 0 && state.manual === null) delete next[path];
  else next[path] = { pinned: [...state.pinned], manual: state.manual === null ? null : [...state.manual] };
  $rowOrders.set(next);
}
