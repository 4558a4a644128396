import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, useTestDatabases } from "../db/testing/test-databases";
import { ALERTS_FORMAT, alertsDocument, MAX_ALERTS } from "./alert-routes";
import { type RestTestServer, startRestTestServer } from "./testing/rest-test-server";

const ALERT = { id: "m1a-1-x", code: "VNM", kind: "priceAbove", level: 61_000, state: "armed", firedAt: 0 };
const FIRED = {
  id: "m1a-2-y",
  code: "FPT",
  kind: "ceiling",
  level: 0,
  state: "fired",
  firedAt: 1_795_425_300_000,
};
const doc = (alerts: unknown[]) => ({ format: ALERTS_FORMAT, version: 1, alerts });

function put(s: RestTestServer, body: unknown, token?: string) {
  return s.request("/user/alerts", {
    method: "PUT",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function get(s: RestTestServer, token: string) {
  const res = await s.request("/user/alerts", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.json();
}

describe.each(DATABASE_ENGINES)("alerts over HTTP (%s)", (engine) => {
  const databases = useTestDatabases(engine);
  let server: RestTestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("needs a session to read or write", async () => {
    server = await startRestTestServer({ db: await databases.open() });
    for (const token of [undefined, "nope"]) {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      expect((await server.request("/user/alerts", { headers })).status).toBe(401);
      expect((await put(server, doc([ALERT]), token)).status).toBe(401);
    }
  });

  it("answers an empty list first, then what was put, over a database reopen", async () => {
    const location = await databases.location();
    server = await startRestTestServer({ db: await location.open() });
    const token = await server.login();
    expect(await get(server, token)).toEqual({ success: true, ...doc([]) });
    const res = await put(server, { ...doc([{ ...ALERT, note: "dropped" }, FIRED]), other: 1 }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await get(server, token)).toEqual({ success: true, ...doc([ALERT, FIRED]) });

    await server.close();
    server = await startRestTestServer({ db: await location.open() });
    expect(await get(server, await server.login())).toEqual({ success: true, ...doc([ALERT, FIRED]) });
  });

  it("refuses a malformed list with 400 and keeps the stored one", async () => {
    server = await startRestTestServer({ db: await databases.open() });
    const token = await server.login();
    await put(server, doc([ALERT]), token);
    const bad = [
      "not json",
      [],
      { ...doc([]), format: "vnboard-layouts" },
      { ...doc([]), version: 1.5 },
      doc([{ ...ALERT, id: "" }]),
      doc([{ ...ALERT, code: "vnm" }]),
      doc([{ ...ALERT, kind: "moon" }]),
      doc([{ ...ALERT, level: "61" }]),
      doc([{ ...ALERT, state: "sleeping" }]),
      doc([{ ...ALERT, firedAt: -1 }]),
      doc([ALERT, { ...ALERT, code: "FPT" }]),
      doc(Array.from({ length: MAX_ALERTS + 1 }, (_, i) => ({ ...ALERT, id: `a${i}` }))),
    ];
    for (const body of bad) {
      const res = await put(server, body, token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await get(server, token)).toEqual({ success: true, ...doc([ALERT]) });
    expect(server.loggedErrors).toEqual([]);
  });

  it("refuses a body over 64 KB unread", async () => {
    server = await startRestTestServer({ db: await databases.open() });
    const token = await server.login();
    const huge = doc([{ ...ALERT, pad: "y".repeat(70 * 1024) }]);
    expect((await put(server, huge, token)).status).toBe(413);
  });
});

describe("alerts document", () => {
  it("names the first wrong alert", () => {
    expect(() => alertsDocument(doc([ALERT, { ...FIRED, level: Number.NaN }]))).toThrow(/alert 2/);
  });
});
