import type { ColumnDef } from "@vnboard/board-canvas";

/** The phone board's columns, by id: code, last price, change and the day's volume (board lot). */
const NARROW_IDS = ["code", "matchPrice", "changePrice", "totalTradedQtty"] as const;
/** The same on an odd-lot board, whose columns draw the odd-lot twins. */
const NARROW_ODD_LOT_IDS = ["code", "matchPriceOdd", "changePriceOdd", "totalTradedQttyOdd"] as const;

/**
 * The narrow column set of a phone screen (360-430 px): code, price, change, volume, picked from the
 * board's total preset (so labels, colours and the percent toggle stay the library's). The board fills
 * the width with them (`fit`).
 */
export function narrowColumns(total: readonly ColumnDef[], oddLot: boolean): ColumnDef[] {
  const ids: readonly string[] = oddLot ? NARROW_ODD_LOT_IDS : NARROW_IDS;
  return ids.flatMap((id) => total.filter((column) => column.id === id));
}
