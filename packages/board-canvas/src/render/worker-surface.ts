import { BOARD_WORKER_SOURCE } from "./board-worker-source";
import { CommandSurface, deviceSize } from "./command-surface";
import type { PaintSurface } from "./paint-surface";

type Drawable = HTMLCanvasElement | OffscreenCanvas;

/**
 * Frames the page may have sent and the worker not yet handed back. A worker slower than the page's
 * frames (10,000 rows changing at DPR 2 in software) otherwise fell seconds behind: 345 of 705 frames
 * still queued after 12 s. The frame that reaches FLUSH_AT asks for its buffers back at once. Two and
 * two beat three and two there: screen 4 frames behind (p50) against 8 (docs/board-engine.md).
 */
const MAX_FRAMES_OUT = 2;
const FLUSH_AT = 2;

/** A started board worker and the Blob URL of its script. */
interface StartedWorker {
  worker: Worker;
  url: string;
  /** The worker reported an error while it waited (a CSP refusing blob: workers, a failed script). */
  failed: boolean;
}

/** At most one board worker started ahead of the board that takes it (`startSpareBoardWorker`). */
let spare: StartedWorker | null = null;

function startBoardWorker(): StartedWorker {
  const url = URL.createObjectURL(new Blob([BOARD_WORKER_SOURCE], { type: "text/javascript" }));
  const started: StartedWorker = { worker: new Worker(url), url, failed: false };
  started.worker.onerror = (event) => {
    event.preventDefault();
    started.failed = true;
  };
  return started;
}

/** The waiting worker if it is sound, else a new one (a failed spare's error then comes again). */
function takeBoardWorker(): StartedWorker {
  const waiting = spare;
  spare = null;
  if (waiting !== null && !waiting.failed) return waiting;
  if (waiting !== null) {
    waiting.worker.terminate();
    URL.revokeObjectURL(waiting.url);
  }
  return startBoardWorker();
}

/** Starts a board worker for the next worker surface (`preloadBoard`), while the page waits for data. */
export function startSpareBoardWorker(): void {
  if (spare !== null || !WorkerSurface.supported()) return;
  try {
    spare = startBoardWorker();
  } catch {
    spare = null; // the board's own attempt reports it, or falls back to pixi
  }
}

/**
 * A board surface drawn off the page's thread: the canvas is handed to a worker
 * (`transferControlToOffscreen`), the painters' draws travel there as a command buffer, and the worker
 * draws them with Canvas2D. The page's thread keeps the store, the painters and the DOM.
 *
 * Why: without a GPU, every frame of a page-thread canvas hands its whole bitmap to the compositor on
 * the page's thread (Chrome's `ProduceCanvasResource` and `LayerTreeHost::DoUpdateLayers`, about half
 * of the board's main-thread time at 50,000 updates/s), however few cells changed. An OffscreenCanvas
 * commits its frames from the worker. See docs/board-engine.md, "Main-thread time: what we tried".
 *
 * The glyph atlas reaches the worker as its recipe (texture-recipe.ts): the worker draws the glyphs
 * into its own canvas. Other texture pixels (mini charts) are copied to the worker when a source is
 * first used, whole, and after each of its `update()`s, only the part that changed (a loaded chart).
 */
export class WorkerSurface extends CommandSurface implements PaintSurface {
  readonly rendererName = "canvas-worker";
  private readonly worker: Worker;
  private readonly url: string;
  /** First error the worker reported; a failed worker leaves the board blank, never throws here. */
  error: string | null = null;
  onFailure: ((message: string) => void) | null = null;
  /** Per source id: how many of its recipe's steps the worker has. */
  private readonly recipeSteps: number[] = [];
  /** Per source id: whether the worker has had the source's whole pixels once. */
  private readonly pixelsSent: boolean[] = [];
  private framesOut = 0;
  onReady: (() => void) | null = null;

  /** True where a canvas can be moved to a worker (OffscreenCanvas with 2D contexts in workers). */
  static supported(): boolean {
    return (
      typeof Worker !== "undefined" &&
      typeof OffscreenCanvas !== "undefined" &&
      typeof HTMLCanvasElement !== "undefined" &&
      "transferControlToOffscreen" in HTMLCanvasElement.prototype &&
      typeof URL.createObjectURL === "function"
    );
  }

  constructor(
    width: number,
    height: number,
    resolution: number,
    background: string,
    /** Cell text as whole runs (`fillText`, the default) or glyph by glyph from the atlas (`workerText`). */
    textRuns = true,
  ) {
    super(width, height, resolution, textRuns, "worker");
    const started = takeBoardWorker();
    this.url = started.url;
    this.worker = started.worker;
    this.worker.onmessage = (event: MessageEvent<ArrayBuffer[]>) => {
      const wasBusy = this.busy;
      for (const buffer of event.data) this.batch.recycle(buffer);
      this.framesOut = Math.max(0, this.framesOut - event.data.length);
      if (wasBusy && !this.busy) this.onReady?.();
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      if (this.error !== null) return;
      this.error = event.message || "board worker failed";
      this.onFailure?.(this.error);
    };
    const offscreen = this.canvas.transferControlToOffscreen();
    this.worker.postMessage({ type: "init", canvas: offscreen, background, resolution }, [offscreen]);
  }

  present(full: boolean): void {
    this.sendDirtySources();
    const count = this.batch.size;
    const data = this.batch.take();
    const shift = this.takeShift(full);
    const { colors, textStyles } = this.batch;
    if (this.batch.colorsSent < colors.length) {
      this.worker.postMessage({ type: "colors", colors: colors.slice(this.batch.colorsSent) });
      this.batch.colorsSent = colors.length;
    }
    if (this.batch.textStylesSent < textStyles.length) {
      this.worker.postMessage({ type: "textStyles", styles: textStyles.slice(this.batch.textStylesSent) });
      this.batch.textStylesSent = textStyles.length;
    }
    const flush = ++this.framesOut >= FLUSH_AT;
    this.worker.postMessage({ type: "frame", data, count, full, shift, flush }, [data.buffer]);
  }

  get busy(): boolean {
    return this.framesOut >= MAX_FRAMES_OUT;
  }

  resize(width: number, height: number, resolution: number): void {
    this.resized(width, height, resolution);
    this.worker.postMessage({
      type: "resize",
      width: deviceSize(width, resolution),
      height: deviceSize(height, resolution),
      resolution,
    });
  }

  setBackground(color: string): void {
    this.worker.postMessage({ type: "background", background: color });
  }

  destroy(): void {
    this.stopWorker();
    this.batch.destroy();
  }

  /** Ends the drawing worker and forgets its errors; the batch stays (a page surface may take it over). */
  stopWorker(): void {
    this.worker.onerror = null;
    this.worker.onmessage = null;
    this.worker.terminate();
    URL.revokeObjectURL(this.url);
  }

  /**
   * Sends what the worker needs of the sources new or updated since the last frame (posted before the
   * frame): a recipe's steps not sent yet (the glyph atlas: the worker draws them itself), else a copy
   * of the pixels (mini charts).
   */
  private sendDirtySources(): void {
    const batch = this.batch;
    const retired = batch.takeRetired();
    if (retired.length > 0) this.worker.postMessage({ type: "forget", ids: retired });
    for (let id = 0; id < batch.sourceCount; id++) {
      const source = batch.dirtySource(id);
      if (source === null) continue;
      const changed = batch.dirtyRect(id);
      batch.sourceSent(id);
      const recipe = source.recipe;
      if (recipe !== null) {
        const from = this.recipeSteps[id] ?? 0;
        if (from >= recipe.steps.length) continue;
        const steps = recipe.steps.slice(from);
        this.recipeSteps[id] = recipe.steps.length;
        const { width, height, scale } = recipe;
        this.worker.postMessage({ type: "recipe", id, width, height, scale, steps });
        continue;
      }
      const resource = source.resource as Drawable | null;
      if (resource === null) continue;
      const context = resource.getContext("2d") as
        | CanvasRenderingContext2D
        | OffscreenCanvasRenderingContext2D
        | null;
      const { width, height } = resource;
      if (context === null || width === 0 || height === 0) continue;
      // Only the part that changed (a chart's slot) once the worker has the whole: a readback costs
      // in proportion to its pixels (the whole chart canvas is 0.8 M pixels at DPR 2).
      let x = 0;
      let y = 0;
      let w = width;
      let h = height;
      if (changed !== null && this.pixelsSent[id] === true) {
        const scale = source.resolution;
        x = Math.max(0, Math.floor(changed.x * scale));
        y = Math.max(0, Math.floor(changed.y * scale));
        w = Math.min(width, Math.ceil((changed.x + changed.width) * scale)) - x;
        h = Math.min(height, Math.ceil((changed.y + changed.height) * scale)) - y;
        if (w <= 0 || h <= 0) continue;
      }
      this.pixelsSent[id] = true;
      const image = context.getImageData(x, y, w, h);
      this.worker.postMessage({ type: "source", id, image, x, y, width, height }, [image.data.buffer]);
    }
  }
}
