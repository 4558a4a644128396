import type { Db } from "./database";

/**
 * Failed-login limits. The free failures are counted per (account, address) and per address, never per
 * account alone: a stranger guessing the owner's password from elsewhere slows only themself, and the
 * owner, from their own address, can still log in (issue 18). Past the free failures each attempt waits
 * a delay that doubles with every further failure, from `baseDelayMs` up to `maxDelayMs`.
 */
export const LOGIN_RATE_LIMIT = {
  /** Failures older than this are forgotten. */
  windowMs: 60 * 60 * 1000,
  /** Free failures for one account from one address. */
  maxPerAccount: 5,
  /** Free failures from one address, whatever the accounts. */
  maxPerIp: 20,
  baseDelayMs: 60 * 1000,
  maxDelayMs: 30 * 60 * 1000,
} as const;

export interface LoginRateLimit {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface LoginBlock {
  /** Which limit was reached: this account from this address, or this address for any account. */
  scope: "account" | "ip";
  /** Seconds until one more attempt is allowed. */
  retryAfterSeconds: number;
}

interface Failures {
  n: number;
  last: number | null;
}

/** How long after the last failure the next attempt must wait, ms (0 while failures are free). */
export function loginDelayMs(failures: number, free: number, limit: LoginRateLimit): number {
  if (failures < free) return 0;
  const base = limit.baseDelayMs ?? LOGIN_RATE_LIMIT.baseDelayMs;
  const max = limit.maxDelayMs ?? LOGIN_RATE_LIMIT.maxDelayMs;
  return Math.min(max, base * 2 ** Math.min(30, failures - free));
}

/**
 * Whether a login for this username from this address must be refused before checking the password,
 * because its failures within the window reached a limit and the growing delay has not passed yet.
 */
export function checkLoginAllowed(
  db: Db,
  username: string,
  ip: string,
  now: number = Date.now(),
  limit: LoginRateLimit = LOGIN_RATE_LIMIT,
): LoginBlock | undefined {
  const since = now - limit.windowMs;
  const pair = db
    .prepare(
      "SELECT COUNT(*) AS n, MAX(at) AS last FROM login_attempts WHERE username = ? AND ip = ? AND at > ?",
    )
    .get(username, ip, since) as Failures;
  const address = db
    .prepare("SELECT COUNT(*) AS n, MAX(at) AS last FROM login_attempts WHERE ip = ? AND at > ?")
    .get(ip, since) as Failures;
  const wait = (failures: Failures, free: number): number =>
    failures.last === null ? 0 : failures.last + loginDelayMs(failures.n, free, limit) - now;
  const accountWait = wait(pair, limit.maxPerAccount);
  const addressWait = wait(address, limit.maxPerIp);
  if (accountWait <= 0 && addressWait <= 0) return undefined;
  return {
    scope: accountWait >= addressWait ? "account" : "ip",
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(accountWait, addressWait) / 1000)),
  };
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
 * After a successful login the account's failures from that address are forgotten (the owner proved the
 * password there); a stranger's failures on the same account from elsewhere are kept, and so are the
 * address's on other accounts, so that one valid account cannot reset an address guessing others.
 * Without `ip`, every failure of the account is forgotten (an operator's reset).
 */
export function clearAccountFailures(db: Db, username: string, ip?: string): void {
  if (ip === undefined) db.prepare("DELETE FROM login_attempts WHERE username = ?").run(username);
  else db.prepare("DELETE FROM login_attempts WHERE username = ? AND ip = ?").run(username, ip);
}
