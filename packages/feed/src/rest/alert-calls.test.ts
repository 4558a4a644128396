import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RestError } from "./rest-error";
import { createTestClient, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
beforeEach(async () => {
  server = await startTestHttpServer();
});
afterEach(async () => {
  await server.close();
});

const DOC = { format: "vnboard-alerts", version: 1, alerts: [{ id: "a", code: "VNM", kind: "ceiling" }] };

describe("alerts calls", () => {
  it("loadAlerts: GET /user/alerts with the Bearer token, the document without success", async () => {
    server.answer("GET /user/alerts", { json: { success: true, ...DOC } });
    expect(await createTestClient(server).client.loadAlerts()).toEqual(DOC);
    expect(server.requests.at(-1)?.headers.authorization).toMatch(/^Bearer /);
  });

  it("saveAlerts: PUT /user/alerts with the document as JSON", async () => {
    server.answer("PUT /user/alerts", { json: { success: true } });
    expect(await createTestClient(server).client.saveAlerts(DOC)).toEqual({ success: true });
    const sent = server.requests.at(-1);
    expect(sent?.method).toBe("PUT");
    expect(JSON.parse(sent?.body ?? "")).toEqual(DOC);
  });

  it("a wrong answer is bad_payload; a refusal passes the server's code", async () => {
    server.answer("GET /user/alerts", { json: { success: true, format: "vnboard-alerts", version: 1 } });
    const error = await createTestClient(server)
      .client.loadAlerts()
      .catch((e: unknown) => e as RestError);
    expect(error).toMatchObject({ code: "bad_payload" });
    server.answer("PUT /user/alerts", {
      status: 400,
      json: { error: { code: "bad_request", message: "no" } },
    });
    const refused = await createTestClient(server)
      .client.saveAlerts(DOC)
      .catch((e: unknown) => e as RestError);
    expect(refused).toMatchObject({ status: 400, code: "bad_request" });
  });
});
