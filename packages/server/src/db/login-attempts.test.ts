import { describe, expect, it } from "vitest";
import {
  admitLoginAttempt,
  checkLoginAllowed,
  clearAccountFailures,
  LOGIN_RATE_LIMIT,
  loginDelayMs,
  recordLoginFailure,
} from "./login-attempts";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";

const MINUTE = 60_000;

describe("login delay", () => {
  it("is free up to the limit, then doubles from a minute, capped at 30 minutes", () => {
    expect(loginDelayMs(4, 5, LOGIN_RATE_LIMIT)).toBe(0);
    expect(loginDelayMs(5, 5, LOGIN_RATE_LIMIT)).toBe(MINUTE);
    expect(loginDelayMs(6, 5, LOGIN_RATE_LIMIT)).toBe(2 * MINUTE);
    expect(loginDelayMs(500, 5, LOGIN_RATE_LIMIT)).toBe(LOGIN_RATE_LIMIT.maxDelayMs);
  });
});

describe.each(DATABASE_ENGINES)("login rate limit (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  it("slows one account from one address after 5 failures, with a delay doubling at each failure", async () => {
    const db = await databases.open();
    let t = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(await checkLoginAllowed(db, "demo", "10.0.0.1", t)).toBeUndefined();
      await recordLoginFailure(db, "demo", "10.0.0.1", t);
    }
    expect(await checkLoginAllowed(db, "DEMO", "10.0.0.1", t)).toEqual({
      scope: "account",
      retryAfterSeconds: 60,
    });
    t += MINUTE;
    expect(await checkLoginAllowed(db, "demo", "10.0.0.1", t)).toBeUndefined();
    await recordLoginFailure(db, "demo", "10.0.0.1", t);
    expect((await checkLoginAllowed(db, "demo", "10.0.0.1", t))?.retryAfterSeconds).toBe(120);
  });

  it("never locks the account for its owner: failures from another address do not count against theirs", async () => {
    const db = await databases.open();
    for (let i = 0; i < 50; i++) await recordLoginFailure(db, "demo", "203.0.113.9", 1000 + i);
    expect((await checkLoginAllowed(db, "demo", "203.0.113.9", 2000))?.retryAfterSeconds).toBe(30 * 60);
    expect(await checkLoginAllowed(db, "demo", "10.0.0.7", 2000)).toBeUndefined();
  });

  it("slows an address after 20 failures across accounts; a success forgets only that account there", async () => {
    const db = await databases.open();
    for (let i = 0; i < 20; i++) await recordLoginFailure(db, `user${i}`, "10.0.0.1", 1000);
    expect((await checkLoginAllowed(db, "fresh", "10.0.0.1", 1000))?.scope).toBe("ip");
    expect(await checkLoginAllowed(db, "fresh", "10.0.0.2", 1000)).toBeUndefined();
    for (let i = 0; i < 5; i++) await recordLoginFailure(db, "demo", "10.0.0.3", 1000);
    for (let i = 0; i < 5; i++) await recordLoginFailure(db, "demo", "10.0.0.4", 1000);
    await clearAccountFailures(db, "demo", "10.0.0.3");
    expect(await checkLoginAllowed(db, "demo", "10.0.0.3", 1000)).toBeUndefined();
    expect((await checkLoginAllowed(db, "demo", "10.0.0.4", 1000))?.scope).toBe("account");
  });

  it("forgets failures after the window", async () => {
    const db = await databases.open();
    for (let i = 0; i < 40; i++) await recordLoginFailure(db, "demo", "10.0.0.1", 1000);
    expect(await checkLoginAllowed(db, "demo", "10.0.0.1", 1000 + LOGIN_RATE_LIMIT.windowMs)).toBeUndefined();
  });

  it("admits at most 5 of 12 attempts on one account from one address sent at once", async () => {
    const db = await databases.open();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => admitLoginAttempt(db, "demo", "10.1.0.1", 5000)),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(LOGIN_RATE_LIMIT.maxPerAccount);
    expect(answers.filter((a) => a?.scope === "account")).toHaveLength(12 - LOGIN_RATE_LIMIT.maxPerAccount);
    expect(await db.get("SELECT COUNT(*) AS n FROM login_attempts")).toEqual({ n: 5 });
  });
});
