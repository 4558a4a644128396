import { loadPixiSurface } from "../render/load-pixi-surface";
import { PageCanvasSurface } from "../render/page-canvas-surface";
import type { PaintSurface } from "../render/paint-surface";
import { startSpareBoardWorker, WorkerSurface } from "../render/worker-surface";
import { WorkerWithPageFallback } from "../render/worker-with-page-fallback";
import type { BoardDom } from "./board-dom";
import type { BoardOptions } from "./board-options";
import type { BoardState } from "./board-state";
import { reportBoardError } from "./report-error";
import { holdGpuContext, rendererWithinBudget } from "./webgl-budget";

/**
 * Whether a board draws with the worker surface: when the host asks for it (`worker: true`), and by
 * default unless the host names a renderer (`renderer`: WebGL on a machine with a GPU, say).
 * `worker: false` draws on the page's thread.
 */
export function wantsWorkerSurface(options: Pick<BoardOptions<string>, "worker" | "renderer">): boolean {
  return options.worker ?? options.renderer === undefined;
}

/** Gets ready what `mountSurface` will need for a board of these options: the worker surface's worker. */
export function prepareSurface(options: Pick<BoardOptions<string>, "worker" | "renderer">): void {
  if (wantsWorkerSurface(options)) startSpareBoardWorker();
}

/**
 * The board's paint surface, placed in its canvas host: the drawing worker's when wanted
 * (`wantsWorkerSurface`) and it can start (OffscreenCanvas, a worker), else one on the page's thread:
 * the page's own Canvas2D unless the host named a pixi renderer (WebGL or WebGPU within the page's
 * budget, past it the page's Canvas2D; pixi's canvas when named), whose code loads only then. Resolves
 * once the renderer is ready.
 */
export async function mountSurface(
  dom: BoardDom,
  state: BoardState,
  options: Pick<BoardOptions<string>, "worker" | "renderer" | "workerText">,
): Promise<PaintSurface> {
  const host = dom.canvasHost;
  const { resolution, theme } = state;
  const textRuns = options.workerText !== "glyphs";
  const renderer =
    options.renderer === undefined || options.renderer === "canvas2d"
      ? "canvas2d"
      : rendererWithinBudget(options.renderer);
  const surface: PaintSurface =
    (wantsWorkerSurface(options) ? workerSurface(host, resolution, theme.background, textRuns) : null) ??
    (renderer === "canvas2d"
      ? new PageCanvasSurface(host.clientWidth, host.clientHeight, resolution, theme.background, textRuns)
      : await (await loadPixiSurface()).create({
          width: host.clientWidth,
          height: host.clientHeight,
          resolution,
          background: theme.background,
          preference: renderer,
        }));
  host.appendChild(surface.canvas);
  return surface;
}

/** The worker surface, or null where it cannot start (no OffscreenCanvas, a CSP without blob: workers). */
function workerSurface(
  host: HTMLElement,
  resolution: number,
  background: string,
  textRuns: boolean,
): WorkerWithPageFallback | null {
  if (!WorkerSurface.supported()) return null;
  const width = host.clientWidth;
  const height = host.clientHeight;
  try {
    const worker = new WorkerSurface(width, height, resolution, background, textRuns);
    return new WorkerWithPageFallback(worker, width, height, resolution, background, textRuns);
  } catch {
    return null;
  }
}

/**
 * Counts the surface's GPU context against the page's budget (webgl-budget.ts) and reports the loss of
 * its WebGL context, or the failure of its drawing worker, to the host's `onError`. A failed worker's
 * board goes on on the page's canvas (worker-with-page-fallback.ts), blank until `repaint` draws it whole.
 * Returns the function that undoes these.
 */
export function watchSurface(surface: PaintSurface, state: BoardState, repaint: () => void): () => void {
  const releaseGpu = holdGpuContext(surface.rendererName);
  const onContextLost = (event: Event) => {
    event.preventDefault();
    reportBoardError(state.opts, {
      code: "context-lost",
      message: "the browser dropped this board's WebGL context",
    });
  };
  // The element of now: a failed worker's board changes it (to a page canvas that has no WebGL).
  const canvas = surface.canvas;
  canvas.addEventListener("webglcontextlost", onContextLost);
  // Set before any error event can come: those are tasks, and this runs in the mount's continuation.
  surface.onFailure = (message) => {
    repaint();
    reportBoardError(state.opts, { code: "worker", message });
  };
  return () => {
    surface.onFailure = null;
    canvas.removeEventListener("webglcontextlost", onContextLost);
    releaseGpu();
  };
}
