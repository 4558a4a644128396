import type { ColumnStore, DirtySet, SortConfig, SymbolField, SymbolStore } from "@vnboard/feed";
import { CardPainter } from "../cards/card-painter";
import { MiniChartCache, type MiniChartSource } from "../charts/mini-chart-cache";
import type { ColumnDef } from "../columns/column-def";
import { STAR_COLUMN } from "../columns/detail-columns";
import {
  cardAt,
  cardX,
  cardY,
  createCardLayout,
  layoutCards,
  scrollTopForCard,
  visibleCardRange,
} from "../layout/card-layout";
import { columnAt, layoutColumns } from "../layout/column-layout";
import {
  DERIVATIVE_EXPANDED_HEIGHT,
  FLASH_MS,
  GRID_SYNC_MS,
  HEADER_HEIGHT,
  ROW_HEIGHT,
} from "../layout/constants";
import { type ExpandedRect, expandedGapTop, tableRowAt, writeExpandedRect } from "../layout/expanded-row";
import { createIndexRange } from "../layout/index-range";
import { contentHeight, rowTop, scrollTopForRow, scrollTopToReveal, visibleRange } from "../layout/viewport";
import type { NavState } from "../model/keyboard-navigation";
import { RowOrder, type RowOrderState } from "../model/row-order";
import { headerClick } from "../model/sort-header";
import { BoardSurface, type RendererPreference } from "../render/board-surface";
import type { PaintSurface } from "../render/paint-surface";
import { type ExposedBand, exposedBand, onDevicePixelGrid, shiftDevicePixels } from "../render/scroll-shift";
import { WorkerSurface } from "../render/worker-surface";
import { resolveColumns, type TableFrame, TablePainter } from "../table/table-painter";
import { COMPACT_UNITS, DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import { GlyphAtlas } from "../text/glyph-atlas";
import { type BoardTheme, DARK_THEME, mergeTheme } from "../theme";
import { columnA11yCells, renderA11yRows } from "./a11y-rows";
import { createBoardDom, renderHeader } from "./board-dom";
import { attachBoardInput } from "./board-input";
import { FrameStats } from "./frame-stats";

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
   * (`market.bonds`, `market.putThrough`); the board redraws on its changes.
   */
  store: ColumnStore<F>;
  /** Keys of the rows in display order (symbol codes of a basket, bond codes, put-through ticks). */
  codes: readonly string[];
  /** Columns left to right: presets (DETAIL_COLUMNS, BOND_COLUMNS, ...) or your own built with `dataColumn`. */
  columns: readonly ColumnDef<F>[];
  /** Row height in CSS px; default ROW_HEIGHT (28; the derivatives board uses DERIVATIVE_ROW_HEIGHT, 29). */
  rowHeight?: number;
  /**
   * Key of the row shown expanded (derivatives board, spec 2.3.5: one panel at a time), or null. Its
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
  /** Colours and font; entries not given come from DARK_THEME. */
  theme?: Partial<BoardTheme>;
  /** pixi renderer; "auto" (default) picks WebGL/WebGPU where a GPU exists, else canvas. */
  renderer?: RendererPreference;
  /**
   * Draw with Canvas2D on an OffscreenCanvas in a worker instead of pixi on the page's thread (then
   * `renderer` is not used and `rendererName` is 'canvas-worker'). Without a GPU this takes Chrome's
   * per-frame canvas work off the page's main thread. Falls back to `renderer` where
   * OffscreenCanvas is missing or a worker cannot start (a CSP without `worker-src blob:`). Default false.
   */
  worker?: boolean;
  /** Device pixel ratio; defaults to the window's. */
  resolution?: number;
  /** Codes whose star is filled. */
  favourites?: ReadonlySet<string>;
  /** Column ids drawing their alternative field (percent change, traded value). */
  alternates?: ReadonlySet<string>;
  /** Language of compact units (N/Tr/Tỷ, K/M/B, ...); default vi. Header labels come from `label`. */
  language?: "vi" | "en" | "zh" | "kr";
  /** Odd-lot board: columns marked blankOnOddLot are drawn empty. */
  oddLot?: boolean;
  /** Table (detail, total, odd-lot grid: chosen by `columns`) or the card grid (spec 2.3.2). */
  view?: BoardViewMode;
  /** Labels of the card grid, translated by the host. */
  cardLabels?: { totalVolume: string; matchVolume: string; bid: string; offer: string };
  /** Initial sort; null or absent keeps `codes` order. */
  sort?: SortConfig | null;
  /** Data of the 1-month mini-chart column; without it the column stays empty. */
  miniCharts?: MiniChartSource;
  /** Pinned and dragged order, as saved by a previous `onOrderChange`. */
  order?: RowOrderState;
  /** Header label for an i18n key; defaults to the key's last segment. */
  label?: (key: string) => string;
  /** A click on a row (outside the star): the code of that row. */
  onRowClick?: (code: string) => void;
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
   * (top lists), whose order is the data. Read when the board is created.
   */
  reorderable?: boolean;
  /**
   * The rows scrolled (the viewer's wheel, drag or keys, or `scrollTop` / `scrollBy`): the new offsets in
   * CSS px. Called from the scroller's scroll event (at most once per frame) and from the setters.
   */
  onScroll?: (scrollTop: number, scrollLeft: number) => void;
  /** Clock for flash ages (ms); must be the store's clock. Tests freeze both for mid-flash frames. */
  now?: () => number;
}

/** The table or the card grid. */
export type BoardViewMode = "table" | "cards";

/** A mounted board: setters for what it shows, and `destroy()`, which removes everything it added. */
export interface Board<F extends string = SymbolField> {
  /** The board's root element, appended to the host given to createBoard. */
  readonly element: HTMLElement;
  /** 'webgl', 'webgpu' or 'canvas' (pixi), or 'canvas-worker' (option `worker`). */
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
  /** Pins the code's row to the top, or unpins it. */
  togglePin(code: string): void;
  /** Tells the board that a code's mini-chart data arrived (see MiniChartSource.request). */
  miniChartLoaded(code: string): void;
  /** Scrolls the code's row to the top (spec 4: then the search target clears). */
  scrollToCode(code: string): boolean;
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

let boardCount = 0;

/** The symbol store has colour classes per price field; other ColumnStores do not. */
function isSymbolStore(store: ColumnStore<string>): store is ColumnStore<string> & SymbolStore {
  return typeof (store as Partial<SymbolStore>).color === "function" && "colors" in store;
}

/** An absolutely placed outline over the canvas (hover, keyboard focus). */
function outlineBox(border: string, background: string): HTMLDivElement {
  const box = document.createElement("div");
  Object.assign(box.style, {
    position: "absolute",
    left: "0",
    top: "0",
    display: "none",
    boxSizing: "border-box",
    border,
    background,
    pointerEvents: "none",
  });
  return box;
}
/** The worker surface, or null where it cannot start (no OffscreenCanvas, a CSP without blob: workers). */
function workerSurface(host: HTMLElement, resolution: number, background: string): WorkerSurface | null {
  if (!WorkerSurface.supported()) return null;
  try {
    return new WorkerSurface(host.clientWidth, host.clientHeight, resolution, background);
  } catch {
    return null;
  }
}

/** Hit-test columns of a card: the star, then everything else (which opens the stock). */
const CARD_HIT_COLUMNS: readonly ColumnDef<string>[] = [
  STAR_COLUMN,
  { ...STAR_COLUMN, id: "card", kind: "code" },
];

/**
 * Mounts a canvas board in `host` and drives it from the store: a feed write marks rows dirty and asks
 * for one animation frame; that frame draws only the damaged visible cells. No React, no polling loop:
 * an idle board draws nothing.
 */
export async function createBoard<F extends string = SymbolField>(
  host: HTMLElement,
  options: BoardOptions<F>,
): Promise<Board<F>> {
  const theme = mergeTheme(DARK_THEME, options.theme);
  const resolution = options.resolution ?? (typeof window !== "undefined" ? window.devicePixelRatio || 1 : 1);
  const dom = createBoardDom(host, theme, HEADER_HEIGHT);
  // Inside, columns and store are read by field index: their field-name type is the caller's business.
  const store = options.store as unknown as ColumnStore<string>;
  const symbols = isSymbolStore(store) ? store : null;
  const rowHeight = options.rowHeight !== undefined && options.rowHeight > 0 ? options.rowHeight : ROW_HEIGHT;
  const clock = options.now ?? (() => performance.now());
  const surface: PaintSurface =
    (options.worker === true ? workerSurface(dom.canvasHost, resolution, theme.background) : null) ??
    (await BoardSurface.create({
      width: dom.canvasHost.clientWidth,
      height: dom.canvasHost.clientHeight,
      resolution,
      background: theme.background,
      preference: options.renderer ?? "auto",
    }));
  dom.canvasHost.appendChild(surface.canvas);
  const hoverBox = outlineBox(`1px solid ${theme.hover}`, theme.hover);
  const focusBox = outlineBox(`1px solid ${theme.focus}`, "transparent");
  dom.canvasHost.append(hoverBox, focusBox);
  const atlas = new GlyphAtlas({
    textColors: [...theme.priceText, theme.text, theme.mutedText],
    swatchColors: [
      theme.rowEven,
      theme.rowOdd,
      theme.flashUp,
      theme.flashDown,
      theme.flashNeutral,
      theme.gridLine,
    ],
    fontFamily: theme.fontFamily,
    fontSize: theme.fontSize,
    resolution,
  });
  const batch = surface.batch;
  const painter = new TablePainter(atlas, batch);
  const cardPainter = new CardPainter(atlas, batch);
  const cardLayout = createCardLayout();
  const cardRange = createIndexRange();
  // Cards show symbol fields: other stores have tables only.
  const viewOf = (mode: BoardViewMode | undefined): BoardViewMode =>
    symbols === null ? "table" : (mode ?? "table");
  let view: BoardViewMode = viewOf(options.view);
  const cardLabels = options.cardLabels ?? {
    totalVolume: "Vol",
    matchVolume: "Last",
    bid: "Bid",
    offer: "Offer",
  };
  const dirty: DirtySet = store.track();
  const stats = new FrameStats();
  const order = new RowOrder(store, options.codes);
  const initialColumns = options.columns as readonly ColumnDef<string>[];
  if (options.order) order.setState(options.order);
  if (options.sort) order.setSort(options.sort);
  const label = options.label ?? ((key: string) => key.slice(key.lastIndexOf(".") + 1));
  const idPrefix = `vnboard-${++boardCount}`;
  let alternates = options.alternates ?? new Set<string>();
  let columnLayout = layoutColumns(initialColumns, 0);

  const frame: TableFrame = {
    store,
    symbols,
    rows: order.rows,
    rowCount: order.count,
    columns: initialColumns,
    columnX: columnLayout.x,
    columnWidth: columnLayout.width,
    useAlt: new Uint8Array(initialColumns.length),
    fields: new Int32Array(initialColumns.length),
    colorFields: new Int32Array(initialColumns.length),
    columnText: [],
    rowHeight,
    expandedRow: -1,
    expandedHeight: DERIVATIVE_EXPANDED_HEIGHT,
    scrollTop: 0,
    scrollLeft: 0,
    exposedTop: 0,
    exposedBottom: 0,
    viewportWidth: dom.canvasHost.clientWidth,
    viewportHeight: dom.canvasHost.clientHeight,
    favourites: options.favourites ?? new Set(),
    textOptions: { ...DEFAULT_CELL_TEXT_OPTIONS, units: COMPACT_UNITS[options.language ?? "vi"] },
    flashEnabled: typeof document === "undefined" || document.visibilityState === "visible",
    flashMs: FLASH_MS,
    oddLot: options.oddLot ?? false,
    miniCharts:
      options.miniCharts && symbols !== null
        ? new MiniChartCache(resolution, {
            up: theme.priceText[4],
            down: theme.priceText[5],
            flat: theme.priceText[1],
          })
        : null,
    miniChartSource: options.miniCharts ?? null,
  };

  const a11yCells = columnA11yCells(frame);

  let expandedKey: string | null = options.expandedRow ?? null;
  let expandedHeight =
    options.expandedHeight !== undefined && options.expandedHeight > rowHeight
      ? options.expandedHeight
      : DERIVATIVE_EXPANDED_HEIGHT;
  const expandedRect: ExpandedRect = { left: 0, top: 0, width: 0, height: 0, visible: false };
  let rectShown = false;
  let panelWidth = 0;
  const a11yRange = createIndexRange();

  let needsFull = true;
  /** The scroller's own scrollTop as the browser gives it (frame.scrollTop is it on the device grid). */
  let scrolledTop = 0;
  /** The scrollTop the canvas's pixels were drawn at: a partial paint after a scroll shifts them. */
  let paintedTop = 0;
  const band: ExposedBand = { top: 0, bottom: 0 };
  let lastPaint = 0;
  let latestChange = 0;
  let pending = 0;
  let destroyed = false;
  let focused = -1;
  let hovered = -1;

  function layout(): void {
    dom.header.style.display = view === "cards" ? "none" : "flex";
    dom.scroller.style.top = dom.canvasHost.style.top = view === "cards" ? "0px" : `${HEADER_HEIGHT}px`;
    columnLayout = layoutColumns(frame.columns, frame.viewportWidth);
    frame.columnX = columnLayout.x;
    frame.columnWidth = columnLayout.width;
    frame.useAlt = new Uint8Array(frame.columns.length);
    frame.columns.forEach((column, c) => {
      frame.useAlt[c] = alternates.has(column.id) ? 1 : 0;
    });
    resolveColumns(frame);
    dom.spacer.style.width = `${columnLayout.totalWidth}px`;
    renderHeader(dom.header, frame.columns, frame.columnX, frame.columnWidth, label, order.sortConfig);
    relayout();
  }

  /** Row order or scroll changed: the whole viewport is redrawn (never as a tick). */
  function relayout(): void {
    frame.rows = order.rows;
    frame.rowCount = order.count;
    frame.expandedRow = view === "table" && expandedKey !== null ? order.indexOf(expandedKey) : -1;
    frame.expandedHeight = expandedHeight;
    layoutCards(frame.viewportWidth, order.count, cardLayout);
    dom.spacer.style.height = `${
      view === "cards"
        ? cardLayout.contentHeight
        : contentHeight(order.count, rowHeight, frame.expandedRow, expandedHeight)
    }px`;
    placePanel(true);
    if (view === "cards") dom.spacer.style.width = "1px";
    dom.root.setAttribute("aria-rowcount", String(order.count + 1));
    needsFull = true;
    drawOverlay();
    request();
  }

  function request(): void {
    if (pending === 0 && !destroyed) pending = requestAnimationFrame(paint);
  }

  function paint(time: number): void {
    pending = 0;
    const now = clock();
    const start = performance.now();
    const shifted = !needsFull && frame.scrollTop !== paintedTop && shiftForScroll();
    const full = needsFull || (frame.scrollTop !== paintedTop && !shifted);
    batch.begin();
    const cells =
      view === "cards"
        ? paintCards(now, full)
        : painter.paint(frame, now, lastPaint, full, (row) => dirty.has(row));
    // After the cells asked for their glyphs, before they are drawn: a character seen for the first time
    // in this paint (the TPRL checkbox's ticked ☑) is uploaded now, not left blank until a later repaint.
    atlas.flush();
    batch.end();
    frame.miniCharts?.flush();
    if (cells > 0 || full || shifted) surface.present(full);
    needsFull = false;
    paintedTop = frame.scrollTop;
    frame.exposedTop = frame.exposedBottom = 0;
    if (shifted) stats.scrollShifts++;
    dirty.clear();
    lastPaint = now;
    stats.record(time, performance.now() - start, cells);
    if (full) refreshA11y(false);
    else if (shifted) refreshA11y(true);
    // Flashes end 300 ms after the last change: one more paint then draws them off.
    if (frame.flashEnabled && now - latestChange < FLASH_MS) scheduleFlashEnd(latestChange + FLASH_MS - now);
  }

  /**
   * A table scrolled vertically and nothing else asked for a full paint: moves the drawn image by the
   * scroll and marks the uncovered band for the painter. False when the move cannot be kept (cards, a
   * move of a view or more, fractional device pixels, a surface without a shift): then a full paint.
   */
  function shiftForScroll(): boolean {
    const dy = frame.scrollTop - paintedTop;
    if (view !== "table" || Number.isNaN(shiftDevicePixels(dy, frame.viewportHeight, resolution)))
      return false;
    if (!surface.shift(dy)) return false;
    exposedBand(dy, frame.viewportHeight, band);
    frame.exposedTop = band.top;
    frame.exposedBottom = band.bottom;
    return true;
  }

  let flashTimer: ReturnType<typeof setTimeout> | null = null;
  function scheduleFlashEnd(delay: number): void {
    if (flashTimer !== null) clearTimeout(flashTimer);
    flashTimer = setTimeout(() => {
      flashTimer = null;
      request();
    }, delay + 1);
  }

  function paintCards(now: number, full: boolean): number {
    if (symbols === null) return 0;
    visibleCardRange(frame.scrollTop, frame.viewportHeight, cardLayout, cardRange, 0);
    return cardPainter.paint(
      {
        store: symbols,
        rows: order.rows,
        layout: cardLayout,
        scrollTop: frame.scrollTop,
        viewportHeight: frame.viewportHeight,
        favourites: frame.favourites,
        textOptions: frame.textOptions,
        flashEnabled: frame.flashEnabled,
        flashMs: FLASH_MS,
        oddLot: frame.oddLot,
        labels: cardLabels,
      },
      now,
      lastPaint,
      full,
      cardRange.first,
      cardRange.last,
    );
  }

  /** Hover and keyboard focus are DOM outlines over the canvas: moving them redraws no cell. */
  function drawOverlay(): void {
    placeOutline(hoverBox, hovered, 0.35);
    placeOutline(focusBox, focused, 1);
  }

  function placeOutline(box: HTMLDivElement, index: number, opacity: number): void {
    if (index < 0) {
      box.style.display = "none";
      return;
    }
    const cards = view === "cards";
    const x = cards ? cardX(index, cardLayout) : -frame.scrollLeft;
    const y =
      (cards ? cardY(index, cardLayout) : rowTop(index, rowHeight, frame.expandedRow, expandedHeight)) -
      frame.scrollTop;
    const width = cards ? cardLayout.cardWidth - 1 : Math.min(frame.viewportWidth, columnLayout.totalWidth);
    const height = cards ? cardLayout.cardHeight - 1 : rowHeight;
    Object.assign(box.style, {
      display: "block",
      transform: `translate(${x}px, ${y}px)`,
      width: `${width}px`,
      height: `${height}px`,
      opacity: String(opacity),
    });
  }

  /**
   * Rebuilds the screen-reader rows of the visible range; with `ifRowsMoved` only when that range changed
   * (a scroll shift of a few px leaves the same rows on screen: no DOM work per auto-scroll step).
   */
  function refreshA11y(ifRowsMoved: boolean): void {
    const shownFirst = a11yRange.first;
    const shownLast = a11yRange.last;
    const { first, last } = visibleRange(
      frame.scrollTop,
      frame.viewportHeight,
      rowHeight,
      order.count,
      0,
      a11yRange,
      frame.expandedRow,
      expandedHeight,
    );
    if (ifRowsMoved && first === shownFirst && last === shownLast) return;
    renderA11yRows(dom.grid, dom.root, a11yCells, order.rows, first, last, focused, idPrefix);
  }

  /**
   * Places the host's panel in the expanded row's gap (content coordinates of the scroller: it scrolls
   * with the rows by itself; only a horizontal scroll moves it, to keep it on screen) and tells the host
   * where the gap is. Runs on relayout and scroll, never per tick.
   */
  function placePanel(measure: boolean): void {
    const panel = dom.panel;
    const shown = writeExpandedRect(
      expandedRect,
      frame.expandedRow,
      rowHeight,
      expandedHeight,
      frame.scrollTop,
      frame.viewportWidth,
      frame.viewportHeight,
      HEADER_HEIGHT,
    );
    if (!shown) {
      panel.style.display = "none";
      if (rectShown) options.onExpandedRect?.(null);
      rectShown = false;
      return;
    }
    // The scroller's width without its scrollbar, read on layout changes only (a read on scroll would
    // force a layout per scroll event).
    if (measure) panelWidth = dom.scroller.clientWidth || frame.viewportWidth;
    Object.assign(panel.style, {
      display: "block",
      transform: `translate(${frame.scrollLeft}px, ${expandedGapTop(frame.expandedRow, rowHeight)}px)`,
      width: `${panelWidth}px`,
      height: `${expandedRect.height}px`,
    });
    expandedRect.width = panelWidth;
    rectShown = true;
    options.onExpandedRect?.(expandedRect);
  }

  function overlayChanged(): void {
    drawOverlay();
  }

  const offChange = store.onChange(() => {
    latestChange = clock();
    request();
  });
  const offStructure = store.onStructureChange(() => {
    if (order.sync()) relayout();
  });
  // Spec 4: grids sync changed rows every 100 ms; only a sorted board can move rows on a tick.
  const syncTimer = setInterval(() => {
    if (order.sortConfig !== null && order.resortIfNeeded()) relayout();
  }, GRID_SYNC_MS);

  /**
   * The scroller moved (scroll event, or a setter). A horizontal move repaints whole; a vertical one is
   * left to the paint, which shifts the drawn image when it can (`shiftForScroll`).
   */
  function onScroll(): void {
    const top = dom.scroller.scrollTop;
    const left = dom.scroller.scrollLeft;
    if (top === scrolledTop && left === frame.scrollLeft) return;
    if (left !== frame.scrollLeft) {
      needsFull = true;
      dom.header.style.transform = `translateX(${-left}px)`;
    }
    scrolledTop = top;
    // Drawn on the device pixel grid, so that two offsets differ by whole device pixels and the scroll
    // shift applies (a zoomed page's fractional offsets at DPR 1 and 2). The rows are then at most half
    // a device pixel off the scroller: invisible, and below any hit-test precision.
    frame.scrollTop = onDevicePixelGrid(top, resolution);
    frame.scrollLeft = left;
    if (frame.expandedRow >= 0) placePanel(false);
    drawOverlay();
    request();
    options.onScroll?.(top, left);
  }

  function maxScrollTop(): number {
    return Math.max(0, dom.scroller.scrollHeight - dom.scroller.clientHeight);
  }

  function scrollTo(top: number): number {
    const target = Math.max(0, Math.min(Number.isFinite(top) ? top : 0, maxScrollTop()));
    if (target !== dom.scroller.scrollTop) {
      dom.scroller.scrollTop = target;
      // Take the move now rather than at the scroll event (next frame): the getter and the paint agree.
      onScroll();
    }
    return scrolledTop;
  }
  dom.scroller.addEventListener("scroll", onScroll, { passive: true });

  const detachInput = attachBoardInput({
    root: dom.root,
    scroller: dom.scroller,
    header: dom.header,
    ignores: dom.panel,
    order,
    reorderable: options.reorderable !== false,
    rowHeight,
    columns: () => (view === "cards" ? CARD_HIT_COLUMNS : frame.columns),
    hitTest: (x, y) => {
      if (view === "table")
        return {
          position: tableRowAt(y, rowHeight, order.count, frame.expandedRow, expandedHeight),
          column: columnAt(columnLayout, x),
        };
      const index = cardAt(x, y, 0, cardLayout);
      if (index < 0) return { position: -1, column: -1 };
      // The star sits in the card's top-left corner; the rest of the card opens the stock.
      const onStar = x - cardX(index, cardLayout) < 20 && y - cardY(index, cardLayout) < 26;
      return { position: index, column: onStar ? 0 : 1 };
    },
    scroll: () => ({ top: frame.scrollTop, left: frame.scrollLeft, viewportHeight: frame.viewportHeight }),
    codeOf: (position) => store.keyOf(order.rows[position]),
    onRowClick: (code) => options.onRowClick?.(code),
    onStarClick: (code) => options.onStarClick?.(code),
    onRowContextMenu: (code, x, y) => options.onRowContextMenu?.(code, x, y) ?? false,
    onHeaderClick: (column) => {
      const next = headerClick(order.sortConfig, column, alternates.has(column.id));
      order.setSort(next);
      options.onSortChange?.(next);
      layout();
    },
    onFocus: (state: NavState) => {
      focused = state.row;
      if (focused >= 0) {
        const top = scrollTopToReveal(
          focused,
          frame.scrollTop,
          frame.viewportHeight,
          rowHeight,
          frame.expandedRow,
          expandedHeight,
        );
        if (top !== frame.scrollTop) dom.scroller.scrollTop = top;
      }
      refreshA11y(false);
      overlayChanged();
    },
    onHover: (position) => {
      if (position === hovered) return;
      hovered = position;
      overlayChanged();
    },
    onMove: (from, to) => {
      order.move(from, to);
      options.onOrderChange?.(order.getState());
      relayout();
    },
  });

  function onVisibility(): void {
    // Spec 4: cells flash only while the tab has focus; on return the board is redrawn whole at once.
    frame.flashEnabled = document.visibilityState === "visible";
    if (frame.flashEnabled) {
      needsFull = true;
      request();
    }
  }
  document.addEventListener("visibilitychange", onVisibility);

  const resizeObserver = new ResizeObserver(() => {
    frame.viewportWidth = dom.canvasHost.clientWidth;
    frame.viewportHeight = dom.canvasHost.clientHeight;
    surface.resize(frame.viewportWidth, frame.viewportHeight, resolution);
    layout();
  });
  resizeObserver.observe(dom.canvasHost);

  layout();

  return {
    element: dom.root,
    rendererName: surface.rendererName,
    stats,
    setCodes(next) {
      order.setCodes(next);
      relayout();
    },
    setColumns(next) {
      frame.columns = next as readonly ColumnDef<string>[];
      layout();
    },
    setFavourites(next) {
      frame.favourites = next;
      needsFull = true;
      request();
    },
    setAlternates(next) {
      alternates = next;
      layout();
    },
    setView(next) {
      view = viewOf(next);
      layout();
    },
    setSort(sort) {
      order.setSort(sort);
      layout();
    },
    miniChartLoaded(code) {
      frame.miniCharts?.invalidate(code);
      needsFull = true;
      request();
    },
    togglePin(code) {
      order.togglePin(code);
      options.onOrderChange?.(order.getState());
      relayout();
    },
    get scrollTop() {
      return scrolledTop;
    },
    set scrollTop(top: number) {
      scrollTo(top);
    },
    get maxScrollTop() {
      return maxScrollTop();
    },
    scrollBy(dy) {
      return scrollTo(scrolledTop + (Number.isFinite(dy) ? dy : 0));
    },
    scrollToCode(code) {
      const position = order.indexOf(code);
      if (position < 0) return false;
      dom.scroller.scrollTop =
        view === "cards"
          ? scrollTopForCard(position, cardLayout, frame.viewportHeight)
          : scrollTopForRow(
              position,
              rowHeight,
              order.count,
              frame.viewportHeight,
              frame.expandedRow,
              expandedHeight,
            );
      return true;
    },
    setExpandedRow(key, height) {
      if (height !== undefined && height > rowHeight) expandedHeight = height;
      expandedKey = key;
      relayout();
    },
    get expandedRow() {
      return expandedKey;
    },
    expandedPanel: dom.panel,
    invalidate() {
      needsFull = true;
      request();
    },
    destroy() {
      destroyed = true;
      if (pending !== 0) cancelAnimationFrame(pending);
      clearInterval(syncTimer);
      if (flashTimer !== null) clearTimeout(flashTimer);
      offChange();
      offStructure();
      store.untrack(dirty);
      resizeObserver.disconnect();
      detachInput();
      document.removeEventListener("visibilitychange", onVisibility);
      dom.scroller.removeEventListener("scroll", onScroll);
      atlas.destroy();
      frame.miniCharts?.destroy();
      surface.destroy();
      dom.root.remove();
    },
  };
}
