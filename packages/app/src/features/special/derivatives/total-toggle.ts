import type { ColumnDef } from "@vnboard/board-canvas";
import { persistedAtom } from "../../../shared/settings/persisted-atom";

/** Spec 4: the total column of the derivatives board shows the matched quantity or the value. */
export type TotalMode = "qty" | "value";

export const $derivativeTotal = persistedAtom<TotalMode>(
  "derivativeTotal",
  "qty",
  (v): v is TotalMode => v === "qty" || v === "value",
);

/**
 * The board's alternates (columns drawing their alternative field) for a total mode: the column of
 * totalTradedQtty whose alternative is totalTradedValue. Found by field, not by id, so the toggle
 * follows the engine's column set whatever it names the column.
 */
export function totalAlternates(columns: readonly ColumnDef[], mode: TotalMode): ReadonlySet<string> {
  if (mode === "qty") return new Set();
  const total = columns.find((c) => c.field === "totalTradedQtty" && c.altField === "totalTradedValue");
  return new Set(total === undefined ? [] : [total.id]);
}
