import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RestTestServer } from "./testing/rest-test-server";
import { startRestTestServer } from "./testing/rest-test-server";

/**
 * Generated bad requests across every endpoint: wrong types, missing fields, huge bodies, malformed JSON
 * and forms, path traversal, SQL-looking and unicode strings. Every one must be answered 4xx with the JSON
 * error body of docs/api.md, and none with a 500.
 */

interface BadRequest {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  auth?: boolean;
}

const NASTY = [
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "' OR '1'='1",
  "FPT'; DROP TABLE users; --",
  "1 UNION SELECT * FROM sessions",
  "<script>alert(1)</script>",
  "Ngân hàng 🚀",
  "\u0000\u0001",
  "ＦＰＴ",
  "A".repeat(300),
  "{}",
] as const;

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };
const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

function generate(): BadRequest[] {
  const cases: BadRequest[] = [];
  const add = (c: BadRequest) => cases.push(c);

  // Path parameters and query strings of the GET market calls.
  for (const s of NASTY) {
    const p = encodeURIComponent(s);
    add({ name: `indexhist ${s}`, method: "GET", path: `/pr/indexhist/${p}` });
    add({ name: `index chart ${s}`, method: "GET", path: `/pr/indexhist/chartdata/VNINDEX?type=${p}` });
    add({ name: `stock chart ${s}`, method: "GET", path: `/pr/stockhist/chartdata/${p}?type=D` });
    add({
      name: `stockmatch ticks ${s}`,
      method: "GET",
      path: `/pr/stockmatch/FPT?lastTicks=${p}&backward=Y`,
    });
    add({ name: `bond ${s}`, method: "GET", path: `/api/cbts/get-detail-stock?pSymbol=${p}` });
    add({
      name: `bond date ${s}`,
      method: "GET",
      path: `/api/cbts/get-detail-stock?pSymbol=VIC12301&pToDate=${p}`,
    });
    add({ name: `news ${s}`, method: "GET", path: `/new-home?language=${p}` });
    add({ name: `derivative ${s}`, method: "GET", path: `/api/derivative/get-chart?p_symbol=${p}` });
    add({ name: `rss ${s}`, method: "POST", path: `/rss?symbol=${p}` });
  }
  // Repeated query keys arrive as arrays.
  add({ name: "repeated type", method: "GET", path: "/pr/stockhist/chartdata/FPT?type=D&type=W" });
  add({ name: "repeated backward", method: "GET", path: "/pr/stockmatch/FPT?backward=Y&backward=N" });
  // URLs that cannot be decoded, unknown routes and methods under REST prefixes.
  add({ name: "bad escape", method: "GET", path: "/pr/stockmatch/%E0%A4%A" });
  add({ name: "unknown pr", method: "GET", path: "/pr/nothing" });
  add({ name: "unknown api", method: "GET", path: "/api/..%2F..%2Fetc%2Fpasswd" });
  add({ name: "unknown cata", method: "GET", path: "/cata/drop", auth: true });
  add({ name: "wrong method", method: "DELETE", path: "/pr/indexhist/VNINDEX" });
  add({ name: "wrong method order", method: "GET", path: "/order/place", auth: true });

  // Form endpoints: missing fields, nasty values, wrong content types, huge and malformed bodies.
  const formCalls: { path: string; fields: Record<string, string>; auth?: boolean }[] = [
    { path: "/info-basic", fields: { symbol: "FPT" } },
    { path: "/get-data-history-stock", fields: { symbol: "FPT" } },
    { path: "/do-login", fields: { usname: "demo", pw: "x" } },
    { path: "/cata/insert-cata", fields: { nameCata: "x" }, auth: true },
    { path: "/cata/del-cata", fields: { lstid: "1" }, auth: true },
    { path: "/cata/edit-cata", fields: { lstid: "1", code: "FPT", type: "A" }, auth: true },
    { path: "/CategoryStock/AddNewSymbol", fields: { lstid: "1", code: "FPT" }, auth: true },
    { path: "/CategoryStock/RemoveSymbol", fields: { lstid: "1", code: "FPT" }, auth: true },
  ];
  for (const call of formCalls) {
    const { path, auth } = call;
    add({ name: `${path} empty`, method: "POST", path, headers: FORM, body: "", auth });
    add({ name: `${path} no body`, method: "POST", path, auth });
    add({ name: `${path} huge`, method: "POST", path, headers: FORM, body: `x=${"a".repeat(70_000)}`, auth });
    add({
      name: `${path} huge json`,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: `"${"a".repeat(70_000)}"`,
      auth,
    });
    add({ name: `${path} malformed json`, method: "POST", path, headers: JSON_TYPE, body: '{"a":', auth });
    add({ name: `${path} json array`, method: "POST", path, headers: JSON_TYPE, body: "[1,2]", auth });
    add({
      name: `${path} proto`,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: '{"__proto__":{"x":1}}',
      auth,
    });
    add({
      name: `${path} multipart`,
      method: "POST",
      path,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x--",
      auth,
    });
    add({
      name: `${path} xml`,
      method: "POST",
      path,
      headers: { "content-type": "application/xml" },
      body: "<a/>",
      auth,
    });
    add({
      name: `${path} binary`,
      method: "POST",
      path,
      headers: FORM,
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x25]),
      auth,
    });
    add({ name: `${path} bad escapes`, method: "POST", path, headers: FORM, body: "%%%=%zz&&==", auth });
    for (const [key] of Object.entries(call.fields)) {
      const missing = { ...call.fields };
      delete missing[key];
      add({ name: `${path} missing ${key}`, method: "POST", path, headers: FORM, body: form(missing), auth });
      add({
        name: `${path} repeated ${key}`,
        method: "POST",
        path,
        headers: FORM,
        body: `${form(call.fields)}&${key}=B`,
        auth,
      });
      add({
        name: `${path} json wrong type ${key}`,
        method: "POST",
        path,
        headers: JSON_TYPE,
        body: JSON.stringify({ ...call.fields, [key]: { nested: [true] } }),
        auth,
      });
      // A list name is free text: SQL-looking or markup names are valid (see "stores names verbatim").
      if (key === "nameCata") continue;
      for (const s of NASTY.slice(0, 6)) {
        add({
          name: `${path} ${key}=${s}`,
          method: "POST",
          path,
          headers: FORM,
          body: form({ ...call.fields, [key]: s }),
          auth,
        });
      }
    }
  }

  // Order endpoints (JSON).
  const orders: { path: string; body: Record<string, unknown> }[] = [
    { path: "/order/place", body: { code: "FPT", side: "B", price: 105800, quantity: 100 } },
    { path: "/order/edit", body: { orderId: "O-000001", price: 105800, quantity: 100 } },
    { path: "/order/cancel", body: { orderId: "O-000001" } },
  ];
  const wrongValues: unknown[] = [
    null,
    true,
    [],
    {},
    "1e3",
    Number.MAX_VALUE,
    -1,
    0,
    "' OR 1=1",
    "../x",
    "🚀",
  ];
  for (const { path, body } of orders) {
    add({ name: `${path} malformed`, method: "POST", path, headers: JSON_TYPE, body: "{oops", auth: true });
    add({
      name: `${path} huge`,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: JSON.stringify({ pad: "a".repeat(70_000) }),
      auth: true,
    });
    add({
      name: `${path} string body`,
      method: "POST",
      path,
      headers: JSON_TYPE,
      body: '"text"',
      auth: true,
    });
    for (const key of Object.keys(body)) {
      for (const value of wrongValues) {
        if (key === "orderId" && (value === -1 || value === 0)) continue; // numbers as ids are read as text: "-1" still malformed
        add({
          name: `${path} ${key}=${JSON.stringify(value)}`,
          method: "POST",
          path,
          headers: JSON_TYPE,
          body: JSON.stringify({ ...body, [key]: value }),
          auth: true,
        });
      }
    }
  }
  return cases;
}

let server: RestTestServer;
let token: string;
beforeAll(async () => {
  server = await startRestTestServer();
  token = await server.login();
  // Give the demo user a list 1 and an order O-000001 so that only the bad part of each request is wrong.
  await server.postForm("/cata/insert-cata", { nameCata: "L" }, token);
  await server.request("/order/place", {
    method: "POST",
    headers: { ...JSON_TYPE, authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: "FPT", side: "B", price: 105800, quantity: 100 }),
  });
});
afterAll(async () => server.close());

describe("strings that look like attacks but are valid input", () => {
  it("stores list names verbatim (parameterised SQL, JSON answers) and leaves the tables intact", async () => {
    const names = [
      "' OR '1'='1",
      "x'); DROP TABLE users; --",
      "<script>alert(1)</script>",
      "../../etc/passwd",
      "Ngân hàng 🚀",
    ];
    const ids: number[] = [];
    for (const nameCata of names) {
      const res = await server.postForm("/cata/insert-cata", { nameCata }, token);
      expect(res.status).toBe(200);
      ids.push((await res.json()).listid);
    }
    const res = await server.request("/cata/load-cata", { headers: { authorization: `Bearer ${token}` } });
    const lists = (await res.json()).arrCata as { listid: number; name: string }[];
    expect(lists.filter((l) => ids.includes(l.listid)).map((l) => l.name)).toEqual(names);
    for (const id of ids) await server.postForm("/cata/del-cata", { lstid: String(id) }, token);
    expect(await server.login()).toBeTruthy(); // users table still there
  });
});

describe("bad requests", () => {
  const cases = generate();

  it("generates at least 200 of them", () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
  });

  it("answers every one 4xx with a JSON error body, never 500", async () => {
    const failures: string[] = [];
    let fiveHundreds = 0;
    for (const c of cases) {
      const res = await server.request(c.path, {
        method: c.method,
        headers: { ...c.headers, ...(c.auth ? { authorization: `Bearer ${token}` } : {}) },
        body: c.body as BodyInit | undefined,
      });
      const text = await res.text();
      if (res.status >= 500) fiveHundreds++;
      let body: { error?: { code?: unknown; message?: unknown } } | undefined;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const ok =
        res.status >= 400 &&
        res.status < 500 &&
        res.headers.get("content-type")?.startsWith("application/json") === true &&
        typeof body?.error?.code === "string" &&
        typeof body.error.message === "string";
      if (!ok) failures.push(`${c.name}: ${res.status} ${text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(fiveHundreds).toBe(0);
    expect(server.loggedErrors).toEqual([]);
  });

  it("still serves good requests afterwards, and the database is intact", async () => {
    const res = await server.request("/cata/load-cata", { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect((await res.json()).arrCata).toHaveLength(1);
  });
});
