import { CanvasReplay } from "./canvas-replay";
import type { CommandBatch } from "./command-batch";
import { CommandSurface, deviceSize } from "./command-surface";
import type { PaintSurface } from "./paint-surface";

/**
 * A board surface drawn with Canvas2D on a canvas of the page's own, by the same command buffers and the
 * same drawing loop as the worker surface (canvas-replay.ts), on the page's thread. The page path where
 * the worker surface cannot run (no OffscreenCanvas, a drawing worker that failed, a policy refusing
 * blob: workers) or where the host asks for the page (`worker: false`, `renderer: "canvas2d"`); it loads
 * no pixi.js.
 *
 * Why not pixi's canvas renderer on the page: pixi draws each glyph as a sprite through its scene
 * graph, where this surface draws a cell's text with one `fillText` and a fill with one `fillRect`
 * (docs/board-engine.md, "The page's own Canvas2D surface").
 *
 * Texture sources are drawn from straight: the glyph atlas's canvas (drawn from its recipe when first
 * read) and the mini charts' canvas are the page's, so nothing is copied.
 */
export class PageCanvasSurface extends CommandSurface implements PaintSurface {
  readonly rendererName = "canvas2d";
  private readonly replay: CanvasReplay;

  constructor(
    width: number,
    height: number,
    resolution: number,
    background: string,
    /** Cell text as whole runs (`fillText`, the default) or glyph by glyph from the atlas. */
    textRuns = true,
    /** The batch of the surface this one takes over (a failed worker's), so the painters keep theirs. */
    batch?: CommandBatch,
  ) {
    super(width, height, resolution, textRuns, "page", batch);
    const context = this.canvas.getContext("2d", { alpha: false });
    if (context === null) throw new Error("no 2D context for the board's canvas");
    this.replay = new CanvasReplay(context, background, resolution);
  }

  present(full: boolean): void {
    const batch = this.batch;
    const retired = batch.takeRetired();
    for (let i = 0; i < retired.length; i++) this.replay.forgetSource(retired[i]);
    for (let id = 0; id < batch.sourceCount; id++) {
      const source = batch.dirtySource(id);
      if (source === null) continue;
      batch.sourceSent(id);
      this.replay.setSource(id, source.resource);
    }
    if (batch.colorsSent < batch.colors.length) {
      this.replay.addColors(batch.colors, batch.colorsSent);
      batch.colorsSent = batch.colors.length;
    }
    if (batch.textStylesSent < batch.textStyles.length) {
      this.replay.addTextStyles(batch.textStyles, batch.textStylesSent);
      batch.textStylesSent = batch.textStyles.length;
    }
    const count = batch.size;
    const data = batch.take();
    const shift = this.takeShift(full);
    try {
      this.replay.drawFrame(data, count, full, shift);
    } finally {
      batch.recycle(data.buffer as ArrayBuffer);
    }
  }

  resize(width: number, height: number, resolution: number): void {
    this.resized(width, height, resolution);
    this.canvas.width = deviceSize(width, resolution);
    this.canvas.height = deviceSize(height, resolution);
    this.replay.resized(resolution);
  }

  setBackground(color: string): void {
    this.replay.setBackground(color);
  }

  destroy(): void {
    this.batch.destroy();
    // Frees the bitmap now rather than when the element is collected.
    this.canvas.width = 0;
    this.canvas.height = 0;
  }
}
