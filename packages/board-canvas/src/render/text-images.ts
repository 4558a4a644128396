import { CellTextCache } from "../text/cell-text-cache";
import type { GlyphAtlas } from "../text/glyph-atlas";

/**
 * Internal settings of the cell-text images (not public API): the lab's `text=glyph` sets the budget
 * to 0 to draw glyph by glyph, the A/B of benchmarks/board-frames.bench.ts (BENCH_AB_TEXT=1).
 */
export const TEXT_IMAGE_SETTINGS = {
  /** Bytes of the cached images (RGBA, device pixels, all slots); 0 turns the cache off. */
  budgetBytes: 12 << 20,
};

/**
 * Texts drawn from a cached image (hits), composed first (misses) and drawn glyph by glyph instead
 * (fallbacks), over every board of the page: read by the lab (`__lab.textImageCounts`) to give the hit
 * rate behind the A/B figures. Internal, not public API.
 */
export const TEXT_IMAGE_COUNTS = { hits: 0, misses: 0, fallbacks: 0 };

/** A slot is this many glyph cells wide; a text whose glyphs reach further is drawn glyph by glyph. */
const SLOT_CELLS = 7;
const MAX_SLOTS = 8192;
/** Sub-pixel phases a key tells apart (a run's start inside a CSS px). */
const PHASES = 256;

/** The raw commands a text image needs from its batch (CommandBatch), in device pixels. */
export interface TextImageSink {
  readonly resolution: number;
  /** Starts a new image for cache slot `slot` (empty; the glyphs composed next go into it). */
  beginTextImage(slot: number): void;
  /** Draws a glyph into the image being composed, its top-left at (x, y) CSS px of that image. */
  composeGlyph(atlas: GlyphAtlas, block: number, glyph: number, x: number, y: number): void;
  /** Draws the top-left (width, height) CSS px of slot `slot`'s image at (x, y) CSS px of the board. */
  drawCached(slot: number, width: number, height: number, x: number, y: number): void;
}

/**
 * Each cell's text drawn as one image: the first time a text (glyphs, colour, sub-pixel phase) is
 * drawn, its glyphs are composed once into an image kept by the drawer in one of a fixed number of slots
 * (the board worker: an ImageBitmap per slot, so that writing a new text never touches an image a
 * pending draw still reads); every later draw of the same text is one drawImage instead of one per glyph.
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
  /** Bumped when the slots' size changes or their images stop being valid: the drawer drops them all. */
  generation = 0;
  /** Size of a slot's image, device px (0 with no cache). */
  slotDeviceWidth = 0;
  slotDeviceHeight = 0;

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
   * text is not drawn from the cache (seen for the first time, too wide or long, cache full this
   * frame): the caller draws the glyphs.
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
    const slot =
      extent > this.slotWidth ? -1 : cache.acquire(glyphs, length, block, Math.round((penX - base) * PHASES));
    if (slot < 0) {
      TEXT_IMAGE_COUNTS.fallbacks++;
      return false;
    }
    if (cache.fresh) {
      TEXT_IMAGE_COUNTS.misses++;
      this.compose(atlas, glyphs, length, block, penX - base, slot);
    } else TEXT_IMAGE_COUNTS.hits++;
    this.sink.drawCached(slot, extent, this.slotHeight, base, y);
    return true;
  }

  /** Draws the glyphs into slot `slot`'s new image, each where the glyph-by-glyph loop would put it. */
  private compose(
    atlas: GlyphAtlas,
    glyphs: Int16Array,
    length: number,
    block: number,
    phase: number,
    slot: number,
  ): void {
    const sink = this.sink;
    sink.beginTextImage(slot);
    let pen = phase;
    for (let i = 0; i < length; i++) {
      const glyph = glyphs[i];
      if (glyph < 0) continue;
      sink.composeGlyph(atlas, block, glyph, Math.round(pen), 0);
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
      this.slotDeviceWidth = this.slotDeviceHeight = 0;
      return;
    }
    this.slotDeviceWidth = deviceWidth;
    this.slotDeviceHeight = deviceHeight;
    if (this.cache?.capacity === slots) this.cache.reset();
    else this.cache = new CellTextCache(slots);
  }
}
