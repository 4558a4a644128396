import type { ColumnStore, RowIndex, SortConfig, SymbolField } from "@vnboard/feed";
import type { MiniChartSource } from "../charts/mini-chart-cache";
import type { BoardLanguage, ColumnDef } from "../columns/column-def";
import type { ExpandedRect } from "../layout/expanded-row";
import type { RowOrderState } from "../model/row-order";
import type { RendererPreference } from "../render/board-surface";
import type { BoardTheme } from "../theme";
import type { FrameStats } from "./frame-stats";

/** A board's `renderer` option: the page's own Canvas2D, or one of pixi's renderers. */
export type BoardRenderer = RendererPreference | "canvas2d";

/**
 * What `createBoard` draws and how: the store, codes and columns, theme, callbacks.
 *
 * `F` is the store's field names. The default is the symbol store (`market.symbols`), whose boards have
 * every feature; any other ColumnStore of the feed (`market.bonds`, `market.putThrough`) draws a table of
 * `ColumnDef<F>` columns: no card view, no mini charts, no reference asterisk, and colours only from the
 * columns' `color` rules; the star or checkbox works by the row's key.
 */
export interface BoardOptions<F extends string = SymbolField> {
  /**
   * The feed store drawn: the symbol store (`market.symbols` of a MarketData) or another ColumnStore
   * (`market.bonds`, `market.putThrough`); the board redraws on its changes. Fixed at creation: another
   * store needs a new board (BoardView makes one when this prop changes).
   */
  store: ColumnStore<F>;
  /** Keys of the rows in display order (symbol codes of a basket, bond codes, put-through ticks). */
  codes: readonly string[];
  /** Columns left to right: presets (DETAIL_COLUMNS, BOND_COLUMNS, ...) or your own built with `dataColumn`. */
  columns: readonly ColumnDef<F>[];
  /**
   * Row height in CSS px before `scale`; default ROW_HEIGHT (28; the derivatives board uses
   * DERIVATIVE_ROW_HEIGHT, 29).
   */
  rowHeight?: number;
  /**
   * Key of the row shown expanded (derivatives board: one panel at a time), or null. Its
   * cells keep the top `rowHeight`; below them a gap of `expandedHeight - rowHeight` holds the host's
   * panel (`Board.expandedPanel`, or a panel of its own placed by `onExpandedRect`); rows below shift.
   */
  expandedRow?: string | null;
  /** Height of the expanded row in CSS px, cells and gap; default DERIVATIVE_EXPANDED_HEIGHT (390). */
  expandedHeight?: number;
  /**
   * The expanded row's gap moved (scroll, resize, row order, expand or collapse): its rectangle relative
   * to the board's element, or null when no row is expanded (or the expanded key is not shown). The
   * object is reused between calls: copy what you keep.
   */
  onExpandedRect?: (rect: ExpandedRect | null) => void;
  /** Colours and font; entries not given come from DARK_THEME (LIGHT_THEME is the light one). */
  theme?: Partial<BoardTheme>;
  /**
   * Colour-blind-safe price classes: besides their colour, up prices are drawn bold with a ▲, down
   * prices with a ▼, ceiling and floor bold with ⤒ / ⤓, so that no class is told by hue alone. Default false.
   */
  colorBlindSafe?: boolean;
  /**
   * Size factor for TV walls and large screens: font, row and header height and column widths grow
   * together (2 = twice as large; about 3 reads from 3 m on a 4K wall). Default 1.
   */
  scale?: number;
  /**
   * Columns fill the host's width: each grows in proportion to its width (flex columns first). Without
   * it only `flex` columns grow and the rest keep their width. Default false.
   */
  fit?: boolean;
  /** Accessible name of the grid, read by screen readers ("VN30 price board"). Default "Price board". */
  ariaLabel?: string;
  /**
   * Which renderer draws on the page's thread, when the board is not drawn by the worker surface.
   * "canvas2d": Canvas2D on the page's own canvas, by the worker surface's drawing loop (`rendererName`
   * 'canvas2d'); loads no pixi.js. "auto" | "webgl" | "webgpu" | "canvas": a pixi renderer ("auto" picks
   * WebGL/WebGPU where a GPU exists, else canvas); naming one (without `worker`) draws the board with pixi
   * on the page's thread instead of the default worker surface. Past `MAX_WEBGL_BOARDS` live WebGL or
   * WebGPU boards on a page the next ones draw on the page's own Canvas2D ('canvas2d'), since browsers
   * drop the oldest WebGL context beyond about 16. Fixed at creation (a new board).
   */
  renderer?: BoardRenderer;
  /**
   * Draw with Canvas2D on an OffscreenCanvas in a worker (`rendererName` 'canvas-worker'). Without a GPU
   * this takes Chrome's per-frame canvas work off the page's main thread. Default: the worker surface
   * unless `renderer` is given; `true` forces it; `false` draws on the page's thread, with `renderer`
   * (default "canvas2d"). Where OffscreenCanvas is missing or a worker cannot start (a CSP without
   * `worker-src blob:`), the board draws on the page with `renderer` (default "canvas2d"). A drawing
   * worker that fails later (a crash) hands the board to the page's own canvas: `onError` is told (code
   * "worker") and `rendererName` turns 'canvas2d'; the host need not make the board again.
   * Fixed at creation (a new board).
   */
  worker?: boolean;
  /**
   * How the Canvas2D surfaces (the worker's, the page's) draw cell text: "runs" (default), one
   * `fillText` per cell, ~4x less CPU in the drawing worker than "glyphs", one image per character from
   * the glyph atlas, which is pixel for pixel what pixi's renderers draw (a host comparing the two
   * surfaces' pictures wants it). Fixed at creation (a new board).
   */
  workerText?: "runs" | "glyphs";
  /**
   * Device pixel ratio. By default the window's, followed as it changes (the browser's zoom, a move to
   * another screen); a number given here fixes it for the board's life.
   */
  resolution?: number;
  /** Codes whose star is filled. */
  favourites?: ReadonlySet<string>;
  /** Column ids drawing their alternative field (percent change, traded value). */
  alternates?: ReadonlySet<string>;
  /**
   * Language of the built-in header labels and compact units (N/Tr/Tỷ, K/M/B, ...); default vi. A host
   * with its own translations passes `label`.
   */
  language?: BoardLanguage;
  /** Odd-lot board: columns marked blankOnOddLot are drawn empty (pair it with the odd-lot columns). */
  oddLot?: boolean;
  /**
   * Rows whose data is out of date: the board draws their text dimmed (the theme's `mutedText`) and
   * tells a screen reader ("stale data", or `staleRowLabel`). Asked for each row the table draws, so it
   * must be cheap (read a column: `store.ids[SYMBOL_SCHEMA.index.marketCode][row]`). When its answers
   * change, pass a new function (the board redraws whole) or call `invalidate()`. The app greys an
   * exchange's rows when the exchange has sent nothing for a while during its session
   * (`isExchangeDataStale` of the feed; docs/embedding.md "Stale rows"). Table view only.
   */
  isRowStale?: RowTest<F> | null;
  /** What a screen reader hears of a stale row; default "stale data" in `language`. */
  staleRowLabel?: string;
  /** Table (detail, total, odd-lot grid: chosen by `columns`) or the card grid. */
  view?: BoardViewMode;
  /** Labels of the card grid, translated by the host. */
  cardLabels?: { totalVolume: string; matchVolume: string; bid: string; offer: string };
  /** Initial sort; null or absent keeps `codes` order. */
  sort?: SortConfig | null;
  /** Data of the 1-month mini-chart column; without it the column stays empty. */
  miniCharts?: MiniChartSource;
  /** Pinned and dragged order, as saved by a previous `onOrderChange`. */
  order?: RowOrderState;
  /**
   * Translates header keys (`column.matchPrice`, `column.group.bid`) with the host's own tables; without
   * it the built-in labels in `language` are used. Headers given as text are not passed through it.
   */
  label?: (key: string) => string;
  /** A click on a row (outside the star): the code of that row. */
  onRowClick?: (code: string) => void;
  /**
   * A click on a cell: its row's code, column, field and current value (a bid price click can fill an
   * order ticket's price). Called before `onRowClick` / `onStarClick`.
   */
  onCellClick?: (cell: BoardCellEvent) => void;
  /** A right click on a cell; call `cell.event.preventDefault()` to suppress the browser's menu. */
  onCellContextMenu?: (cell: BoardCellEvent) => void;
  /**
   * Something went wrong: the GPU context was lost (the board goes blank until it is recreated), the
   * drawing worker failed (the board goes on drawing on the page's own canvas), a theme entry could not
   * be drawn. The board stays mounted.
   */
  onError?: (error: BoardError) => void;
  /** A click on a row's star; the host updates `favourites`. */
  onStarClick?: (code: string) => void;
  /** Right click on a row; return true to suppress the browser's own menu. */
  onRowContextMenu?: (code: string, clientX: number, clientY: number) => boolean;
  /** The user sorted by a header click (null: back to `codes` order). */
  onSortChange?: (sort: SortConfig | null) => void;
  /** The user pinned or dragged rows; save the state to restore it with `order`. */
  onOrderChange?: (order: RowOrderState) => void;
  /**
   * Whether the user may drag a row by its code to reorder the board (default true). Off for a ranking
   * (top lists), whose order is the data.
   */
  reorderable?: boolean;
  /**
   * The rows scrolled (the viewer's wheel, drag or keys, or `scrollTop` / `scrollBy`): the new offsets in
   * CSS px. Called from the scroller's scroll event (at most once per frame) and from the setters.
   */
  onScroll?: (scrollTop: number, scrollLeft: number) => void;
  /**
   * The board's first frame with rows in it was drawn (with `worker`, handed to the drawing worker); once
   * per board, at the FIRST_ROWS_MARK User Timing mark. The app holds the rest of the snapshot until
   * then (docs/board-engine.md "First paint").
   */
  onFirstRows?: () => void;
  /**
   * Clock for flash ages (ms); must be the store's clock. Tests freeze both for mid-flash frames. Fixed
   * at creation.
   */
  now?: () => number;
}

/** Options fixed when a board is created: changing one needs a new board. */
export type CreationOption = "store" | "renderer" | "worker" | "workerText" | "resolution" | "now";

/** What `Board.applyOptions` takes: any option but the creation ones, each optional. */
export type BoardUpdate<F extends string = SymbolField> = Partial<Omit<BoardOptions<F>, CreationOption>>;

/** A cell clicked (or right clicked): where, and what it showed. */
export interface BoardCellEvent {
  /** The row's key (symbol code, bond code, put-through ticks). */
  code: string;
  /** The column's id ("bidPrice1"). */
  columnId: string;
  /** The store field the cell draws (its alternative when that is shown), or null (star, chart). */
  field: string | null;
  /**
   * The field's current value as the store holds it: prices in dong (a bid of 26.45 shown is 26450),
   * quantities in shares, text as text; null for cells without a field. In a card, the card's code.
   */
  value: number | string | null;
  /** The DOM event (clientX/clientY for a menu; preventDefault on a right click). */
  event: MouseEvent;
}

/** A failure reported by `onError`. */
export interface BoardError {
  /**
   * "context-lost": the browser dropped the board's WebGL context; "worker": the drawing worker failed
   * and the board now draws on the page's own canvas (the message says so; where even that canvas has
   * no 2D context it says that, and the board is blank);
   * "theme": entries of the `theme` option the board cannot draw (the message names them), drawn with the
   * default theme's instead; "renderer": `<BoardView>` could not make its board, its renderer did not
   * start (`createBoard` rejects with the same message; nothing is left in the host);
   * "unknown-codes": codes of the board that the store does not have once the feed's snapshot is
   * complete (a typo, a lower-case code, a code the provider does not list; the message names them):
   * the board leaves them out. Checked when a snapshot ends, at the mount and when `codes` change (a
   * store filled without a snapshot is never checked). Said once per set; without an `onError`, in the
   * console.
   * "host-size": the host has been laid out for a second with no room for rows (0 px high or wide, or
   * no higher than the header): the board fills its host, so the host needs a height (the message gives
   * its size). Not said for a host under `display: none`; said again only after the board had room.
   */
  code: "context-lost" | "worker" | "theme" | "renderer" | "unknown-codes" | "host-size";
  message: string;
}

/** The table or the card grid. */
export type BoardViewMode = "table" | "cards";

/** A mounted board: setters for what it shows, and `destroy()`, which removes everything it added. */
export interface Board<F extends string = SymbolField> {
  /** The board's root element, appended to the host given to createBoard. */
  readonly element: HTMLElement;
  /** 'webgl', 'webgpu' or 'canvas' (pixi), 'canvas-worker' (option `worker`) or 'canvas2d' (the page's). */
  readonly rendererName: string;
  /** Paint timings and cells drawn per frame. */
  readonly stats: FrameStats;
  /** Shows these codes, in this order. */
  setCodes(codes: readonly string[]): void;
  /** Replaces the columns (a layout change; the header is rebuilt). */
  setColumns(columns: readonly ColumnDef<F>[]): void;
  /** Replaces the set of starred codes. */
  setFavourites(favourites: ReadonlySet<string>): void;
  /** Replaces the column ids that draw their alternative field. */
  setAlternates(alternates: ReadonlySet<string>): void;
  /** Sorts the rows (null: `codes` order). */
  setSort(sort: SortConfig | null): void;
  /** Switches between the table and the card grid (boards over other stores than symbols stay tables). */
  setView(view: BoardViewMode): void;
  /**
   * Changes any option but the creation ones (`store`, `renderer`, `worker`, `resolution`, `now`) on the
   * mounted board, like lightweight-charts' `applyOptions`: options not given keep their value. Theme,
   * scale and row height redraw the board whole; callbacks are swapped without any redraw.
   */
  applyOptions(update: BoardUpdate<F>): void;
  /** The options the board runs with now (creation options included). */
  readonly options: Readonly<BoardOptions<F>>;
  /** Pins the code's row to the top, or unpins it. */
  togglePin(code: string): void;
  /** Tells the board that a code's mini-chart data arrived (see MiniChartSource.request). */
  miniChartLoaded(code: string): void;
  /** Scrolls the code's row to the top; false when the code is not on the board. */
  scrollToCode(code: string): boolean;
  /**
   * The keys of the rows in display order, top first: the pinned rows, then the rest sorted, dragged or in
   * `codes` order, as drawn (a sorted board re-sorts on live ticks at most every 100 ms). A new array:
   * for a host's exports (CSV of the visible board), not per frame.
   */
  rowKeys(): string[];
  /**
   * Vertical scroll offset of the rows in CSS px (0: the first row under the header). Setting it scrolls
   * the board's own scroller (clamped to 0..maxScrollTop; the browser may round to its pixel grid) and
   * repaints on the next frame. A pure vertical move of whole device pixels shorter than the view moves
   * the drawn image and paints only the rows moving in (docs/board-engine.md, "Scrolling").
   */
  scrollTop: number;
  /** The largest `scrollTop`: content height minus the visible height, 0 when every row fits. */
  readonly maxScrollTop: number;
  /** Scrolls by `dy` CSS px (positive: down), clamped like `scrollTop`; returns the new scrollTop. */
  scrollBy(dy: number): number;
  /**
   * Expands the row of `key` (collapsing any other: one at a time), or collapses with null.
   * `expandedHeight` (CSS px, cells and gap) defaults to the last one given, first DERIVATIVE_EXPANDED_HEIGHT.
   */
  setExpandedRow(key: string | null, expandedHeight?: number): void;
  /** The key of the expanded row, or null. */
  readonly expandedRow: string | null;
  /**
   * The host's element for the expanded row's panel: placed by the board in the gap below the row's
   * cells, inside the scroller so that it scrolls with the rows, sized to the visible width and the
   * gap's height; hidden while no row is expanded. Render into it (a React portal, plain DOM); pointer
   * and key events inside it are left to the host (they do not click or navigate the board).
   */
  readonly expandedPanel: HTMLElement;
  /** Redraws every visible cell on the next frame. */
  invalidate(): void;
  /**
   * Removes the board: its elements, listeners, timers and GPU resources. The store and the feed are the
   * host's and stay as they are.
   */
  destroy(): void;
}

/**
 * A test of one row, written as a method so that its store parameter is compared both ways: a board of
 * the symbol fields stays assignable to a board of any fields (a host passing `BoardViewProps` to
 * `createElement` relies on it), as with the other callbacks that take the board.
 */
export type RowTest<F extends string> = {
  bivariant(store: ColumnStore<F>, row: RowIndex): boolean;
}["bivariant"];
