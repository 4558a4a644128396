import { describe, expect, it } from "vitest";
import {
  admitLoginAttempt,
  checkLoginAllowed,
  clearAccountFailures,
  LOGIN_RATE_LIMIT,
  recordLoginFailure,
} from "./login-attempts";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";

describe.each(DATABASE_ENGINES)("login rate limit (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  it("blocks an account after 5 failures within 10 minutes, until they age out", async () => {
    const db = await databases.open();
    for (let i = 0; i < 5; i++) {
      expect(await checkLoginAllowed(db, "demo", `10.0.0.${i}`, 1000 + i)).toBeUndefined();
      await recordLoginFailure(db, "demo", `10.0.0.${i}`, 1000 + i);
    }
    expect(await checkLoginAllowed(db, "DEMO", "10.9.9.9", 2000)).toEqual({
      scope: "account",
      retryAfterSeconds: 599,
    });
    expect(await checkLoginAllowed(db, "other", "10.9.9.9", 2000)).toBeUndefined();
    expect(await checkLoginAllowed(db, "demo", "10.9.9.9", 1000 + LOGIN_RATE_LIMIT.windowMs)).toBeUndefined();
  });

  it("blocks an address after 20 failures across accounts; a success clears only the account", async () => {
    const db = await databases.open();
    for (let i = 0; i < 20; i++) await recordLoginFailure(db, `user${i}`, "10.0.0.1", 1000);
    expect((await checkLoginAllowed(db, "fresh", "10.0.0.1", 1000))?.scope).toBe("ip");
    expect(await checkLoginAllowed(db, "fresh", "10.0.0.2", 1000)).toBeUndefined();
    for (let i = 0; i < 5; i++) await recordLoginFailure(db, "Demo", "10.0.0.3", 1000);
    await clearAccountFailures(db, "demo");
    expect(await checkLoginAllowed(db, "demo", "10.0.0.4", 1000)).toBeUndefined();
  });

  it("admits at most 5 of 12 attempts on one account sent at once", async () => {
    const db = await databases.open();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => admitLoginAttempt(db, "demo", `10.1.0.${i}`, 5000)),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(LOGIN_RATE_LIMIT.maxPerAccount);
    expect(answers.filter((a) => a?.scope === "account")).toHaveLength(12 - LOGIN_RATE_LIMIT.maxPerAccount);
    expect(await db.get("SELECT COUNT(*) AS n FROM login_attempts")).toEqual({ n: 5 });
  });
});
