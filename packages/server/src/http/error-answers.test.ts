import { obfuscatePassword } from "@vnboard/feed/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type HardenedTestServer,
  type RawAnswer,
  rawRequest,
  startHardenedServer,
} from "./testing/hardened-server";

/**
 * Every error answer of the server takes the documented `{error:{code,message}}` shape (docs/api.md),
 * fastify's own included: the walk takes every route the server registered and sends it a wrong
 * method, a text/plain body, broken JSON and a body over the limit.
 */
let running: HardenedTestServer;
const routes: { method: string; url: string }[] = [];
let token = "";

beforeAll(async () => {
  running = await startHardenedServer([], (server) => {
    server.app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  });
  const login = await rawRequest(running.port, {
    method: "POST",
    path: "/do-login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ usname: "demo", pw: obfuscatePassword("Demo@1234") }).toString(),
  });
  token = JSON.parse(login.body).token;
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

function expectErrorShape(answer: RawAnswer, what: string): void {
  expect(answer.status, what).toBeGreaterThanOrEqual(400);
  expect(String(answer.headers["content-type"]), what).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  expect(Object.keys(body), what).toEqual(["error"]);
  expect(typeof body.error.code, what).toBe("string");
  expect(typeof body.error.message, what).toBe("string");
  expect(body.error.message.length, what).toBeGreaterThan(0);
}

/** A concrete path for a route pattern: parameters filled with a valid-looking symbol code. */
function pathOf(url: string): string {
  return url.replace(/:[^/]+/g, "FPT").replace(/\*$/, "vn30");
}

describe("error answers", () => {
  it("walks every route: a wrong method is 405 with Allow, in the documented shape", async () => {
    const byPath = new Map<string, Set<string>>();
    for (const { method, url } of routes) {
      if (url === "/*") continue; // the static files' catch-all
      byPath.set(url, (byPath.get(url) ?? new Set()).add(method));
    }
    expect(byPath.size).toBeGreaterThan(20);
    for (const [url, methods] of byPath) {
      for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"]) {
        if (methods.has(method)) continue;
        // With a session: the favourites and order calls answer 401 to anyone else, first.
        const headers = { authorization: `Bearer ${token}` };
        const answer = await rawRequest(running.port, { method, path: pathOf(url), headers });
        expectErrorShape(answer, `${method} ${url}`);
        expect(answer.status, `${method} ${url}`).toBe(405);
        expect(String(answer.headers.allow), `${method} ${url}`).toContain([...methods][0]);
      }
    }
  }, 120_000);

  it("walks every POST route with a text/plain body (415), broken JSON (400) and 100 KB (413)", async () => {
    const posts = routes.filter((r) => r.method === "POST").map((r) => pathOf(r.url));
    expect(posts.length).toBeGreaterThan(10);
    const auth = { authorization: `Bearer ${token}` };
    for (const path of posts) {
      const plain = await rawRequest(running.port, {
        method: "POST",
        path,
        headers: { ...auth, "content-type": "text/plain" },
        body: "symbol=FPT",
      });
      expectErrorShape(plain, `text/plain ${path}`);
      expect(plain.status, `text/plain ${path}`).toBe(415);
      const broken = await rawRequest(running.port, {
        method: "POST",
        path,
        headers: { ...auth, "content-type": "application/json" },
        body: '{"symbol":',
      });
      expectErrorShape(broken, `broken JSON ${path}`);
      expect(broken.status, `broken JSON ${path}`).toBe(400);
      const huge = await rawRequest(running.port, {
        method: "POST",
        path,
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ symbol: "F".repeat(100_000) }),
      }).catch(() => null); // the server may close before reading it all: that is a refusal too
      if (huge !== null) {
        expectErrorShape(huge, `huge ${path}`);
        expect(huge.status, `huge ${path}`).toBe(413);
      }
    }
  }, 120_000);

  it("answers unknown paths, undecodable URLs and unknown assets in the documented shape", async () => {
    for (const path of [
      "/nothing",
      "/pr/nothing",
      "/api/x/y",
      "/assets/missing.js",
      "/pr/stockmatch/%E0%A4%A",
    ]) {
      const answer = await rawRequest(running.port, { path });
      expectErrorShape(answer, path);
      expect([400, 404], path).toContain(answer.status);
    }
  });

  it("refuses list names with bidi overrides or zero-width characters", async () => {
    for (const name of ["abc\u202Egnp.exe", "ab\u200Bc", "\u2066x\u2069", "a\uFEFFb"]) {
      const answer = await rawRequest(running.port, {
        method: "POST",
        path: "/cata/insert-cata",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ nameCata: name }).toString(),
      });
      expectErrorShape(answer, JSON.stringify(name));
      expect(answer.status).toBe(400);
    }
  });
});
