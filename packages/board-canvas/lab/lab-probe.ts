import type { Board } from "../src/index";
import type { LabDrawTimes } from "./lab-draw-times";

/** Longest window a probe records; a driver that forgets to call `end()` stops the loop by this. */
const MAX_WINDOW_MS = 60_000;
/** Ring capacity: 60 s of frames at 60 Hz with room to spare. */
const CAPACITY = 8192;

/** What one measuring window saw, as plain arrays for `page.evaluate` to return. */
export interface ProbeWindow {
  beganAt: number;
  endedAt: number;
  /** rAF timestamps of the measuring loop: one per frame Chromium produced. */
  frameTimes: number[];
  /** Per board paint: when the paint callback began and ended (performance.now()), its ms and cells. */
  paintStart: number[];
  paintEnd: number[];
  paintMs: number[];
  cells: number[];
  /**
   * Per board paint, with the worker surface: when the worker had drawn the frame the paint sent
   * (lab-draw-times.ts); -1 when the paint sent no frame, NaN when it was not drawn yet. Empty otherwise.
   */
  drawnEnd: number[];
  /** Board paints whose figures were overwritten because the ring was full. */
  paintsLost: number;
  /** Feed batches handed to the store inside the window (performance.now() at arrival). */
  fedAt: number[];
}

interface FeedTimes {
  readonly fedAt: readonly number[];
}

/**
 * The frame benchmark's eyes inside the page.
 *
 * A lightweight rAF loop records when each frame started, so frame intervals and dropped frames are
 * seen even when the board does not paint (it draws only on demand). Its own cost is the same for the
 * bare page, the idle board and every loaded board, so comparisons between them stay fair.
 *
 * Paint end times: `FrameStats` keeps each paint's rAF timestamp, but the rAF timestamp is the frame's
 * begin time, and a feed batch that arrives between it and the paint callback is drawn by that paint.
 * To decide which paint drew a batch the probe needs when the callback ran, so it wraps the board's
 * `stats.record` (called at the end of every paint, with the paint's duration) and stamps the time:
 * start = end - paintMs. This stays inside the lab; the engine is not changed for the benchmark.
 */
export class LabProbe {
  private readonly frameTimes = new Float64Array(CAPACITY);
  private frameCount = 0;
  private readonly paintEnd = new Float64Array(CAPACITY);
  private paintCount = 0;
  /** Paints since the page opened (not reset by `begin`): the number a frame sent is known by. */
  paintsEver = 0;
  private running = false;
  private beganAt = 0;

  constructor(
    private readonly board: Board | null,
    private readonly feed: FeedTimes | null,
    private readonly drawTimes: LabDrawTimes | null = null,
  ) {
    if (board === null) return;
    const stats = board.stats;
    const record = stats.record.bind(stats);
    stats.record = (frameTime: number, paintMs: number, cells: number): void => {
      record(frameTime, paintMs, cells);
      this.paintEnd[this.paintCount % CAPACITY] = performance.now();
      this.paintCount++;
      this.paintsEver++;
    };
  }

  /** Starts the measuring rAF loop (kept running through warm-up and measurement). */
  startLoop(): void {
    if (this.running) return;
    this.running = true;
    this.beganAt = performance.now();
    this.frameCount = 0;
    requestAnimationFrame(this.onFrame);
  }

  /** Starts a measuring window: forgets what the loop and the board recorded so far. */
  begin(): void {
    this.startLoop();
    this.beganAt = performance.now();
    this.frameCount = 0;
    this.paintCount = 0;
    this.board?.stats.reset();
  }

  /** Ends the window and stops the loop. */
  end(): ProbeWindow {
    const endedAt = performance.now();
    this.running = false;
    const frames = Math.min(this.frameCount, CAPACITY);
    const window: ProbeWindow = {
      beganAt: this.beganAt,
      endedAt,
      frameTimes: Array.from(this.frameTimes.subarray(0, frames)),
      paintStart: [],
      paintEnd: [],
      paintMs: [],
      cells: [],
      drawnEnd: [],
      paintsLost: Math.max(0, this.paintCount - CAPACITY),
      fedAt: [],
    };
    const stats = this.board?.stats;
    if (stats !== undefined) {
      const ring = stats.paintMs.length;
      const kept = Math.min(this.paintCount, stats.count, CAPACITY, ring);
      const drawnByPaint = this.drawnByPaint();
      for (let k = this.paintCount - kept; k < this.paintCount; k++) {
        if (drawnByPaint !== null)
          window.drawnEnd.push(drawnByPaint.get(this.paintsEver - this.paintCount + k) ?? -1);
        const ms = stats.paintMs[k % ring];
        const end = this.paintEnd[k % CAPACITY];
        window.paintEnd.push(end);
        window.paintStart.push(end - ms);
        window.paintMs.push(ms);
        window.cells.push(stats.cells[k % ring]);
      }
    }
    for (const t of this.feed?.fedAt ?? []) if (t >= this.beganAt && t <= endedAt) window.fedAt.push(t);
    return window;
  }

  /** Paint number -> when the worker had drawn its frame (NaN: not yet); null without the worker. */
  private drawnByPaint(): Map<number, number> | null {
    const times = this.drawTimes;
    if (times === null || times.sentByPaint.length === 0) return null;
    const map = new Map<number, number>();
    for (let j = 0; j < times.sentByPaint.length; j++)
      map.set(times.sentByPaint[j], times.drawnAt[j] ?? Number.NaN);
    return map;
  }

  private readonly onFrame = (time: number): void => {
    if (!this.running) return;
    if (this.frameCount < CAPACITY) this.frameTimes[this.frameCount] = time;
    this.frameCount++;
    if (this.frameCount >= CAPACITY || performance.now() - this.beganAt > MAX_WINDOW_MS) {
      this.running = false;
      return;
    }
    requestAnimationFrame(this.onFrame);
  };
}
