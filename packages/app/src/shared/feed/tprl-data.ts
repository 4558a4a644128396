import { BondBoardField, type ColumnStore } from "@vnboard/feed";

/** The boardCode of the all-market totals (spec 3 "Market TRPL info"). */
export const ALL_MARKET_BOARD = "ALLMARKET";

/** Codes of the private bonds the feed knows (msgTypes 19/20), in code order. */
export function bondCodes(bonds: ColumnStore): string[] {
  const out: string[] = [];
  for (let row = 0; row < bonds.rowCount; row++) if (bonds.present[row] === 1) out.push(bonds.keyOf(row));
  return out.sort();
}

export interface TprlTotals {
  quantity: number;
  value: number;
}

/**
 * The all-market put-through totals of the TPRL board (spec 2.3 item 6): the ALLMARKET board's
 * totalPtTradedQtty and totalPtTradedValue (msgType 24); null until the feed has sent that board.
 */
export function allMarketTotals(boards: ColumnStore): TprlTotals | null {
  const row = boards.rowOf(ALL_MARKET_BOARD);
  if (row < 0 || boards.present[row] !== 1) return null;
  return {
    quantity: boards.num(BondBoardField.totalPtTradedQtty, row),
    value: boards.num(BondBoardField.totalPtTradedValue, row),
  };
}
