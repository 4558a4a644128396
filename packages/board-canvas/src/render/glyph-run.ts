import type { GlyphAtlas } from "../text/glyph-atlas";
import { TEXT_ALIGN } from "./command-format";
import type { DrawBatch } from "./draw-batch";

/**
 * Lays out one run of characters (already written as char codes) inside a box and pushes one glyph
 * sprite per character: the shared text path of every painter. Allocates nothing.
 */
export class GlyphRun {
  private readonly slots = new Int16Array(128);

  constructor(
    private readonly atlas: GlyphAtlas,
    private readonly batch: DrawBatch,
  ) {}

  /** Width the run would take, CSS px (also resolves and caches the glyph slots). */
  measure(chars: Uint16Array, length: number): number {
    let width = 0;
    for (let i = 0; i < length; i++) {
      const slot = this.atlas.slotFor(chars[i]);
      this.slots[i] = slot;
      if (slot >= 0) width += this.atlas.advance(slot);
    }
    return width;
  }

  /** Draws `chars[0..length)` in colour block `block`, aligned in [x, x + width), centred vertically. */
  draw(
    chars: Uint16Array,
    length: number,
    block: number,
    x: number,
    y: number,
    width: number,
    height: number,
    align: "left" | "right" | "center",
    padding = 4,
  ): void {
    const n = Math.min(length, this.slots.length);
    const batch = this.batch;
    if (batch.textRuns === true && batch.pushText !== undefined) {
      if (n === 0) return;
      // One command for the run: the drawer lays it out with the same font the atlas measures with.
      const anchor =
        align === "left" ? x + padding : align === "center" ? x + width / 2 : x + width - padding;
      const top = y + Math.round((height - this.atlas.cellHeight) / 2);
      batch.pushText(
        chars,
        n,
        this.atlas.fontOf(block),
        this.atlas.colorOf(block),
        anchor,
        top + this.atlas.ascent,
        TEXT_ALIGN[align],
      );
      return;
    }
    const textWidth = this.measure(chars, n);
    let penX =
      align === "left"
        ? x + padding
        : align === "center"
          ? x + (width - textWidth) / 2
          : x + width - padding - textWidth;
    const penY = y + Math.round((height - this.atlas.cellHeight) / 2);
    for (let i = 0; i < n; i++) {
      const slot = this.slots[i];
      if (slot < 0) continue;
      this.batch.push(this.atlas.glyph(block, slot), Math.round(penX), penY, -1, -1, 1);
      penX += this.atlas.advance(slot);
    }
  }
}
