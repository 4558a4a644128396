/**
 * Reconnect delays: exponential with full jitter, so that thousands of boards dropped by one server
 * restart do not all come back in the same millisecond.
 */
export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  factor: number;
  /** 0..1: the share of the delay that is randomised. */
  jitter: number;
}

/**
 * The reconnect backoff FeedClient uses unless told otherwise: 0.5 s doubling up to 5 s, ±50% jitter.
 * The cap is short because a board that is behind is worse than a few extra connection attempts: with a
 * 15 s cap a board came back up to ~22 s after its server did (the restart soak of issue 9); at 5 s the
 * worst case is about 5 s, and the jitter still spreads 2,000 boards over 2.5 s after a restart.
 */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 5_000, factor: 2, jitter: 0.5 };

/** Delay before reconnect attempt `attempt` (0 = first retry). */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random = Math.random,
): number {
  const base = Math.min(options.maxMs, options.initialMs * options.factor ** Math.max(0, attempt));
  const spread = base * options.jitter;
  return Math.round(base - spread + random() * spread);
}
