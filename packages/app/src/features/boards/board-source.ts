import type { ColumnDef } from "@vnboard/board-canvas";
import type { LayoutKind } from "../../shared/settings/layout-model";

/** What the toolbar's CSV export and saved layouts know of their board (LiveBoard passes it down). */
export interface BoardSource {
  /** The board's path (`/banggia/vn30`): names the CSV file. */
  path: string;
  /** The columns shown, left to right. */
  columns: readonly ColumnDef[];
  /** Odd-lot board: columns drawn blank there are exported blank. */
  oddLot: boolean;
  /** Which saved layouts the column menu lists. */
  layoutKind: LayoutKind;
  /** The row keys in display order (the mounted board's; the board's codes before it mounts). */
  rowKeys: () => readonly string[];
}
