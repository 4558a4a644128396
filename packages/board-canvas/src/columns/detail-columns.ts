import type { SymbolField } from "@vnboard/feed";
import type { CellColorRule, CellKind, ColumnDef, ColumnToggle, HeaderText } from "./column-def";
import { CODE_COLUMN_WIDTH, CW_CODE_CHAR_WIDTH, CW_CODE_MIN_WIDTH, CW_CODE_PADDING } from "./column-sizes";

/*
 * The DETAIL table, in the exchange board's reading order: identity and the day's price
 * limits, then the order book around the last match (bid levels outermost-first so that the best bid
 * sits next to the match price, the best offer right after it), then day totals and foreign trading.
 *
 * Ids are the spec's field names (the star and mini chart excepted), so that a SortConfig's `column`
 * (the sort menu uses field names: "code", "totalTradedQtty", "buyForeignQtty") and a column id are the
 * same string, and RowOrder can sort on `SymbolField[config.column]` directly.
 */

/**
 * Widths in CSS px, measured on the 12 px Arial digits of the board font (a digit 6.7 px, a separator
 * 3.3 px) plus 4 px padding each side, so that the default DETAIL set fits a 1920 px screen without a
 * horizontal scrollbar (issue 15: it was 2,072 px and Room and the mini chart were out of reach).
 */
export const COLUMN_WIDTH = {
  star: 28,
  /** "107.50" (45 px) and "-10.50". */
  price: 50,
  /** Lots (volume unit 10 shares) of the book and the last match: "1,234,567" (61 px). */
  volume: 64,
  /** Day totals and room in lots: "12,345,678" (68 px). */
  total: 72,
  /** Compact values: "1,234.56 Tỷ". */
  value: 80,
  change: 50,
  /** "-6.95%" (49 px). */
  percent: 52,
  /** The 80 px chart with 2 px each side. */
  miniChart: 84,
  /** The repeated code beside the match columns (spec 2.2 "symbol sub-code"): "VNM*". */
  subCode: 48,
  /** "31/12/2026". */
  date: 76,
} as const;

/** Options of one column beside its field; everything not given takes the kind's default. */
export interface ColumnOptions<F extends string = SymbolField> {
  /** Column id; default the field name. */
  id?: string;
  /** Header text, per-language text or label key; default the key `column.<field>` (built-in labels). */
  header?: string | HeaderText;
  /** Header group: a label key or display text. */
  group?: string;
  /** Field drawn while the column's alternative is on. */
  altField?: F;
  /** Kind of the alternative field. */
  altKind?: CellKind;
  /** Colour field (symbol boards) and redraw trigger. */
  colorField?: F;
  /** The price without which the cell is blank (see ColumnDef.blankWithout). */
  blankWithout?: F;
  /** Colour rule over the store's row (other stores). */
  color?: CellColorRule<F>;
  /** Price divisor of price and change cells. */
  priceScale?: number;
  /** Decimals of price and change cells. */
  priceDecimals?: number;
  /** Display text per raw text value. */
  labels?: Readonly<Record<string, string>>;
  /** Text alignment; default left for code, text and date, centre for checkbox, right for numbers. */
  align?: "left" | "right" | "center";
  /** Width in CSS px; default by kind. */
  width?: number;
  /** Share of the spare width taken (see ColumnDef.flex). */
  flex?: number;
  /** Smallest width when columns grow or shrink. */
  minWidth?: number;
  /** Largest width when columns grow. */
  maxWidth?: number;
  /** Sortable by a header click. */
  sortable?: boolean;
  /** The column-menu toggle that hides it. */
  toggle?: ColumnToggle;
  /** Drawn blank on odd-lot boards. */
  blankOnOddLot?: boolean;
}

const DEFAULT_WIDTH: Readonly<Record<CellKind, number>> = {
  code: CODE_COLUMN_WIDTH,
  price: COLUMN_WIDTH.price,
  volume: COLUMN_WIDTH.volume,
  value: COLUMN_WIDTH.value,
  percent: COLUMN_WIDTH.percent,
  change: COLUMN_WIDTH.change,
  star: COLUMN_WIDTH.star,
  miniChart: COLUMN_WIDTH.miniChart,
  text: COLUMN_WIDTH.volume,
  count: COLUMN_WIDTH.volume,
  countChange: COLUMN_WIDTH.change,
  date: COLUMN_WIDTH.date,
  checkbox: COLUMN_WIDTH.star,
  ratio: COLUMN_WIDTH.change,
};

const LEFT_ALIGNED: ReadonlySet<CellKind> = new Set<CellKind>(["code", "text", "date"]);

/**
 * Builds a data column: id = field name, header = `column.<field>`, numbers right-aligned. Symbol fields
 * by default; for another store name its fields: `dataColumn<BondField>("pt_MatchPrice", "price")`.
 */
export function dataColumn<F extends string = SymbolField>(
  field: NoInfer<F>,
  kind: CellKind,
  options: ColumnOptions<NoInfer<F>> = {},
): ColumnDef<F> {
  return {
    id: options.id ?? field,
    header: options.header ?? `column.${field}`,
    group: options.group,
    field,
    altField: options.altField,
    altKind: options.altKind,
    kind,
    colorField: options.colorField,
    ...(options.blankWithout !== undefined ? { blankWithout: options.blankWithout } : {}),
    color: options.color,
    priceScale: options.priceScale,
    priceDecimals: options.priceDecimals,
    labels: options.labels,
    width: options.width ?? DEFAULT_WIDTH[kind],
    ...(options.flex !== undefined ? { flex: options.flex } : {}),
    ...(options.minWidth !== undefined ? { minWidth: options.minWidth } : {}),
    ...(options.maxWidth !== undefined ? { maxWidth: options.maxWidth } : {}),
    align: options.align ?? (LEFT_ALIGNED.has(kind) ? "left" : kind === "checkbox" ? "center" : "right"),
    sortable: options.sortable ?? false,
    toggle: options.toggle,
    blankOnOddLot: options.blankOnOddLot,
  };
}

/** The favourite star (the click toggles the favourite). */
export const STAR_COLUMN: ColumnDef = {
  id: "star",
  header: "column.star",
  field: null,
  kind: "star",
  width: COLUMN_WIDTH.star,
  align: "center",
  sortable: false,
};

/** The 1-month mini chart, loaded lazily with a placeholder. */
export const MINI_CHART_COLUMN: ColumnDef = {
  id: "miniChart",
  header: "column.miniChart",
  field: null,
  kind: "miniChart",
  width: COLUMN_WIDTH.miniChart,
  align: "center",
  sortable: false,
};

/** The symbol code, coloured like the match price; sortable as text. */
export const CODE_COLUMN: ColumnDef = dataColumn("code", "code", {
  header: "column.code",
  colorField: "matchPrice",
  sortable: true,
});

/**
 * The "symbol sub-code" of the column menu: the code repeated beside the match columns, so
 * that the eye finds the row's code in the middle of a wide table. Not sortable (the code column is).
 */
export const SUB_CODE_COLUMN: ColumnDef = dataColumn("code", "code", {
  id: "subCode",
  header: "column.subCode",
  colorField: "matchPrice",
  width: COLUMN_WIDTH.subCode,
  toggle: "subCode",
});

/** Reference, ceiling, floor: fixed colours per class, so no colour field; not sortable. */
export const LIMIT_COLUMNS: readonly ColumnDef[] = [
  dataColumn("refPrice", "price"),
  dataColumn("ceilPrice", "price"),
  dataColumn("floorPrice", "price"),
];

const BID = "column.group.bid";
const OFFER = "column.group.offer";
const MATCH = "column.group.match";
const FOREIGN = "column.group.foreign";

/**
 * Three bid levels, exchange layout price3 vol3 price2 vol2 price1 vol1, after the 4th-level volume
 * (the "buy volume 4" toggle). Volumes take their price's colour. Only level 1 is
 * sortable.
 */
export const BID_COLUMNS: readonly ColumnDef[] = [
  dataColumn("bidQtty4", "volume", { group: BID, colorField: "bidPrice4", toggle: "buyVolume4" }),
  dataColumn("bidPrice3", "price", { group: BID }),
  dataColumn("bidQtty3", "volume", { group: BID, colorField: "bidPrice3" }),
  dataColumn("bidPrice2", "price", { group: BID }),
  dataColumn("bidQtty2", "volume", { group: BID, colorField: "bidPrice2" }),
  dataColumn("bidPrice1", "price", { group: BID, sortable: true }),
  dataColumn("bidQtty1", "volume", { group: BID, colorField: "bidPrice1", sortable: true }),
];

/** Last match: price, volume, change (the percent toggle switches to pctChangePrice). */
export const MATCH_COLUMNS: readonly ColumnDef[] = [
  dataColumn("matchPrice", "price", { group: MATCH, sortable: true }),
  dataColumn("matchQtty", "volume", { group: MATCH, colorField: "matchPrice" }),
  dataColumn("changePrice", "change", {
    group: MATCH,
    altField: "pctChangePrice",
    altKind: "percent",
    colorField: "matchPrice",
    blankWithout: "matchPrice",
    sortable: true,
  }),
];

/** Offer levels 1..3 best first, then the 4th-level volume ("sell volume 4" toggle). */
export const OFFER_COLUMNS: readonly ColumnDef[] = [
  dataColumn("offerPrice1", "price", { group: OFFER, sortable: true }),
  dataColumn("offerQtty1", "volume", { group: OFFER, colorField: "offerPrice1", sortable: true }),
  dataColumn("offerPrice2", "price", { group: OFFER }),
  dataColumn("offerQtty2", "volume", { group: OFFER, colorField: "offerPrice2" }),
  dataColumn("offerPrice3", "price", { group: OFFER }),
  dataColumn("offerQtty3", "volume", { group: OFFER, colorField: "offerPrice3" }),
  dataColumn("offerQtty4", "volume", { group: OFFER, colorField: "offerPrice4", toggle: "sellVolume4" }),
];

/** Total matched volume; the quantity/value toggle switches to totalTradedValue. */
export const TOTAL_VOLUME_COLUMN: ColumnDef = dataColumn("totalTradedQtty", "volume", {
  altField: "totalTradedValue",
  altKind: "value",
  width: COLUMN_WIDTH.total,
  sortable: true,
  toggle: "totalVolume",
});

/**
 * Foreign buy / sell volumes (sortable) and the remaining room (not in the sortable list);
 * the net volume and the buy / sell / net values are extra columns the menu adds.
 */
export const FOREIGN_COLUMNS: readonly ColumnDef[] = [
  dataColumn("buyForeignQtty", "volume", { group: FOREIGN, sortable: true, toggle: "foreignBuy" }),
  dataColumn("sellForeignQtty", "volume", { group: FOREIGN, sortable: true, toggle: "foreignSell" }),
  dataColumn("subForeignQtty", "volume", {
    group: FOREIGN,
    sortable: true,
    toggle: "foreignNet",
    width: COLUMN_WIDTH.total,
  }),
  dataColumn("buyForeignValue", "value", { group: FOREIGN, sortable: true, toggle: "foreignValue" }),
  dataColumn("sellForeignValue", "value", { group: FOREIGN, sortable: true, toggle: "foreignValue" }),
  dataColumn("subForeignValue", "value", { group: FOREIGN, sortable: true, toggle: "foreignValue" }),
  dataColumn("remainForeignQtty", "volume", { group: FOREIGN, toggle: "room", width: COLUMN_WIDTH.total }),
];

/**
 * The DETAIL table. Highest and lowest appear once, in the high / low / average group after
 * the totals (a column id is unique, so they are not repeated elsewhere). The column toggles are shown by
 * default; the extra columns (average, foreign net and values) only when the column menu adds them.
 * Percent change and traded value are the change and total columns' alternatives (display toggles).
 */
export const DETAIL_COLUMNS: readonly ColumnDef[] = [
  STAR_COLUMN,
  CODE_COLUMN,
  ...LIMIT_COLUMNS,
  dataColumn("totalBuyQtty", "volume", { group: "column.group.activeVolume" }),
  dataColumn("totalSellQtty", "volume", { group: "column.group.activeVolume" }),
  ...BID_COLUMNS,
  SUB_CODE_COLUMN,
  ...MATCH_COLUMNS,
  ...OFFER_COLUMNS,
  TOTAL_VOLUME_COLUMN,
  dataColumn("highestPrice", "price", { group: "column.group.highLow", sortable: true, blankOnOddLot: true }),
  dataColumn("lowestPrice", "price", { group: "column.group.highLow", sortable: true, blankOnOddLot: true }),
  dataColumn("avgPrice", "price", { group: "column.group.highLow", blankOnOddLot: true, toggle: "avgPrice" }),
  ...FOREIGN_COLUMNS,
  MINI_CHART_COLUMN,
];

/**
 * Covered-warrant symbol column width: max(60, 11 x longest code + 20). CW codes are long
 * ("CVNM2306") and vary by issuer, so the column follows the board's codes instead of the fixed 90.
 */
export function cwCodeWidth(codes: readonly string[]): number {
  let longest = 0;
  for (let i = 0; i < codes.length; i++) if (codes[i].length > longest) longest = codes[i].length;
  return Math.max(CW_CODE_MIN_WIDTH, CW_CODE_CHAR_WIDTH * longest + CW_CODE_PADDING);
}

/** The same columns with the code column resized (covered-warrant board); a new array, cold path. */
export function withCodeWidth(columns: readonly ColumnDef[], width: number): ColumnDef[] {
  return columns.map((column) => (column.kind === "code" ? { ...column, width } : column));
}
