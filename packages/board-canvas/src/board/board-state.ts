import type { ColumnStore, SymbolStore } from "@vnboard/feed";
import { MiniChartCache } from "../charts/mini-chart-cache";
import type { ColumnDef } from "../columns/column-def";
import { DERIVATIVE_EXPANDED_HEIGHT, FLASH_MS, HEADER_HEIGHT, ROW_HEIGHT } from "../layout/constants";
import { RowOrder } from "../model/row-order";
import type { TableFrame } from "../table/table-painter";
import { COMPACT_UNITS, DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import type { GlyphAtlas } from "../text/glyph-atlas";
import type { BoardTheme } from "../theme";
import type { BoardOptions, BoardViewMode } from "./board-options";
import { boardScale, boardTheme, createAtlas } from "./board-text";

/**
 * What every part of a board reads: the options in force, the sizes derived from them, the row order and
 * the painters' frame. One mutable object owned by the board; the parts keep no copies of it.
 */
export interface BoardState {
  /** The options in force: applyOptions merges into a copy, and callbacks are read from it per call. */
  opts: BoardOptions<string>;
  theme: BoardTheme;
  scale: number;
  rowHeight: number;
  headerHeight: number;
  /**
   * The device pixel ratio the board draws at: the host's `resolution`, else the window's, followed as it
   * changes (BoardEngine.setResolution).
   */
  resolution: number;
  /** Inside, columns and store are read by field index: their field-name type is the caller's business. */
  readonly store: ColumnStore<string>;
  /** The same store when it is the symbol store (cards, colour classes, mini charts), else null. */
  readonly symbols: (ColumnStore<string> & SymbolStore) | null;
  readonly order: RowOrder;
  readonly frame: TableFrame;
  view: BoardViewMode;
  alternates: ReadonlySet<string>;
  atlas: GlyphAtlas;
  /** The expanded row's code (derivatives board) and its height, kept while the rows move. */
  expandedKey: string | null;
  expandedHeight: number;
  /** Display positions of the keyboard focus and the hovered row or card, -1 for none. */
  focused: number;
  hovered: number;
}

/** The symbol store has colour classes per price field; other ColumnStores do not. */
function isSymbolStore(store: ColumnStore<string>): store is ColumnStore<string> & SymbolStore {
  return typeof (store as Partial<SymbolStore>).color === "function" && "colors" in store;
}

export function rowHeightOf(o: BoardOptions<string>): number {
  return (o.rowHeight !== undefined && o.rowHeight > 0 ? o.rowHeight : ROW_HEIGHT) * boardScale(o.scale);
}

/** Cards show symbol fields: other stores have tables only. */
export function viewOf(state: Pick<BoardState, "symbols">, mode: BoardViewMode | undefined): BoardViewMode {
  return state.symbols === null ? "table" : (mode ?? "table");
}

/** `makeAtlas`: the glyph atlas's maker (a unit test's stub renderer passes its own). */
export function createBoardState(
  options: BoardOptions<string>,
  resolution: number,
  makeAtlas: typeof createAtlas = createAtlas,
): BoardState {
  const opts = { ...options };
  const theme = boardTheme(opts);
  const scale = boardScale(opts.scale);
  const rowHeight = rowHeightOf(opts);
  const store = options.store as unknown as ColumnStore<string>;
  const symbols = isSymbolStore(store) ? store : null;
  const order = new RowOrder(store, options.codes);
  if (options.order) order.setState(options.order);
  if (options.sort) order.setSort(options.sort);
  const columns = options.columns as readonly ColumnDef<string>[];
  const frame: TableFrame = {
    store,
    symbols,
    rows: order.rows,
    rowCount: order.count,
    columns,
    columnX: new Float64Array(columns.length),
    columnWidth: new Float64Array(columns.length),
    useAlt: new Uint8Array(columns.length),
    fields: new Int32Array(columns.length),
    colorFields: new Int32Array(columns.length),
    blankWithoutFields: new Int32Array(columns.length),
    differenceFields: new Int32Array(columns.length),
    columnText: [],
    rowHeight,
    expandedRow: -1,
    expandedHeight: DERIVATIVE_EXPANDED_HEIGHT,
    scrollTop: 0,
    scrollLeft: 0,
    exposedTop: 0,
    exposedBottom: 0,
    viewportWidth: 0,
    viewportHeight: 0,
    favourites: options.favourites ?? new Set(),
    textOptions: { ...DEFAULT_CELL_TEXT_OPTIONS, units: COMPACT_UNITS[options.language ?? "vi"] },
    classMarkers: options.colorBlindSafe === true,
    flashEnabled: typeof document === "undefined" || document.visibilityState === "visible",
    flashMs: FLASH_MS,
    oddLot: options.oddLot ?? false,
    isRowStale: (options.isRowStale as TableFrame["isRowStale"] | undefined) ?? null,
    miniCharts: null,
    miniChartSource: null,
  };
  const state: BoardState = {
    opts,
    theme,
    scale,
    rowHeight,
    headerHeight: HEADER_HEIGHT * scale,
    resolution,
    store,
    symbols,
    order,
    frame,
    view: "table",
    alternates: options.alternates ?? new Set<string>(),
    atlas: makeAtlas(theme, resolution, opts.colorBlindSafe === true),
    expandedKey: options.expandedRow ?? null,
    expandedHeight:
      options.expandedHeight !== undefined && options.expandedHeight > rowHeight
        ? options.expandedHeight
        : DERIVATIVE_EXPANDED_HEIGHT,
    focused: -1,
    hovered: -1,
  };
  state.view = viewOf(state, options.view);
  setMiniCharts(state);
  return state;
}

/** (Re)creates the mini-chart cache for the options and theme in force. */
export function setMiniCharts(state: BoardState): void {
  const frame = state.frame;
  frame.miniCharts?.destroy();
  frame.miniChartSource = state.opts.miniCharts ?? null;
  frame.miniCharts =
    state.opts.miniCharts && state.symbols !== null
      ? new MiniChartCache(state.resolution, {
          up: state.theme.priceText[4],
          down: state.theme.priceText[5],
          flat: state.theme.priceText[1],
        })
      : null;
}
