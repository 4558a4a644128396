import {
  BoardTexture,
  BoardTextureSource,
  createTextureCanvas,
  type TextureCanvas,
} from "../texture/board-texture";

/** Where a board gets the 1-month closes of its mini-chart column (loaded lazily). */
export interface MiniChartSource {
  /** Closing prices of the last month, oldest first; null while not loaded (a placeholder is drawn). */
  closes(code: string): ArrayLike<number> | null;
  /** Asks for a code's closes; the source calls the board's `miniChartLoaded(code)` when they arrive. */
  request(code: string): void;
}

const WIDTH = 80;
const HEIGHT = 20;
const COLUMNS = 8;
const ROWS = 16;

/**
 * Mini charts rasterised once per code into slots of one shared canvas texture, then drawn as sprites
 * like glyphs: a chart is redrawn only when its data arrives, never per frame. Slots are reused
 * least-recently-drawn first, so scrolling through thousands of rows keeps one fixed-size texture.
 */
export class MiniChartCache {
  /** Made at the first chart drawn: a first frame draws placeholders while the closes load. */
  private canvas: TextureCanvas | null = null;
  private context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null = null;
  private readonly source: BoardTextureSource;
  private readonly textures: BoardTexture[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly codeIn: (string | null)[] = new Array(COLUMNS * ROWS).fill(null);
  private readonly usedAt = new Float64Array(COLUMNS * ROWS);
  private readonly requested = new Set<string>();
  /** The union of the slots drawn since the last flush (CSS px); x1 < x0 when none. */
  private readonly drawn = { x0: 0, y0: 0, x1: -1, y1: -1 };

  constructor(
    private readonly resolution: number,
    private readonly colors: { up: string; down: string; flat: string },
  ) {
    this.source = new BoardTextureSource(() => {
      this.drawingContext();
      return this.canvas as TextureCanvas;
    }, resolution);
    for (let slot = 0; slot < COLUMNS * ROWS; slot++) {
      const frame = {
        x: (slot % COLUMNS) * WIDTH,
        y: Math.floor(slot / COLUMNS) * HEIGHT,
        width: WIDTH,
        height: HEIGHT,
      };
      this.textures.push(new BoardTexture(this.source, frame));
    }
  }

  /** The chart texture of a code, or null while its data is not loaded (requested once). */
  texture(code: string, source: MiniChartSource, now: number): BoardTexture | null {
    const known = this.slotOf.get(code);
    if (known !== undefined) {
      this.usedAt[known] = now;
      return this.textures[known];
    }
    const closes = source.closes(code);
    if (closes === null) {
      if (!this.requested.has(code)) {
        this.requested.add(code);
        source.request(code);
      }
      return null;
    }
    const slot = this.leastRecentlyUsed();
    const previous = this.codeIn[slot];
    if (previous !== null) this.slotOf.delete(previous);
    this.codeIn[slot] = code;
    this.slotOf.set(code, slot);
    this.usedAt[slot] = now;
    this.draw(slot, closes);
    return this.textures[slot];
  }

  /** Forgets a code's chart so that new data is drawn. */
  invalidate(code: string): void {
    this.requested.delete(code);
    const slot = this.slotOf.get(code);
    if (slot === undefined) return;
    this.slotOf.delete(code);
    this.codeIn[slot] = null;
    this.usedAt[slot] = 0;
  }

  flush(): void {
    const drawn = this.drawn;
    if (drawn.x1 < drawn.x0) return;
    this.source.update({ x: drawn.x0, y: drawn.y0, width: drawn.x1 - drawn.x0, height: drawn.y1 - drawn.y0 });
    drawn.x1 = -1;
    drawn.y1 = -1;
  }

  destroy(): void {
    this.source.destroy();
  }

  private leastRecentlyUsed(): number {
    let best = 0;
    for (let slot = 1; slot < this.usedAt.length; slot++)
      if (this.usedAt[slot] < this.usedAt[best]) best = slot;
    return best;
  }

  /** The canvas's context, the canvas made on first use. */
  private drawingContext(): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
    if (this.context !== null) return this.context;
    const resolution = this.resolution;
    const canvas = createTextureCanvas(COLUMNS * WIDTH * resolution, ROWS * HEIGHT * resolution);
    // Read back: the default worker surface copies each chart's slot to its worker (getImageData) as it
    // loads. A CPU-backed canvas makes those reads cheap, and Chrome warns in every host's console about
    // repeated readbacks from a canvas without it.
    const context = canvas.getContext("2d", { willReadFrequently: true }) as
      | CanvasRenderingContext2D
      | OffscreenCanvasRenderingContext2D
      | null;
    if (context === null) throw new Error("mini charts: no 2D context");
    context.scale(resolution, resolution);
    this.canvas = canvas;
    this.context = context;
    return context;
  }

  private draw(slot: number, closes: ArrayLike<number>): void {
    const context = this.drawingContext();
    const x0 = (slot % COLUMNS) * WIDTH;
    const y0 = Math.floor(slot / COLUMNS) * HEIGHT;
    context.clearRect(x0, y0, WIDTH, HEIGHT);
    // The slot changed even when nothing is drawn in it (fewer than two closes): it is blank now.
    this.markDrawn(x0, y0);
    const n = closes.length;
    if (n < 2) return;
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      lo = Math.min(lo, closes[i]);
      hi = Math.max(hi, closes[i]);
    }
    // Linear maps of index and price onto the slot, 2 px inside its edges (the price axis upwards).
    const xStep = (WIDTH - 4) / (n - 1);
    const yLo = lo === hi ? lo - 1 : lo;
    const yScale = (HEIGHT - 4) / ((lo === hi ? hi + 1 : hi) - yLo);
    const first = closes[0];
    const last = closes[n - 1];
    context.beginPath();
    for (let i = 0; i < n; i++) {
      const px = x0 + 2 + i * xStep;
      const py = y0 + HEIGHT - 2 - (closes[i] - yLo) * yScale;
      if (i === 0) context.moveTo(px, py);
      else context.lineTo(px, py);
    }
    context.strokeStyle = last > first ? this.colors.up : last < first ? this.colors.down : this.colors.flat;
    context.lineWidth = 1;
    context.stroke();
  }

  private markDrawn(x: number, y: number): void {
    const drawn = this.drawn;
    if (drawn.x1 < drawn.x0) {
      drawn.x0 = x;
      drawn.y0 = y;
      drawn.x1 = x + WIDTH;
      drawn.y1 = y + HEIGHT;
      return;
    }
    drawn.x0 = Math.min(drawn.x0, x);
    drawn.y0 = Math.min(drawn.y0, y);
    drawn.x1 = Math.max(drawn.x1, x + WIDTH);
    drawn.y1 = Math.max(drawn.y1, y + HEIGHT);
  }
}
