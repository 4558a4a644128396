import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { createSession, findSessionUser, hashToken, purgeSessions, revokeSession } from "./sessions";
import { createUser } from "./users";

async function setup() {
  const db = openDatabase({ dataDir: ":memory:" });
  const user = await createUser(db, { username: "s1", password: "pw", fullName: "S" });
  return { db, user };
}

describe("sessions", () => {
  it("issues 32-byte base64url tokens and stores only their SHA-256", async () => {
    const { db, user } = await setup();
    const { token } = createSession(db, user.id, { now: 1000 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = db.prepare("SELECT token_hash FROM sessions").all() as { token_hash: string }[];
    expect(stored).toEqual([{ token_hash: hashToken(token) }]);
    expect(stored[0]!.token_hash).not.toContain(token);
    db.close();
  });

  it("finds the user until the session expires (12 h by default)", async () => {
    const { db, user } = await setup();
    const { token, expiresAt } = createSession(db, user.id, { now: 0 });
    expect(expiresAt).toBe(12 * 3600 * 1000);
    expect(findSessionUser(db, token, expiresAt - 1)?.id).toBe(user.id);
    expect(findSessionUser(db, token, expiresAt)).toBeUndefined();
    expect(findSessionUser(db, "not-a-token", 0)).toBeUndefined();
    db.close();
  });

  it("revokes on logout and purges stale sessions", async () => {
    const { db, user } = await setup();
    const a = createSession(db, user.id, { now: 0 });
    const b = createSession(db, user.id, { now: 0, ttlMs: 10 });
    expect(revokeSession(db, a.token)).toBe(true);
    expect(revokeSession(db, a.token)).toBe(false);
    expect(findSessionUser(db, a.token, 1)).toBeUndefined();
    expect(findSessionUser(db, b.token, 1)?.id).toBe(user.id);
    expect(purgeSessions(db, 100)).toBe(2);
    db.close();
  });
});
