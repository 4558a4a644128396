import { connect, type Socket } from "node:net";
import { obfuscatePassword } from "@vnboard/feed/rest";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { until } from "../../../feed/src/testing/poll";
import { TIMEOUT_CHECK_INTERVAL_MS } from "./connection-limits";
import { type HardenedTestServer, rawRequest, startHardenedServer } from "./testing/hardened-server";

/**
 * Issue 18, "Hardening": what a hostile client tried, against the whole server on the loopback.
 * 127.0.0.2 plays a second machine (Linux routes all of 127/8 to the loopback).
 */
let running: HardenedTestServer | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

function openSocket(port: number, from = "127.0.0.1"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress: from }, () => resolve(socket));
    socket.once("error", reject);
  });
}

describe("slow clients", () => {
  it("closes a request that declares a body and never sends it, within the request timeout", async () => {
    running = await startHardenedServer(["--request-timeout", "2"]);
    const socket = await openSocket(running.port);
    const started = Date.now();
    let answer = "";
    socket.on("data", (d: Buffer) => {
      answer += d.toString();
    });
    socket.on("error", () => {});
    socket.write(
      "POST /do-login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        "Content-Length: 100\r\n\r\nusname=",
    );
    await new Promise((resolve) => socket.once("close", resolve));
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Node checks request timeouts every TIMEOUT_CHECK_INTERVAL_MS; 1 s more for a loaded machine.
    expect(elapsed).toBeLessThan(2000 + TIMEOUT_CHECK_INTERVAL_MS + 1000);
  }, 30_000);

  it("holds at most --max-connections-per-ip of 1,000 slow connections from one address; another address is served", async () => {
    running = await startHardenedServer(["--max-connections-per-ip", "50", "--request-timeout", "120"]);
    const port = running.port;
    const sockets: Socket[] = [];
    let closed = 0;
    for (let i = 0; i < 1000; i++) {
      const socket = await openSocket(port);
      socket.on("error", () => {});
      socket.once("close", () => closed++);
      socket.write("GET /banggia/vn30 HTTP/1.1\r\nHost: x\r\n"); // headers never finished
      sockets.push(socket);
    }
    try {
      await until(() => closed >= 950, 30_000);
      expect(sockets.filter((s) => !s.destroyed && s.readyState === "open").length).toBeLessThanOrEqual(50);
      const other = await rawRequest(port, { path: "/banggia/vn30", from: "127.0.0.2" });
      expect(other.status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 120_000);
});

describe("security headers", () => {
  it("sends the CSP (no inline script), nosniff, Referrer-Policy; index.html no-cache; no source maps", async () => {
    running = await startHardenedServer();
    const page = await rawRequest(running.port, { path: "/banggia/vn30" });
    expect(page.status).toBe(200);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const api = await rawRequest(running.port, { path: "/pr/indexhist/VNINDEX" });
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    const map = await rawRequest(running.port, { path: "/assets/app.js.map" });
    expect(map.status).toBe(404);
    expect(map.body).not.toContain("secret.ts");
    expect(JSON.parse(map.body).error.code).toBe("not_found");
  });

  it("serves source maps with --source-maps and lets the named sites frame the app", async () => {
    running = await startHardenedServer([
      "--source-maps",
      "--frame-ancestors",
      "'self' https://broker.example",
    ]);
    const map = await rawRequest(running.port, { path: "/assets/app.js.map" });
    expect(map.status).toBe(200);
    const page = await rawRequest(running.port, { path: "/banggia/vn30" });
    expect(page.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' https://broker.example",
    );
  });
});

describe("login limit", () => {
  it("the owner logs in while a stranger hammers their account from another address", async () => {
    running = await startHardenedServer();
    const port = running.port;
    const login = (password: string, from: string) =>
      rawRequest(port, {
        method: "POST",
        path: "/do-login",
        from,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ usname: "demo", pw: obfuscatePassword(password) }).toString(),
      });
    const stranger: number[] = [];
    let lastRefusal = null as Awaited<ReturnType<typeof login>> | null;
    for (let i = 0; i < 30; i++) {
      const answer = await login(`guess${i}`, "127.0.0.2");
      stranger.push(answer.status);
      if (answer.status === 429) lastRefusal = answer;
    }
    expect(stranger.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(stranger.slice(5).every((s) => s === 429)).toBe(true);
    expect(Number(lastRefusal?.headers["retry-after"])).toBeGreaterThanOrEqual(30);
    expect(JSON.parse(lastRefusal?.body ?? "{}").error.message).toMatch(/try again in \d+ minutes?/);

    const owner = await login("Demo@1234", "127.0.0.1");
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.body).token).toBeTruthy();
    // The stranger is still slowed down, even with the right password.
    expect((await login("Demo@1234", "127.0.0.2")).status).toBe(429);
  }, 60_000);
});

describe("snapshot limit", () => {
  /** Opens the feed from `from`, asks for a snapshot, and resolves with the close code, or 0 once a frame came. */
  function askSnapshot(port: number, from: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: from });
      socket.once("open", () => socket.send(JSON.stringify({ msgType: 4 })));
      socket.once("message", () => {
        socket.close();
        resolve(0);
      });
      socket.once("close", (code) => resolve(code));
      socket.once("error", reject);
    });
  }

  it("--snapshots-per-minute-per-ip sets how many snapshots an address gets a minute (a proxy's viewers share one)", async () => {
    running = await startHardenedServer(["--snapshots-per-minute-per-ip", "40"]);
    const answers: number[] = [];
    for (let i = 0; i < 41; i++) answers.push(await askSnapshot(running.port, "127.0.0.1"));
    // The default (30) would have refused the 31st; the 41st is over the raised limit.
    expect(answers.slice(0, 40).every((code) => code === 0)).toBe(true);
    expect(answers[40]).toBe(1013);
    // Another address is not counted with it.
    expect(await askSnapshot(running.port, "127.0.0.2")).toBe(0);
  }, 60_000);
});
