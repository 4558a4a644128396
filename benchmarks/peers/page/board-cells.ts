/**
 * The board every peer grid shows, taken from our own definitions so that all grids draw the same
 * thing: the spec's detail columns (DETAIL_COLUMNS, less the star and the mini chart, which need no
 * feed data), the feed's display formats, and the feed's colour rules (priceColor, via the store's
 * colour classes or, for grids that keep their own row objects, from the row's values).
 */
import {
  formatCompact,
  formatNumber,
  formatPercent,
  formatPrice,
  formatVolume,
  PriceColor,
  priceColor,
  SYMBOL_SCHEMA,
  type SymbolField,
  type SymbolStore,
} from "@vnboard/feed";
import type { CellKind } from "../../../packages/board-canvas/src/columns/column-def";
import { DETAIL_COLUMNS } from "../../../packages/board-canvas/src/columns/detail-columns";
import { FLASH_MS, ROW_HEIGHT } from "../../../packages/board-canvas/src/layout/constants";
import { DARK_THEME } from "../../../packages/board-canvas/src/theme";

export { FLASH_MS, ROW_HEIGHT };
export const THEME = DARK_THEME;
const F = SYMBOL_SCHEMA.index;

export interface PeerColumn {
  id: SymbolField;
  label: string;
  field: number;
  kind: CellKind;
  /** Field whose colour class colours the cell; null when the colour is fixed or plain. */
  colorBy: SymbolField | null;
  /** PriceColor of reference, ceiling and floor columns (spec 4); -1 otherwise. */
  fixedColor: number;
  width: number;
  align: "left" | "right";
}

const FIXED: Partial<Record<SymbolField, number>> = {
  refPrice: PriceColor.REFERENCE,
  ceilPrice: PriceColor.CEILING,
  floorPrice: PriceColor.FLOOR,
};

export const PEER_COLUMNS: readonly PeerColumn[] = DETAIL_COLUMNS.filter((c) => c.field !== null).map((c) => {
  const field = c.field as SymbolField;
  const colorBy = c.colorField ?? (c.kind === "price" ? field : null);
  const fixed = colorBy === null ? undefined : FIXED[colorBy];
  return {
    id: field,
    label: field,
    field: F[field],
    kind: c.kind,
    colorBy: fixed === undefined ? colorBy : null,
    fixedColor: fixed ?? -1,
    width: c.width,
    align: c.align === "left" ? "left" : "right",
  };
});

/** Display text of a value of a column's kind, by the feed's formats (blank for missing, as the board). */
export function formatCell(kind: CellKind, value: number): string {
  switch (kind) {
    case "price":
      return formatPrice(value, 2, true);
    case "change":
      return formatNumber(value / 1000, 2);
    case "percent":
      return formatPercent(value);
    case "volume":
      return formatVolume(value, true);
    case "value":
      return formatCompact(value, "vi", 2, true);
    default:
      return formatNumber(value);
  }
}

/** The text of a cell straight from the store. */
export function storeCellText(store: SymbolStore, column: PeerColumn, row: number): string {
  return column.kind === "code" ? store.keyOf(row) : formatCell(column.kind, store.num(column.field, row));
}

/** PriceColor of a cell from the store's colour classes. */
export function storeCellColor(store: SymbolStore, column: PeerColumn, row: number): number {
  if (column.fixedColor >= 0) return column.fixedColor;
  return column.colorBy === null ? PriceColor.NONE : store.color(F[column.colorBy], row);
}

/** PriceColor of a cell from a row object's values (grids that keep their own copy of each row). */
export function valuesCellColor(column: PeerColumn, values: Readonly<Record<string, unknown>>): number {
  if (column.fixedColor >= 0) return column.fixedColor;
  if (column.colorBy === null) return PriceColor.NONE;
  const num = (field: SymbolField): number => values[field] as number;
  return priceColor(num(column.colorBy), num("refPrice"), num("ceilPrice"), num("floorPrice"));
}

export const Flash = { NONE: 0, UP: 1, DOWN: 2, NEUTRAL: 3 } as const;

/** Whether a cell is flashing at `now` and which way its value went (spec 2.3: 300 ms after a change). */
export function storeCellFlash(store: SymbolStore, column: PeerColumn, row: number, now: number): number {
  const changedAt = store.changedAt[column.field][row];
  if (!(changedAt > 0) || now - changedAt >= FLASH_MS) return Flash.NONE;
  const direction = store.direction[column.field][row] ?? 0;
  return direction > 0 ? Flash.UP : direction < 0 ? Flash.DOWN : Flash.NEUTRAL;
}

/** Flash backgrounds by Flash value. */
export const FLASH_COLORS = ["", THEME.flashUp, THEME.flashDown, THEME.flashNeutral] as const;
