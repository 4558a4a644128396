import { isRestError } from "@vnboard/feed/rest";

/** What the login dialog says after a refused login (spec 8), and the minutes a lock-out lasts. */
export type LoginFailure =
  | { kind: "failed" }
  | { kind: "lockedOut"; minutes: number }
  | { kind: "lockedOutLater" };

/**
 * A 429 is a lock-out after too many failed logins (docs/api.md, limits), not a wrong password: the user
 * is told how many minutes to wait, rounded up, from the answer's Retry-After. Any other failure keeps
 * the spec's "wrong account or password" dialog.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isRestError(error) || error.status !== 429) return { kind: "failed" };
  const seconds = error.retryAfterSeconds;
  if (seconds === null) return { kind: "lockedOutLater" };
  return { kind: "lockedOut", minutes: Math.max(1, Math.ceil(seconds / 60)) };
}
