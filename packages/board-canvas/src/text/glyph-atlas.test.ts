import { describe, expect, it } from "vitest";
import type { TextureCanvas } from "../texture/board-texture";
import { GlyphAtlas } from "./glyph-atlas";

/** A canvas whose 2D context records what is drawn (fillText and fillRect calls). */
const measured: string[] = [];

function recordingCanvas(width: number, height: number) {
  const drawn: string[] = [];
  const context = {
    font: "",
    fillStyle: "",
    textBaseline: "",
    scale: () => {},
    measureText: (text: string) => {
      measured.push(text);
      return { width: 7 * text.length };
    },
    fillText: (text: string, x: number, y: number) => drawn.push(`text ${context.font} ${text} ${x},${y}`),
    fillRect: () => drawn.push("rect"),
  };
  const canvas = { width, height, getContext: () => context } as unknown as TextureCanvas;
  return { canvas, drawn };
}

function atlas(swatchColors = ["#111", "#222"]) {
  const made: { width: number; height: number; drawn: string[] }[] = [];
  const glyphs = new GlyphAtlas({
    textColors: ["#0f0", "#f00"],
    swatchColors,
    fontFamily: "Arial",
    fontSize: 12,
    resolution: 2,
    boldBlocks: new Set([1]),
    createCanvas: (width, height) => {
      const { canvas, drawn } = recordingCanvas(width, height);
      made.push({ width, height, drawn });
      return canvas;
    },
  });
  return { glyphs, made };
}

describe("GlyphAtlas", () => {
  it("knows which swatches hide what is under them: only colours it can tell are opaque", () => {
    const { glyphs } = atlas(["#1e6b3a", "#FFF", "rgba(0, 0, 0, 0.5)", "#0008", "red"]);
    expect([0, 1, 2, 3, 4].map((i) => glyphs.swatchOpaque(i))).toEqual([true, true, false, false, false]);
  });

  it("records its glyphs as a recipe and draws no pixels until a renderer reads them", () => {
    const { glyphs, made } = atlas();
    const source = glyphs.glyph(0, glyphs.slotFor(56)).source; // "8"
    // Only the 1 x 1 canvas that measures: the atlas's own canvas is not made.
    expect(made.map((m) => [m.width, m.height])).toEqual([[1, 1]]);
    const recipe = source.recipe!;
    expect(recipe.scale).toBe(2);
    // Two swatches, then each preloaded glyph once per text colour, the second colour bold.
    expect(recipe.steps.slice(0, 2).map((s) => s.kind)).toEqual(["fill", "fill"]);
    const eights = recipe.steps.filter((s) => s.kind === "text" && s.text === "8");
    expect(eights.map((s) => (s.kind === "text" ? [s.color, s.font] : []))).toEqual([
      ["#0f0", "12px Arial"],
      ["#f00", "bold 12px Arial"],
    ]);
  });

  it("draws every recorded step when the pixels are first read, and new glyphs before it tells the renderers", () => {
    const { glyphs, made } = atlas();
    const source = glyphs.glyph(0, 0).source;
    const steps = source.recipe!.steps.length;
    const canvas = source.resource;
    expect(canvas.width).toBe(made[1].width);
    const drawn = made[1].drawn;
    expect(drawn).toHaveLength(steps);
    let drawnWhenTold = -1;
    source.on("update", () => {
      drawnWhenTold = drawn.length;
    });
    glyphs.slotFor("ệ".charCodeAt(0));
    glyphs.flush();
    expect(drawnWhenTold).toBe(steps + 2);
    expect(drawn.slice(-2).map((d) => d.split(" ").slice(1, -1).join(" "))).toEqual([
      "12px Arial ệ",
      "bold 12px Arial ệ",
    ]);
  });

  it("measures a character's advance when it is first laid out, once, not when it is added", () => {
    measured.length = 0;
    const { glyphs } = atlas();
    const eight = glyphs.slotFor(56);
    const thousand = glyphs.slotFor("千".charCodeAt(0));
    expect(measured).toEqual([]);
    expect(glyphs.advance(eight)).toBe(7);
    expect(glyphs.advance(eight)).toBe(7);
    expect(measured).toEqual(["8"]);
    const wide = glyphs.slotFor("ệ".charCodeAt(0));
    expect(glyphs.advance(wide)).toBe(7);
    expect(measured).toEqual(["8", "ệ"]);
    expect(thousand).toBeGreaterThanOrEqual(0);
  });
});
