import { FeedCloseCode, MsgType } from "@vnboard/feed";
import { obfuscatePassword } from "@vnboard/feed/rest";
import { afterEach, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { ConfigError, parseConfig } from "../config";
import { connectDatabase } from "../db/database";
import { createSession, hashToken } from "../db/sessions";
import { ensureDemoUser, findUser } from "../db/users";
import { createFakeMarketData } from "../http/testing/fake-market-data";
import { SyntheticMarketSource } from "./synthetic-market-source";
import { TestFeedClient } from "./test-feed-client";

/**
 * `--feed-auth token` (issue 18): the WebSocket and the market REST calls of a real server on loopback
 * need a live session or the display key; `open` (the public build's default) serves anyone.
 */
const KEY = "wall-display-key-0123456789";
const BASE = ["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"];

let server: VnboardServer | null = null;
const clients: TestFeedClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server?.stop();
  server = null;
});

async function start(args: string[]): Promise<{ http: string; ws: string }> {
  server = createServer(parseConfig([...BASE, ...args], {}), {
    source: new SyntheticMarketSource({ symbols: 20 }),
    restData: createFakeMarketData(),
    gateway: { sessionRecheckMs: 100, authTimeoutMs: 500 },
  });
  const http = await server.start();
  return { http, ws: `${http.replace(/^http/, "ws")}/ws` };
}

async function login(http: string): Promise<string> {
  const res = await fetch(`${http}/do-login`, {
    method: "POST",
    body: new URLSearchParams({ usname: "demo", pw: obfuscatePassword("Demo@1234") }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A client that sends `first` (a credential or nothing), then the spec's 4, 2, 3. */
async function connect(url: string, first: object | null): Promise<TestFeedClient> {
  const client = await TestFeedClient.connect(url, []);
  clients.push(client);
  if (first !== null) client.send(first);
  for (const msgType of [4, 2, 3]) client.send({ msgType });
  return client;
}

/** Resolves with the close code and reason of a client's socket. */
function closed(client: TestFeedClient): Promise<{ code: number; reason: string }> {
  if (client.ws.readyState === client.ws.CLOSED)
    return Promise.resolve({ code: client.closeCode, reason: "" });
  return new Promise((resolve) =>
    client.ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}

describe("--feed-auth token: the WebSocket", () => {
  it("closes a client without a token (4401) before sending it anything of the market", async () => {
    const { ws } = await start(["--login-build"]);
    const client = await connect(ws, null);
    const { code, reason } = await closed(client);
    expect(code).toBe(FeedCloseCode.SESSION_REQUIRED);
    expect(reason).toContain("log in");
    expect(client.frames).toEqual([]);
  });

  it("closes a client that sends nothing within the admission time", async () => {
    const { ws } = await start(["--login-build"]);
    const client = await TestFeedClient.connect(ws, []);
    clients.push(client);
    expect((await closed(client)).code).toBe(4401);
    expect(client.frames).toEqual([]);
  });

  it("closes an unknown token with 4401 and sends nothing", async () => {
    const { ws } = await start(["--login-build"]);
    const client = await connect(ws, { msgType: MsgType.AUTH, token: "A".repeat(43) });
    const { code, reason } = await closed(client);
    expect(code).toBe(4401);
    expect(reason).toBe("session expired or revoked: log in again");
    expect(client.frames).toEqual([]);
  });

  it("sends the snapshot and the live updates to a signed-in session", async () => {
    const { http, ws } = await start(["--login-build"]);
    const token = await login(http);
    const client = await connect(ws, { msgType: MsgType.AUTH, token });
    await client.until(() => client.hasSnapshot());
    expect(client.market.symbols.presentKeys().length).toBe(20);
    // Then the updates: a non-empty symbol update after the snapshot's empty one.
    await client.until(() =>
      client.frames.some((f) => f.msgType === MsgType.SYMBOL_UPDATE && f.message !== ""),
    );
  });

  it("closes the socket within seconds when the session is logged out elsewhere", async () => {
    const { http, ws } = await start(["--login-build"]);
    const token = await login(http);
    const other = await login(http);
    const client = await connect(ws, { msgType: MsgType.AUTH, token });
    const bystander = await connect(ws, { msgType: MsgType.AUTH, token: other });
    await client.until(() => client.hasSnapshot());
    await bystander.until(() => bystander.hasSnapshot());
    const logout = await fetch(`${http}/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    const { code, reason } = await closed(client);
    expect(code).toBe(4401);
    expect(reason).toContain("session ended");
    // Another user's session is untouched: it still gets the clock after the first one was closed.
    const seen = bystander.frames.length;
    await bystander.until(() => bystander.frames.slice(seen).some((f) => f.msgType === MsgType.SERVER_TIME));
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);
  });

  it("closes the socket when the session expires while connected", async () => {
    const db = await connectDatabase({ url: null, dataDir: ":memory:" });
    await ensureDemoUser(db);
    const user = await findUser(db, "demo");
    const session = await createSession(db, user!.id);
    server = createServer(parseConfig([...BASE, "--login-build"], {}), {
      source: new SyntheticMarketSource({ symbols: 20 }),
      restData: createFakeMarketData(),
      db,
      gateway: { sessionRecheckMs: 100 },
    });
    const http = await server.start();
    const client = await connect(`${http.replace(/^http/, "ws")}/ws`, { msgType: 0, token: session.token });
    await client.until(() => client.hasSnapshot());
    // The session's end comes while the client is connected (as a 12-hour session ends in the afternoon).
    await db.run("UPDATE sessions SET expires_at = ? WHERE token_hash = ?", [
      Date.now() - 1,
      hashToken(session.token),
    ]);
    const { code, reason } = await closed(client);
    expect(code).toBe(4401);
    expect(reason).toContain("session ended");
    await server.stop();
    server = null;
    await db.close();
  });

  it("closes the socket when its session row is deleted (the purge, a deleted user)", async () => {
    const db = await connectDatabase({ url: null, dataDir: ":memory:" });
    await ensureDemoUser(db);
    const session = await createSession(db, (await findUser(db, "demo"))!.id);
    server = createServer(parseConfig([...BASE, "--login-build"], {}), {
      source: new SyntheticMarketSource({ symbols: 20 }),
      restData: createFakeMarketData(),
      db,
      gateway: { sessionRecheckMs: 100, sessionSweepEvery: 3 },
    });
    const http = await server.start();
    const client = await connect(`${http.replace(/^http/, "ws")}/ws`, { msgType: 0, token: session.token });
    await client.until(() => client.hasSnapshot());
    await db.run("DELETE FROM sessions WHERE token_hash = ?", [hashToken(session.token)]);
    expect((await closed(client)).code).toBe(4401);
    await server.stop();
    server = null;
    await db.close();
  });

  it("admits the display key and refuses a wrong one with 4403", async () => {
    const { ws } = await start(["--login-build", "--display-key", KEY]);
    const wall = await connect(ws, { msgType: MsgType.AUTH, key: KEY });
    await wall.until(() => wall.hasSnapshot());
    const stranger = await connect(ws, { msgType: MsgType.AUTH, key: `${KEY}x` });
    const { code, reason } = await closed(stranger);
    expect(code).toBe(FeedCloseCode.DISPLAY_KEY_REFUSED);
    expect(reason).toBe("wrong display key");
    expect(stranger.frames).toEqual([]);
  });
});

describe("--feed-auth token: the market REST calls", () => {
  const MARKET_CALLS: [string, RequestInit][] = [
    ["/pr/indexhist/VNINDEX", {}],
    ["/pr/stockmatch/FPT", {}],
    ["/api/derivative/get-chart?p_symbol=VN30F2404", {}],
    ["/new-home?language=vi", {}],
    ["/info-basic", { method: "POST", body: new URLSearchParams({ symbol: "FPT" }) }],
    ["/get-data-history-stock", { method: "POST", body: new URLSearchParams({ symbol: "FPT" }) }],
  ];

  it("answers 401 in the documented shape without a token, 200 with a session or the display key", async () => {
    const { http } = await start(["--login-build", "--display-key", KEY]);
    const token = await login(http);
    for (const [path, init] of MARKET_CALLS) {
      const anonymous = await fetch(`${http}${path}`, init);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers.get("content-type"), path).toBe("application/json; charset=utf-8");
      expect(await anonymous.json(), path).toEqual({
        error: { code: "unauthorized", message: "log in to see the market: no session token" },
      });
      const signed = await fetch(`${http}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(signed.status, path).toBe(200);
      const wall = await fetch(`${http}${path}`, { ...init, headers: { "x-display-key": KEY } });
      expect(wall.status, path).toBe(200);
      const wrongKey = await fetch(`${http}${path}`, { ...init, headers: { "x-display-key": "nope" } });
      expect(wrongKey.status, path).toBe(401);
      expect(((await wrongKey.json()) as { error: { message: string } }).error.message).toBe(
        "wrong display key",
      );
    }
    await fetch(`${http}/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    const revoked = await fetch(`${http}/pr/indexhist/VNINDEX`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({
      error: { code: "unauthorized", message: "session expired or revoked: log in again" },
    });
  });

  it("leaves login, /ip-server and the configs open", async () => {
    const { http } = await start(["--login-build"]);
    expect((await fetch(`${http}/ip-server`)).status).toBe(200);
    expect((await fetch(`${http}/data/configs.json`)).status).toBe(200);
    expect(await login(http)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("--feed-auth open (the public build's default)", () => {
  it("serves the feed and the market calls to anyone, and ignores a credential", async () => {
    const { http, ws } = await start([]);
    const anonymous = await connect(ws, null);
    await anonymous.until(() => anonymous.hasSnapshot());
    const withToken = await connect(ws, { msgType: MsgType.AUTH, token: "whatever" });
    await withToken.until(() => withToken.hasSnapshot());
    expect(server?.gateway.stats.badClientMessages).toBe(0);
    expect((await fetch(`${http}/pr/indexhist/VNINDEX`)).status).toBe(200);
  });

  it("can be chosen in the login build, and token in the public build", async () => {
    const { http } = await start(["--login-build", "--feed-auth", "open"]);
    expect((await fetch(`${http}/pr/indexhist/VNINDEX`)).status).toBe(200);
    await server?.stop();
    const again = await start(["--feed-auth", "token"]);
    expect((await fetch(`${again.http}/pr/indexhist/VNINDEX`)).status).toBe(401);
  });
});

describe("feed-auth flags", () => {
  it("defaults by build, reads the environment, and refuses bad values", () => {
    expect(parseConfig(BASE, {}).feedAuth).toEqual({ mode: "open", displayKey: null });
    expect(parseConfig([...BASE, "--login-build"], {}).feedAuth).toEqual({ mode: "token", displayKey: null });
    expect(parseConfig(BASE, { FEED_AUTH: "token", DISPLAY_KEY: KEY }).feedAuth).toEqual({
      mode: "token",
      displayKey: KEY,
    });
    expect(() => parseConfig([...BASE, "--feed-auth", "maybe"], {})).toThrow(ConfigError);
    expect(() => parseConfig([...BASE, "--display-key", "short"], {})).toThrow(/16 to 256/);
    expect(() => parseConfig([...BASE, "--display-key", "has space in the key!"], {})).toThrow(ConfigError);
  });
});
