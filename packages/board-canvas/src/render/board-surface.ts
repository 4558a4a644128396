import { autoDetectRenderer, Container, Graphics, type Renderer, RenderTexture, Sprite } from "pixi.js";

/** Which pixi renderer draws the board: auto picks WebGL/WebGPU where a GPU exists. */
export type RendererPreference = "auto" | "webgl" | "webgpu" | "canvas";

export interface BoardSurfaceOptions {
  width: number;
  height: number;
  resolution: number;
  background: string;
  preference: RendererPreference;
}

/**
 * The pixi side of a board: a renderer, a persistent backbuffer (a render texture holding the cells as
 * last drawn) and a stage of that backbuffer plus an overlay for hover and focus.
 *
 * A frame draws only the damaged cells into the backbuffer (`clear: false` keeps the rest), then shows
 * it with one full-surface blit. Work per frame therefore follows the number of changed visible cells,
 * not the number of rows, on both renderers: the canvas renderer has no retained scene, so drawing the
 * whole grid each frame would cost every glyph every frame.
 */
export class BoardSurface {
  readonly renderer: Renderer;
  readonly overlay = new Graphics();
  private readonly stage = new Container();
  private backbuffer: RenderTexture;
  private readonly backbufferSprite: Sprite;

  private constructor(renderer: Renderer, options: BoardSurfaceOptions) {
    this.renderer = renderer;
    this.backbuffer = RenderTexture.create({
      width: options.width,
      height: options.height,
      resolution: options.resolution,
    });
    this.backbufferSprite = new Sprite(this.backbuffer);
    this.stage.addChild(this.backbufferSprite, this.overlay);
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
      // The board draws only on demand; pixi must not keep a ticker of its own.
      preserveDrawingBuffer: true,
    });
    return new BoardSurface(renderer, options);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas as HTMLCanvasElement;
  }

  /** 'webgl', 'webgpu' or 'canvas': what auto-detection picked. */
  get rendererName(): string {
    return this.renderer.name;
  }

  resize(width: number, height: number, resolution: number): void {
    this.renderer.resolution = resolution;
    this.renderer.resize(Math.max(1, width), Math.max(1, height), resolution);
    this.backbuffer.destroy(true);
    this.backbuffer = RenderTexture.create({
      width: Math.max(1, width),
      height: Math.max(1, height),
      resolution,
    });
    this.backbufferSprite.texture = this.backbuffer;
  }

  /** Draws `damage` over the backbuffer (clearing it first when `clear`), then presents. */
  draw(damage: Container | null, clear: boolean): void {
    if (damage !== null) this.renderer.render({ container: damage, target: this.backbuffer, clear });
    this.renderer.render({ container: this.stage });
  }

  destroy(): void {
    this.backbuffer.destroy(true);
    this.stage.destroy({ children: true });
    this.renderer.destroy();
  }
}
