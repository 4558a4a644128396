import { autoDetectRenderer, type Container, type Renderer } from "pixi.js";
import type { PaintSurface } from "./paint-surface";
import { SpriteBatch } from "./sprite-batch";

/** Which pixi renderer draws the board: auto picks WebGL/WebGPU where a GPU exists. */
export type RendererPreference = "auto" | "webgl" | "webgpu" | "canvas";

/** Size, resolution, background and renderer choice of a BoardSurface. */
export interface BoardSurfaceOptions {
  width: number;
  height: number;
  resolution: number;
  background: string;
  preference: RendererPreference;
}

/**
 * The pixi side of a board: a renderer whose canvas keeps its pixels between frames. A frame renders
 * only the damaged cells onto it without clearing (`clear: false`), so cells that did not change keep
 * their pixels and nothing else is copied: work per frame follows the number of changed visible cells
 * on both renderers. A 2D canvas keeps its pixels by nature; WebGL does with `preserveDrawingBuffer`.
 *
 * Measured (benchmarks/board-frames.bench.ts, canvas renderer): the first version kept the cells in a
 * render texture and presented it with one full-surface blit per frame; that blit cost ~4-5 ms of main
 * thread per paint at DPR 1 and four times that at DPR 2, more than drawing the cells themselves.
 */
export class BoardSurface implements PaintSurface {
  readonly renderer: Renderer;
  /** The pooled sprites a frame draws (see `present`). */
  readonly batch = new SpriteBatch();

  private constructor(renderer: Renderer) {
    this.renderer = renderer;
  }

  static async create(options: BoardSurfaceOptions): Promise<BoardSurface> {
    const renderer = await autoDetectRenderer({
      preference: options.preference === "auto" ? undefined : options.preference,
      width: Math.max(1, options.width),
      height: Math.max(1, options.height),
      resolution: options.resolution,
      autoDensity: true,
      antialias: false,
      background: options.background,
      // Damage-only drawing needs the previous frame's pixels.
      preserveDrawingBuffer: true,
      // The board has its own accessible rows (a11y-rows.ts): pixi's layer would listen for Tab on the
      // whole window and put its own elements in the host page.
      accessibilityOptions: { enabledByDefault: false, activateOnTab: false },
    });
    // The board takes its input on its own DOM (board-input.ts). pixi's event system would listen on the
    // host's whole document (pointermove, pointerup) and keep pixi's ticker running for nothing.
    renderer.events?.setTargetElement(null as unknown as HTMLElement);
    return new BoardSurface(renderer);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas as HTMLCanvasElement;
  }

  /** 'webgl', 'webgpu' or 'canvas': what auto-detection picked. */
  get rendererName(): string {
    return this.renderer.name;
  }

  /** Resizing clears the canvas: the caller redraws everything next. */
  resize(width: number, height: number, resolution: number): void {
    this.renderer.resize(Math.max(1, width), Math.max(1, height), resolution);
  }

  /** Draws `damage` over what the canvas shows, clearing it first when `clear`. */
  draw(damage: Container, clear: boolean): void {
    this.renderer.render({ container: damage, clear });
  }

  /** Draws the batch's sprites over the canvas (see `draw`). */
  present(full: boolean): void {
    this.draw(this.batch.container, full);
  }

  destroy(): void {
    this.batch.destroy();
    this.renderer.destroy();
  }
}
