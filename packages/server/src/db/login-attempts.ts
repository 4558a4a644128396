import type { Db } from "./database";

/** Failed logins allowed per window: per account and per client IP address. */
export const LOGIN_RATE_LIMIT = {
  windowMs: 10 * 60 * 1000,
  maxPerAccount: 5,
  maxPerIp: 20,
} as const;

export interface LoginRateLimit {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
}

export interface LoginBlock {
  /** Which limit was reached. */
  scope: "account" | "ip";
  /** Seconds until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

function oldestInWindow(db: Db, column: "username" | "ip", value: string, since: number): number {
  const row = db
    .prepare(`SELECT MIN(at) AS oldest FROM login_attempts WHERE ${column} = ? AND at > ?`)
    .get(value, since) as { oldest: number | null };
  return row.oldest ?? since;
}

/**
 * Whether a login for this username from this address must be refused before checking the password,
 * because the failures within the window already reached a limit.
 */
export function checkLoginAllowed(
  db: Db,
  username: string,
  ip: string,
  now: number = Date.now(),
  limit: LoginRateLimit = LOGIN_RATE_LIMIT,
): LoginBlock | undefined {
  const since = now - limit.windowMs;
  const count = (column: "username" | "ip", value: string): number =>
    (
      db
        .prepare(`SELECT COUNT(*) AS n FROM login_attempts WHERE ${column} = ? AND at > ?`)
        .get(value, since) as {
        n: number;
      }
    ).n;
  const retry = (column: "username" | "ip", value: string): number =>
    Math.max(1, Math.ceil((oldestInWindow(db, column, value, since) + limit.windowMs - now) / 1000));
  if (count("username", username) >= limit.maxPerAccount) {
    return { scope: "account", retryAfterSeconds: retry("username", username) };
  }
  if (count("ip", ip) >= limit.maxPerIp) return { scope: "ip", retryAfterSeconds: retry("ip", ip) };
  return undefined;
}

/** Records a login attempt as failed (the route forgives it on success), and forgets older ones. */
export function recordLoginFailure(
  db: Db,
  username: string,
  ip: string,
  now: number = Date.now(),
  limit: LoginRateLimit = LOGIN_RATE_LIMIT,
): void {
  db.transaction(() => {
    db.prepare("DELETE FROM login_attempts WHERE at <= ?").run(now - limit.windowMs);
    db.prepare("INSERT INTO login_attempts (username, ip, at) VALUES (?, ?, ?)").run(username, ip, now);
  })();
}

/**
 * After a successful login the account's failures are forgotten (the owner proved the password), the
 * address's are kept so that one valid account cannot be used to reset an address guessing others.
 */
export function clearAccountFailures(db: Db, username: string): void {
  db.prepare("DELETE FROM login_attempts WHERE username = ?").run(username);
}
