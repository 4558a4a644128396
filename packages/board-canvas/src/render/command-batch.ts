import type { BoardTexture, BoardTextureSource, TextureFrame } from "../texture/board-texture";
import { COMMAND_FLOATS, TEXT_COMMAND, type TextStyle } from "./command-format";
import type { DrawBatch } from "./draw-batch";

interface DirtyRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const INITIAL_COMMANDS = 4096;
const NONE_RETIRED: readonly number[] = [];
/** Buffers kept for reuse: the worker hands them back four at a time (board-worker.ts). */
const POOL_LIMIT = 8;

/**
 * A frame's draws as a flat Float32Array of commands in device pixels, for a Canvas2D drawer elsewhere
 * (the board worker): `drawImage(source, sx, sy, sw, sh, dx, dy, dw, dh)` with `globalAlpha`. Texture
 * sources get small ids on first use; `dirtySources` lists those whose pixels the drawer has not seen.
 *
 * Buffers travel to the worker and back (transferred, not copied): `take()` hands the filled buffer
 * over and continues in a returned one, so steady state allocates no buffers.
 */
export class CommandBatch implements DrawBatch {
  private data: Float32Array;
  private count = 0;
  private readonly free: Float32Array[] = [];
  private readonly ids = new Map<BoardTextureSource, number>();
  /** Sources by id; null once destroyed (ids are not reused: a drawer may still hold the old one). */
  private readonly sourceList: (BoardTextureSource | null)[] = [];
  /** Ids of sources destroyed since the drawer last heard (`takeRetired`). */
  private retired: number[] = [];
  /**
   * Per source: what changed since the drawer last had it: undefined nothing, null all of it, else
   * the union of the changed parts (CSS px).
   */
  private readonly dirty: (DirtyRect | null | undefined)[] = [];
  private readonly onUpdate = (source: BoardTextureSource, rect: TextureFrame | null): void => {
    const id = this.ids.get(source);
    if (id === undefined) return;
    const known = this.dirty[id];
    if (rect === null || known === null) this.dirty[id] = null;
    else if (known === undefined)
      this.dirty[id] = { x0: rect.x, y0: rect.y, x1: rect.x + rect.width, y1: rect.y + rect.height };
    else {
      known.x0 = Math.min(known.x0, rect.x);
      known.y0 = Math.min(known.y0, rect.y);
      known.x1 = Math.max(known.x1, rect.x + rect.width);
      known.y1 = Math.max(known.y1, rect.y + rect.height);
    }
  };
  private readonly onDestroy = (source: BoardTextureSource): void => {
    const id = this.ids.get(source);
    if (id === undefined) return;
    this.ids.delete(source);
    source.off("update", this.onUpdate);
    this.sourceList[id] = null;
    this.dirty[id] = undefined;
    this.retired.push(id);
    if (this.lastSource === source) {
      this.lastSource = null;
      this.lastId = -1;
    }
  };
  /** Fill colours by index (a negative command id); the drawer is told the new ones (`colorsSent`). */
  readonly colors: string[] = [];
  private readonly colorIndex = new Map<string, number>();
  colorsSent = 0;
  /** Text styles by index (a text command's id); the drawer is told the new ones (`textStylesSent`). */
  readonly textStyles: TextStyle[] = [];
  private readonly textStyleIndex = new Map<string, Map<string, number>>();
  textStylesSent = 0;
  /**
   * Whether GlyphRun hands this batch whole runs of text (`pushText`, drawn with one `fillText`) instead
   * of one glyph per character: ~4x less CPU in the drawer (docs/board-engine.md, "Text as runs").
   */
  textRuns = true;
  private lastSource: BoardTextureSource | null = null;
  private lastId = -1;

  constructor(private resolution: number) {
    this.data = new Float32Array(INITIAL_COMMANDS * COMMAND_FLOATS);
  }

  get size(): number {
    return this.count;
  }

  setResolution(resolution: number): void {
    this.resolution = resolution;
  }

  begin(): void {
    this.count = 0;
  }

  push(texture: BoardTexture, x: number, y: number, width: number, height: number, alpha: number): void {
    const source = texture.source;
    const fill = texture.fill;
    const id =
      fill !== null ? -1 - this.colorOf(fill) : source === this.lastSource ? this.lastId : this.idOf(source);
    let o = this.count * COMMAND_FLOATS;
    if (o + COMMAND_FLOATS > this.data.length) this.grow();
    o = this.count * COMMAND_FLOATS;
    const frame = texture.frame;
    const s = source.resolution;
    const r = this.resolution;
    const w = width < 0 ? frame.width : width;
    const h = width < 0 ? frame.height : height;
    // Edges are rounded, not sizes, so that neighbouring cells meet without gaps or overlaps.
    const left = Math.round(x * r);
    const top = Math.round(y * r);
    const d = this.data;
    d[o] = id;
    d[o + 1] = frame.x * s;
    d[o + 2] = frame.y * s;
    d[o + 3] = frame.width * s;
    d[o + 4] = frame.height * s;
    d[o + 5] = left;
    d[o + 6] = top;
    d[o + 7] = Math.round((x + w) * r) - left;
    d[o + 8] = Math.round((y + h) * r) - top;
    d[o + 9] = alpha;
    this.count++;
  }

  /**
   * A run of text drawn by the drawer with one `fillText`: `chars[0..length)` in `font` (CSS px) and
   * `color`, anchored at `x` (its left, right or centre by `align`) on the baseline `baseline`, CSS px.
   */
  pushText(
    chars: Uint16Array,
    length: number,
    font: string,
    color: string,
    x: number,
    baseline: number,
    align: number,
  ): void {
    const slots = Math.ceil(length / COMMAND_FLOATS);
    const needed = (this.count + 1 + slots) * COMMAND_FLOATS;
    while (needed > this.data.length) this.grow();
    const o = this.count * COMMAND_FLOATS;
    const d = this.data;
    const r = this.resolution;
    d[o] = TEXT_COMMAND - this.textStyleOf(font, color);
    d[o + 1] = length;
    d[o + 2] = align;
    d[o + 3] = 0;
    d[o + 4] = 0;
    d[o + 5] = Math.round(x * r);
    d[o + 6] = Math.round(baseline * r);
    d[o + 7] = 0;
    d[o + 8] = 0;
    d[o + 9] = 1;
    for (let i = 0; i < length; i++) d[o + COMMAND_FLOATS + i] = chars[i];
    this.count += 1 + slots;
  }

  end(): void {}

  /** Sources (with their ids) whose pixels changed since `sourceSent`; read before `take`. */
  dirtySource(id: number): BoardTextureSource | null {
    return this.dirty[id] !== undefined ? this.sourceList[id] : null;
  }

  get sourceCount(): number {
    return this.sourceList.length;
  }

  /** The changed part of a dirty source (CSS px) since `sourceSent`; null when all of it changed. */
  dirtyRect(id: number): TextureFrame | null {
    const rect = this.dirty[id];
    if (rect === null || rect === undefined) return null;
    return { x: rect.x0, y: rect.y0, width: rect.x1 - rect.x0, height: rect.y1 - rect.y0 };
  }

  sourceSent(id: number): void {
    this.dirty[id] = undefined;
  }

  /**
   * Ids of the sources destroyed since the last call, for the drawer to let go of (a replaced glyph
   * atlas is a few MB at DPR 2, and a browser zoom replaces it each step). Empty almost always.
   */
  takeRetired(): readonly number[] {
    if (this.retired.length === 0) return NONE_RETIRED;
    const ids = this.retired;
    this.retired = [];
    return ids;
  }

  /**
   * A new drawer takes the batch over (the page's canvas after the drawing worker failed): it has none
   * of the sources, colours or text styles yet, so all of them go with its first frame.
   */
  newDrawer(): void {
    for (let id = 0; id < this.sourceList.length; id++)
      if (this.sourceList[id] !== null) this.dirty[id] = null;
    this.colorsSent = 0;
    this.textStylesSent = 0;
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
    for (const source of this.sourceList) {
      source?.off("update", this.onUpdate);
      source?.off("destroy", this.onDestroy);
    }
    this.sourceList.length = 0;
    this.ids.clear();
    this.free.length = 0;
  }

  private colorOf(fill: string): number {
    let index = this.colorIndex.get(fill);
    if (index === undefined) {
      index = this.colors.push(fill) - 1;
      this.colorIndex.set(fill, index);
    }
    return index;
  }

  private textStyleOf(font: string, color: string): number {
    let byColor = this.textStyleIndex.get(font);
    if (byColor === undefined) {
      byColor = new Map();
      this.textStyleIndex.set(font, byColor);
    }
    let index = byColor.get(color);
    if (index === undefined) {
      index = this.textStyles.push({ font, color }) - 1;
      byColor.set(color, index);
    }
    return index;
  }

  private idOf(source: BoardTextureSource): number {
    let id = this.ids.get(source);
    if (id === undefined) {
      id = this.sourceList.length;
      this.ids.set(source, id);
      this.sourceList.push(source);
      this.dirty[id] = null;
      source.on("update", this.onUpdate);
      source.on("destroy", this.onDestroy);
    }
    this.lastSource = source;
    this.lastId = id;
    return id;
  }

  private grow(): void {
    const bigger = new Float32Array(this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
    this.free.length = 0;
  }
}
