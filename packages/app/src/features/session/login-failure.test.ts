import { RestError } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { loginFailure } from "./login-failure";

describe("loginFailure", () => {
  it("a 429 is a lock-out with the minutes of Retry-After, rounded up, at least one", () => {
    const locked = (seconds: number | null) =>
      loginFailure(new RestError(429, "too_many_requests", "too many", "/do-login", seconds));
    expect(locked(600)).toEqual({ kind: "lockedOut", minutes: 10 });
    expect(locked(61)).toEqual({ kind: "lockedOut", minutes: 2 });
    expect(locked(0)).toEqual({ kind: "lockedOut", minutes: 1 });
    expect(locked(null)).toEqual({ kind: "lockedOutLater" });
  });

  it("a wrong password, another status or a network failure stays 'login failed'", () => {
    expect(loginFailure(new RestError(401, "invalid_credentials", "wrong"))).toEqual({ kind: "failed" });
    expect(loginFailure(new RestError(500, "server_error", "boom"))).toEqual({ kind: "failed" });
    expect(loginFailure(new TypeError("fetch failed"))).toEqual({ kind: "failed" });
  });
});
