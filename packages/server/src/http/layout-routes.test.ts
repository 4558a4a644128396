import { afterEach, describe, expect, it } from "vitest";
import { LAYOUTS_FORMAT, layoutsDocument, MAX_LAYOUTS } from "./layout-routes";
import type { RestTestServer } from "./testing/rest-test-server";
import { startRestTestServer } from "./testing/rest-test-server";

let server: RestTestServer;
afterEach(async () => server?.close());

const LAYOUT = {
  name: "Khối ngoại",
  kind: "board",
  hidden: ["foreignBuy"],
  extras: ["foreignNet"],
  percent: true,
  value: false,
  sort: { column: "totalTradedQtty", type: "desc", dataType: "number" },
  view: "detail",
};
const doc = (layouts: unknown[]) => ({ format: LAYOUTS_FORMAT, version: 1, layouts });

function put(s: RestTestServer, body: unknown, token?: string, contentType = "application/json") {
  return s.request("/user/layouts", {
    method: "PUT",
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function get(s: RestTestServer, token: string) {
  const res = await s.request("/user/layouts", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.json();
}

describe("saved layouts over HTTP", () => {
  it("needs a Bearer token to read or write", async () => {
    server = await startRestTestServer();
    for (const authorization of [undefined, "Bearer nope"]) {
      const headers = authorization ? { authorization } : undefined;
      expect((await server.request("/user/layouts", { headers })).status).toBe(401);
      expect((await put(server, doc([]), authorization?.slice(7))).status).toBe(401);
    }
  });

  it("answers an empty document first, then what was put, per user, over a database reopen", async () => {
    server = await startRestTestServer();
    const token = await server.login();
    expect(await get(server, token)).toEqual({ success: true, ...doc([]) });
    const res = await put(server, { ...doc([{ ...LAYOUT, extra: "dropped" }]), other: 1 }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await get(server, token)).toEqual({ success: true, ...doc([LAYOUT]) });

    const dataDir = server.dataDir;
    await server.close(true);
    server = await startRestTestServer({ dataDir });
    expect(await get(server, await server.login())).toEqual({ success: true, ...doc([LAYOUT]) });
  });

  it("refuses a malformed document with 400 and keeps the stored one", async () => {
    server = await startRestTestServer();
    const token = await server.login();
    await put(server, doc([LAYOUT]), token);
    const bad = [
      "not json",
      [],
      { ...doc([]), format: "other" },
      { ...doc([]), version: 0 },
      doc([{ ...LAYOUT, name: "" }]),
      doc([{ ...LAYOUT, name: "x".repeat(41) }]),
      doc([{ ...LAYOUT, kind: "a b" }]),
      doc([{ ...LAYOUT, hidden: "room" }]),
      doc([{ ...LAYOUT, percent: 1 }]),
      doc([{ ...LAYOUT, sort: { column: "x" } }]),
      doc([LAYOUT, { ...LAYOUT, name: "khối NGOẠI" }]),
      doc(Array.from({ length: MAX_LAYOUTS + 1 }, (_, i) => ({ ...LAYOUT, name: `L${i}` }))),
    ];
    for (const body of bad) {
      const res = await put(server, body, token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await put(server, "{}", token, "text/plain")).status).toBe(415);
    expect(await get(server, token)).toEqual({ success: true, ...doc([LAYOUT]) });
    expect(server.loggedErrors).toEqual([]);
  });

  it("refuses a body over 64 KB unread", async () => {
    server = await startRestTestServer();
    const token = await server.login();
    const huge = doc([{ ...LAYOUT, name: "x", pad: "y".repeat(70 * 1024) }]);
    expect((await put(server, huge, token)).status).toBe(413);
  });

  it("names the first wrong layout", () => {
    expect(() => layoutsDocument(doc([LAYOUT, { ...LAYOUT, name: "B", view: 3 }]))).toThrow(/layout 2/);
  });
});
