import {
  type ColumnStore,
  type DirtySet,
  hasReferenceAsterisk,
  PriceColor,
  SYMBOL_SCHEMA,
  type SymbolStore,
} from "@vnboard/feed";
import type { MiniChartCache, MiniChartSource } from "../charts/mini-chart-cache";
import type { ColumnDef } from "../columns/column-def";
import { createIndexRange } from "../layout/index-range";
import { rowTop, visibleRange } from "../layout/viewport";
import type { DrawBatch } from "../render/draw-batch";
import { GlyphRun } from "../render/glyph-run";
import { fieldIndexOf, isMarketOrder, writeCellChars } from "../text/cell-chars";
import type { CellTextOptions } from "../text/cell-text";
import type { GlyphAtlas } from "../text/glyph-atlas";
import { writeText } from "../text/number-writer";

const F = SYMBOL_SCHEMA.index;

/** Text colour blocks of the atlas: the six PriceColor entries, then plain and muted text. */
export const TEXT_BLOCK = { PLAIN: 6, MUTED: 7 } as const;
/** Swatches of the atlas, in the order the board creates them. */
export const SWATCH = {
  ROW_EVEN: 0,
  ROW_ODD: 1,
  FLASH_UP: 2,
  FLASH_DOWN: 3,
  FLASH_NEUTRAL: 4,
  GRID: 5,
} as const;

const STAR_ON = 0x2605; // ★
const STAR_OFF = 0x2606; // ☆
const CHECKBOX_ON = 0x2611; // ☑
const CHECKBOX_OFF = 0x2610; // ☐
const ASTERISK = 42;

/** What the painter needs to know about the table this frame; owned and updated by the board. */
export interface TableFrame {
  /** The store drawn: the symbol store, or any other ColumnStore of the feed (bonds, put-through). */
  store: ColumnStore<string>;
  /** The same store when it is the symbol store (colour classes, asterisk, mini charts), else null. */
  symbols: SymbolStore | null;
  /** Store rows in display order, and how many. */
  rows: Int32Array;
  rowCount: number;
  columns: readonly ColumnDef<string>[];
  columnX: Float64Array;
  columnWidth: Float64Array;
  /** Per column: draw the alternative field (percent for change, value for volume). */
  useAlt: Uint8Array;
  /** Per column: the store field index drawn (alternative applied), -1 for none. See `resolveColumns`. */
  fields: Int32Array;
  /** Per column: the field index whose change also redraws the cell (`colorField`), -1 for none. */
  colorFields: Int32Array;
  /** Per column: the price field without whose value the cell is blank (`blankWithout`), -1 for none. */
  blankWithoutFields: Int32Array;
  /** Per column: the field the cell is a difference from (`differenceFrom`), -1 for none. */
  differenceFields: Int32Array;
  /** Per column: its text options (the board's, or a copy with the column's price scale). */
  columnText: CellTextOptions[];
  rowHeight: number;
  /** Display position of the expanded row (derivatives board), -1 for none; rows below it shift down. */
  expandedRow: number;
  /** Height of the expanded row (its cells take the top rowHeight; the rest is the host's panel gap). */
  expandedHeight: number;
  scrollTop: number;
  scrollLeft: number;
  /**
   * Viewport CSS px band [exposedTop, exposedBottom) uncovered by a scroll shift (render/scroll-shift.ts):
   * rows intersecting it are drawn whole on a partial paint. Empty (top >= bottom) otherwise.
   */
  exposedTop: number;
  exposedBottom: number;
  viewportWidth: number;
  viewportHeight: number;
  favourites: ReadonlySet<string>;
  textOptions: CellTextOptions;
  /** Flash changed cells (spec: only while the tab has focus). */
  flashEnabled: boolean;
  flashMs: number;
  /** Odd-lot board: columns marked blankOnOddLot are drawn empty. */
  oddLot: boolean;
  /** The host's stale-row test (option `isRowStale`): such rows draw all their text muted. */
  isRowStale: ((store: ColumnStore<string>, row: number) => boolean) | null;
  /** Colour-blind-safe palette: price cells of a class get its marker (▲ ▼ ↑ ↓) before the text. */
  classMarkers: boolean;
  /** The 1-month mini charts, when the host provides their data. */
  miniCharts: MiniChartCache | null;
  miniChartSource: MiniChartSource | null;
}

/**
 * Resolves the columns' field names against the store's schema into the frame's per-column arrays, once
 * per layout change, so that the painter reads field indices from typed arrays. A name the store does not
 * have resolves to -1 (the cell is drawn empty): a column set meant for another store never crashes.
 */
export function resolveColumns(frame: TableFrame): void {
  const n = frame.columns.length;
  const indexOf = (name: string | null | undefined) => fieldIndexOf(frame.store, name);
  if (frame.fields.length < n) {
    frame.fields = new Int32Array(n);
    frame.colorFields = new Int32Array(n);
    frame.blankWithoutFields = new Int32Array(n);
    frame.differenceFields = new Int32Array(n);
  }
  frame.columnText.length = n;
  for (let c = 0; c < n; c++) {
    const column = frame.columns[c];
    const alt = frame.useAlt[c] === 1 && column.altField !== undefined;
    frame.fields[c] = indexOf(alt ? column.altField : column.field);
    frame.colorFields[c] = indexOf(column.colorField);
    frame.blankWithoutFields[c] = indexOf(column.blankWithout);
    frame.differenceFields[c] = indexOf(column.differenceFrom);
    frame.columnText[c] =
      column.priceScale === undefined && column.priceDecimals === undefined
        ? frame.textOptions
        : {
            ...frame.textOptions,
            priceScale: column.priceScale ?? frame.textOptions.priceScale,
            priceDecimals: column.priceDecimals ?? frame.textOptions.priceDecimals,
          };
  }
}

/**
 * Draws table cells into the backbuffer batch: every visible cell on a full paint, else only the cells
 * that changed since the last paint or are still fading from a flash. One cell is a background swatch
 * (stripe, or flash colour faded by age), a 1 px grid line, and one glyph sprite per character.
 */
export class TablePainter {
  private readonly chars = new Uint16Array(64);
  private readonly range = createIndexRange();
  private readonly run: GlyphRun;

  constructor(
    private readonly atlas: GlyphAtlas,
    private readonly batch: DrawBatch,
  ) {
    this.run = new GlyphRun(atlas, batch);
  }

  /**
   * Paints and returns the number of cells drawn. `since` is the time of the previous paint: cells
   * changed after it, and cells whose flash is still running, are redrawn; `full` redraws all; rows in
   * the frame's exposed band (a scroll shift) are redrawn whole.
   */
  paint(frame: TableFrame, now: number, since: number, full: boolean, dirty: DirtySet): number {
    const { rowHeight, scrollTop, viewportHeight, expandedRow, expandedHeight, exposedTop, exposedBottom } =
      frame;
    const range = visibleRange(
      scrollTop,
      viewportHeight,
      rowHeight,
      frame.rowCount,
      0,
      this.range,
      expandedRow,
      expandedHeight,
    );
    const first = range.first;
    const last = range.last;
    const store = frame.store;
    const flashMs = frame.flashMs;
    let cells = 0;
    for (let position = first; position <= last; position++) {
      const row = frame.rows[position];
      const y = rowTop(position, rowHeight, expandedRow, expandedHeight) - scrollTop;
      // A row moving in with a scroll shift has no pixels yet (its cells' top rowHeight; an expanded
      // row's gap below them is the background the shift filled in).
      const exposed = y < exposedBottom && y + rowHeight > exposedTop;
      const rowFull = full || exposed || store.restyledAt[row] > since;
      // A clean row is drawn only when one of its flashes ended since the last paint.
      if (!rowFull && !dirty.has(row) && !this.flashEnded(frame, row, since, now)) continue;
      const stale = frame.isRowStale?.(store, row) === true;
      for (let c = 0; c < frame.columns.length; c++) {
        const x = frame.columnX[c] - frame.scrollLeft;
        const width = frame.columnWidth[c];
        if (x + width < 0 || x > frame.viewportWidth) continue;
        const column = frame.columns[c];
        const field = frame.fields[c];
        const changedAt = field >= 0 ? store.changedAt[field][row] : 0;
        // A cell coloured by another field (the code by the match price) is redrawn when that changes.
        const colorField = frame.colorFields[c];
        const recoloredAt = colorField >= 0 ? store.changedAt[colorField][row] : 0;
        const ended = changedAt + flashMs > since && changedAt + flashMs <= now;
        if (!rowFull && !(changedAt > since) && !(recoloredAt > since) && !ended) continue;
        this.drawCell(frame, column, c, field, row, position, x, y, width, now, changedAt, stale);
        cells++;
      }
    }
    return cells;
  }

  /** True when a cell of the row stopped flashing in (since, now]: it must be drawn without the flash. */
  private flashEnded(frame: TableFrame, row: number, since: number, now: number): boolean {
    const changedAt = frame.store.changedAt;
    const flashMs = frame.flashMs;
    for (let c = 0; c < frame.columns.length; c++) {
      const field = frame.fields[c];
      if (field < 0) continue;
      const end = changedAt[field][row] + flashMs;
      if (end > since && end <= now) return true;
    }
    return false;
  }

  private drawCell(
    frame: TableFrame,
    column: ColumnDef<string>,
    c: number,
    field: number,
    row: number,
    position: number,
    x: number,
    y: number,
    width: number,
    now: number,
    changedAt: number,
    stale: boolean,
  ): void {
    const atlas = this.atlas;
    const batch = this.batch;
    const height = frame.rowHeight;
    const age = now - changedAt;
    let flash = -1;
    if (frame.flashEnabled && field >= 0 && age >= 0 && age < frame.flashMs) {
      const direction = frame.store.direction[field]?.[row] ?? 0;
      flash = direction > 0 ? SWATCH.FLASH_UP : direction < 0 ? SWATCH.FLASH_DOWN : SWATCH.FLASH_NEUTRAL;
    }
    // An opaque flash hides the row stripe: one cell-sized draw fewer per flashing cell.
    if (flash < 0 || !atlas.swatchOpaque(flash))
      batch.push(atlas.swatch(position % 2 === 0 ? SWATCH.ROW_EVEN : SWATCH.ROW_ODD), x, y, width, height, 1);
    // Spec 2.3: a changed cell flashes (class active) for 300 ms, on then off with no fade, so that a
    // change costs two draws of the cell instead of one per frame for 300 ms.
    if (flash >= 0) batch.push(atlas.swatch(flash), x, y, width, height, 1);
    batch.push(atlas.swatch(SWATCH.GRID), x + width - 1, y, 1, height, 1);
    if (column.kind === "miniChart") {
      this.drawMiniChart(frame, row, x, y, width, now);
      return;
    }
    const alt = frame.useAlt[c] === 1 && column.altKind !== undefined;
    const kind = alt ? column.altKind! : column.kind;
    const length = frame.oddLot && column.blankOnOddLot ? 0 : this.cellText(frame, c, kind, field, row);
    if (length === 0) return;
    // A stale row's prices are not the market's now: every cell muted, no colour class to read.
    const block = stale ? TEXT_BLOCK.MUTED : this.colorBlock(frame, column, c, kind, row);
    const shown = frame.classMarkers ? withClassMarker(this.chars, length, block, kind) : length;
    this.run.draw(this.chars, shown, block, x, y, width, height, column.align);
  }

  /** The chart texture when loaded, else a muted placeholder while it loads. */
  private drawMiniChart(
    frame: TableFrame,
    row: number,
    x: number,
    y: number,
    width: number,
    now: number,
  ): void {
    if (frame.miniCharts === null || frame.miniChartSource === null || frame.symbols === null) return;
    const texture = frame.miniCharts.texture(frame.symbols.keyOf(row), frame.miniChartSource, now);
    if (texture !== null) {
      const w = Math.min(width - 4, texture.frame.width);
      this.batch.push(
        texture,
        x + (width - w) / 2,
        y + (frame.rowHeight - texture.frame.height) / 2,
        w,
        texture.frame.height,
        1,
      );
      return;
    }
    this.chars[0] = 0x2026; // '…'
    this.run.draw(this.chars, 1, TEXT_BLOCK.MUTED, x, y, width, frame.rowHeight, "center");
  }

  /** Writes the cell's characters into `chars`; returns the count. */
  private cellText(
    frame: TableFrame,
    c: number,
    kind: ColumnDef["kind"],
    field: number,
    row: number,
  ): number {
    const store = frame.store;
    const chars = this.chars;
    switch (kind) {
      case "star":
        chars[0] = frame.favourites.has(store.keyOf(row)) ? STAR_ON : STAR_OFF;
        return 1;
      case "checkbox":
        chars[0] = frame.favourites.has(store.keyOf(row)) ? CHECKBOX_ON : CHECKBOX_OFF;
        return 1;
      case "code": {
        let n = writeCellChars(chars, store, row, field, kind, undefined, frame.columnText[c]);
        const symbols = frame.symbols;
        if (
          symbols !== null &&
          n < chars.length &&
          hasReferenceAsterisk(symbols.strings.get(symbols.ids[F.referenceStatus][row]))
        )
          chars[n++] = ASTERISK;
        return n;
      }
      default:
        return writeDataCell(chars, frame, c, kind, field, row);
    }
  }

  /**
   * A column's colour rule first; on the symbol store, price cells take their own colour class and the
   * code, change and percent take the match price's; other stores draw plain text.
   */
  private colorBlock(
    frame: TableFrame,
    column: ColumnDef<string>,
    c: number,
    kind: ColumnDef["kind"],
    row: number,
  ): number {
    const store = frame.store;
    if (kind === "star" || kind === "checkbox")
      return frame.favourites.has(store.keyOf(row)) ? PriceColor.REFERENCE : TEXT_BLOCK.MUTED;
    if (column.color !== undefined) {
      const color = column.color(store, row);
      return color > PriceColor.NONE && color <= PriceColor.DOWN ? color : TEXT_BLOCK.PLAIN;
    }
    const symbols = frame.symbols;
    if (symbols === null) return TEXT_BLOCK.PLAIN;
    const colorField = column.colorField ?? (kind === "price" ? column.field : null);
    if (colorField === null || colorField === undefined) return TEXT_BLOCK.PLAIN;
    // Reference, ceiling and floor are always drawn in their own class colour.
    if (colorField === "refPrice") return PriceColor.REFERENCE;
    if (colorField === "ceilPrice") return PriceColor.CEILING;
    if (colorField === "floorPrice") return PriceColor.FLOOR;
    const f = column.colorField === undefined ? frame.fields[c] : frame.colorFields[c];
    if (f < 0) return TEXT_BLOCK.PLAIN;
    const color = symbols.color(f, row);
    return color === PriceColor.NONE || color === undefined ? TEXT_BLOCK.PLAIN : color;
  }
}

/** The marker of each price class in the colour-blind-safe palette, by PriceColor (0: none). */
const CLASS_MARKERS = new Uint16Array(8);
CLASS_MARKERS[PriceColor.CEILING] = 0x2191; // ↑
CLASS_MARKERS[PriceColor.FLOOR] = 0x2193; // ↓
CLASS_MARKERS[PriceColor.UP] = 0x25b2; // ▲
CLASS_MARKERS[PriceColor.DOWN] = 0x25bc; // ▼

/**
 * Puts the colour class's marker before a price, change or percent cell's text (the colour-blind-safe
 * palette: the class is readable without its hue). Returns the new length; no allocation.
 */
function withClassMarker(chars: Uint16Array, length: number, block: number, kind: string): number {
  const marker = block < CLASS_MARKERS.length ? CLASS_MARKERS[block] : 0;
  if (marker === 0 || length >= chars.length || (kind !== "price" && kind !== "change" && kind !== "percent"))
    return length;
  chars.copyWithin(1, 0, length);
  chars[0] = marker;
  return length + 1;
}

/**
 * The text of column `c`'s data cell in store row `row` into `chars` (a call auction's market order label,
 * else the store value as the column's kind writes it, blank without its `blankWithout` price); returns
 * the count. The one writer the canvas and the screen-reader rows (a11y-rows.ts) share.
 */
export function writeDataCell(
  chars: Uint16Array,
  frame: TableFrame,
  c: number,
  kind: ColumnDef["kind"],
  field: number,
  row: number,
): number {
  const column = frame.columns[c];
  const order = column.marketOrder;
  if (order !== undefined && isMarketOrder(frame.store, row, field, order.limitField))
    return writeText(chars, 0, order.label);
  return writeCellChars(
    chars,
    frame.store,
    row,
    field,
    kind,
    column.labels,
    frame.columnText[c],
    frame.blankWithoutFields[c],
    frame.differenceFields[c],
  );
}
