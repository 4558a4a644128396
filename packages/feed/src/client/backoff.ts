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

/** The reconnect backoff FeedClient uses unless told otherwise: 0.5 s doubling up to 15 s, ±50% jitter. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 15_000, factor: 2, jitter: 0.5 };

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
