import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { obfuscatePassword } from "../../packages/feed/src/rest/password-obfuscation";
import { DEMO_USER } from "../../packages/server/src/db/users";
import {
  type RestTestServer,
  startRestTestServer,
} from "../../packages/server/src/http/testing/rest-test-server";

/**
 * Login, from an attacker's side (issue 9, "Login"); the unit tests in packages/server cover scrypt
 * hashes, token hashing, expiry, revocation and the two rate limits one by one. These check what the
 * unit tests leave open: the limits cannot be dodged or reset, and the database file holds no secret.
 */
describe("login against a bad actor", { timeout: 120_000 }, () => {
  let server: RestTestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const login = (s: RestTestServer, usname: string, password: string, headers: Record<string, string> = {}) =>
    s.request("/do-login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ usname, pw: obfuscatePassword(password) }).toString(),
    });

  it("a forged X-Forwarded-For does not get round the per-address limit", async () => {
    server = await startRestTestServer();
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      // A different account and a different claimed address each time: only the socket address counts.
      const res = await login(server, `guess${i}`, "wrong", { "x-forwarded-for": `198.51.100.${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it("the per-account limit survives a server restart (it is kept in the database)", async () => {
    server = await startRestTestServer();
    for (let i = 0; i < 5; i++) expect((await login(server, DEMO_USER.username, "wrong")).status).toBe(401);
    const dataDir = server.dataDir;
    await server.close(true);
    server = await startRestTestServer({ dataDir });
    const res = await login(server, DEMO_USER.username, DEMO_USER.password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("tokens are random and per session: 20 logins, 20 different tokens; logging one out keeps the others", async () => {
    server = await startRestTestServer();
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await server.login());
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/); // >= 32 random bytes
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await server.request("/logout", { method: "POST", ...auth(tokens[0]) })).status).toBe(200);
    expect((await server.request("/cata/load-cata", auth(tokens[0]))).status).toBe(401);
    expect((await server.request("/cata/load-cata", auth(tokens[1]))).status).toBe(200);
    // A revoked token stays revoked: logging out again is refused too.
    expect((await server.request("/logout", { method: "POST", ...auth(tokens[0]) })).status).toBe(401);
  });

  it("the database file holds neither a password nor a token", async () => {
    server = await startRestTestServer();
    const tokens = [await server.login(), await server.login()];
    const dataDir = server.dataDir;
    await server.close(true);
    const bytes = readdirSync(dataDir)
      .filter((name) => name.startsWith("vnboard.sqlite"))
      .map((name) => readFileSync(join(dataDir, name)));
    expect(bytes.length).toBeGreaterThan(0);
    const secrets = [DEMO_USER.password, ...tokens];
    for (const file of bytes)
      for (const secret of secrets) expect(file.includes(Buffer.from(secret))).toBe(false);
    server = await startRestTestServer({ dataDir }); // afterEach removes the folder
  });
});
