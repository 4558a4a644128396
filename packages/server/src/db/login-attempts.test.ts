import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import {
  checkLoginAllowed,
  clearAccountFailures,
  LOGIN_RATE_LIMIT,
  recordLoginFailure,
} from "./login-attempts";

describe("login rate limit", () => {
  it("blocks an account after 5 failures within 10 minutes, until they age out", () => {
    const db = openDatabase({ dataDir: ":memory:" });
    for (let i = 0; i < 5; i++) {
      expect(checkLoginAllowed(db, "demo", `10.0.0.${i}`, 1000 + i)).toBeUndefined();
      recordLoginFailure(db, "demo", `10.0.0.${i}`, 1000 + i);
    }
    expect(checkLoginAllowed(db, "DEMO", "10.9.9.9", 2000)).toEqual({
      scope: "account",
      retryAfterSeconds: 599,
    });
    expect(checkLoginAllowed(db, "other", "10.9.9.9", 2000)).toBeUndefined();
    expect(checkLoginAllowed(db, "demo", "10.9.9.9", 1000 + LOGIN_RATE_LIMIT.windowMs)).toBeUndefined();
    db.close();
  });

  it("blocks an address after 20 failures across accounts; a success clears only the account", () => {
    const db = openDatabase({ dataDir: ":memory:" });
    for (let i = 0; i < 20; i++) recordLoginFailure(db, `user${i}`, "10.0.0.1", 1000);
    expect(checkLoginAllowed(db, "fresh", "10.0.0.1", 1000)?.scope).toBe("ip");
    expect(checkLoginAllowed(db, "fresh", "10.0.0.2", 1000)).toBeUndefined();
    for (let i = 0; i < 5; i++) recordLoginFailure(db, "demo", "10.0.0.3", 1000);
    clearAccountFailures(db, "demo");
    expect(checkLoginAllowed(db, "demo", "10.0.0.4", 1000)).toBeUndefined();
    db.close();
  });
});
