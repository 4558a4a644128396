import type { DirtySet, SymbolStore } from "@vnboard/feed";
import type { ColumnDef } from "../columns/column-def";
import { BoardSurface, type RendererPreference } from "../render/board-surface";
import { SpriteBatch } from "../render/sprite-batch";
import { type TableFrame, TablePainter } from "../table/table-painter";
import { type CellTextOptions, COMPACT_UNITS, DEFAULT_CELL_TEXT_OPTIONS } from "../text/cell-text";
import { GlyphAtlas } from "../text/glyph-atlas";
import { type BoardTheme, DARK_THEME, mergeTheme } from "../theme";
import { createBoardDom, renderHeader } from "./board-dom";
import { FrameStats } from "./frame-stats";

export const FLASH_MS = 300;
export const ROW_HEIGHT = 28;
export const HEADER_HEIGHT = 28;

export interface BoardOptions {
  store: SymbolStore;
  /** Codes in display order (a basket, an exchange, favourites). */
  codes: readonly string[];
  columns: readonly ColumnDef[];
  theme?: Partial<BoardTheme>;
  renderer?: RendererPreference;
  /** Device pixel ratio; defaults to the window's. */
  resolution?: number;
  favourites?: ReadonlySet<string>;
  /** Column ids drawing their alternative field (percent change, traded value). */
  alternates?: ReadonlySet<string>;
  language?: "vi" | "en" | "zh" | "kr";
  oddLot?: boolean;
  /** Header label for an i18n key; defaults to the key's last segment. */
  label?: (key: string) => string;
  onRowClick?: (code: string) => void;
  onStarClick?: (code: string) => void;
  /** Clock for flash ages (ms); must be the store's clock. Tests freeze both for mid-flash frames. */
  now?: () => number;
}

export interface Board {
  readonly element: HTMLElement;
  /** 'webgl', 'webgpu' or 'canvas'. */
  readonly rendererName: string;
  readonly stats: FrameStats;
  setCodes(codes: readonly string[]): void;
  setColumns(columns: readonly ColumnDef[]): void;
  setFavourites(favourites: ReadonlySet<string>): void;
  setAlternates(alternates: ReadonlySet<string>): void;
  scrollToCode(code: string): void;
  /** Redraws every visible cell on the next frame. */
  invalidate(): void;
  destroy(): void;
}

/**
 * Mounts a canvas board in `host` and drives it from the store: a feed write marks rows dirty and asks
 * for one animation frame; that frame draws only the damaged visible cells. No React, no polling loop:
 * an idle board draws nothing.
 */
export async function createBoard(host: HTMLElement, options: BoardOptions): Promise<Board> {
  const theme = mergeTheme(DARK_THEME, options.theme);
  const resolution = options.resolution ?? (typeof window !== "undefined" ? window.devicePixelRatio || 1 : 1);
  const dom = createBoardDom(host, theme, HEADER_HEIGHT);
  const store = options.store;
  const clock = options.now ?? (() => performance.now());
  const surface = await BoardSurface.create({
    width: dom.canvasHost.clientWidth,
    height: dom.canvasHost.clientHeight,
    resolution,
    background: theme.background,
    preference: options.renderer ?? "auto",
  });
  dom.canvasHost.appendChild(surface.canvas);
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
  const batch = new SpriteBatch();
  const painter = new TablePainter(atlas, batch);
  const dirty: DirtySet = store.track();
  const stats = new FrameStats();
  const label = options.label ?? ((key: string) => key.slice(key.lastIndexOf(".") + 1));
  const textOptions: CellTextOptions = {
    ...DEFAULT_CELL_TEXT_OPTIONS,
    units: COMPACT_UNITS[options.language ?? "vi"],
  };

  let codes = options.codes;
  let columns = options.columns;
  const frame: TableFrame = {
    store,
    rows: new Int32Array(Math.max(16, codes.length)),
    rowCount: 0,
    columns,
    columnX: new Float64Array(0),
    columnWidth: new Float64Array(0),
    useAlt: new Uint8Array(0),
    rowHeight: ROW_HEIGHT,
    scrollTop: 0,
    scrollLeft: 0,
    viewportWidth: dom.canvasHost.clientWidth,
    viewportHeight: dom.canvasHost.clientHeight,
    favourites: options.favourites ?? new Set(),
    textOptions,
    flashEnabled: true,
    flashMs: FLASH_MS,
    oddLot: options.oddLot ?? false,
  };

  let needsFull = true;
  let lastPaint = 0;
  let pending = 0;
  let destroyed = false;

  function layoutColumns(): void {
    columns = frame.columns;
    const n = columns.length;
    frame.columnX = new Float64Array(n);
    frame.columnWidth = new Float64Array(n);
    frame.useAlt = new Uint8Array(n);
    let x = 0;
    columns.forEach((column, c) => {
      frame.columnX[c] = x;
      frame.columnWidth[c] = column.width;
      frame.useAlt[c] = options.alternates?.has(column.id) ? 1 : 0;
      x += column.width;
    });
    dom.spacer.style.width = `${x}px`;
    renderHeader(dom.header, columns, frame.columnX, frame.columnWidth, label, null);
  }

  /** Maps codes to present store rows; codes the store does not have (yet) are skipped. */
  function resolveRows(): void {
    if (frame.rows.length < codes.length) frame.rows = new Int32Array(codes.length);
    let count = 0;
    for (const code of codes) {
      const row = store.rowOf(code);
      if (row >= 0 && store.present[row] === 1) frame.rows[count++] = row;
    }
    frame.rowCount = count;
    dom.spacer.style.height = `${count * ROW_HEIGHT}px`;
    dom.root.setAttribute("aria-rowcount", String(count + 1));
    needsFull = true;
  }

  function request(): void {
    if (pending === 0 && !destroyed) pending = requestAnimationFrame(paint);
  }

  function paint(time: number): void {
    pending = 0;
    const now = clock();
    const start = performance.now();
    atlas.flush();
    batch.begin();
    const cells = painter.paint(frame, now, lastPaint, needsFull, (row) => dirty.has(row));
    batch.end();
    surface.draw(batch.size > 0 ? batch.container : null, needsFull);
    needsFull = false;
    dirty.clear();
    lastPaint = now;
    stats.record(time, performance.now() - start, cells);
    // Keep drawing while a flash is fading; otherwise sleep until the store changes.
    if (frame.flashEnabled && now - latestChange < FLASH_MS + 50) request();
  }

  let latestChange = 0;
  const offChange = store.onChange(() => {
    latestChange = clock();
    request();
  });
  const offStructure = store.onStructureChange(() => {
    resolveRows();
    request();
  });

  function onScroll(): void {
    frame.scrollTop = dom.scroller.scrollTop;
    frame.scrollLeft = dom.scroller.scrollLeft;
    dom.header.style.transform = `translateX(${-frame.scrollLeft}px)`;
    needsFull = true;
    request();
  }
  dom.scroller.addEventListener("scroll", onScroll, { passive: true });

  function onClick(event: MouseEvent): void {
    const rect = dom.scroller.getBoundingClientRect();
    const y = event.clientY - rect.top + frame.scrollTop;
    const x = event.clientX - rect.left + frame.scrollLeft;
    const position = Math.floor(y / ROW_HEIGHT);
    if (position < 0 || position >= frame.rowCount) return;
    const code = store.keyOf(frame.rows[position]);
    let c = 0;
    while (c < columns.length && frame.columnX[c] + frame.columnWidth[c] <= x) c++;
    if (columns[c]?.kind === "star") options.onStarClick?.(code);
    else options.onRowClick?.(code);
  }
  dom.scroller.addEventListener("click", onClick);

  function onVisibility(): void {
    // Spec: cells flash only while the tab has focus; on return the board is redrawn whole at once.
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
    needsFull = true;
    request();
  });
  resizeObserver.observe(dom.canvasHost);

  layoutColumns();
  resolveRows();
  request();

  return {
    element: dom.root,
    rendererName: surface.rendererName,
    stats,
    setCodes(next) {
      codes = next;
      resolveRows();
      request();
    },
    setColumns(next) {
      frame.columns = next;
      layoutColumns();
      needsFull = true;
      request();
    },
    setAlternates(next) {
      options.alternates = next;
      layoutColumns();
      needsFull = true;
      request();
    },
    invalidate() {
      needsFull = true;
      request();
    },
    setFavourites(next) {
      frame.favourites = next;
      needsFull = true;
      request();
    },
    scrollToCode(code) {
      const row = store.rowOf(code);
      for (let position = 0; position < frame.rowCount; position++) {
        if (frame.rows[position] === row) {
          dom.scroller.scrollTop = position * ROW_HEIGHT;
          return;
        }
      }
    },
    destroy() {
      destroyed = true;
      if (pending !== 0) cancelAnimationFrame(pending);
      offChange();
      offStructure();
      store.untrack(dirty);
      resizeObserver.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      dom.scroller.removeEventListener("scroll", onScroll);
      dom.scroller.removeEventListener("click", onClick);
      batch.destroy();
      atlas.destroy();
      surface.destroy();
      dom.root.remove();
    },
  };
}
