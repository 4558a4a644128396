import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseRetryAfter, RestError } from "./rest-error";
import { createTestClient, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
beforeEach(async () => {
  server = await startTestHttpServer();
});
afterEach(async () => {
  await server.close();
});

/** A valid row of pr/indexhist, to spoil one field at a time. */
const indexRow = {
  tradingDate: "20240315",
  buyForeignQtty: 4,
  sellForeignQtty: 5,
  subForeignQtty: -1,
  buyForeignValue: 40,
  sellForeignValue: 50,
  subForeignValue: -10,
  openIndex: 1263.41,
  highestIndex: 1271.02,
  lowestIndex: 1259.87,
  closeIndex: 1268.36,
  changeIndex: 4.95,
  pctChangeIndex: 0.39,
  totalTradedQtty: 812400500,
  totalTradedValue: 19830000000000,
};

async function restError(promise: Promise<unknown>): Promise<RestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestError);
  return error as RestError;
}

describe("headers", () => {
  it("sends Bearer, App-Language and Device-Id in the login build", async () => {
    server.answer("GET /ip-server", { json: { ip: "203.0.113.7" } });
    const { client } = createTestClient(server);
    await expect(client.ipServer()).resolves.toEqual({ ip: "203.0.113.7" });
    const { headers } = server.requests[0]!;
    expect(headers.authorization).toBe("Bearer tok-123");
    expect(headers["app-language"]).toBe("en");
    expect(headers["device-id"]).toBe("device-7");
  });

  it("sends no Authorization in the public build, nor without a token", async () => {
    server.answer("GET /ip-server", { json: { ip: "x" } });
    await createTestClient(server, { loginFlag: "2" }).client.ipServer();
    await createTestClient(server, { getToken: () => null }).client.ipServer();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
    expect(server.requests[0]!.headers["device-id"]).toBe("device-7");
  });

  it("collapses the double slash between base and path", async () => {
    server.answer("GET /ip-server", { json: { ip: "x" } });
    await createTestClient(server, { baseUrl: `${server.baseUrl}/` }).client.ipServer();
    expect(server.requests[0]!.path).toBe("/ip-server");
  });
});

describe("errors", () => {
  it("401 calls onUnauthorized and rejects with the server's code", async () => {
    server.answer("GET /cata/load-cata", {
      status: 401,
      json: { error: { code: "unauthorized", message: "token expired" } },
    });
    const { client, calls } = createTestClient(server);
    const error = await restError(client.loadCategories());
    expect(calls.unauthorized).toBe(1);
    expect([error.status, error.code, error.message]).toEqual([401, "unauthorized", "token expired"]);
  });

  it("500 rejects and is logged as an error", async () => {
    server.answer("GET /pr/indexhist/VN30", { status: 500, text: "boom" });
    const { client, logs, calls } = createTestClient(server);
    const error = await restError(client.indexHistory("VN30"));
    expect([error.status, error.code]).toEqual([500, "server_error"]);
    expect(logs.some((entry) => entry.level === "error" && entry.message.includes("500"))).toBe(true);
    expect(calls.unauthorized).toBe(0);
  });

  it("a 4xx passes the server's error code through", async () => {
    const { client } = createTestClient(server);
    const error = await restError(client.indexHistory("NOPE"));
    expect([error.status, error.code]).toEqual([404, "not_found"]);
  });

  it("a wrong shape rejects with bad_payload, never half-typed data", async () => {
    const { client } = createTestClient(server);
    server.answer("GET /pr/indexhist/VN30", { json: [indexRow, { ...indexRow, closeIndex: "1268" }] });
    expect((await restError(client.indexHistory("VN30"))).code).toBe("bad_payload");
    server.answer("GET /pr/stockmatch/FPT", { json: { ticks: [] } });
    expect((await restError(client.stockTicks("FPT", "0", true))).code).toBe("bad_payload");
    server.answer("GET /new-home", { json: [{ type: 2, title: "t", urlLink: "u" }] });
    expect((await restError(client.news("vi"))).code).toBe("bad_payload");
    server.answer("GET /ip-server", { text: "not json", contentType: "application/json" });
    expect((await restError(client.ipServer())).code).toBe("bad_payload");
  });

  it("a network failure rejects with network_error", async () => {
    const { client } = createTestClient(server, { baseUrl: "http://127.0.0.1:1/" });
    const error = await restError(client.ipServer());
    expect([error.status, error.code]).toEqual([0, "network_error"]);
  });
});

describe("Retry-After", () => {
  it("a locked-out login (429) rejects with the seconds the server asked to wait", async () => {
    server.answer("POST /do-login", {
      status: 429,
      json: { error: { code: "too_many_requests", message: "too many failed logins" } },
      headers: { "Retry-After": "540" },
    });
    const error = await restError(createTestClient(server).client.login("demo", "x"));
    expect(error.status).toBe(429);
    expect(error.code).toBe("too_many_requests");
    expect(error.retryAfterSeconds).toBe(540);
  });

  it("reads delay-seconds and HTTP dates; anything else is null", () => {
    const now = Date.UTC(2026, 10, 20, 3, 0, 0);
    expect(parseRetryAfter(" 120 ", now)).toBe(120);
    expect(parseRetryAfter("Fri, 20 Nov 2026 03:05:00 GMT", now)).toBe(300);
    expect(parseRetryAfter("Fri, 20 Nov 2026 02:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
