import type { ColumnStore, SymbolField } from "@vnboard/feed";

/** The languages of the built-in header labels and compact units. */
export type BoardLanguage = "vi" | "en" | "zh" | "kr";

/** A header's text per language; a language not given falls back to English, then Vietnamese. */
export type HeaderText = Readonly<Partial<Record<BoardLanguage, string>>>;

/** How a cell's value is turned into text and colour. */
export type CellKind =
  /** The symbol code, coloured by the match price's class. */
  | "code"
  /**
   * A price in dong, shown / 1000 with 2 decimals; a column's `priceScale` / `priceDecimals` change that
   * (derivatives: points with 1 decimal).
   */
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
  /** Plain text from a string field (a column's `labels` may map the raw text to display text). */
  | "text"
  /** A whole count with thousands separators and no unit (contracts, bonds, open interest). */
  | "count"
  /** A signed whole count ("+1,200", "-35"): the change of a count (open interest change). */
  | "countChange"
  /** A YYYYMMDD or YYYY-MM-DD text field shown DD/MM/YYYY (date format). */
  | "date"
  /** Favourite checkbox (drawn as a glyph ☑/☐ by key; click toggles, like the star). */
  | "checkbox"
  /** A covered warrant's exercise ratio N, shown "N:1" (N warrants for one share). */
  | "ratio";

/**
 * The column-menu toggles (all shown by default): symbol sub-code, buy volume 4,
 * sell volume 4, total volume, foreign buy, foreign sell, room; then the extra columns
 * that the menu can add (hidden by default, see EXTRA_COLUMN_TOGGLES).
 */
export type ColumnToggle =
  | "subCode"
  | "buyVolume4"
  | "sellVolume4"
  | "totalVolume"
  | "foreignBuy"
  | "foreignSell"
  | "room"
  | ExtraColumnToggle;

/**
 * Columns beyond the default toggles (average price, foreign net and foreign values), shown only when
 * the user adds them from the column menu: the default set fits a 1920 px screen without a horizontal
 * scrollbar.
 */
export type ExtraColumnToggle = "avgPrice" | "foreignNet" | "foreignValue";

/** Every ExtraColumnToggle, in the column menu's order. */
export const EXTRA_COLUMN_TOGGLES: readonly ExtraColumnToggle[] = ["avgPrice", "foreignNet", "foreignValue"];

/** Every column toggle shown by default, in the column menu's order. */
export const COLUMN_TOGGLES: readonly ColumnToggle[] = [
  "subCode",
  "buyVolume4",
  "sellVolume4",
  "totalVolume",
  "foreignBuy",
  "foreignSell",
  "room",
];

/**
 * Colour class of a cell computed from its store's row, for stores that carry no colour classes of their
 * own (bonds, put-through). Returns a PriceColor (NONE draws plain text). Runs per drawn cell: it must
 * read typed arrays and return a number, allocating nothing (build the closure once, with the column).
 */
export type CellColorRule<F extends string = string> = {
  // Method syntax keeps the parameter bivariant, so that a ColumnDef<BondField> is a ColumnDef<string>.
  rule(store: ColumnStore<F>, row: number): number;
}["rule"];

/**
 * One column of a board. Widths are CSS pixels; the renderer scales by the device pixel ratio.
 *
 * `F` is the field names of the board's store: the symbol store's by default (every preset of the
 * exchange boards), `BondField` or `PutThroughField` for boards over the feed's other stores.
 */
export interface ColumnDef<F extends string = SymbolField> {
  /** Stable id: used for sorting, toggles, persistence and test selectors. */
  readonly id: string;
  /**
   * The header: display text ("Giá khớp"), text per language (`{ vi: "Giá", en: "Price" }`), or a label
   * key (`column.matchPrice`) translated by the board's `label` option or its built-in labels in the
   * board's `language`. A header wider than its column ends with an ellipsis (the full text is its tooltip).
   */
  readonly header: string | HeaderText;
  /** The header group above this column (bid, offer, foreign, ...), if any: a label key or display text. */
  readonly group?: string;
  /** The store field drawn; null for the star, checkbox and mini chart. */
  readonly field: F | null;
  /** Field drawn instead when the board's toggle for this column is on (percent for change, value for qty). */
  readonly altField?: F;
  /** How the alternative field is drawn (its kind). */
  readonly altKind?: CellKind;
  /** How the field is drawn. */
  readonly kind: CellKind;
  /**
   * On a symbol board: the price field whose colour class colours this cell (defaults to `field` for
   * prices). On any board: a change of this field also redraws the cell (its colour may have changed).
   */
  readonly colorField?: F;
  /** Colour from a rule over the store's row (boards over stores without colour classes); wins over `colorField`. */
  readonly color?: CellColorRule<F>;
  /**
   * The price this cell is a change of: while that price has no value (no match yet today; no odd-lot
   * match) the cell is blank, as on the exchanges' boards, instead of a "0.00" that reads as unchanged.
   * Name the same field as `colorField`, whose change redraws the cell.
   */
  readonly blankWithout?: F;
  /**
   * The cell shows `field` minus this field instead of `field` itself: as a change (kind `change`) or in
   * percent of this field (kind `percent`); blank while either has no value. A call auction's projected
   * change is its projected price from the reference (`auctionPrice` from `refPrice`, withCallAuction),
   * which no feed sends as a field of its own.
   */
  readonly differenceFrom?: F;
  /** Divisor of price and change cells (default: the board's, 1000 = thousands of dong). */
  readonly priceScale?: number;
  /** Decimals of price and change cells (default: the board's, 2). */
  readonly priceDecimals?: number;
  /** Display text per raw text value of a text cell ("Y" -> "Có"); values not listed are drawn as they are. */
  readonly labels?: Readonly<Record<string, string>>;
  /** Width in CSS px (times the board's `scale`); with `flex`, the width the column starts from. */
  readonly width: number;
  /**
   * Share of the host's spare width this column takes (like CSS flex-grow): 0 or absent keeps `width`.
   * A board with flex columns fills its host; they shrink back to `minWidth` when the host is narrow.
   */
  readonly flex?: number;
  /** Smallest width in CSS px when the board grows or shrinks columns (`flex`, `fit`); default `width`. */
  readonly minWidth?: number;
  /** Largest width in CSS px when the board grows columns (`flex`, `fit`); default unlimited. */
  readonly maxWidth?: number;
  /** Text alignment in the cell. */
  readonly align: "left" | "right" | "center";
  /** A header click sorts by this column (by `altField` while the alternative is shown). */
  readonly sortable: boolean;
  /** The column-menu toggle that hides this column. */
  readonly toggle?: ColumnToggle;
  /** Blank (drawn empty) on odd-lot boards. */
  readonly blankOnOddLot?: boolean;
  /**
   * A price cell equal to the row's `limitField` shows `label` instead of the price: during a call
   * auction, market orders (ATO/ATC) rest in the book at the ceiling (buy) or floor (sell), and a board
   * showing that price would look crossed. Set by the host only while the auction runs.
   */
  readonly marketOrder?: { readonly limitField: F; readonly label: string };
}
