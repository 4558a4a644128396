import { CommandBatch } from "./command-batch";
import { wholeDevicePixels } from "./scroll-shift";

/**
 * What the two Canvas2D surfaces share (worker-surface.ts, page-canvas-surface.ts): the command batch the
 * painters fill, the canvas element in the page at its CSS and device size, and the scroll shift owed to
 * the next frame. The subclass draws the batch: in its worker, or on the page.
 */
export abstract class CommandSurface {
  readonly batch: CommandBatch;
  readonly canvas: HTMLCanvasElement;
  protected resolution: number;
  /** Device pixels the next frame moves the kept image by before its draws (see `shift`). */
  private pendingShift = 0;

  protected constructor(
    width: number,
    height: number,
    resolution: number,
    /** Cell text as whole runs (`fillText`, the default) or glyph by glyph from the atlas (`workerText`). */
    textRuns: boolean,
    /** `data-surface` of the canvas: which surface draws it, for hosts' tests and devtools. */
    mark: "worker" | "page",
    /** The batch of a surface this one takes over (`CommandBatch.newDrawer`); a new one by default. */
    batch?: CommandBatch,
  ) {
    this.batch = batch ?? new CommandBatch(resolution);
    if (batch !== undefined) {
      batch.setResolution(resolution);
      batch.newDrawer();
    }
    this.batch.textRuns = textRuns;
    this.resolution = resolution;
    this.canvas = document.createElement("canvas");
    this.canvas.style.display = "block";
    this.canvas.dataset.surface = mark;
    this.setCssSize(width, height);
    this.canvas.width = deviceSize(width, resolution);
    this.canvas.height = deviceSize(height, resolution);
  }

  /**
   * Moves the kept image by `dy` CSS px at the start of the next frame, in the same task as that frame's
   * draws, so no shown frame has the uncovered strip empty. Whole device pixels only.
   */
  shift(dy: number): boolean {
    const device = wholeDevicePixels(dy, this.resolution);
    if (Number.isNaN(device)) return false;
    this.pendingShift += device;
    return true;
  }

  /** The shift the frame being presented applies (none on a full frame), and forgets it. */
  protected takeShift(full: boolean): number {
    const shift = full ? 0 : this.pendingShift;
    this.pendingShift = 0;
    return shift;
  }

  /** A new CSS size and resolution for the batch and the element; the subclass sizes the bitmap. */
  protected resized(width: number, height: number, resolution: number): void {
    this.batch.setResolution(resolution);
    this.resolution = resolution;
    this.pendingShift = 0;
    this.setCssSize(width, height);
  }

  private setCssSize(width: number, height: number): void {
    this.canvas.style.width = `${Math.max(1, width)}px`;
    this.canvas.style.height = `${Math.max(1, height)}px`;
  }
}

/** A size in CSS px as whole device pixels, at least one. */
export function deviceSize(css: number, resolution: number): number {
  return Math.max(1, Math.round(css * resolution));
}
