/**
 * Counts events in the last `windowMs` (a true sliding window: a burst straddling two fixed windows is
 * counted as one burst). Holds at most `max + 1` timestamps.
 */
export class SlidingWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one event at `now`; false when it makes more than `max` in the window (it is not kept). */
  allow(now: number): boolean {
    this.prune(now);
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }

  /** Whether no event is left in the window (the counter can be forgotten). */
  idle(now: number): boolean {
    this.prune(now);
    return this.times.length === 0;
  }

  /** Ms until one more event would be allowed (0 when it would be now). */
  waitMs(now: number): number {
    this.prune(now);
    return this.times.length < this.max ? 0 : this.times[0] + this.windowMs - now;
  }

  private prune(now: number): void {
    const times = this.times;
    let drop = 0;
    while (drop < times.length && times[drop] <= now - this.windowMs) drop++;
    if (drop > 0) times.splice(0, drop);
  }
}

/** A sliding window per key (a remote address); keys with nothing in their window are forgotten. */
export class SlidingWindowByKey {
  private readonly windows = new Map<string, SlidingWindow>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  allow(key: string, now: number): boolean {
    this.sweep(now);
    let window = this.windows.get(key);
    if (window === undefined) {
      window = new SlidingWindow(this.max, this.windowMs);
      this.windows.set(key, window);
    }
    return window.allow(now);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.idle(now)) this.windows.delete(key);
  }
}
