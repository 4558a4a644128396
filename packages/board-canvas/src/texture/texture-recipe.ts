/**
 * One step of a texture recipe, in the source's CSS px: a solid rectangle, or text on the alphabetic
 * baseline at (x, y).
 */
export type RecipeStep =
  | {
      readonly kind: "fill";
      readonly color: string;
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
    }
  | {
      readonly kind: "text";
      readonly font: string;
      readonly color: string;
      readonly text: string;
      readonly x: number;
      readonly y: number;
    };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * How to draw a texture canvas, kept as the steps that drew it (a glyph atlas: swatches, then each
 * glyph in each text colour). A drawer that owns its own canvas (the board worker) replays the steps
 * instead of receiving a copy of the pixels: a glyph costs the page one measureText and a few bytes
 * posted, where copying the atlas's pixels cost a readback of the whole canvas each time a glyph was
 * added (47 ms at DPR 1 and 148 ms at DPR 2 for the default theme's atlas in headless Chromium; see
 * docs/board-engine.md "First paint").
 *
 * The steps only grow; a drawer remembers how many it has replayed.
 */
export class TextureRecipe {
  readonly steps: RecipeStep[] = [];

  constructor(
    /** Device pixels of the canvas the steps draw into. */
    readonly width: number,
    readonly height: number,
    /** Device pixels per CSS px (the steps are in CSS px). */
    readonly scale: number,
  ) {}

  fill(color: string, x: number, y: number, width: number, height: number): void {
    this.steps.push({ kind: "fill", color, x, y, width, height });
  }

  text(font: string, color: string, text: string, x: number, y: number): void {
    this.steps.push({ kind: "text", font, color, text, x, y });
  }
}

/**
 * Draws `steps[from..]` into a context already scaled to CSS px with an alphabetic baseline: the page's
 * atlas canvas, and the board worker's copy of it (board-worker.ts bundles this module).
 */
export function replayRecipe(context: Context2D, steps: readonly RecipeStep[], from: number): void {
  // The context's own font reads back normalised ("12px Arial, ..."): compare with what was set here.
  let font = "";
  for (let i = from; i < steps.length; i++) {
    const step = steps[i];
    context.fillStyle = step.color;
    if (step.kind === "fill") {
      context.fillRect(step.x, step.y, step.width, step.height);
    } else {
      if (step.font !== font) {
        context.font = step.font;
        font = step.font;
      }
      context.fillText(step.text, step.x, step.y);
    }
  }
}
