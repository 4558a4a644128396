import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./database";
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
export function createSession(
  db: Db,
  userId: number,
  options: { now?: number; ttlMs?: number } = {},
): IssuedSession {
  const now = options.now ?? Date.now();
  const expiresAt = now + (options.ttlMs ?? DEFAULT_SESSION_TTL_MS);
  const token = randomBytes(32).toString("base64url");
  db.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    hashToken(token),
    userId,
    now,
    expiresAt,
  );
  return { token, expiresAt };
}

interface SessionUserRow {
  id: number;
  username: string;
  full_name: string;
  created_at: number;
}

/** The user owning a live (unexpired, unrevoked) session token, or undefined. */
export function findSessionUser(db: Db, token: string, now: number = Date.now()): UserRecord | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = db
    .prepare(
      `SELECT u.id, u.username, u.full_name, u.created_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ? AND s.revoked = 0 AND s.expires_at > ?`,
    )
    .get(hashToken(token), now) as SessionUserRow | undefined;
  return row
    ? { id: row.id, username: row.username, fullName: row.full_name, createdAt: row.created_at }
    : undefined;
}

/** Revokes a session. Returns true when a live session was revoked. */
export function revokeSession(db: Db, token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  return (
    db.prepare("UPDATE sessions SET revoked = 1 WHERE token_hash = ? AND revoked = 0").run(hashToken(token))
      .changes > 0
  );
}

/** Deletes sessions that expired before `now`, and revoked ones. Returns how many went. */
export function purgeSessions(db: Db, now: number = Date.now()): number {
  return db.prepare("DELETE FROM sessions WHERE expires_at <= ? OR revoked = 1").run(now).changes;
}
