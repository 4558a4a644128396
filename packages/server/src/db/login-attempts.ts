import type { Db, SqlExecutor } from "./sql";

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

/** The username compares in any case (as the users table does), the address as it is. */
const MATCH = { username: "lower(username) = lower(?)", ip: "ip = ?" } as const;

async function oldestInWindow(
  db: SqlExecutor,
  column: "username" | "ip",
  value: string,
  since: number,
): Promise<number> {
  const row = await db.get<{ oldest: number | null }>(
    `SELECT MIN(at) AS oldest FROM login_attempts WHERE ${MATCH[column]} AND at > ?`,
    [value, since],
  );
  return row?.oldest ?? since;
}

/**
 * Whether a login for this username from this address must be refused before checking the password,
 * because the failures within the window already reached a limit.
 */
export async function checkLoginAllowed(
  db: SqlExecutor,
  username: string,
  ip: string,
  now: number = Date.now(),
  limit: LoginRateLimit = LOGIN_RATE_LIMIT,
): Promise<LoginBlock | undefined> {
  const since = now - limit.windowMs;
  const count = async (column: "username" | "ip", value: string): Promise<number> => {
    const row = await db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM login_attempts WHERE ${MATCH[column]} AND at > ?`,
      [value, since],
    );
    return row?.n ?? 0;
  };
  const retry = async (column: "username" | "ip", value: string): Promise<number> =>
    Math.max(1, Math.ceil(((await oldestInWindow(db, column, value, since)) + limit.windowMs - now) / 1000));
  if ((await count("username", username)) >= limit.maxPerAccount) {
    return { scope: "account", retryAfterSeconds: await retry("username", username) };
  }
  if ((await count("ip", ip)) >= limit.maxPerIp)
    return { scope: "ip", retryAfterSeconds: await retry("ip", ip) };
  return undefined;
}

/** Records a login attempt as failed (the route forgives it on success), and forgets older ones. */
export async function recordLoginFailure(
  db: SqlExecutor,
  username: string,
  ip: string,
  now: number = Date.now(),
  limit: LoginRateLimit = LOGIN_RATE_LIMIT,
): Promise<void> {
  await db.run("DELETE FROM login_attempts WHERE at <= ?", [now - limit.windowMs]);
  await db.run("INSERT INTO login_attempts (username, ip, at) VALUES (?, ?, ?)", [username, ip, now]);
}

/**
 * The login route's gate: refuses the attempt (answers the block) when a limit is reached, else records
 * it as failed before the (slow, async) password check; the route forgives it on success. Check and
 * record are one transaction locked on the account and the address, so attempts sent all at once cannot
 * all pass the check before any of them is counted, even across server processes.
 */
export function admitLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  now: number = Date.now(),
  limit: LoginRateLimit = LOGIN_RATE_LIMIT,
): Promise<LoginBlock | undefined> {
  const locks = [`login-account:${username.toLowerCase()}`, `login-ip:${ip}`];
  return db.transaction(locks, async (tx) => {
    const blocked = await checkLoginAllowed(tx, username, ip, now, limit);
    if (!blocked) await recordLoginFailure(tx, username, ip, now, limit);
    return blocked;
  });
}

/**
 * After a successful login the account's failures are forgotten (the owner proved the password), the
 * address's are kept so that one valid account cannot be used to reset an address guessing others.
 */
export async function clearAccountFailures(db: SqlExecutor, username: string): Promise<void> {
  await db.run(`DELETE FROM login_attempts WHERE ${MATCH.username}`, [username]);
}
