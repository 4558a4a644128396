/**
 * The one way tests wait (issue 16): poll a condition until it holds, or sleep for time that must
 * genuinely pass. Used by the packages' tests and by tests/ (browser, integration, reliability, soak).
 * Not shipped: src/testing is outside the package's build.
 */

export interface PollOptions {
  /** Give up after this long, ms. Default 5,000. */
  timeoutMs?: number;
  /** Check this often, ms. Default 10: short enough to add no visible wait, long enough not to spin. */
  intervalMs?: number;
  /** What is awaited, for the error: "the client is live". */
  what?: string;
}

/**
 * Resolves as soon as `check` holds (it may be async: a page query), checking every `intervalMs`;
 * rejects after `timeoutMs`, naming `what`. A number as the second argument is the timeout.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  options: PollOptions | number = {},
): Promise<void> {
  const {
    timeoutMs = 5_000,
    intervalMs = 10,
    what = "condition",
  } = typeof options === "number" ? { timeoutMs: options } : options;
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * Waits `ms`. Only for time that must pass, never for a condition: an absence ("no more calls after
 * the popup closed" needs a poll period to elapse), a pace (a workload's think time), a retry pause.
 * Say at the call why a condition cannot be polled instead.
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
