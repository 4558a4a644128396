import { BOND_COLUMNS, type ColumnDef } from "@vnboard/board-canvas";
import type { BondField } from "@vnboard/feed";

/** Id of the total column, whose alternative (value instead of quantity) the toolbar toggles (spec 4). */
export const TPRL_TOTAL_COLUMN = "pt_TotalTradedQtty";

/** Columns whose translated header needs more room than the engine's default. */
const WIDTHS: Readonly<Record<string, number>> = {
  periodRemain: 104,
  maturitDate: 92,
  tsdb: 60,
  pt_TotalBidQtty: 92,
  pt_TotalOfferQtty: 92,
};

/**
 * Columns of the TPRL board (spec 2.3 item 6), the engine's BOND_COLUMNS: favourites checkbox, bond
 * code, issued quantity, interest rate, collateral, remaining term, maturity date, best bid and offer,
 * the bid and offer totals, the put-through match statistics and the day's total (quantity or value).
 * Prices in dong coloured against the par value, as in the bond popup. The headers are the engine's
 * keys (their labels are the engine's HEADER_LABELS, loaded into i18next); collateral reads yes / no in
 * the user's language.
 */
export function tprlColumns(yes: string, no: string): ColumnDef<BondField>[] {
  return BOND_COLUMNS.map((column) => ({
    ...column,
    width: WIDTHS[column.id] ?? column.width,
    labels: column.id === "tsdb" ? { Y: yes, N: no } : column.labels,
  }));
}
