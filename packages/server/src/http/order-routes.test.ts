import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, useTestDatabases } from "../db/testing/test-databases";
import { createUser } from "../db/users";
import type { RestTestServer } from "./testing/rest-test-server";
import { startRestTestServer } from "./testing/rest-test-server";

interface OrderBody {
  success?: boolean;
  orderId?: string | null;
  message?: string;
  error?: { code: string; message: string };
}

let server: RestTestServer;

async function post(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: OrderBody }> {
  const res = await server.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe.each(DATABASE_ENGINES)("order calls (%s)", (engine) => {
  const databases = useTestDatabases(engine);
  const start = async () => startRestTestServer({ db: await databases.open() });
  // Registered after the databases' hook, so it runs first: the server stops before its database closes.
  afterEach(async () => server?.close());

  it("need a Bearer token", async () => {
    server = await start();
    expect(
      (await post("/order/place", { code: "FPT", side: "B", price: 105800, quantity: 100 })).status,
    ).toBe(401);
  });

  it("place, edit and cancel an order", async () => {
    server = await start();
    const token = await server.login();
    const placed = await post(
      "/order/place",
      { code: "fpt", side: "B", price: 105800, quantity: 100 },
      token,
    );
    expect(placed).toEqual({ status: 200, body: { success: true, orderId: "O-000001", message: "" } });
    const edited = await post("/order/edit", { orderId: "O-000001", price: 106000, quantity: 200 }, token);
    expect(edited.body).toEqual({ success: true, orderId: "O-000001", message: "" });
    expect((await post("/order/cancel", { orderId: "O-000001" }, token)).body).toEqual({
      success: true,
      orderId: "O-000001",
      message: "",
    });
    const again = await post("/order/cancel", { orderId: "O-000001" }, token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: false, orderId: "O-000001" });
    expect(again.body.message).not.toBe("");
  });

  it("refuses with success false what the market rules refuse", async () => {
    server = await start();
    const token = await server.login();
    const refused = async (order: object) => {
      const res = await post("/order/place", order, token);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(false);
      expect(res.body.orderId).toBeNull();
      expect(res.body.message).toMatch(/\w/);
    };
    await refused({ code: "FPT", side: "S", price: 105800, quantity: 150 }); // not a lot
    await refused({ code: "FPT", side: "S", price: 105850, quantity: 100 }); // off the 100 tick
    await refused({ code: "FPT", side: "S", price: 120000, quantity: 100 }); // above the ceiling
    await refused({ code: "VN30F2404", side: "B", price: 1285.45, quantity: 1 }); // off the 0.1 tick
    const future = await post(
      "/order/place",
      { code: "VN30F2404", side: "B", price: 1285.4, quantity: 3 },
      token,
    );
    expect(future.body.success).toBe(true);
  });

  it("answers 404 for an unknown symbol or another user's order, 400 for malformed bodies", async () => {
    server = await start();
    const token = await server.login();
    expect(
      (await post("/order/place", { code: "ZZZ", side: "B", price: 1000, quantity: 100 }, token)).status,
    ).toBe(404);
    const { body } = await post(
      "/order/place",
      { code: "HPG", side: "B", price: 105000, quantity: 100 },
      token,
    );
    expect(body.success).toBe(true);
    // Another user (created straight in the database) cannot see it.
    await createUser(server.db, { username: "other", password: "Other@123", fullName: "O" });
    const otherToken = await server.login("other", "Other@123");
    expect((await post("/order/cancel", { orderId: body.orderId }, otherToken)).status).toBe(404);
    for (const bad of [
      { code: "HPG", side: "X", price: 27000, quantity: 100 },
      { code: "HPG", side: "B", price: "27000", quantity: 100 },
      { code: "HPG", side: "B", price: -5, quantity: 100 },
      { code: "HPG", side: "B", price: 27000, quantity: 0 },
      { code: "HPG", side: "B", price: 27000, quantity: 10.5 },
      { side: "B", price: 27000, quantity: 100 },
      [1, 2, 3],
    ]) {
      const res = await post("/order/place", bad, token);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error?.code).toBe("bad_request");
    }
    expect((await post("/order/edit", { orderId: body.orderId, price: 27000 }, token)).status).toBe(400);
    expect((await post("/order/cancel", {}, token)).status).toBe(400);
  });
});
