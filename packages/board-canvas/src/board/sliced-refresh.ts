import { BROWSER_FRAME_CLOCK, type FrameClock } from "./frame-scheduler";

/**
 * Work over `count` items spread over animation frames, `perFrame` items a frame: the screen-reader rows'
 * value refresh, which written whole in one task was a long task (~15-35 ms for ~1,000 cells on this
 * machine, most of it the layout of their new texts) and dropped frames on a board whose visible rows all
 * tick. One slice per frame keeps each frame's share of that layout small. Allocates nothing per slice.
 */
export class SlicedRefresh {
  private next = -1;
  private count = 0;
  private handle = 0;

  constructor(
    /** Writes items `from` to `to - 1`. */
    private readonly write: (from: number, to: number) => void,
    private readonly perFrame: number,
    private readonly clock: FrameClock = BROWSER_FRAME_CLOCK,
  ) {}

  /** True while items are left to write. */
  get running(): boolean {
    return this.next >= 0;
  }

  /**
   * Writes `count` items from the next frame on. A refresh already running goes on (with this count):
   * what it has not written yet it writes with the values of its frame.
   */
  start(count: number): void {
    this.count = count;
    if (this.next >= 0) return;
    this.next = 0;
    this.handle = this.clock.request(this.step);
  }

  /** Stops the refresh (a whole render replaced it, or the board is destroyed). */
  cancel(): void {
    if (this.handle !== 0) this.clock.cancel(this.handle);
    this.handle = 0;
    this.next = -1;
  }

  private readonly step = (): void => {
    this.handle = 0;
    const from = this.next;
    if (from < 0) return;
    const to = Math.min(this.count, from + this.perFrame);
    if (from < to) this.write(from, to);
    if (to >= this.count) {
      this.next = -1;
      return;
    }
    this.next = to;
    this.handle = this.clock.request(this.step);
  };
}
