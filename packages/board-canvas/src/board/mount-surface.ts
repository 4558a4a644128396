import { loadPixiSurface } from "../render/load-pixi-surface";
import { PageCanvasSurface } from "../render/page-canvas-surface";
import type { PaintSurface } from "../render/paint-surface";
import { startSpareBoardWorker, WorkerSurface } from "../render/worker-surface";
import type { BoardDom } from "./board-dom";
import type { BoardOptions } from "./board-options";
import type { BoardState } from "./board-state";
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
 * budget, else canvas), whose code loads only then. Resolves once the renderer is ready.
 */
export async function mountSurface(
  dom: BoardDom,
  state: BoardState,
  options: Pick<BoardOptions<string>, "worker" | "renderer" | "workerText">,
): Promise<PaintSurface> {
  const host = dom.canvasHost;
  const { resolution, theme } = state;
  const textRuns = options.workerText !== "glyphs";
  const renderer = options.renderer;
  const surface: PaintSurface =
    (wantsWorkerSurface(options) ? workerSurface(host, resolution, theme.background, textRuns) : null) ??
    (renderer === undefined || renderer === "canvas2d"
      ? new PageCanvasSurface(host.clientWidth, host.clientHeight, resolution, theme.background, textRuns)
      : await (await loadPixiSurface()).create({
          width: host.clientWidth,
          height: host.clientHeight,
          resolution,
          background: theme.background,
          preference: rendererWithinBudget(renderer),
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
): WorkerSurface | null {
  if (!WorkerSurface.supported()) return null;
  try {
    return new WorkerSurface(host.clientWidth, host.clientHeight, resolution, background, textRuns);
  } catch {
    return null;
  }
}

/**
 * Counts the surface's GPU context against the page's budget (webgl-budget.ts) and reports the loss of
 * its WebGL context, or the failure of its drawing worker (a board left blank), to the host's `onError`.
 * Returns the function that undoes these.
 */
export function watchSurface(surface: PaintSurface, state: BoardState): () => void {
  const releaseGpu = holdGpuContext(surface.rendererName);
  const onContextLost = (event: Event) => {
    event.preventDefault();
    state.opts.onError?.({ code: "context-lost", message: "the browser dropped this board's WebGL context" });
  };
  surface.canvas.addEventListener("webglcontextlost", onContextLost);
  // Set before any error event can come: those are tasks, and this runs in the mount's continuation.
  surface.onFailure = (message) => state.opts.onError?.({ code: "worker", message });
  return () => {
    surface.onFailure = null;
    surface.canvas.removeEventListener("webglcontextlost", onContextLost);
    releaseGpu();
  };
}
