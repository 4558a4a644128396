import type { FedLog } from "./fed-log";

/** Ring capacity of frames and commits: over 4 minutes of 60 Hz frames. */
const CAPACITY = 1 << 14;
/** A window that the driver forgot to end stops the loop by itself after this. */
const MAX_WINDOW_MS = 120_000;

/** What one measuring window saw, as plain arrays for `page.evaluate` to return. */
export interface PeerWindow {
  beganAt: number;
  endedAt: number;
  /** rAF timestamps of the measuring loop: one per frame Chromium produced. */
  frameTimes: number[];
  /** When each frame's rendering task had finished (rAF, style, layout, paint): a message posted in rAF. */
  frameEnds: number[];
  /** When a grid had applied data to its view (DOM written or canvas drawn)... */
  commitAt: number[];
  /** ...and how many update batches that data included (batches 0..covers-1). */
  commitCovers: number[];
  /** Sequence number of the first batch of `fedAt`. */
  firstBatch: number;
  /** Arrival times of the update batches from `firstBatch` on, up to the window's end. */
  fedAt: number[];
}

/**
 * The benchmark's eyes inside every peer page, the same code for every grid.
 *
 * Frames: a light rAF loop stamps each frame's start; in it, a MessageChannel message is posted, which
 * runs once the frame's rendering task (every rAF callback, style, layout, paint) is over, so its stamp
 * is when that frame's pixels were handed to the compositor.
 *
 * Commits: each grid calls `commit(covers)` when its view shows the data of the first `covers` batches
 * (after its DOM writes or canvas draw). A batch is painted by the first frame that ends after the first
 * commit covering it: update-to-paint latency = that frame end - the batch's arrival.
 */
export class PeerProbe {
  private readonly frameTimes = new Float64Array(CAPACITY);
  private readonly frameEnds = new Float64Array(CAPACITY);
  private readonly commitAt = new Float64Array(CAPACITY);
  private readonly commitCovers = new Float64Array(CAPACITY);
  private frameCount = 0;
  private endCount = 0;
  private commitCount = 0;
  private running = false;
  private beganAt = 0;
  private readonly channel = new MessageChannel();

  constructor(private readonly fed: FedLog) {
    this.channel.port1.onmessage = () => {
      this.frameEnds[this.endCount % CAPACITY] = performance.now();
      this.endCount++;
    };
  }

  /** Called by a grid when its view shows the first `covers` batches. */
  commit(covers: number): void {
    const i = this.commitCount % CAPACITY;
    this.commitAt[i] = performance.now();
    this.commitCovers[i] = covers;
    this.commitCount++;
  }

  startLoop(): void {
    if (this.running) return;
    this.running = true;
    this.beganAt = performance.now();
    requestAnimationFrame(this.onFrame);
  }

  begin(): void {
    this.startLoop();
    this.beganAt = performance.now();
  }

  /** The figures since `begin()`; the loop keeps running for the next window. */
  end(): PeerWindow {
    const endedAt = performance.now();
    const inWindow = (times: Float64Array, count: number, extra?: Float64Array) => {
      const out: number[] = [];
      const paired: number[] = [];
      for (let k = Math.max(0, count - CAPACITY); k < count; k++) {
        const t = times[k % CAPACITY];
        if (t < this.beganAt || t > endedAt) continue;
        out.push(t);
        if (extra !== undefined) paired.push(extra[k % CAPACITY]);
      }
      return { out, paired };
    };
    const commits = inWindow(this.commitAt, this.commitCount, this.commitCovers);
    const fedAt: number[] = [];
    let firstBatch = -1;
    const fed = this.fed;
    for (let s = 0; s < Math.min(fed.count, fed.at.length); s++) {
      const t = fed.at[s];
      if (t < this.beganAt || t > endedAt) continue;
      if (firstBatch < 0) firstBatch = s;
      fedAt.push(t);
    }
    return {
      beganAt: this.beganAt,
      endedAt,
      frameTimes: inWindow(this.frameTimes, this.frameCount).out,
      frameEnds: inWindow(this.frameEnds, this.endCount).out,
      commitAt: commits.out,
      commitCovers: commits.paired,
      firstBatch: Math.max(0, firstBatch),
      fedAt,
    };
  }

  private readonly onFrame = (time: number): void => {
    if (!this.running) return;
    this.frameTimes[this.frameCount % CAPACITY] = time;
    this.frameCount++;
    this.channel.port2.postMessage(0);
    if (performance.now() - this.beganAt > MAX_WINDOW_MS) {
      this.running = false;
      return;
    }
    requestAnimationFrame(this.onFrame);
  };
}
