import type { DrawBatch } from "./draw-batch";

/**
 * Where a board's frames go: the painters fill `batch`, then `present` draws it over the kept pixels.
 * Implemented by `BoardSurface` (a pixi renderer on the page's thread), `WorkerSurface` (Canvas2D on an
 * OffscreenCanvas in a worker, wrapped by `WorkerWithPageFallback`) and `PageCanvasSurface` (the same
 * drawing on a canvas of the page's own).
 */
export interface PaintSurface {
  readonly batch: DrawBatch;
  /** The element shown in the page. */
  readonly canvas: HTMLCanvasElement;
  /** 'webgl', 'webgpu', 'canvas' (pixi), 'canvas-worker' or 'canvas2d' (the page's own Canvas2D). */
  readonly rendererName: string;
  /** Draws what the batch holds, clearing to the background first when `full`. */
  present(full: boolean): void;
  /**
   * True while the surface cannot take another frame (the worker's drawing is behind): the painter then
   * skips its paint and paints once `onReady` is called, so the screen never falls further behind.
   */
  readonly busy?: boolean;
  /** Set by the painter: called when a busy surface can take frames again. */
  onReady?: (() => void) | null;
  /**
   * Set by the board: called once when the surface's drawing worker failed. The worker surface's wrapper
   * (worker-with-page-fallback.ts) goes on on the page's canvas, blank until the board repaints it whole.
   */
  onFailure?: ((message: string) => void) | null;
  /**
   * Moves the kept image up by `dy` CSS px (down when negative) and fills the strip it uncovers with
   * the background, so that a vertical scroll repaints only the rows moving in (see
   * `scroll-shift.ts`). Takes effect with the next `present(false)`, before its draws. Returns false
   * when this surface cannot (a WebGL or WebGPU renderer, a shift that is not whole device pixels):
   * the caller repaints everything instead.
   */
  shift(dy: number): boolean;
  /** CSS px and device pixel ratio; clears the surface: the caller redraws everything next. */
  resize(width: number, height: number, resolution: number): void;
  /** The colour a full paint clears to (a theme change); the caller repaints everything next. */
  setBackground(color: string): void;
  destroy(): void;
}
