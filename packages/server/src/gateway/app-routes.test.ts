import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { parseConfig } from "../config";
import { SyntheticMarketSource } from "./synthetic-market-source";

// The HTTP side of createServer (app.ts), next to the gateway it hosts.
let server: VnboardServer | null = null;
let dir = "";

afterEach(async () => {
  await server?.stop();
  server = null;
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
  dir = "";
});

async function start(staticDir: string | null): Promise<string> {
  const config = {
    ...parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1"], {}),
    staticDir,
  };
  server = createServer(config, { source: new SyntheticMarketSource({ symbols: 10 }) });
  return server.start();
}

describe("createServer HTTP routes", () => {
  it("redirects / to /banggia/vn30 and explains how to build when there is no app", async () => {
    const url = await start(null);
    const root = await fetch(`${url}/`, { redirect: "manual" });
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/banggia/vn30");
    const page = await fetch(`${url}/banggia/hsx/odd`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("npm run build");
    expect(text).toContain("chưa được build");
  });

  it("serves the built app with the SPA fallback under /banggia", async () => {
    dir = mkdtempSync(join(tmpdir(), "vnboard-app-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>board</title>");
    writeFileSync(join(dir, "assets", "app.js"), "console.log(1)");
    const url = await start(dir);
    for (const path of ["/banggia/vn30", "/banggia/nganh/0", "/banggia"]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain("<title>board</title>");
    }
    const asset = await fetch(`${url}/assets/app.js`);
    expect(await asset.text()).toBe("console.log(1)");
    expect((await fetch(`${url}/banggia/../../etc/passwd`)).status).not.toBe(500);
  });

  it("sends a build's precompressed copies to a browser that accepts them, the file itself otherwise", async () => {
    dir = mkdtempSync(join(tmpdir(), "vnboard-app-"));
    mkdirSync(join(dir, "assets"));
    const script = `export const codes = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `VN${i}`))};`;
    const page = `<!doctype html><title>board</title>${"<p>Bảng giá</p>".repeat(80)}`;
    for (const [name, body] of [
      ["assets/app.js", script],
      ["index.html", page],
    ]) {
      writeFileSync(join(dir, name), body);
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
    }
    const url = await start(dir);
    const get = (path: string, encoding: string) =>
      fetch(`${url}${path}`, { headers: { "accept-encoding": encoding } });
    for (const [encoding, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const asset = await get("/banggia/assets/app.js", encoding);
      expect(asset.headers.get("content-encoding"), encoding).toBe(expected);
      expect(asset.headers.get("vary"), encoding).toMatch(/accept-encoding/i);
      expect(await asset.text(), encoding).toBe(script);
      // The SPA fallback: a board's address gets index.html, compressed the same way, still not cached.
      const board = await get("/banggia/vn30", encoding);
      expect(board.headers.get("content-encoding"), encoding).toBe(expected);
      expect(board.headers.get("cache-control"), encoding).toBe("no-cache");
      expect(await board.text(), encoding).toBe(page);
    }
  });

  it("serves the chart page at /chart under the app's CSP, not cached, and 404 when the build has none", async () => {
    dir = mkdtempSync(join(tmpdir(), "vnboard-app-"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>board</title>");
    const url = await start(dir);
    expect((await fetch(`${url}/chart?symbol=FPT`)).status).toBe(404);
    writeFileSync(join(dir, "chart.html"), "<!doctype html><title>chart</title>");
    const res = await fetch(`${url}/chart?symbol=FPT&language=en&p_username=demo`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>chart</title>");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("answers WebSocket upgrades on /ws only", async () => {
    const url = await start(null);
    const { WebSocket } = await import("ws");
    const code = await new Promise<number | string>((resolve) => {
      const ws = new WebSocket(`${url.replace("http", "ws")}/other`);
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      ws.on("error", (error) => resolve(String(error.message)));
    });
    expect(code).toBe(404);
  });
});
