import {
  type CallAuction,
  COVERED_WARRANT_COLUMNS,
  type ColumnDef,
  type ColumnToggle,
  cwCodeWidth,
  DETAIL_COLUMNS,
  type ExtraColumnToggle,
  ODD_LOT_COLUMNS,
  TOTAL_COLUMNS,
  TOTAL_ODD_LOT_COLUMNS,
  visibleColumns,
  withCallAuction,
  withCodeWidth,
  withDisplayToggles,
} from "@vnboard/board-canvas";
import { hiddenToggles, type ViewMode } from "../../shared/settings/board-settings";
import { narrowColumns } from "./narrow-columns";

/** What a board's columns depend on: the board, the screen and the user's column settings. */
export interface BoardColumnsInput {
  /** A phone screen (the narrow column set). */
  narrow: boolean;
  oddLot: boolean;
  coveredWarrants: boolean;
  codes: readonly string[];
  view: ViewMode;
  hidden: readonly ColumnToggle[];
  extras: readonly ExtraColumnToggle[];
  /** The change column shows percent. */
  percent: boolean;
  /** The total column shows the matched value. */
  value: boolean;
  auction: CallAuction | null;
}

/** The preset of a view mode: the total view, else the board's own detail set. */
function presetColumns(view: ViewMode, oddLot: boolean, coveredWarrants: boolean): readonly ColumnDef[] {
  if (view === "total") return oddLot ? TOTAL_ODD_LOT_COLUMNS : TOTAL_COLUMNS;
  if (oddLot) return ODD_LOT_COLUMNS;
  return coveredWarrants ? COVERED_WARRANT_COLUMNS : DETAIL_COLUMNS;
}

/**
 * A board's columns (spec 2.3, 4): on a phone code, price, change and volume; else the view's preset
 * less the hidden columns (plus the extra ones); then the percent / value toggles and the call auction's
 * columns, and on a covered-warrant board a code column as wide as its longest code.
 */
export function boardColumns(input: BoardColumnsInput): readonly ColumnDef[] {
  const { narrow, oddLot, coveredWarrants, codes, view, hidden, extras, percent, value, auction } = input;
  if (narrow) {
    const total = narrowColumns(oddLot ? TOTAL_ODD_LOT_COLUMNS : TOTAL_COLUMNS, oddLot);
    const shown = withCallAuction(withDisplayToggles(total, { percent, value }), auction);
    return coveredWarrants ? withCodeWidth(shown, cwCodeWidth(codes)) : shown;
  }
  const base = presetColumns(view, oddLot, coveredWarrants);
  const shown = withCallAuction(
    withDisplayToggles(visibleColumns(base, hiddenToggles(hidden, extras)), { percent, value }),
    auction,
  );
  return coveredWarrants ? withCodeWidth(shown, cwCodeWidth(codes)) : shown;
}
