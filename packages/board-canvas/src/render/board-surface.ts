import { autoDetectRenderer, type Container, type Renderer } from "pixi.js";
import type { PaintSurface } from "./paint-surface";
import { shiftCanvas2D, wholeDevicePixels } from "./scroll-shift";
import { SpriteBatch } from "./sprite-batch";
import { WebGlShifter } from "./webgl-shift";

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
  /**
   * The canvas renderer's own 2D context (the canvas has one context of one kind: this is the one pixi
   * draws with), for the scroll shift; null on WebGL and WebGPU.
   */
  private readonly context2d: CanvasRenderingContext2D | null;
  /** The WebGL 2 renderer's shift (raw GL between pixi's frames); null on the others. */
  private readonly webgl: WebGlShifter | null;

  private constructor(
    renderer: Renderer,
    private background: string,
  ) {
    this.renderer = renderer;
    this.context2d =
      renderer.name === "canvas" ? (renderer.canvas as HTMLCanvasElement).getContext("2d") : null;
    const gl = renderer.name === "webgl" ? (renderer as unknown as { gl: unknown }).gl : null;
    this.webgl = WebGlShifter.supports(gl)
      ? new WebGlShifter(gl, () => renderer.resetState(), background)
      : null;
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
    return new BoardSurface(renderer, options.background);
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

  setBackground(color: string): void {
    this.background = color;
    this.renderer.background.color = color;
    this.webgl?.setBackground(color);
  }

  /** Draws `damage` over what the canvas shows, clearing it first when `clear`. */
  draw(damage: Container, clear: boolean): void {
    this.renderer.render({ container: damage, clear });
  }

  /**
   * Moves the image `dy` CSS px up now, before the next `present` draws the uncovered rows (same task:
   * no frame shows the gap): pixi's canvas renderer copies the canvas onto itself, WebGL 2 blits the
   * preserved drawing buffer through a renderbuffer (webgl-shift.ts). WebGPU and WebGL 1: false, the
   * board repaints whole.
   */
  shift(dy: number): boolean {
    const device = wholeDevicePixels(dy, this.renderer.resolution);
    if (Number.isNaN(device)) return false;
    if (this.context2d !== null) {
      shiftCanvas2D(this.context2d, device, this.background);
      return true;
    }
    return this.webgl?.shift(device) ?? false;
  }

  /** Draws the batch's sprites over the canvas (see `draw`). */
  present(full: boolean): void {
    this.draw(this.batch.container, full);
  }

  destroy(): void {
    this.webgl?.destroy();
    this.batch.destroy();
    this.renderer.destroy();
  }
}
