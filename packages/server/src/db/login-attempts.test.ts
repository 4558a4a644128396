import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import {
  checkLoginAllowed,
  clearAccountFailures,
  LOGIN_RATE_LIMIT,
  loginDelayMs,
  recordLoginFailure,
} from "./login-attempts";

const MINUTE = 60_000;

describe("login rate limit", () => {
  it("slows one account from one address after 5 failures, with a delay doubling at each failure", () => {
    const db = openDatabase({ dataDir: ":memory:" });
    let t = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(checkLoginAllowed(db, "demo", "10.0.0.1", t)).toBeUndefined();
      recordLoginFailure(db, "demo", "10.0.0.1", t);
    }
    expect(checkLoginAllowed(db, "DEMO", "10.0.0.1", t)).toEqual({ scope: "account", retryAfterSeconds: 60 });
    t += MINUTE;
    expect(checkLoginAllowed(db, "demo", "10.0.0.1", t)).toBeUndefined();
    recordLoginFailure(db, "demo", "10.0.0.1", t);
    expect(checkLoginAllowed(db, "demo", "10.0.0.1", t)?.retryAfterSeconds).toBe(120);
    db.close();
  });

  it("never locks the account for its owner: failures from another address do not count against theirs", () => {
    const db = openDatabase({ dataDir: ":memory:" });
    for (let i = 0; i < 50; i++) recordLoginFailure(db, "demo", "203.0.113.9", 1000 + i);
    expect(checkLoginAllowed(db, "demo", "203.0.113.9", 2000)?.retryAfterSeconds).toBe(30 * 60);
    expect(checkLoginAllowed(db, "demo", "10.0.0.7", 2000)).toBeUndefined();
    db.close();
  });

  it("slows an address after 20 failures across accounts; a success forgets only that account there", () => {
    const db = openDatabase({ dataDir: ":memory:" });
    for (let i = 0; i < 20; i++) recordLoginFailure(db, `user${i}`, "10.0.0.1", 1000);
    expect(checkLoginAllowed(db, "fresh", "10.0.0.1", 1000)?.scope).toBe("ip");
    expect(checkLoginAllowed(db, "fresh", "10.0.0.2", 1000)).toBeUndefined();
    for (let i = 0; i < 5; i++) recordLoginFailure(db, "demo", "10.0.0.3", 1000);
    for (let i = 0; i < 5; i++) recordLoginFailure(db, "demo", "10.0.0.4", 1000);
    clearAccountFailures(db, "demo", "10.0.0.3");
    expect(checkLoginAllowed(db, "demo", "10.0.0.3", 1000)).toBeUndefined();
    expect(checkLoginAllowed(db, "demo", "10.0.0.4", 1000)?.scope).toBe("account");
    db.close();
  });

  it("caps the delay and forgets failures after the window", () => {
    expect(loginDelayMs(4, 5, LOGIN_RATE_LIMIT)).toBe(0);
    expect(loginDelayMs(5, 5, LOGIN_RATE_LIMIT)).toBe(MINUTE);
    expect(loginDelayMs(500, 5, LOGIN_RATE_LIMIT)).toBe(LOGIN_RATE_LIMIT.maxDelayMs);
    const db = openDatabase({ dataDir: ":memory:" });
    for (let i = 0; i < 40; i++) recordLoginFailure(db, "demo", "10.0.0.1", 1000);
    expect(checkLoginAllowed(db, "demo", "10.0.0.1", 1000 + LOGIN_RATE_LIMIT.windowMs)).toBeUndefined();
    db.close();
  });
});
