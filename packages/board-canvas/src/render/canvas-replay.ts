import { COMMAND_FLOATS, TEXT_ALIGN_NAMES, TEXT_COMMAND, type TextStyle } from "./command-format";
import { shiftCanvas2D } from "./scroll-shift";

/** What a command draws from: a texture source's canvas (the glyph atlas, the mini charts). */
export type ReplaySource = HTMLCanvasElement | OffscreenCanvas;
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws command buffers (command-format.ts) with Canvas2D: the one drawing loop of the Canvas2D
 * surfaces, run by the board worker on its OffscreenCanvas (board-worker.ts) and by the page surface on
 * a canvas of the page's own (page-canvas-surface.ts). It keeps the context's last alpha, fill, font and
 * alignment so that a frame sets each only when it changes (a setter costs a parse: `font` most).
 *
 * The owner sizes the canvas; after a resize it calls `resized` (a new size resets the context's state).
 * Bundled into the worker's source, so it imports only modules without imports of their own.
 */
export class CanvasReplay {
  private readonly fills: string[] = [];
  private readonly textStyles: TextStyle[] = [];
  /** Each text style's font scaled to device px. */
  private readonly textFonts: string[] = [];
  private readonly sources: (ReplaySource | undefined)[] = [];
  private alpha = 1;
  private fill = "";
  private font = "";
  private textAlign = "";

  constructor(
    private readonly context: Context2D,
    private background: string,
    private resolution: number,
  ) {}

  setBackground(color: string): void {
    this.background = color;
  }

  /** Call after the canvas got a new size (its context's state is reset) and, maybe, resolution. */
  resized(resolution = this.resolution): void {
    this.alpha = 1;
    this.fill = "";
    this.font = "";
    this.textAlign = "";
    if (resolution === this.resolution) return;
    this.resolution = resolution;
    for (let k = 0; k < this.textStyles.length; k++)
      this.textFonts[k] = this.deviceFont(this.textStyles[k].font);
  }

  /** `colors[from..]` after the fill colours added before: a command of id -1 - k fills with the k-th. */
  addColors(colors: readonly string[], from = 0): void {
    for (let i = from; i < colors.length; i++) this.fills.push(colors[i]);
  }

  /**
   * `styles[from..]` after the text styles added before: a command of id TEXT_COMMAND - k is a run of text
   * in the k-th.
   */
  addTextStyles(styles: readonly TextStyle[], from = 0): void {
    for (let i = from; i < styles.length; i++) {
      this.textFonts.push(this.deviceFont(styles[i].font));
      this.textStyles.push(styles[i]);
    }
  }

  /** The canvas commands of source `id` draw from. */
  setSource(id: number, source: ReplaySource): void {
    this.sources[id] = source;
  }

  source(id: number): ReplaySource | undefined {
    return this.sources[id];
  }

  /** Lets go of a source that is gone (a glyph atlas replaced at a new theme or zoom): its pixels are freed. */
  forgetSource(id: number): void {
    this.sources[id] = undefined;
  }

  /**
   * Draws `count` commands of `d`, first clearing to the background when `full`, else moving the kept
   * image by `shift` device px (a scroll: scroll-shift.ts). Allocates only a text run's string.
   */
  drawFrame(d: Float32Array, count: number, full: boolean, shift: number): void {
    const context = this.context;
    if (!full && shift !== 0) shiftCanvas2D(context, shift, this.background);
    if (full) {
      context.globalAlpha = 1;
      this.alpha = 1;
      context.fillStyle = this.fill = this.background;
      context.fillRect(0, 0, context.canvas.width, context.canvas.height);
    }
    for (let i = 0, o = 0; i < count; i++, o += COMMAND_FLOATS) {
      const id = d[o];
      const a = d[o + 9];
      if (id <= TEXT_COMMAND) {
        this.setAlpha(a);
        const slots = this.drawText(d, o, id);
        i += slots;
        o += slots * COMMAND_FLOATS;
        continue;
      }
      if (id < 0) {
        const color = this.fills[-1 - id];
        if (color === undefined) continue;
        this.setAlpha(a);
        if (color !== this.fill) context.fillStyle = this.fill = color;
        context.fillRect(d[o + 5], d[o + 6], d[o + 7], d[o + 8]);
        continue;
      }
      const source = this.sources[id];
      if (source === undefined) continue;
      this.setAlpha(a);
      context.drawImage(
        source,
        d[o + 1],
        d[o + 2],
        d[o + 3],
        d[o + 4],
        d[o + 5],
        d[o + 6],
        d[o + 7],
        d[o + 8],
      );
    }
  }

  private setAlpha(alpha: number): void {
    if (alpha === this.alpha) return;
    this.context.globalAlpha = alpha;
    this.alpha = alpha;
  }

  /** Draws the text command at `o`; returns how many command slots its characters take. */
  private drawText(d: Float32Array, o: number, id: number): number {
    const n = d[o + 1];
    const slots = Math.ceil(n / COMMAND_FLOATS);
    const k = TEXT_COMMAND - id;
    const style = this.textStyles[k];
    if (style === undefined || n <= 0) return slots;
    const context = this.context;
    if (this.textFonts[k] !== this.font) context.font = this.font = this.textFonts[k];
    if (style.color !== this.fill) context.fillStyle = this.fill = style.color;
    const align = TEXT_ALIGN_NAMES[d[o + 2]] ?? "left";
    if (align !== this.textAlign) context.textAlign = this.textAlign = align;
    const chars = d.subarray(o + COMMAND_FLOATS, o + COMMAND_FLOATS + n) as unknown as number[];
    context.fillText(String.fromCharCode.apply(null, chars), d[o + 5], d[o + 6]);
    return slots;
  }

  private deviceFont(cssFont: string): string {
    return cssFont.replace(/([0-9.]+)px/, (_, size: string) => `${Number(size) * this.resolution}px`);
  }
}
