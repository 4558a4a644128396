/**
 * Reconnect delays: doubling from `initialMs` up to `maxMs`, each with +-25% jitter so that many servers
 * restarted together do not reconnect in step. `reset` after a connection that worked.
 */
export class Backoff {
  private nextMs: number;

  constructor(
    private readonly initialMs: number,
    private readonly maxMs: number,
  ) {
    this.nextMs = initialMs;
  }

  /** The delay before the next attempt, ms. */
  next(): number {
    const delay = this.nextMs * (0.75 + Math.random() * 0.5);
    this.nextMs = Math.min(this.maxMs, this.nextMs * 2);
    return delay;
  }

  reset(): void {
    this.nextMs = this.initialMs;
  }
}
