import { MarketCode, nextSort, type SortConfig, type SortDirection } from "@vnboard/feed";
import type { ColumnDef } from "../columns/column-def";
import { DETAIL_COLUMNS } from "../columns/detail-columns";
import { ODD_LOT_COLUMNS } from "../columns/odd-lot-columns";
import { ODD_LOT_GRID_COLUMNS } from "../columns/odd-lot-grid-columns";
import { TOTAL_COLUMNS, TOTAL_ODD_LOT_COLUMNS } from "../columns/total-columns";

/*
 * Header clicks and sortability. The click rule is the feed's `nextSort` (the same column flips
 * asc/desc; another column starts asc); this module decides what a header click sorts on and whether a
 * column can be sorted at all in a given view.
 */

/** The table views (the card grid has no header, so no header sort). */
export type TableView = "detail" | "oddLot" | "total" | "totalOddLot" | "oddLotGrid";

/** Full column set of each table view, before the column menu's toggles. */
export const VIEW_COLUMNS: Readonly<Record<TableView, readonly ColumnDef[]>> = {
  detail: DETAIL_COLUMNS,
  oddLot: ODD_LOT_COLUMNS,
  total: TOTAL_COLUMNS,
  totalOddLot: TOTAL_ODD_LOT_COLUMNS,
  oddLotGrid: ODD_LOT_GRID_COLUMNS,
};

/**
 * The field a header click sorts on: the alternative field when the column's toggle shows it (the change
 * column in percent sorts by pctChangePrice, the total column in value by totalTradedValue), so the order
 * always matches the numbers on screen.
 */
export function sortColumnOf(column: ColumnDef<string>, showAlt = false): string {
  if (showAlt && column.altField !== undefined) return column.altField;
  return column.field ?? column.id;
}

/**
 * The sort after a click on `column`'s header: `nextSort` on its sort field, text for the code column and
 * numbers for the others. A column that is not sortable leaves the sort as it was.
 */
export function headerClick(
  current: SortConfig | null,
  column: ColumnDef<string>,
  showAlt = false,
): SortConfig | null {
  if (!column.sortable) return current;
  return nextSort(
    current,
    sortColumnOf(column, showAlt),
    column.kind === "code" || column.kind === "text" ? "text" : "number",
  );
}

/** The arrow to draw in `column`'s header: its direction when the board is sorted on it, else null. */
export function headerSortDirection(
  sort: SortConfig | null,
  column: ColumnDef<string>,
  showAlt = false,
): SortDirection | null {
  return sort !== null && sort.column === sortColumnOf(column, showAlt) ? sort.type : null;
}

/** Ids of the sortable columns of a view (odd-lot highest, lowest, foreign are not). */
export function sortableColumnIds(view: TableView): string[] {
  const ids: string[] = [];
  for (const column of VIEW_COLUMNS[view]) if (column.sortable) ids.push(column.id);
  return ids;
}

export function isSortable(view: TableView, columnId: string): boolean {
  for (const column of VIEW_COLUMNS[view]) if (column.id === columnId) return column.sortable;
  return false;
}

/** The sort menu is hidden for derivatives. */
export function sortMenuShown(marketCode: string): boolean {
  return marketCode !== MarketCode.DERIVATIVE;
}
