import { describe, expect, it } from "vitest";
import {
  cancelOrder,
  editOrder,
  findOrder,
  formatOrderId,
  loadOrders,
  parseOrderId,
  placeOrder,
} from "./orders";
import { DATABASE_ENGINES, useTestDatabases } from "./testing/test-databases";
import { createUser } from "./users";

describe("order ids", () => {
  it("are O- and the row id on at least 6 digits, and nothing else parses", () => {
    expect(formatOrderId(1)).toBe("O-000001");
    expect(formatOrderId(1_234_567)).toBe("O-1234567");
    expect(parseOrderId("O-000042")).toBe(42);
    expect(parseOrderId("O-42")).toBe(42);
    for (const bad of ["O-000000", "O-", "X-000001", "O-00000a", "o-000001", "O-1234567890123456"]) {
      expect(parseOrderId(bad), bad).toBeUndefined();
    }
  });
});

describe.each(DATABASE_ENGINES)("orders (%s)", (engine) => {
  const databases = useTestDatabases(engine);

  async function setup() {
    const db = await databases.open();
    const alice = await createUser(db, { username: "alice", password: "pw", fullName: "A" });
    const bob = await createUser(db, { username: "bob", password: "pw", fullName: "B" });
    return { db, alice: alice.id, bob: bob.id };
  }

  it("places an open order with the next id and finds it again", async () => {
    const { db, alice } = await setup();
    const first = await placeOrder(db, alice, { code: "FPT", side: "B", price: 105800, quantity: 100 }, 1000);
    expect(first).toEqual({
      orderId: "O-000001",
      userId: alice,
      code: "FPT",
      side: "B",
      price: 105800,
      quantity: 100,
      status: "open",
      createdAt: 1000,
      updatedAt: 1000,
    });
    const future = await placeOrder(
      db,
      alice,
      { code: "VN30F2404", side: "S", price: 1285.4, quantity: 3 },
      2000,
    );
    expect(future.orderId).toBe("O-000002");
    expect(await findOrder(db, alice, "O-000002")).toEqual(future);
    expect((await findOrder(db, alice, "O-2"))?.price).toBe(1285.4);
    expect(await findOrder(db, alice, "O-000003")).toBeUndefined();
    expect(await findOrder(db, alice, "nonsense")).toBeUndefined();
  });

  it("edits and cancels an open order, and leaves a cancelled one as it is", async () => {
    const { db, alice } = await setup();
    const { orderId } = await placeOrder(
      db,
      alice,
      { code: "HPG", side: "S", price: 27000, quantity: 100 },
      1000,
    );
    const edited = await editOrder(db, alice, orderId, { price: 27050, quantity: 300 }, 2000);
    expect(edited).toMatchObject({ changed: true, order: { price: 27050, quantity: 300, updatedAt: 2000 } });
    const cancelled = await cancelOrder(db, alice, orderId, 3000);
    expect(cancelled).toMatchObject({ changed: true, order: { status: "cancelled", updatedAt: 3000 } });
    expect(await cancelOrder(db, alice, orderId, 4000)).toMatchObject({
      changed: false,
      order: { status: "cancelled", updatedAt: 3000 },
    });
    expect(await editOrder(db, alice, orderId, { price: 1, quantity: 1 }, 5000)).toMatchObject({
      changed: false,
      order: { price: 27050, quantity: 300, status: "cancelled" },
    });
  });

  it("keeps each user's orders private", async () => {
    const { db, alice, bob } = await setup();
    const { orderId } = await placeOrder(db, alice, { code: "VCB", side: "B", price: 90000, quantity: 100 });
    expect(await findOrder(db, bob, orderId)).toBeUndefined();
    expect(await editOrder(db, bob, orderId, { price: 1, quantity: 100 })).toBeUndefined();
    expect(await cancelOrder(db, bob, orderId)).toBeUndefined();
    expect((await findOrder(db, alice, orderId))?.status).toBe("open");
    expect(await loadOrders(db, bob)).toEqual([]);
  });

  it("forgets a user's oldest orders past the limit, not another user's", async () => {
    const { db, alice, bob } = await setup();
    const bobs = await placeOrder(db, bob, { code: "FPT", side: "B", price: 105000, quantity: 100 });
    for (let i = 1; i <= 7; i++) {
      await placeOrder(db, alice, { code: "FPT", side: "B", price: 105000 + i * 100, quantity: 100 }, i, 5);
    }
    expect((await loadOrders(db, alice)).map((o) => o.createdAt)).toEqual([7, 6, 5, 4, 3]);
    expect(await findOrder(db, bob, bobs.orderId)).toEqual(bobs);
  });

  it("keeps orders when the database is closed and opened again", async () => {
    const location = await databases.location();
    const db = await location.open();
    const user = await createUser(db, { username: "keeper", password: "pw", fullName: "K" });
    const placed = await placeOrder(db, user.id, { code: "FPT", side: "S", price: 106000, quantity: 200 });
    await db.close();
    const again = await location.open();
    expect(await loadOrders(again, user.id)).toEqual([placed]);
    const next = await placeOrder(again, user.id, { code: "FPT", side: "B", price: 105000, quantity: 100 });
    expect(parseOrderId(next.orderId)).toBeGreaterThan(parseOrderId(placed.orderId)!);
  });
});
