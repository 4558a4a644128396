import type { ColumnStore, DirtySet, SymbolField, SymbolStore } from "@vnboard/feed";
import { CardPainter } from "../cards/card-painter";
import { MiniChartCache } from "../charts/mini-chart-cache";
import type { ColumnDef, HeaderText } from "../columns/column-def";
import { STAR_COLUMN } from "../columns/detail-columns";
import { headerText } from "../columns/header-labels";
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
import { RowOrder } from "../model/row-order";
import { headerClick } from "../model/sort-header";
import { BoardSurface } from "../render/board-surface";
import type { PaintSurface } from "../render/paint-surface";
import { type ExposedBand, exposedBand, onDevicePixelGrid, shiftDevicePixels } from "../render/scroll-shift";
import { WorkerSurface } from "../render/worker-surface";
import { resolveColumns, type TableFrame, TablePainter } from "../table/table-painter";
import { COMPACT_UNITS, DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import type { BoardTheme } from "../theme";
import { A11Y_REFRESH_MS, columnA11yCells, renderA11yRows } from "./a11y-rows";
import { createBoardDom, renderHeader, styleBoardDom } from "./board-dom";
import { attachBoardInput } from "./board-input";
import type { Board, BoardCellEvent, BoardOptions, BoardUpdate, BoardViewMode } from "./board-options";
import { boardScale, boardTheme, cardLabelsOf, createAtlas } from "./board-text";
import { FrameStats } from "./frame-stats";
import { holdGpuContext, rendererWithinBudget } from "./webgl-budget";

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

/** The board itself, loaded by `createBoard` (load-board.ts) on first use. */
export async function mountBoard<F extends string = SymbolField>(
  host: HTMLElement,
  options: BoardOptions<F>,
): Promise<Board<F>> {
  // The options in force: applyOptions merges into a copy, and callbacks are read from it per call.
  let opts: BoardOptions<F> = { ...options };
  let theme: BoardTheme = boardTheme(opts);
  let scale = boardScale(opts.scale);
  const resolution = options.resolution ?? (typeof window !== "undefined" ? window.devicePixelRatio || 1 : 1);
  let headerHeight = HEADER_HEIGHT * scale;
  const dom = createBoardDom(host, theme, headerHeight);
  // Inside, columns and store are read by field index: their field-name type is the caller's business.
  const store = options.store as unknown as ColumnStore<string>;
  const symbols = isSymbolStore(store) ? store : null;
  const rowHeightOf = (o: BoardOptions<F>): number =>
    (o.rowHeight !== undefined && o.rowHeight > 0 ? o.rowHeight : ROW_HEIGHT) * boardScale(o.scale);
  let rowHeight = rowHeightOf(opts);
  const clock = options.now ?? (() => performance.now());
  const surface: PaintSurface =
    (options.worker === true ? workerSurface(dom.canvasHost, resolution, theme.background) : null) ??
    (await BoardSurface.create({
      width: dom.canvasHost.clientWidth,
      height: dom.canvasHost.clientHeight,
      resolution,
      background: theme.background,
      preference: rendererWithinBudget(options.renderer),
    }));
  const releaseGpu = holdGpuContext(surface.rendererName);
  dom.canvasHost.appendChild(surface.canvas);
  const onContextLost = (event: Event) => {
    event.preventDefault();
    opts.onError?.({ code: "context-lost", message: "the browser dropped this board's WebGL context" });
  };
  surface.canvas.addEventListener("webglcontextlost", onContextLost);
  const hoverBox = outlineBox("", "");
  const focusBox = outlineBox("", "transparent");
  dom.canvasHost.append(hoverBox, focusBox);
  const styleOutlines = () => {
    Object.assign(hoverBox.style, { border: `1px solid ${theme.hover}`, background: theme.hover });
    // Two px: the keyboard focus must be visible at a glance (WCAG 2.4.7).
    focusBox.style.border = `2px solid ${theme.focus}`;
  };
  styleOutlines();
  let atlas = createAtlas(theme, resolution, opts.colorBlindSafe === true);
  const batch = surface.batch;
  let painter = new TablePainter(atlas, batch);
  let cardPainter = new CardPainter(atlas, batch);
  const cardLayout = createCardLayout();
  const cardRange = createIndexRange();
  // Cards show symbol fields: other stores have tables only.
  const viewOf = (mode: BoardViewMode | undefined): BoardViewMode =>
    symbols === null ? "table" : (mode ?? "table");
  let view: BoardViewMode = viewOf(options.view);
  const dirty: DirtySet = store.track();
  const stats = new FrameStats();
  const order = new RowOrder(store, options.codes);
  const initialColumns = options.columns as readonly ColumnDef<string>[];
  if (options.order) order.setState(options.order);
  if (options.sort) order.setSort(options.sort);
  const textOf = (header: string | HeaderText) => headerText(header, opts.language ?? "vi", opts.label);
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
    classMarkers: options.colorBlindSafe === true,
    flashEnabled: typeof document === "undefined" || document.visibilityState === "visible",
    flashMs: FLASH_MS,
    oddLot: options.oddLot ?? false,
    miniCharts: null,
    miniChartSource: null,
  };
  const setMiniCharts = () => {
    frame.miniCharts?.destroy();
    frame.miniChartSource = opts.miniCharts ?? null;
    frame.miniCharts =
      opts.miniCharts && symbols !== null
        ? new MiniChartCache(resolution, {
            up: theme.priceText[4],
            down: theme.priceText[5],
            flat: theme.priceText[1],
          })
        : null;
  };
  setMiniCharts();

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
    dom.scroller.style.top = dom.canvasHost.style.top = view === "cards" ? "0px" : `${headerHeight}px`;
    dom.root.setAttribute("aria-label", opts.ariaLabel ?? "Price board");
    frame.rowHeight = rowHeight;
    columnLayout = layoutColumns(frame.columns, frame.viewportWidth, undefined, {
      scale,
      fit: opts.fit === true,
    });
    frame.columnX = columnLayout.x;
    frame.columnWidth = columnLayout.width;
    frame.useAlt = new Uint8Array(frame.columns.length);
    frame.columns.forEach((column, c) => {
      frame.useAlt[c] = alternates.has(column.id) ? 1 : 0;
    });
    resolveColumns(frame);
    dom.spacer.style.width = `${columnLayout.totalWidth}px`;
    renderHeader(dom.header, frame.columns, frame.columnX, frame.columnWidth, textOf, order.sortConfig);
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
        labels: cardLabelsOf(opts.cardLabels, opts.language),
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
      headerHeight,
    );
    if (!shown) {
      panel.style.display = "none";
      if (rectShown) opts.onExpandedRect?.(null);
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
    opts.onExpandedRect?.(expandedRect);
  }

  function overlayChanged(): void {
    drawOverlay();
  }

  // The screen-reader rows take the current values at most every A11Y_REFRESH_MS while prices change.
  let a11yTimer: ReturnType<typeof setTimeout> | null = null;
  const offChange = store.onChange(() => {
    latestChange = clock();
    request();
    a11yTimer ??= setTimeout(() => {
      a11yTimer = null;
      refreshA11y(false);
    }, A11Y_REFRESH_MS);
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
    opts.onScroll?.(top, left);
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
    reorderable: () => opts.reorderable !== false,
    rowHeight: () => rowHeight,
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
    onRowClick: (code) => opts.onRowClick?.(code),
    onStarClick: (code) => opts.onStarClick?.(code),
    onRowContextMenu: (code, x, y) => opts.onRowContextMenu?.(code, x, y) ?? false,
    onCell: (position, column, event) => {
      const handler = event.type === "contextmenu" ? opts.onCellContextMenu : opts.onCellClick;
      if (handler !== undefined) handler(cellEvent(position, column, event));
    },
    onHeaderClick: (column) => {
      const next = headerClick(order.sortConfig, column, alternates.has(column.id));
      order.setSort(next);
      opts.onSortChange?.(next);
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
      opts.onOrderChange?.(order.getState());
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

  /** A cell as the host sees it: the row's code, the column, its field and the store's current value. */
  function cellEvent(position: number, c: number, event: MouseEvent): BoardCellEvent {
    const row = order.rows[position];
    const code = store.keyOf(row);
    const column = view === "cards" ? undefined : frame.columns[c];
    if (column === undefined)
      return { code, columnId: view === "cards" ? "card" : "", field: null, value: code, event };
    const alt = frame.useAlt[c] === 1 && column.altField !== undefined;
    const index = frame.fields[c];
    const value =
      index < 0 ? null : store.schema.isString[index] === 1 ? store.str(index, row) : store.num(index, row);
    return { code, columnId: column.id, field: (alt ? column.altField : column.field) ?? null, value, event };
  }

  /** Theme, scale, row height or palette changed: new glyphs, DOM colours and sizes, then a full paint. */
  function restyle(): void {
    theme = boardTheme(opts);
    scale = boardScale(opts.scale);
    rowHeight = rowHeightOf(opts);
    headerHeight = HEADER_HEIGHT * scale;
    styleBoardDom(dom, theme, headerHeight);
    styleOutlines();
    surface.setBackground(theme.background);
    atlas.destroy();
    atlas = createAtlas(theme, resolution, opts.colorBlindSafe === true);
    painter = new TablePainter(atlas, batch);
    cardPainter = new CardPainter(atlas, batch);
    frame.classMarkers = opts.colorBlindSafe === true;
    setMiniCharts();
  }

  /** Merges `update` into the options and applies what changed; callbacks alone cost nothing. */
  function applyOptions(update: BoardUpdate<F>): void {
    const before = opts;
    opts = { ...opts, ...update };
    const changed = (key: keyof BoardUpdate<F>): boolean => key in update && update[key] !== before[key];
    if (changed("theme") || changed("scale") || changed("colorBlindSafe") || changed("rowHeight")) restyle();
    if (changed("codes")) order.setCodes(opts.codes);
    if (changed("order") && opts.order !== undefined) order.setState(opts.order);
    if (changed("sort")) order.setSort(opts.sort ?? null);
    if (changed("columns")) frame.columns = opts.columns as readonly ColumnDef<string>[];
    if (changed("favourites")) frame.favourites = opts.favourites ?? new Set();
    if (changed("alternates")) alternates = opts.alternates ?? new Set();
    if (changed("view")) view = viewOf(opts.view);
    if (changed("language"))
      frame.textOptions = { ...frame.textOptions, units: COMPACT_UNITS[opts.language ?? "vi"] };
    if (changed("oddLot")) frame.oddLot = opts.oddLot === true;
    if (changed("miniCharts")) setMiniCharts();
    if (changed("expandedHeight") && opts.expandedHeight !== undefined && opts.expandedHeight > rowHeight)
      expandedHeight = opts.expandedHeight;
    if (changed("expandedRow")) expandedKey = opts.expandedRow ?? null;
    // Everything but callbacks shows: one layout (header, columns, rows) and a full paint.
    if (Object.keys(update).some((key) => !key.startsWith("on") && changed(key as keyof BoardUpdate<F>))) {
      layout();
      refreshA11y(false);
    }
  }

  layout();

  return {
    element: dom.root,
    rendererName: surface.rendererName,
    stats,
    setCodes(codes) {
      applyOptions({ codes });
    },
    setColumns(columns) {
      applyOptions({ columns });
    },
    setFavourites(favourites) {
      applyOptions({ favourites });
    },
    setAlternates(alternates) {
      applyOptions({ alternates });
    },
    setView(view) {
      applyOptions({ view });
    },
    applyOptions(update) {
      applyOptions(update);
    },
    get options() {
      return opts;
    },
    setSort(sort) {
      // Always applied: the user may have sorted by a header since (the board's state, not the option's).
      opts = { ...opts, sort };
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
      opts.onOrderChange?.(order.getState());
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
      opts = { ...opts, expandedRow: key, expandedHeight };
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
      if (a11yTimer !== null) clearTimeout(a11yTimer);
      surface.canvas.removeEventListener("webglcontextlost", onContextLost);
      releaseGpu();
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
