import type { DrawBatch } from "./draw-batch";
import { PageCanvasSurface } from "./page-canvas-surface";
import type { PaintSurface } from "./paint-surface";
import type { WorkerSurface } from "./worker-surface";

/**
 * The worker surface while its drawing worker runs, and the page's own Canvas2D surface from the moment
 * the worker fails (a crash, an out-of-memory kill, a script a policy refused after the board was made):
 * the board goes on drawing in the same place with the same command batch, so its painters, its state
 * and the host's handle stay as they were, instead of a blank board the host had to make again.
 *
 * The host still hears of it (`onFailure`, the board's `onError` code "worker"), and `rendererName`
 * turns from "canvas-worker" to "canvas2d". The page surface is the one a board gets where a worker
 * cannot start (mount-surface.ts), so this costs no code the engine does not load already.
 */
export class WorkerWithPageFallback implements PaintSurface {
  private current: WorkerSurface | PageCanvasSurface;
  private onPage = false;
  onReady: (() => void) | null = null;
  onFailure: ((message: string) => void) | null = null;

  constructor(
    worker: WorkerSurface,
    private width: number,
    private height: number,
    private resolution: number,
    private background: string,
    private readonly textRuns: boolean,
  ) {
    this.current = worker;
    worker.onReady = () => this.onReady?.();
    worker.onFailure = (message) => this.fallBack(worker, message);
  }

  /** The same batch before and after the fall-back: the painters hold it. */
  get batch(): DrawBatch {
    return this.current.batch;
  }

  get canvas(): HTMLCanvasElement {
    return this.current.canvas;
  }

  get rendererName(): string {
    return this.current.rendererName;
  }

  get busy(): boolean {
    return !this.onPage && (this.current as WorkerSurface).busy;
  }

  present(full: boolean): void {
    this.current.present(full);
  }

  shift(dy: number): boolean {
    return this.current.shift(dy);
  }

  resize(width: number, height: number, resolution: number): void {
    this.width = width;
    this.height = height;
    this.resolution = resolution;
    this.current.resize(width, height, resolution);
  }

  setBackground(color: string): void {
    this.background = color;
    this.current.setBackground(color);
  }

  destroy(): void {
    this.current.destroy();
  }

  /**
   * The drawing worker failed: a page canvas takes its batch and its place in the page, and the board is
   * told (its `onFailure` handler repaints everything, the new canvas being blank). Where even the page's
   * canvas cannot draw (no 2D context), the board stays blank and the host is told that too.
   */
  private fallBack(worker: WorkerSurface, reason: string): void {
    if (this.onPage) return;
    let page: PageCanvasSurface;
    try {
      page = new PageCanvasSurface(
        this.width,
        this.height,
        this.resolution,
        this.background,
        this.textRuns,
        worker.batch,
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.onFailure?.(`${reason}; the page's canvas could not take over: ${why}`);
      return;
    }
    worker.stopWorker();
    worker.canvas.replaceWith(page.canvas);
    this.current = page;
    this.onPage = true;
    // Frames the dead worker held are gone; the painter's held frames go to the page now.
    this.onReady?.();
    this.onFailure?.(`${reason}; the board draws on the page's own canvas now`);
  }
}
