import { RestError } from "@vnboard/feed/rest";
import { describe, expect, it } from "vitest";
import { canSendOrders, outcomeOfAnswer, outcomeOfError } from "./order-outcome";

describe("order outcomes", () => {
  it("names the spec's success toast of each call", () => {
    const taken = { success: true, orderId: "O-000001", message: "" };
    expect(outcomeOfAnswer("place", taken)).toEqual({
      ok: true,
      key: "sideTab.order.placed",
      orderId: "O-000001",
    });
    expect(outcomeOfAnswer("edit", taken).key).toBe("sideTab.order.edited");
    expect(outcomeOfAnswer("cancel", taken).key).toBe("sideTab.order.cancelled");
  });

  it("passes the server's reason of a refusal on, or says it was refused without one", () => {
    expect(
      outcomeOfAnswer("place", {
        success: false,
        orderId: null,
        message: " the book is full ",
      }),
    ).toEqual({
      ok: false,
      key: "sideTab.order.refused",
      values: { reason: "the book is full" },
    });
    expect(outcomeOfAnswer("edit", { success: false, orderId: "O-1", message: "" })).toEqual({
      ok: false,
      key: "sideTab.order.refusedNoReason",
    });
    // A success without an order id cannot be followed: treated as refused.
    expect(outcomeOfAnswer("place", { success: true, orderId: null, message: "" }).ok).toBe(false);
  });

  it("translates the reference server's refusals", () => {
    const refusal = (message: string) => outcomeOfAnswer("place", { success: false, orderId: null, message });
    expect(refusal("the session of FPT does not accept orders now").key).toBe("sideTab.order.refusedSession");
    expect(refusal("the order is already cancelled").key).toBe("sideTab.order.refusedCancelled");
    expect(refusal("price must be between the floor 98400 and the ceiling 113200").key).toBe(
      "sideTab.order.refusedBand",
    );
    expect(refusal("price must be a multiple of the tick size 100").key).toBe("sideTab.order.refusedTick");
    expect(refusal("quantity must be a multiple of 100")).toEqual({
      ok: false,
      key: "sideTab.order.refusedLot",
      values: { lot: "100" },
    });
  });

  it("gives each failure of the call its own message", () => {
    const key = (error: unknown) => outcomeOfError(error).key;
    expect(key(new RestError(401, "unauthorized", "no token"))).toBe("sideTab.order.sessionEnded");
    expect(key(new RestError(0, "network_error", "refused"))).toBe("sideTab.order.network");
    expect(key(new RestError(404, "not_found", "Unknown order"))).toBe("sideTab.order.unknownOrder");
    expect(key(new RestError(400, "bad_request", "price"))).toBe("sideTab.order.badRequest");
    expect(key(new RestError(0, "invalid_argument", "price"))).toBe("sideTab.order.badRequest");
    expect(key(new RestError(429, "too_many_requests", "slow"))).toBe("sideTab.order.tooMany");
    expect(key(new RestError(500, "server_error", "boom"))).toBe("sideTab.order.failed");
    expect(key(new Error("anything"))).toBe("sideTab.order.failed");
  });

  it("sends orders only from the login build with a token", () => {
    expect(canSendOrders("1", "abc")).toBe(true);
    expect(canSendOrders("1", null)).toBe(false);
    expect(canSendOrders("1", "")).toBe(false);
    expect(canSendOrders("2", "abc")).toBe(false);
  });
});
