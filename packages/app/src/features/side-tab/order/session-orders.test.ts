import { describe, expect, it } from "vitest";
import { type SessionOrder, withCancelled, withEdited, withPlaced } from "./session-orders";

const order = (orderId: string, price = 105_800): SessionOrder => ({
  orderId,
  code: "FPT",
  side: "B",
  price,
  quantity: 100,
  marketCode: "STO",
  securityType: "ST",
  status: "open",
});

describe("the session's order list", () => {
  it("puts the newest order first and never lists an id twice", () => {
    const list = withPlaced(withPlaced([], order("O-1")), order("O-2"));
    expect(list.map((o) => o.orderId)).toEqual(["O-2", "O-1"]);
    expect(withPlaced(list, order("O-1", 106_000)).map((o) => [o.orderId, o.price])).toEqual([
      ["O-1", 106_000],
      ["O-2", 105_800],
    ]);
  });

  it("changes only the edited or cancelled order", () => {
    const list = [order("O-2"), order("O-1")];
    const edited = withEdited(list, "O-1", 106_000, 300);
    expect(edited[1]).toMatchObject({ orderId: "O-1", price: 106_000, quantity: 300, status: "open" });
    expect(edited[0]).toBe(list[0]);
    const cancelled = withCancelled(edited, "O-2");
    expect(cancelled.map((o) => o.status)).toEqual(["cancelled", "open"]);
    expect(withCancelled(list, "O-9")).toEqual(list);
  });
});
