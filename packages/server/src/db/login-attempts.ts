import type { Db, SqlExecutor, SqlValue } from "./sql";

/**
 * Failed-login limits. The free failures are counted per (account, address) and per address, never per
 * account alone: a stranger guessing the owner's password from elsewhere slows only themself, and the
 * owner, from their own address, can still log in. Past the free failures each attempt waits a delay that
 * doubles with every further failure, from `baseDelayMs` up to `maxDelayMs`.
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

/** The username compares in any case (as the users table does), the address as it is. */
const SAME_ACCOUNT = "lower(username) = lower(?)";

async function failures(db: SqlExecutor, where: string, params: readonly SqlValue[]): Promise<Failures> {
  const row = await db.get<{ n: number | string; last: number | string | null }>(
    `SELECT COUNT(*) AS n, MAX(at) AS last FROM login_attempts WHERE ${where}`,
    params,
  );
  // Numbers whatever the driver gives for COUNT and BIGINT columns.
  return {
    n: Number(row?.n ?? 0),
    last: row?.last === null || row?.last === undefined ? null : Number(row.last),
  };
}

/**
 * Whether a login for this username from this address must be refused before checking the password,
 * because its failures within the window reached a limit and the growing delay has not passed yet.
 */
export async function checkLoginAllowed(
  db: SqlExecutor,
  username: string,
  ip: string,
  now: number = Date.now(),
  limit: LoginRateLimit = LOGIN_RATE_LIMIT,
): Promise<LoginBlock | undefined> {
  const since = now - limit.windowMs;
  const pair = await failures(db, `${SAME_ACCOUNT} AND ip = ? AND at > ?`, [username, ip, since]);
  const address = await failures(db, "ip = ? AND at > ?", [ip, since]);
  const wait = (f: Failures, free: number): number =>
    f.last === null ? 0 : f.last + loginDelayMs(f.n, free, limit) - now;
  const accountWait = wait(pair, limit.maxPerAccount);
  const addressWait = wait(address, limit.maxPerIp);
  if (accountWait <= 0 && addressWait <= 0) return undefined;
  return {
    scope: accountWait >= addressWait ? "account" : "ip",
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(accountWait, addressWait) / 1000)),
  };
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
 * After a successful login the account's failures from that address are forgotten (the owner proved the
 * password there); a stranger's failures on the same account from elsewhere are kept, and so are the
 * address's on other accounts, so that one valid account cannot reset an address guessing others.
 * Without `ip`, every failure of the account is forgotten (an operator's reset).
 */
export async function clearAccountFailures(db: SqlExecutor, username: string, ip?: string): Promise<void> {
  if (ip === undefined) await db.run(`DELETE FROM login_attempts WHERE ${SAME_ACCOUNT}`, [username]);
  else await db.run(`DELETE FROM login_attempts WHERE ${SAME_ACCOUNT} AND ip = ?`, [username, ip]);
}
