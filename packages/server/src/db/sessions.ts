import { createHash, randomBytes } from "node:crypto";
import type { SqlExecutor } from "./sql";
import type { UserRecord } from "./users";

/** Sessions last 12 hours unless configured otherwise. */
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** 32 random bytes, base64url without padding: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedSession {
  /** The bearer token, given to the client once; only its SHA-256 is stored. */
  token: string;
  expiresAt: number;
}

/** SHA-256 of the token, hex: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Issues a new session token for a user. */
export async function createSession(
  db: SqlExecutor,
  userId: number,
  options: { now?: number; ttlMs?: number } = {},
): Promise<IssuedSession> {
  const now = options.now ?? Date.now();
  const expiresAt = now + (options.ttlMs ?? DEFAULT_SESSION_TTL_MS);
  const token = randomBytes(32).toString("base64url");
  await db.run("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)", [
    hashToken(token),
    userId,
    now,
    expiresAt,
  ]);
  return { token, expiresAt };
}

interface SessionUserRow {
  id: number;
  username: string;
  full_name: string;
  created_at: number;
}

/** The user owning a live (unexpired, unrevoked) session token, or undefined. */
export async function findSessionUser(
  db: SqlExecutor,
  token: string,
  now: number = Date.now(),
): Promise<UserRecord | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db.get<SessionUserRow>(
    `SELECT u.id, u.username, u.full_name, u.created_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ? AND s.revoked = 0 AND s.expires_at > ?`,
    [hashToken(token), now],
  );
  return row
    ? { id: row.id, username: row.username, fullName: row.full_name, createdAt: row.created_at }
    : undefined;
}

/** Revokes a session. Returns true when a live session was revoked. */
export async function revokeSession(db: SqlExecutor, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const changed = await db.run("UPDATE sessions SET revoked = 1 WHERE token_hash = ? AND revoked = 0", [
    hashToken(token),
  ]);
  return changed > 0;
}

/** Deletes sessions that expired before `now`, and revoked ones. Returns how many went. */
export function purgeSessions(db: SqlExecutor, now: number = Date.now()): Promise<number> {
  return db.run("DELETE FROM sessions WHERE expires_at <= ? OR revoked = 1", [now]);
}

/** A live session as the feed gateway keeps it: the stored hash (never the token) and when it expires. */
export interface LiveSession {
  tokenHash: string;
  userId: number;
  expiresAt: number;
}

/** The live (unexpired, unrevoked) session of a token, or undefined. */
export async function findLiveSession(
  db: SqlExecutor,
  token: string,
  now: number = Date.now(),
): Promise<LiveSession | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const row = await db.get<{ user_id: number; expires_at: number }>(
    "SELECT user_id, expires_at FROM sessions WHERE token_hash = ? AND revoked = 0 AND expires_at > ?",
    [tokenHash, now],
  );
  return row ? { tokenHash, userId: row.user_id, expiresAt: row.expires_at } : undefined;
}

/** Most hashes asked in one query: a chunk of 200 takes a few ms; the event loop runs between chunks. */
const HASHES_PER_QUERY = 200;

/**
 * Of these session hashes, the ones still live at `now` (a revoked, expired or purged one is missing).
 * Costs a query per 200 hashes: for a periodic sweep, not for every check (see `endedSessionHashes`).
 */
export async function liveSessionHashes(
  db: SqlExecutor,
  tokenHashes: readonly string[],
  now: number = Date.now(),
): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < tokenHashes.length; i += HASHES_PER_QUERY) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve)); // SQLite answers synchronously
    const chunk = tokenHashes.slice(i, i + HASHES_PER_QUERY);
    const rows = await db.all<{ token_hash: string }>(
      `SELECT token_hash FROM sessions
        WHERE revoked = 0 AND expires_at > ? AND token_hash IN (${chunk.map(() => "?").join(", ")})`,
      [now, ...chunk],
    );
    for (const row of rows) live.add(row.token_hash);
  }
  return live;
}

/**
 * Hashes of the sessions revoked or expired and not purged yet (purged hourly): one query whatever the
 * number of connected clients, so the feed can check every connected session every few seconds.
 */
export async function endedSessionHashes(db: SqlExecutor, now: number = Date.now()): Promise<Set<string>> {
  const rows = await db.all<{ token_hash: string }>(
    "SELECT token_hash FROM sessions WHERE revoked = 1 OR expires_at <= ?",
    [now],
  );
  return new Set(rows.map((row) => row.token_hash));
}
