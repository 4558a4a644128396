import type { SymbolField } from "@vnboard/feed";

/** How a cell's value is turned into text and colour. */
export type CellKind =
  /** The symbol code, coloured by the match price's class. */
  | "code"
  /** A price in dong, shown / 1000 with 2 decimals (derivatives: points with 1 decimal). */
  | "price"
  /** A quantity in shares, shown / 10 (the spec's volume unit) with thousands separators. */
  | "volume"
  /** A value in dong, shown compact (N/K, Tr/M, Ty/B per language). */
  | "value"
  /** Percent points with 2 decimals. */
  | "percent"
  /** A signed price change / 1000. */
  | "change"
  /** Favourite star (drawn as a glyph; click toggles). */
  | "star"
  /** 1-month mini chart, drawn lazily with a placeholder. */
  | "miniChart"
  /** Plain text from a string field. */
  | "text";

/**
 * The column-menu toggles of spec section 2.2 (all shown by default): symbol sub-code, buy volume 4,
 * sell volume 4, total volume, foreign buy, foreign sell, room.
 */
export type ColumnToggle =
  | "subCode"
  | "buyVolume4"
  | "sellVolume4"
  | "totalVolume"
  | "foreignBuy"
  | "foreignSell"
  | "room";

/** Every ColumnToggle, in the column menu's order. */
export const COLUMN_TOGGLES: readonly ColumnToggle[] = [
  "subCode",
  "buyVolume4",
  "sellVolume4",
  "totalVolume",
  "foreignBuy",
  "foreignSell",
  "room",
];

/** One column of a board. Widths are CSS pixels; the renderer scales by the device pixel ratio. */
export interface ColumnDef {
  /** Stable id: used for sorting, toggles, persistence and test selectors. */
  readonly id: string;
  /** i18n key of the header label (the app translates; the engine shows the key's fallback). */
  readonly header: string;
  /** i18n key of the header group above this column (bid, offer, foreign, ...), if any. */
  readonly group?: string;
  /** The store field drawn; null for the star and mini chart. */
  readonly field: SymbolField | null;
  /** Field drawn instead when the board's toggle for this column is on (percent for change, value for qty). */
  readonly altField?: SymbolField;
  readonly altKind?: CellKind;
  readonly kind: CellKind;
  /** Price field whose colour class colours this cell; defaults to `field` for prices. */
  readonly colorField?: SymbolField;
  readonly width: number;
  readonly align: "left" | "right" | "center";
  readonly sortable: boolean;
  /** The column-menu toggle that hides this column. */
  readonly toggle?: ColumnToggle;
  /** Blank (drawn empty) on odd-lot boards, per spec 2.3.1. */
  readonly blankOnOddLot?: boolean;
}
