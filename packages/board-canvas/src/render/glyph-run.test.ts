import { describe, expect, it } from "vitest";
import type { GlyphAtlas } from "../text/glyph-atlas";
import { CommandBatch } from "./command-batch";
import { COMMAND_FLOATS, TEXT_ALIGN, TEXT_COMMAND } from "./command-format";
import { GlyphRun } from "./glyph-run";

/** An atlas whose glyphs are 7 px wide fills (the command batch writes a fill without reading a source). */
const atlas = {
  cellHeight: 14,
  ascent: 13,
  slotFor: (code: number) => code & 127,
  advance: () => 7,
  glyph: () => ({ fill: "#fff", frame: { x: 0, y: 0, width: 7, height: 14 }, source: { resolution: 1 } }),
  fontOf: (block: number) => (block === 1 ? "bold 12px Arial" : "12px Arial"),
  colorOf: (block: number) => ["#e0e0e0", "#00e676"][block],
} as unknown as GlyphAtlas;

const charsOf = (text: string) => Uint16Array.from(text, (c) => c.charCodeAt(0));

describe("GlyphRun", () => {
  it("hands a batch that takes runs one command per cell, anchored at the cell's edge less the padding", () => {
    const batch = new CommandBatch(1);
    const run = new GlyphRun(atlas, batch);
    batch.begin();
    run.draw(charsOf("25.40"), 5, 1, 100, 20, 60, 28, "right");
    run.draw(charsOf("VNM"), 3, 0, 0, 20, 60, 28, "left");
    run.draw(charsOf(""), 0, 0, 0, 20, 60, 28, "center");
    // Two commands and their char slots; the empty text draws nothing.
    expect(batch.size).toBe(4);
    const d = batch.take();
    // Right edge 160 less the 4 px padding; baseline: row top 20 + (28 - 14) / 2 + ascent 13.
    expect(Array.from(d.subarray(0, 3))).toEqual([TEXT_COMMAND, 5, TEXT_ALIGN.right]);
    expect([d[5], d[6]]).toEqual([156, 40]);
    expect(batch.textStyles[0]).toEqual({ font: "bold 12px Arial", color: "#00e676" });
    expect([d[2 * COMMAND_FLOATS + 2], d[2 * COMMAND_FLOATS + 5]]).toEqual([TEXT_ALIGN.left, 4]);
  });

  it("pushes one glyph per character to a batch that does not take runs", () => {
    const batch = new CommandBatch(1);
    batch.textRuns = false;
    const run = new GlyphRun(atlas, batch);
    batch.begin();
    run.draw(charsOf("25.40"), 5, 0, 100, 20, 60, 28, "right");
    expect(batch.size).toBe(5);
    expect(batch.textStyles).toHaveLength(0);
  });
});
