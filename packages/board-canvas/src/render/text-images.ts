import { CellTextCache } from "../text/cell-text-cache";
import type { GlyphAtlas } from "../text/glyph-atlas";

/**
 * Internal settings of the cell-text images (not public API): the lab's `text=glyph` sets the budget
 * to 0 to draw glyph by glyph, the A/B of benchmarks/board-frames.bench.ts (BENCH_AB_TEXT=1).
 */
export const TEXT_IMAGE_SETTINGS = {
  /** Bytes of the cache canvas (RGBA, device pixels); 0 turns the cache off. */
  budgetBytes: 12 << 20,
};

/** A slot is this many glyph cells wide; a text whose glyphs reach further is drawn glyph by glyph. */
const SLOT_CELLS = 7;
/** Widest cache canvas, device px (slots wrap into rows below that). */
const MAX_CANVAS_WIDTH = 4096;
const MAX_SLOTS = 8192;
/** Sub-pixel phases a key tells apart (a run's start inside a CSS px). */
const PHASES = 256;

/** The raw commands a text image needs from its batch (CommandBatch), in device pixels. */
export interface TextImageSink {
  readonly resolution: number;
  /** Empties a rectangle of the cache canvas (a slot about to hold another text). */
  clearCacheRect(x: number, y: number, width: number, height: number): void;
  /** Draws a glyph into the cache canvas with its top-left at (x, y) CSS px of that canvas. */
  composeGlyph(atlas: GlyphAtlas, block: number, slot: number, x: number, y: number): void;
  /** Draws (sx, sy, width, height) CSS px of the cache canvas at (x, y) CSS px of the board. */
  drawCached(sx: number, sy: number, width: number, height: number, x: number, y: number): void;
}

/**
 * Each cell's text drawn as one image: the first time a text (glyphs, colour, sub-pixel phase) is
 * drawn, its glyphs are composed once into a slot of a cache canvas kept by the drawer (the board
 * worker); every later draw of the same text is one drawImage from that slot instead of one per glyph.
 * The slot holds exactly the pixels the glyphs would have left on the cell (same glyph textures, same
 * whole-pixel offsets, source-over onto transparent), so a cached text looks like the glyph-by-glyph
 * one. The bookkeeping is a bounded LRU (CellTextCache) sized from a byte budget; nothing allocates
 * per draw.
 */
export class TextImages {
  private cache: CellTextCache | null = null;
  private atlas: GlyphAtlas | null = null;
  private slotWidth = 0;
  private slotHeight = 0;
  private columns = 1;
  /** Bumped when the cache canvas's size changes or its pixels stop being valid: the drawer starts a new one. */
  generation = 0;
  /** Cache canvas size, device px. */
  canvasWidth = 0;
  canvasHeight = 0;

  constructor(
    private readonly sink: TextImageSink,
    private readonly budgetBytes: number,
  ) {}

  /** The bookkeeping, once a text has been drawn (stats and tests). */
  get stats(): CellTextCache | null {
    return this.cache;
  }

  beginFrame(): void {
    this.cache?.beginFrame();
  }

  /** The resolution changed: the cache is laid out again on its next use. */
  reset(): void {
    this.atlas = null;
  }

  /**
   * Draws `glyphs[0..length)` (atlas slots) of colour `block` with the pen starting at (penX, y) CSS px,
   * as the glyph-by-glyph loop would (each glyph at Math.round of its pen position). False when this
   * text cannot be cached (too wide, too long, cache full this frame): the caller draws the glyphs.
   */
  draw(
    atlas: GlyphAtlas,
    glyphs: Int16Array,
    length: number,
    block: number,
    penX: number,
    y: number,
  ): boolean {
    if (atlas !== this.atlas) this.layOut(atlas);
    const cache = this.cache;
    if (cache === null) return false;
    const base = Math.floor(penX);
    let pen = penX;
    let last = -1;
    for (let i = 0; i < length; i++) {
      const glyph = glyphs[i];
      if (glyph < 0) continue;
      last = Math.round(pen) - base;
      pen += atlas.advance(glyph);
    }
    if (last < 0) return true;
    const extent = last + atlas.cellWidth;
    if (extent > this.slotWidth) return false;
    const slot = cache.acquire(glyphs, length, block, Math.round((penX - base) * PHASES));
    if (slot < 0) return false;
    const sx = (slot % this.columns) * this.slotWidth;
    const sy = Math.floor(slot / this.columns) * this.slotHeight;
    if (cache.fresh) this.compose(atlas, glyphs, length, block, penX - base, sx, sy);
    this.sink.drawCached(sx, sy, extent, this.slotHeight, base, y);
    return true;
  }

  /** Draws the glyphs into the slot at (sx, sy), each where the glyph-by-glyph loop would put it. */
  private compose(
    atlas: GlyphAtlas,
    glyphs: Int16Array,
    length: number,
    block: number,
    phase: number,
    sx: number,
    sy: number,
  ): void {
    const sink = this.sink;
    sink.clearCacheRect(sx, sy, this.slotWidth, this.slotHeight);
    let pen = phase;
    for (let i = 0; i < length; i++) {
      const glyph = glyphs[i];
      if (glyph < 0) continue;
      sink.composeGlyph(atlas, block, glyph, sx + Math.round(pen), sy);
      pen += atlas.advance(glyph);
    }
  }

  /** Sizes the slots for the atlas's glyph cells and the budget at the sink's resolution. */
  private layOut(atlas: GlyphAtlas): void {
    this.atlas = atlas;
    const r = this.sink.resolution;
    this.slotWidth = atlas.cellWidth * SLOT_CELLS;
    this.slotHeight = atlas.cellHeight;
    const deviceWidth = Math.ceil(this.slotWidth * r);
    const deviceHeight = Math.ceil(this.slotHeight * r);
    const slots = Math.min(MAX_SLOTS, Math.floor(this.budgetBytes / (deviceWidth * deviceHeight * 4)));
    this.generation++;
    if (slots < 1) {
      this.cache = null;
      this.canvasWidth = this.canvasHeight = 0;
      return;
    }
    this.columns = Math.max(1, Math.min(slots, Math.floor(MAX_CANVAS_WIDTH / deviceWidth)));
    const rows = Math.ceil(slots / this.columns);
    this.canvasWidth = Math.ceil(this.columns * this.slotWidth * r);
    this.canvasHeight = Math.ceil(rows * this.slotHeight * r);
    if (this.cache?.capacity === slots) this.cache.reset();
    else this.cache = new CellTextCache(slots);
  }
}
