import type { DirtySet, SymbolField } from "@vnboard/feed";
import { GRID_SYNC_MS } from "../layout/constants";
import { headerClick } from "../model/sort-header";
import { BoardSurface } from "../render/board-surface";
import type { PaintSurface } from "../render/paint-surface";
import { WorkerSurface } from "../render/worker-surface";
import { applyBoardOptions } from "./apply-options";
import { boardApi } from "./board-api";
import { createBoardDom } from "./board-dom";
import { BoardEngine } from "./board-engine";
import { attachBoardInput } from "./board-input";
import type { Board, BoardOptions } from "./board-options";
import { createBoardState } from "./board-state";
import { Invalidate } from "./frame-scheduler";
import { FrameStats } from "./frame-stats";
import { holdGpuContext, rendererWithinBudget } from "./webgl-budget";

/** The worker surface, or null where it cannot start (no OffscreenCanvas, a CSP without blob: workers). */
function workerSurface(host: HTMLElement, resolution: number, background: string): WorkerSurface | null {
  if (!WorkerSurface.supported()) return null;
  try {
    return new WorkerSurface(host.clientWidth, host.clientHeight, resolution, background);
  } catch {
    return null;
  }
}

/** Pointer and keyboard input (board-input.ts) resolved by the current view and applied to the engine. */
function attachEngineInput(engine: BoardEngine): () => void {
  const { state, dom } = engine;
  const { store, order, frame } = state;
  return attachBoardInput({
    root: dom.root,
    scroller: dom.scroller,
    header: dom.header,
    ignores: dom.panel,
    order,
    reorderable: () => state.opts.reorderable !== false,
    rowHeight: () => state.rowHeight,
    columns: () => engine.view.current.hitColumns(),
    hitTest: (x, y) => engine.view.current.hitTest(x, y),
    scroll: () => ({ top: frame.scrollTop, left: frame.scrollLeft, viewportHeight: frame.viewportHeight }),
    codeOf: (position) => store.keyOf(order.rows[position]),
    onRowClick: (code) => state.opts.onRowClick?.(code),
    onStarClick: (code) => state.opts.onStarClick?.(code),
    onRowContextMenu: (code, x, y) => state.opts.onRowContextMenu?.(code, x, y) ?? false,
    onCell: (position, column, event) => {
      const handler = event.type === "contextmenu" ? state.opts.onCellContextMenu : state.opts.onCellClick;
      if (handler !== undefined) handler(engine.cellEvent(position, column, event));
    },
    onHeaderClick: (column) => {
      const next = headerClick(order.sortConfig, column, state.alternates.has(column.id));
      order.setSort(next);
      state.opts.onSortChange?.(next);
      engine.layout();
    },
    onFocus: (nav) => engine.focus(nav.row),
    onHover: (position) => engine.hover(position),
    onMove: (from, to) => {
      order.move(from, to);
      state.opts.onOrderChange?.(order.getState());
      engine.relayout();
    },
  });
}

/**
 * The board itself, loaded by `createBoard` (load-board.ts) on first use: wires the store, the DOM's
 * events and the public API to the engine's parts (board-engine.ts). A store change marks rows dirty
 * and invalidates CELLS; the scheduler's one frame hands the merged mask to the frame painter.
 */
export async function mountBoard<F extends string = SymbolField>(
  host: HTMLElement,
  options: BoardOptions<F>,
): Promise<Board<F>> {
  const resolution = options.resolution ?? (typeof window !== "undefined" ? window.devicePixelRatio || 1 : 1);
  const state = createBoardState(options as unknown as BoardOptions<string>, resolution);
  const dom = createBoardDom(host, state.theme, state.headerHeight);
  const surface: PaintSurface =
    (options.worker === true ? workerSurface(dom.canvasHost, resolution, state.theme.background) : null) ??
    (await BoardSurface.create({
      width: dom.canvasHost.clientWidth,
      height: dom.canvasHost.clientHeight,
      resolution,
      background: state.theme.background,
      preference: rendererWithinBudget(options.renderer),
    }));
  const releaseGpu = holdGpuContext(surface.rendererName);
  dom.canvasHost.appendChild(surface.canvas);
  const onContextLost = (event: Event) => {
    event.preventDefault();
    state.opts.onError?.({ code: "context-lost", message: "the browser dropped this board's WebGL context" });
  };
  surface.canvas.addEventListener("webglcontextlost", onContextLost);
  const { store, order, frame } = state;
  frame.viewportWidth = dom.canvasHost.clientWidth;
  frame.viewportHeight = dom.canvasHost.clientHeight;
  const dirty: DirtySet = store.track();
  const stats = new FrameStats();
  const engine = new BoardEngine(state, dom, surface, dirty, stats, options.now ?? (() => performance.now()));
  const { painter, scheduler, scroll } = engine;

  const offChange = store.onChange(() => painter.valuesChanged());
  const offStructure = store.onStructureChange(() => {
    if (order.sync()) engine.relayout();
  });
  // The row order was built before the surface's await: a snapshot that arrived meanwhile fired no
  // listener of ours, so the order takes the store as it is now before the first layout.
  order.sync();
  // Spec 4: grids sync changed rows every 100 ms; only a sorted board can move rows on a tick.
  const syncTimer = setInterval(() => {
    if (order.sortConfig !== null && order.resortIfNeeded()) engine.relayout();
  }, GRID_SYNC_MS);
  dom.scroller.addEventListener("scroll", scroll.onScroll, { passive: true });

  const detachInput = attachEngineInput(engine);

  function onVisibility(): void {
    // Spec 4: cells flash only while the tab has focus; on return the board is redrawn whole at once.
    frame.flashEnabled = document.visibilityState === "visible";
    if (frame.flashEnabled) scheduler.invalidate(Invalidate.FULL);
  }
  document.addEventListener("visibilitychange", onVisibility);

  const resizeObserver = new ResizeObserver(() => {
    frame.viewportWidth = dom.canvasHost.clientWidth;
    frame.viewportHeight = dom.canvasHost.clientHeight;
    surface.resize(frame.viewportWidth, frame.viewportHeight, resolution);
    engine.layout();
  });
  resizeObserver.observe(dom.canvasHost);

  engine.layout();

  return boardApi<F>(
    engine,
    surface.rendererName,
    stats,
    (update) => applyBoardOptions(engine, update),
    () => {
      engine.destroy();
      clearInterval(syncTimer);
      surface.canvas.removeEventListener("webglcontextlost", onContextLost);
      releaseGpu();
      offChange();
      offStructure();
      store.untrack(dirty);
      resizeObserver.disconnect();
      detachInput();
      document.removeEventListener("visibilitychange", onVisibility);
      dom.scroller.removeEventListener("scroll", scroll.onScroll);
      surface.destroy();
      dom.root.remove();
    },
  );
}
