import type { TextureRecipe } from "./texture-recipe";

/** Anything with a 2D context the board rasterises into (glyph atlas, mini charts). */
export type TextureCanvas = HTMLCanvasElement | OffscreenCanvas;

/** A source's listener; `rect` is the part of it that changed (CSS px), null for all of it. */
type SourceListener = (source: BoardTextureSource, rect: TextureFrame | null) => void;

/**
 * A canvas the board draws glyphs or charts into, shared by many textures. Owned by the board, not by
 * a renderer: the worker surface copies its pixels to the board worker (`CommandBatch`), or, for a
 * source with a `recipe`, sends the steps that draw it; pixi's surface wraps it in a pixi texture
 * source on first use (`pixi-texture.ts`). Keeping pixi out of this model is what lets a board drawn by
 * the worker load no pixi at all.
 */
export class BoardTextureSource {
  private readonly updateListeners: SourceListener[] = [];
  private readonly destroyListeners: SourceListener[] = [];
  private canvas: TextureCanvas | null;
  private readonly make: (() => TextureCanvas) | null;
  /** The renderer's own object for this source (pixi's CanvasSource), cached by that renderer. */
  native: unknown = null;

  constructor(
    /** The canvas, or what makes it on first use (a recipe's pixels are drawn only when read). */
    resource: TextureCanvas | (() => TextureCanvas),
    /** Device pixels per CSS px of `resource`. */
    readonly resolution: number,
    /** The steps that draw the canvas, for a drawer that can replay them rather than copy pixels. */
    readonly recipe: TextureRecipe | null = null,
  ) {
    this.canvas = typeof resource === "function" ? null : resource;
    this.make = typeof resource === "function" ? resource : null;
  }

  /** The canvas with its pixels (made and drawn on first read when the source was given a maker). */
  get resource(): TextureCanvas {
    if (this.canvas === null && this.make !== null) this.canvas = this.make();
    return this.canvas as TextureCanvas;
  }

  /** "update": the pixels changed (after `update()`); "destroy": the source is gone. */
  on(event: "update" | "destroy", listener: SourceListener): void {
    (event === "update" ? this.updateListeners : this.destroyListeners).push(listener);
  }

  off(event: "update" | "destroy", listener: SourceListener): void {
    const list = event === "update" ? this.updateListeners : this.destroyListeners;
    const index = list.indexOf(listener);
    if (index >= 0) list.splice(index, 1);
  }

  /**
   * Tells the renderers that the canvas's pixels changed (once per frame at most): within `rect` (CSS
   * px), or anywhere when there is none. A renderer that copies pixels copies only that part.
   */
  update(rect?: TextureFrame): void {
    for (let i = 0; i < this.updateListeners.length; i++) this.updateListeners[i](this, rect ?? null);
  }

  destroy(): void {
    for (const listener of this.destroyListeners.splice(0)) listener(this, null);
    this.updateListeners.length = 0;
  }
}

/** A rectangle of a source, in its CSS px. */
export interface TextureFrame {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One glyph, swatch or chart: a frame of a source. What the painters push into a `DrawBatch`. */
export class BoardTexture {
  /** The renderer's own texture for this frame (a pixi Texture), cached by that renderer. */
  native: unknown = null;

  constructor(
    readonly source: BoardTextureSource,
    readonly frame: TextureFrame,
    /** A swatch's CSS colour: a drawer may fill the rectangle rather than stretch the pixels. */
    readonly fill: string | null = null,
  ) {}
}

/** A texture of no source: drawn as nothing (a glyph the atlas had no room for). */
export const EMPTY_TEXTURE = new BoardTexture(new BoardTextureSource(null as unknown as TextureCanvas, 1), {
  x: 0,
  y: 0,
  width: 0,
  height: 0,
});

/** A canvas of `width` x `height` device pixels: an OffscreenCanvas where there is one. */
export function createTextureCanvas(width: number, height: number): TextureCanvas {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}
