import type { SymbolField } from "@vnboard/feed";
import type { ColumnDef, ColumnToggle } from "./column-def";

/**
 * The columns left after the column menu (symbol sub-code, buy volume 4, sell volume 4, total
 * volume, foreign buy, foreign sell, room; all shown by default, so an empty set hides nothing).
 * A column without a toggle is always shown. Runs on a menu change (a layout change), not per frame.
 */
export function visibleColumns<F extends string = SymbolField>(
  all: readonly ColumnDef<F>[],
  hiddenToggles: ReadonlySet<ColumnToggle>,
): readonly ColumnDef<F>[] {
  if (hiddenToggles.size === 0) return all;
  return all.filter((column) => column.toggle === undefined || !hiddenToggles.has(column.toggle));
}

/** The hidden set with one toggle flipped; a new set, so that stores see a new value. */
export function toggleHidden(
  hiddenToggles: ReadonlySet<ColumnToggle>,
  toggle: ColumnToggle,
): ReadonlySet<ColumnToggle> {
  const next = new Set(hiddenToggles);
  if (next.has(toggle)) next.delete(toggle);
  else next.add(toggle);
  return next;
}
