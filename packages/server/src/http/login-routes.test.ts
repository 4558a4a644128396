import { obfuscatePassword } from "@vnboard/feed/rest";
import { afterEach, describe, expect, it } from "vitest";
import type { RestTestServer } from "./testing/rest-test-server";
import { startRestTestServer } from "./testing/rest-test-server";

let server: RestTestServer;
afterEach(async () => server?.close());

describe("POST /do-login", () => {
  it("logs the demo user in with the obfuscated password and answers the user fields", async () => {
    server = await startRestTestServer();
    const res = await server.postForm("/do-login", { usname: "demo", pw: obfuscatePassword("  Demo@1234 ") });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = await res.json();
    expect(body).toEqual({
      status: 200,
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userName: "demo",
      fullName: "Nguyễn Văn Demo",
      tellerName: "",
      verifyOTP: 0,
      tradingAccount: ["demo1", "demo8"],
    });
    const cata = await server.request("/cata/load-cata", {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(cata.status).toBe(200);
  });

  it("answers 401 invalid_credentials with success false for a wrong password or unknown account", async () => {
    server = await startRestTestServer();
    for (const [usname, password] of [
      ["demo", "Demo@12345"],
      ["nobody", "Demo@1234"],
    ]) {
      const res = await server.postForm("/do-login", { usname: usname!, pw: obfuscatePassword(password!) });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.error.code).toBe("invalid_credentials");
      expect(body.success).toBe(false);
    }
  });

  it("answers 400 for an empty account or a pw that is not the padded base64", async () => {
    server = await startRestTestServer();
    for (const fields of [
      { usname: "", pw: obfuscatePassword("x") },
      { pw: obfuscatePassword("x") },
      { usname: "demo" },
      { usname: "demo", pw: "Demo@1234" },
      { usname: "demo", pw: Buffer.from("short").toString("base64") },
    ]) {
      const res = await server.postForm("/do-login", fields as Record<string, string>);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("bad_request");
    }
  });

  it("refuses with 429 after 5 failed attempts on an account, even with the right password", async () => {
    server = await startRestTestServer();
    for (let i = 0; i < 5; i++) {
      const res = await server.postForm("/do-login", { usname: "demo", pw: obfuscatePassword(`wrong${i}`) });
      expect(res.status).toBe(401);
    }
    const res = await server.postForm("/do-login", { usname: "demo", pw: obfuscatePassword("Demo@1234") });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error.code).toBe("too_many_requests");
  });

  it("counts attempts sent all at once: at most 5 of 12 parallel wrong attempts reach the password check", async () => {
    server = await startRestTestServer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        server.postForm("/do-login", { usname: "demo", pw: obfuscatePassword(`wrong${i}`) }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("refuses with 429 after 20 failed attempts from one address across accounts", async () => {
    server = await startRestTestServer();
    for (let i = 0; i < 20; i++) {
      const res = await server.postForm("/do-login", { usname: `acct${i}`, pw: obfuscatePassword("x") });
      expect(res.status).toBe(401);
    }
    const res = await server.postForm("/do-login", { usname: "demo", pw: obfuscatePassword("Demo@1234") });
    expect(res.status).toBe(429);
  });

  it("lets the window pass: the limit lifts after 10 minutes", async () => {
    let clock = 1_000_000;
    server = await startRestTestServer({ now: () => clock });
    for (let i = 0; i < 5; i++)
      await server.postForm("/do-login", { usname: "demo", pw: obfuscatePassword("no") });
    expect(
      (await server.postForm("/do-login", { usname: "demo", pw: obfuscatePassword("Demo@1234") })).status,
    ).toBe(429);
    clock += 10 * 60 * 1000 + 1;
    expect(await server.login()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("POST /logout", () => {
  it("revokes the token", async () => {
    server = await startRestTestServer();
    const token = await server.login();
    const auth = { authorization: `Bearer ${token}` };
    const out = await server.request("/logout", { method: "POST", headers: auth });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    const after = await server.request("/cata/load-cata", { headers: auth });
    expect(after.status).toBe(401);
    expect((await after.json()).error.code).toBe("unauthorized");
  });

  it("needs a token", async () => {
    server = await startRestTestServer();
    expect((await server.request("/logout", { method: "POST" })).status).toBe(401);
  });
});

describe("sessions over HTTP", () => {
  it("expire after the configured lifetime", async () => {
    let clock = 5_000;
    server = await startRestTestServer({ now: () => clock, sessionTtlMs: 60_000 });
    const token = await server.login();
    const auth = { authorization: `Bearer ${token}` };
    expect((await server.request("/cata/load-cata", { headers: auth })).status).toBe(200);
    clock += 60_000;
    expect((await server.request("/cata/load-cata", { headers: auth })).status).toBe(401);
  });
});
