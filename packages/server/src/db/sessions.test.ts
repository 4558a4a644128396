import { describe, expect, it } from "vitest";
import { createSession, findSessionUser, hashToken, purgeSessions, revokeSession } from "./sessions";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";
import { createUser } from "./users";

describe.each(DATABASE_ENGINES)("sessions (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  async function setup() {
    const db = await databases.open();
    const user = await createUser(db, { username: "s1", password: "pw", fullName: "S" });
    return { db, user };
  }

  it("issues 32-byte base64url tokens and stores only their SHA-256", async () => {
    const { db, user } = await setup();
    const { token } = await createSession(db, user.id, { now: 1000 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = await db.all<{ token_hash: string }>("SELECT token_hash FROM sessions");
    expect(stored).toEqual([{ token_hash: hashToken(token) }]);
    expect(stored[0]!.token_hash).not.toContain(token);
  });

  it("finds the user until the session expires (12 h by default)", async () => {
    const { db, user } = await setup();
    const { token, expiresAt } = await createSession(db, user.id, { now: 0 });
    expect(expiresAt).toBe(12 * 3600 * 1000);
    expect((await findSessionUser(db, token, expiresAt - 1))?.id).toBe(user.id);
    expect(await findSessionUser(db, token, expiresAt)).toBeUndefined();
    expect(await findSessionUser(db, "not-a-token", 0)).toBeUndefined();
  });

  it("keeps Unix-millisecond times past 2^31 exact", async () => {
    const { db, user } = await setup();
    const now = Date.UTC(2026, 10, 24, 9, 15, 30, 123);
    const { token, expiresAt } = await createSession(db, user.id, { now });
    expect(await db.get("SELECT created_at, expires_at FROM sessions")).toEqual({
      created_at: now,
      expires_at: expiresAt,
    });
    expect((await findSessionUser(db, token, expiresAt - 1))?.createdAt).toBe(user.createdAt);
  });

  it("revokes on logout and purges stale sessions", async () => {
    const { db, user } = await setup();
    const a = await createSession(db, user.id, { now: 0 });
    const b = await createSession(db, user.id, { now: 0, ttlMs: 10 });
    expect(await revokeSession(db, a.token)).toBe(true);
    expect(await revokeSession(db, a.token)).toBe(false);
    expect(await findSessionUser(db, a.token, 1)).toBeUndefined();
    expect((await findSessionUser(db, b.token, 1))?.id).toBe(user.id);
    expect(await purgeSessions(db, 100)).toBe(2);
  });
});
