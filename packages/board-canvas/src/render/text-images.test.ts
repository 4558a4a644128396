import { describe, expect, it } from "vitest";
import type { GlyphAtlas } from "../text/glyph-atlas";
import type { BoardTexture, BoardTextureSource } from "../texture/board-texture";
import { COMMAND_FLOATS, CommandBatch, OP_BEGIN_TEXT, OP_CACHED, OP_COMPOSE } from "./command-batch";

const CELL_WIDTH = 10;
const CELL_HEIGHT = 14;
const ADVANCE = 6.4;

/** An atlas as the text images read it: glyph cells of one size, one advance, one source. */
function fakeAtlas(): GlyphAtlas {
  const source = { resolution: 1, on() {}, off() {} } as unknown as BoardTextureSource;
  return {
    cellWidth: CELL_WIDTH,
    cellHeight: CELL_HEIGHT,
    advance: () => ADVANCE,
    glyph: (block: number, slot: number) =>
      ({
        source,
        frame: { x: slot * CELL_WIDTH, y: block * CELL_HEIGHT, width: CELL_WIDTH, height: CELL_HEIGHT },
      }) as BoardTexture,
  } as unknown as GlyphAtlas;
}

function ops(batch: CommandBatch): number[][] {
  const count = batch.size;
  const data = batch.take();
  return Array.from({ length: count }, (_, i) =>
    Array.from(data.subarray(i * COMMAND_FLOATS, (i + 1) * COMMAND_FLOATS)),
  );
}

const GLYPHS = Int16Array.from([3, 1, 4]);

describe("TextImages (cell texts as one draw each)", () => {
  it("composes a new text once, then draws it with one command per cell", () => {
    const atlas = fakeAtlas();
    const batch = new CommandBatch(1, 1 << 20);
    const images = batch.textImages!;
    batch.begin();
    // Seen once: drawn glyph by glyph (the caller's loop), nothing composed.
    expect(images.draw(atlas, GLYPHS, 3, 0, 20.3, 5)).toBe(false);
    expect(batch.size).toBe(0);
    expect(images.draw(atlas, GLYPHS, 3, 0, 20.3, 5)).toBe(true);
    const first = ops(batch);
    expect(first.map((c) => c[0])).toEqual([OP_BEGIN_TEXT, OP_COMPOSE, OP_COMPOSE, OP_COMPOSE, OP_CACHED]);
    batch.begin();
    expect(images.draw(atlas, GLYPHS, 3, 0, 20.3, 40)).toBe(true);
    const again = ops(batch);
    expect(again.map((c) => c[0])).toEqual([OP_CACHED]);
    // Same slot, another place on the board.
    expect(again[0].slice(1, 5)).toEqual(first[4].slice(1, 5));
    expect(first[0][1]).toBe(first[4][1]);
    expect(again[0][6]).toBe(40);
    expect(images.stats?.hits).toBe(1);
  });

  it("puts each glyph where the glyph-by-glyph loop would: Math.round of its pen position", () => {
    const atlas = fakeAtlas();
    const batch = new CommandBatch(2, 1 << 20);
    batch.begin();
    const penX = 20.3;
    batch.textImages!.draw(atlas, GLYPHS, 3, 0, penX, 5);
    batch.textImages!.draw(atlas, GLYPHS, 3, 0, penX, 5);
    const commands = ops(batch);
    const cached = commands[4];
    // Glyphs are composed at their offsets inside the slot's image, which is drawn at the run's start.
    const placed = commands.slice(1, 4).map((c) => cached[5] + c[5]);
    const expected = [0, 1, 2].map((i) => Math.round(penX + i * ADVANCE) * 2);
    expect(placed).toEqual(expected);
    // The drawn width covers the last glyph's whole cell, nothing beyond it.
    expect(cached[7]).toBe((Math.round(penX + 2 * ADVANCE) - Math.floor(penX) + CELL_WIDTH) * 2);
  });

  it("redraws the text when its colour changes (a price turning from up to down)", () => {
    const atlas = fakeAtlas();
    const batch = new CommandBatch(1, 1 << 20);
    const images = batch.textImages!;
    batch.begin();
    images.draw(atlas, GLYPHS, 3, 0, 10, 0);
    images.draw(atlas, GLYPHS, 3, 0, 10, 0);
    ops(batch);
    batch.begin();
    expect(images.draw(atlas, GLYPHS, 3, 2, 10, 0)).toBe(false);
    images.draw(atlas, GLYPHS, 3, 2, 10, 0);
    const recoloured = ops(batch);
    expect(recoloured.filter((c) => c[0] <= OP_COMPOSE).length).toBe(3);
    // The glyphs come from the down colour's row of the atlas.
    expect(recoloured[1][2]).toBe(2 * CELL_HEIGHT);
  });

  it("falls back to glyphs when the budget holds no slot, and draws nothing for an all-missing run", () => {
    const atlas = fakeAtlas();
    expect(new CommandBatch(1, 0).textImages).toBeNull();
    const tiny = new CommandBatch(1, 16);
    tiny.begin();
    expect(tiny.textImages!.draw(atlas, GLYPHS, 3, 0, 10, 0)).toBe(false);
    const batch = new CommandBatch(1, 1 << 20);
    batch.begin();
    expect(batch.textImages!.draw(atlas, Int16Array.from([-1, -1]), 2, 0, 10, 0)).toBe(true);
    expect(batch.size).toBe(0);
  });

  it("lays the cache out again after a resolution change (a new, larger cache canvas)", () => {
    const atlas = fakeAtlas();
    const batch = new CommandBatch(1, 1 << 20);
    const images = batch.textImages!;
    batch.begin();
    images.draw(atlas, GLYPHS, 3, 0, 10, 0);
    const generation = images.generation;
    batch.setResolution(2);
    batch.begin();
    images.draw(atlas, GLYPHS, 3, 0, 10, 0);
    images.draw(atlas, GLYPHS, 3, 0, 10, 0);
    expect(images.generation).toBe(generation + 1);
    expect(ops(batch)[0][0]).toBe(OP_BEGIN_TEXT);
  });
});
