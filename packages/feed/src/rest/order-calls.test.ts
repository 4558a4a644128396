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

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as RestError,
  );

describe("order calls", () => {
  it("place, edit and cancel POST JSON bodies with the Bearer token", async () => {
    const ok = { success: true, orderId: "O-1", message: "" };
    for (const path of ["place", "edit", "cancel"]) server.answer(`POST /order/${path}`, { json: ok });
    const { client } = createTestClient(server);
    expect(await client.placeOrder({ code: "fpt", side: "B", price: 105800, quantity: 100 })).toEqual(ok);
    await client.editOrder({ orderId: "O-1", price: 106000, quantity: 200 });
    await client.cancelOrder({ orderId: "O-1" });
    expect(server.requests.map((r) => [r.path, JSON.parse(r.body)])).toEqual([
      ["/order/place", { code: "FPT", side: "B", price: 105800, quantity: 100 }],
      ["/order/edit", { orderId: "O-1", price: 106000, quantity: 200 }],
      ["/order/cancel", { orderId: "O-1" }],
    ]);
    expect(server.requests[0]!.headers["content-type"]).toBe("application/json");
    expect(server.requests[0]!.headers.authorization).toBe("Bearer tok-123");
  });

  it("a refusal by market rules resolves with success false and the message", async () => {
    const refused = { success: false, orderId: null, message: "Price outside the daily band" };
    server.answer("POST /order/place", { json: refused });
    const answer = await createTestClient(server).client.placeOrder({
      code: "FPT",
      side: "S",
      price: 1,
      quantity: 100,
    });
    expect(answer).toEqual(refused);
  });

  it("a success without an orderId is a bad payload", async () => {
    server.answer("POST /order/cancel", { json: { success: true, orderId: null, message: "" } });
    expect((await rejection(createTestClient(server).client.cancelOrder({ orderId: "O-1" })))?.code).toBe(
      "bad_payload",
    );
  });

  it("invalid orders are refused before sending", async () => {
    const { client } = createTestClient(server);
    const bad = [
      client.placeOrder({ code: " ", side: "B", price: 1, quantity: 1 }),
      client.placeOrder({ code: "FPT", side: "X" as "B", price: 1, quantity: 1 }),
      client.placeOrder({ code: "FPT", side: "B", price: 0, quantity: 1 }),
      client.placeOrder({ code: "FPT", side: "B", price: 1, quantity: 1.5 }),
      client.editOrder({ orderId: "", price: 1, quantity: 1 }),
    ];
    for (const promise of bad) expect((await rejection(promise))?.code).toBe("invalid_argument");
    expect(server.requests).toHaveLength(0);
  });
});
