import {
  BoardTexture,
  BoardTextureSource,
  createTextureCanvas,
  EMPTY_TEXTURE,
  type TextureCanvas,
} from "../texture/board-texture";
import { replayRecipe, TextureRecipe } from "../texture/texture-recipe";

/** Characters drawn up front; anything else is added on first use. */
const PRELOADED =
  "0123456789.,-+%/:*() ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz★☆—…ỷỶ千百万十亿천백만십억";

const COLUMNS = 64;
const ROWS_PER_BLOCK = 4;
const CAPACITY = COLUMNS * ROWS_PER_BLOCK;
const SWATCH = 4;

/** Anything with a 2D context we can draw glyphs on (HTMLCanvasElement or OffscreenCanvas). */
export type AtlasCanvas = TextureCanvas;

export interface GlyphAtlasOptions {
  /** CSS colours of the text colour blocks; glyph textures exist once per colour (no tinting). */
  textColors: readonly string[];
  /** CSS colours of the solid swatches (row stripes, flashes, hover, focus). */
  swatchColors: readonly string[];
  fontFamily: string;
  /** CSS pixels. */
  fontSize: number;
  /** Text colour blocks drawn bold (the colour-blind-safe palette's price classes). */
  boldBlocks?: ReadonlySet<number>;
  /** Device pixel ratio the glyphs are rasterised at (crisp at 1, 2 and 3). */
  resolution: number;
  createCanvas?: (width: number, height: number) => AtlasCanvas;
}

/**
 * Glyphs rasterised once per text colour into one texture, so that the cells that change every tick
 * are drawn as sprites from one source: the same texture on every draw, no text layout, no per-colour
 * tint (pixi's canvas renderer would re-tint a copy per draw). This is the "glyph atlas" of the
 * issue's measurements: one sprite per character stays near 1 ms a frame where one Text per cell
 * costs tens.
 *
 * The atlas is kept as a recipe (texture-recipe.ts): its swatches and glyphs are recorded as draw
 * steps, and the page draws them into its own canvas only when a renderer reads the pixels (pixi
 * uploads them). The board worker replays the steps on its own canvas, so a board drawn by the worker
 * never rasterises the atlas on the page nor copies it across: the page only measures each glyph.
 */
export class GlyphAtlas {
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** Baseline offset inside a cell, CSS px. */
  readonly ascent: number;
  private readonly recipe: TextureRecipe;
  /** Measures advances (the atlas's own canvas may never be made). */
  private readonly measurer: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  private readonly source: BoardTextureSource;
  /** The atlas's canvas and context once a renderer read its pixels, and the steps drawn into it. */
  private pixels: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null = null;
  private drawnSteps = 0;
  private readonly regularFont: string;
  private readonly boldFont: string;
  /** Char code -> glyph slot, -1 when not drawn yet. */
  private readonly slotOfChar = new Int16Array(65536).fill(-1);
  /**
   * Advance width per slot, CSS px; -1 until the slot is first laid out. Measured then, not when the
   * glyph is added: a first `measureText` of a character costs 0.1-0.4 ms on a page that has not drawn it
   * yet (more for a CJK fallback font), and most preloaded characters are not on the first screen.
   */
  private readonly advances = new Float32Array(CAPACITY).fill(-1);
  /** The character of each slot (what `advance` measures). */
  private readonly charOfSlot = new Uint16Array(CAPACITY);
  /** Texture per (colour block, slot): textures[color * CAPACITY + slot]. */
  private readonly textures: (BoardTexture | undefined)[];
  private readonly swatches: BoardTexture[] = [];
  /** Per swatch: 1 when its colour is opaque (`#rgb`, `#rrggbb`), so that nothing under it shows. */
  private readonly opaque: Uint8Array;
  private used = 0;
  private pendingUpload = false;

  constructor(private readonly options: GlyphAtlasOptions) {
    const { fontSize, fontFamily, resolution } = options;
    this.cellWidth = Math.ceil(fontSize * 1.25);
    this.cellHeight = Math.ceil(fontSize * 1.4);
    this.ascent = Math.round(fontSize * 1.05);
    this.regularFont = `${fontSize}px ${fontFamily}`;
    this.boldFont = `bold ${fontSize}px ${fontFamily}`;
    const blocks = options.textColors.length;
    const width = Math.ceil(COLUMNS * this.cellWidth * resolution);
    const height = Math.ceil((blocks * ROWS_PER_BLOCK + 1) * this.cellHeight * resolution);
    const create = options.createCanvas ?? createTextureCanvas;
    this.recipe = new TextureRecipe(width, height, resolution);
    this.measurer = context2d(create(1, 1));
    this.measurer.font = this.regularFont;
    this.source = new BoardTextureSource(
      () => {
        const canvas = create(width, height);
        const context = context2d(canvas);
        context.scale(resolution, resolution);
        context.textBaseline = "alphabetic";
        this.pixels = context;
        this.drawPending();
        return canvas;
      },
      resolution,
      this.recipe,
    );
    this.textures = new Array(blocks * CAPACITY);
    this.opaque = Uint8Array.from(options.swatchColors, (color) => (OPAQUE_HEX.test(color) ? 1 : 0));
    this.drawSwatches(blocks * ROWS_PER_BLOCK * this.cellHeight);
    for (let i = 0; i < PRELOADED.length; i++) this.slotFor(PRELOADED.charCodeAt(i));
    this.flush();
  }

  /** Slot of a character, recording it in every colour block on first use; -1 when the atlas is full. */
  slotFor(charCode: number): number {
    const known = this.slotOfChar[charCode];
    if (known !== -1) return known;
    if (this.used >= CAPACITY) return -1;
    const slot = this.used++;
    this.slotOfChar[charCode] = slot;
    this.charOfSlot[slot] = charCode;
    const char = String.fromCharCode(charCode);
    const column = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    const { textColors, boldBlocks } = this.options;
    for (let block = 0; block < textColors.length; block++) {
      const bold = boldBlocks?.has(block) === true;
      const x = column * this.cellWidth;
      const y = (block * ROWS_PER_BLOCK + row) * this.cellHeight;
      this.recipe.text(bold ? this.boldFont : this.regularFont, textColors[block], char, x, y + this.ascent);
      this.textures[block * CAPACITY + slot] = new BoardTexture(this.source, {
        x,
        y,
        width: this.cellWidth,
        height: this.cellHeight,
      });
    }
    this.pendingUpload = true;
    return slot;
  }

  /** The font (CSS px) of a colour block's glyphs: a run of text drawn whole uses the same. */
  fontOf(colorBlock: number): string {
    return this.options.boldBlocks?.has(colorBlock) === true ? this.boldFont : this.regularFont;
  }

  /** The CSS colour of a colour block's glyphs. */
  colorOf(colorBlock: number): string {
    return this.options.textColors[colorBlock] ?? "";
  }

  /** The texture of a glyph slot in a colour block. */
  glyph(colorBlock: number, slot: number): BoardTexture {
    return this.textures[colorBlock * CAPACITY + slot] ?? EMPTY_TEXTURE;
  }

  /** Advance width of a slot, CSS px. */
  advance(slot: number): number {
    const known = this.advances[slot];
    return known >= 0 ? known : this.measure(slot);
  }

  /** A solid colour texture (stretched by the sprite's width and height). */
  swatch(index: number): BoardTexture {
    return this.swatches[index] ?? EMPTY_TEXTURE;
  }

  /** Whether a swatch hides what is under it (a translucent or named colour is taken as not). */
  swatchOpaque(index: number): boolean {
    return this.opaque[index] === 1;
  }

  /** Uploads glyphs added since the last frame; call once per frame before drawing. */
  flush(): void {
    if (!this.pendingUpload) return;
    this.pendingUpload = false;
    this.drawPending();
    this.source.update();
  }

  destroy(): void {
    this.source.destroy();
  }

  private measure(slot: number): number {
    const text = String.fromCharCode(this.charOfSlot[slot]);
    const width = Math.min(this.cellWidth, this.measurer.measureText(text).width);
    this.advances[slot] = width;
    return width;
  }

  /** Draws the steps recorded since the last draw into the page's canvas, once it exists. */
  private drawPending(): void {
    if (this.pixels === null) return;
    replayRecipe(this.pixels, this.recipe.steps, this.drawnSteps);
    this.drawnSteps = this.recipe.steps.length;
  }

  private drawSwatches(y: number): void {
    this.options.swatchColors.forEach((color, i) => {
      const x = i * (SWATCH + 2);
      this.recipe.fill(color, x, y, SWATCH + 2, SWATCH + 2);
      // The frame sits inside the painted square so that linear filtering never samples a neighbour.
      this.swatches.push(
        new BoardTexture(this.source, { x: x + 1, y: y + 1, width: SWATCH, height: SWATCH }, color),
      );
    });
  }
}

const OPAQUE_HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function context2d(canvas: AtlasCanvas): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext("2d") as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  if (context === null) throw new Error("glyph atlas: no 2D context");
  return context;
}
