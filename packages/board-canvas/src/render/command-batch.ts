import type { GlyphAtlas } from "../text/glyph-atlas";
import type { BoardTexture, BoardTextureSource } from "../texture/board-texture";
import type { DrawBatch } from "./draw-batch";
import { TEXT_IMAGE_SETTINGS, type TextImageSink, TextImages } from "./text-images";

/** Floats per command: op (source id), source rect (4), destination rect (4), alpha. */
export const COMMAND_FLOATS = 10;
/** Op of a draw from the cell-text cache canvas onto the board (ops >= 0 draw source `op`). */
export const OP_CACHED = -1;
/** Op that starts a new, empty image for the cache slot in the source x field. */
export const OP_BEGIN_TEXT = -2;
/** Ops <= this compose source `OP_COMPOSE - op` into the image begun last. */
export const OP_COMPOSE = -3;
const INITIAL_COMMANDS = 4096;
/** Buffers kept for reuse: the worker hands them back four at a time (board-worker-source.ts). */
const POOL_LIMIT = 8;

/**
 * A frame's draws as a flat Float32Array of commands in device pixels, for a Canvas2D drawer elsewhere
 * (the board worker): `drawImage(source, sx, sy, sw, sh, dx, dy, dw, dh)` with `globalAlpha`. Texture
 * sources get small ids on first use; `dirtySources` lists those whose pixels the drawer has not seen.
 *
 * Buffers travel to the worker and back (transferred, not copied): `take()` hands the filled buffer
 * over and continues in a returned one, so steady state allocates no buffers.
 */
export class CommandBatch implements DrawBatch, TextImageSink {
  /** Whole cell texts as one draw each (text-images.ts); null when the budget is 0. */
  readonly textImages: TextImages | null;
  private data: Float32Array;
  private count = 0;
  private readonly free: Float32Array[] = [];
  private readonly ids = new Map<BoardTextureSource, number>();
  private readonly sourceList: BoardTextureSource[] = [];
  private readonly dirty: boolean[] = [];
  private readonly onUpdate = (source: BoardTextureSource): void => {
    const id = this.ids.get(source);
    if (id !== undefined) this.dirty[id] = true;
  };
  private lastSource: BoardTextureSource | null = null;
  private lastId = -1;

  constructor(
    private currentResolution: number,
    textBudgetBytes = TEXT_IMAGE_SETTINGS.budgetBytes,
  ) {
    this.data = new Float32Array(INITIAL_COMMANDS * COMMAND_FLOATS);
    this.textImages = textBudgetBytes > 0 ? new TextImages(this, textBudgetBytes) : null;
  }

  /** Device pixels per CSS px of the board (and of the cache canvas). */
  get resolution(): number {
    return this.currentResolution;
  }

  get size(): number {
    return this.count;
  }

  setResolution(resolution: number): void {
    this.currentResolution = resolution;
    this.textImages?.reset();
  }

  begin(): void {
    this.count = 0;
    this.textImages?.beginFrame();
  }

  push(texture: BoardTexture, x: number, y: number, width: number, height: number, alpha: number): void {
    const source = texture.source;
    const id = source === this.lastSource ? this.lastId : this.idOf(source);
    const frame = texture.frame;
    const s = source.resolution;
    const w = width < 0 ? frame.width : width;
    const h = width < 0 ? frame.height : height;
    this.write(id, frame.x * s, frame.y * s, frame.width * s, frame.height * s, x, y, w, h, alpha);
  }

  beginTextImage(slot: number): void {
    this.write(OP_BEGIN_TEXT, slot, 0, 0, 0, 0, 0, 0, 0, 1);
  }

  composeGlyph(atlas: GlyphAtlas, block: number, glyph: number, x: number, y: number): void {
    const texture = atlas.glyph(block, glyph);
    const source = texture.source;
    const id = source === this.lastSource ? this.lastId : this.idOf(source);
    const frame = texture.frame;
    const s = source.resolution;
    this.write(
      OP_COMPOSE - id,
      frame.x * s,
      frame.y * s,
      frame.width * s,
      frame.height * s,
      x,
      y,
      frame.width,
      frame.height,
      1,
    );
  }

  drawCached(slot: number, width: number, height: number, x: number, y: number): void {
    const r = this.currentResolution;
    this.write(OP_CACHED, slot, 0, Math.round(width * r), Math.round(height * r), x, y, width, height, 1);
  }

  end(): void {}

  /** Sources (with their ids) whose pixels changed since `sourceSent`; read before `take`. */
  dirtySource(id: number): BoardTextureSource | null {
    return this.dirty[id] === true ? this.sourceList[id] : null;
  }

  get sourceCount(): number {
    return this.sourceList.length;
  }

  sourceSent(id: number): void {
    this.dirty[id] = false;
  }

  /** Hands over the filled buffer (to be transferred) and continues in a free one. */
  take(): Float32Array {
    const filled = this.data;
    const next = this.free.pop();
    this.data = next ?? new Float32Array(filled.length);
    return filled;
  }

  /** A buffer back from the drawer; kept unless the batch has grown past it. */
  recycle(buffer: ArrayBuffer): void {
    if (buffer.byteLength >= this.data.byteLength && this.free.length < POOL_LIMIT)
      this.free.push(new Float32Array(buffer));
  }

  destroy(): void {
    for (const source of this.sourceList) source.off("update", this.onUpdate);
    this.sourceList.length = 0;
    this.ids.clear();
    this.free.length = 0;
  }

  private idOf(source: BoardTextureSource): number {
    let id = this.ids.get(source);
    if (id === undefined) {
      id = this.sourceList.length;
      this.ids.set(source, id);
      this.sourceList.push(source);
      this.dirty[id] = true;
      source.on("update", this.onUpdate);
    }
    this.lastSource = source;
    this.lastId = id;
    return id;
  }

  /** One command: the source rect in device px, the destination (x, y, w, h) in CSS px. */
  private write(
    op: number,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    x: number,
    y: number,
    w: number,
    h: number,
    alpha: number,
  ): void {
    if ((this.count + 1) * COMMAND_FLOATS > this.data.length) this.grow();
    const o = this.count * COMMAND_FLOATS;
    const r = this.currentResolution;
    // Edges are rounded, not sizes, so that neighbouring cells meet without gaps or overlaps.
    const left = Math.round(x * r);
    const top = Math.round(y * r);
    const d = this.data;
    d[o] = op;
    d[o + 1] = sx;
    d[o + 2] = sy;
    d[o + 3] = sw;
    d[o + 4] = sh;
    d[o + 5] = left;
    d[o + 6] = top;
    d[o + 7] = Math.round((x + w) * r) - left;
    d[o + 8] = Math.round((y + h) * r) - top;
    d[o + 9] = alpha;
    this.count++;
  }

  private grow(): void {
    const bigger = new Float32Array(this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
    this.free.length = 0;
  }
}
