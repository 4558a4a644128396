import type { DirtySet, SymbolField } from "@vnboard/feed";
import type { PaintSurface } from "../render/paint-surface";
import { applyBoardOptions } from "./apply-options";
import { boardApi } from "./board-api";
import { createBoardDom } from "./board-dom";
import { BoardEngine } from "./board-engine";
import type { Board, BoardOptions } from "./board-options";
import { createBoardState } from "./board-state";
import { watchDevicePixelRatio } from "./device-pixel-ratio";
import { attachEngineInput } from "./engine-input";
import { Invalidate } from "./frame-scheduler";
import { FrameStats } from "./frame-stats";
import { type HostAreaWatch, watchHostArea } from "./host-area";
import { mountSurface, watchSurface } from "./mount-surface";
import { attachStore } from "./store-sync";
import { watchUnknownCodes } from "./unknown-codes";

export { prepareSurface } from "./mount-surface";

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
  const surface = await mountSurface(dom, state, options).catch((error: unknown) => {
    // Nothing of a board that cannot draw stays in the host.
    dom.root.remove();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the board's renderer could not start: ${reason}`);
  });
  const { frame, store } = state;
  frame.viewportWidth = dom.canvasHost.clientWidth;
  frame.viewportHeight = dom.canvasHost.clientHeight;
  const dirty: DirtySet = store.track();
  const stats = new FrameStats();
  const engine = new BoardEngine(state, dom, surface, dirty, stats, options.now ?? (() => performance.now()));
  // In the mount's continuation, before any error event of the surface can come (those are tasks).
  const unwatchSurface = watchSurface(surface, state, () => engine.scheduler.invalidate(Invalidate.FULL));
  const unknownCodes = watchUnknownCodes(
    store,
    () => state.order.codes,
    () => state.opts,
  );
  const hostArea = watchHostArea(
    () => ({
      width: host.clientWidth,
      height: host.clientHeight,
      rowsWidth: dom.canvasHost.clientWidth,
      rowsHeight: dom.canvasHost.clientHeight,
      rendered: host.isConnected && host.getClientRects().length > 0,
    }),
    () => state.opts,
  );
  // A host that fixed `resolution` keeps it; otherwise the board follows the browser's zoom.
  const followsRatio = options.resolution === undefined && typeof window !== "undefined";
  const detachers = [
    unwatchSurface,
    hostArea.detach,
    attachStore(engine, dirty),
    unknownCodes.detach,
    attachScroll(engine),
    attachEngineInput(engine),
    attachVisibility(engine),
    attachResize(engine, surface, hostArea, followsRatio),
    // The ratio's own change event: a zoom that leaves the host's CSS size as it was (a host sized in px).
    followsRatio ? watchDevicePixelRatio((ratio) => engine.setResolution(ratio)) : () => {},
  ];
  engine.layout();
  unknownCodes.check(); // a board mounted after the feed's snapshot

  return boardApi<F>(
    engine,
    surface,
    stats,
    (update) => {
      applyBoardOptions(engine, update);
      if (update.codes !== undefined) unknownCodes.check();
    },
    () => {
      engine.destroy();
      for (const detach of detachers) detach();
      surface.destroy();
      dom.root.remove();
    },
  );
}

/** The native scroller's moves (board-scroll.ts: its handler is bound once). */
function attachScroll(engine: BoardEngine): () => void {
  const { scroller } = engine.dom;
  const { onScroll } = engine.scroll;
  scroller.addEventListener("scroll", onScroll, { passive: true });
  return () => scroller.removeEventListener("scroll", onScroll);
}

/** Spec 4: cells flash only while the tab has focus; on return the board is redrawn whole at once. */
function attachVisibility(engine: BoardEngine): () => void {
  const { frame } = engine.state;
  const onVisibility = (): void => {
    frame.flashEnabled = document.visibilityState === "visible";
    if (frame.flashEnabled) engine.scheduler.invalidate(Invalidate.FULL);
  };
  document.addEventListener("visibilitychange", onVisibility);
  return () => document.removeEventListener("visibilitychange", onVisibility);
}

/** A new size of the canvas host: the surface takes it, the board is laid out again, the host's area watched. */
function attachResize(
  engine: BoardEngine,
  surface: PaintSurface,
  hostArea: HostAreaWatch,
  followsRatio: boolean,
): () => void {
  const { state } = engine;
  const { frame } = state;
  const host = engine.dom.canvasHost;
  const resizeObserver = new ResizeObserver(() => {
    frame.viewportWidth = host.clientWidth;
    frame.viewportHeight = host.clientHeight;
    // A browser zoom resizes a host sized in % or by the window, and changes the ratio with it: then the
    // board is made again at the new ratio, at its new size, in one go.
    if (!(followsRatio && engine.setResolution(window.devicePixelRatio || 1))) {
      surface.resize(frame.viewportWidth, frame.viewportHeight, state.resolution);
      engine.layout();
    }
    hostArea.resized();
  });
  resizeObserver.observe(host);
  return () => resizeObserver.disconnect();
}
