/**
 * What the user is told after an order call (spec 2.5 toasts, spec 8): the three success toasts of the
 * spec, a refusal by the market rules with the server's reason (docs/api.md: HTTP 200, success false),
 * and a clear message for each way the call can fail. Pure, so every branch is tested without a server.
 */
import { isRestError, RestErrorCode } from "@vnboard/feed/rest";

export type OrderAction = "place" | "edit" | "cancel";

/** A translation key and its values; `ok` orders are the ones the server took. */
export type OrderOutcome =
  | { ok: true; key: string; orderId: string }
  | { ok: false; key: string; values?: Record<string, string> };

/** Spec 2.5: "Place order successfully", "Edit order successfully", "Cancel order successfully". */
const SUCCESS_KEY: Record<OrderAction, string> = {
  place: "sideTab.order.placed",
  edit: "sideTab.order.edited",
  cancel: "sideTab.order.cancelled",
};

/** The outcome of an answer (`{ success, orderId, message }`). */
export function outcomeOfAnswer(
  action: OrderAction,
  answer: { success: boolean; orderId: string | null; message: string },
): OrderOutcome {
  if (answer.success && answer.orderId !== null && answer.orderId !== "") {
    return { ok: true, key: SUCCESS_KEY[action], orderId: answer.orderId };
  }
  const reason = answer.message.trim();
  if (reason === "") return { ok: false, key: "sideTab.order.refusedNoReason" };
  return refusalOutcome(reason) ?? { ok: false, key: "sideTab.order.refused", values: { reason } };
}

/**
 * The reference server's refusals (packages/server/src/http/order-routes.ts) in the user's language; the
 * server words them in English for its logs. Another provider's wording falls through and is shown as sent.
 */
const REFUSALS: readonly [RegExp, string][] = [
  [/does not accept orders/i, "sideTab.order.refusedSession"],
  [/already cancelled/i, "sideTab.order.refusedCancelled"],
  [/between the floor .* and the ceiling/i, "sideTab.order.refusedBand"],
  [/multiple of the tick/i, "sideTab.order.refusedTick"],
];

function refusalOutcome(reason: string): OrderOutcome | null {
  const lot = /quantity must be a multiple of (\d+)/i.exec(reason);
  if (lot !== null) return { ok: false, key: "sideTab.order.refusedLot", values: { lot: lot[1] } };
  for (const [pattern, key] of REFUSALS) if (pattern.test(reason)) return { ok: false, key };
  return null;
}

/** The outcome of a rejected call (a RestError from the client, or anything else). */
export function outcomeOfError(error: unknown): OrderOutcome {
  if (!isRestError(error)) return { ok: false, key: "sideTab.order.failed" };
  if (error.status === 401 || error.code === RestErrorCode.UNAUTHORIZED) {
    return { ok: false, key: "sideTab.order.sessionEnded" };
  }
  if (error.code === RestErrorCode.NETWORK) return { ok: false, key: "sideTab.order.network" };
  if (error.status === 404) return { ok: false, key: "sideTab.order.unknownOrder" };
  if (error.code === RestErrorCode.INVALID_ARGUMENT || error.status === 400) {
    return { ok: false, key: "sideTab.order.badRequest" };
  }
  if (error.status === 429) return { ok: false, key: "sideTab.order.tooMany" };
  return { ok: false, key: "sideTab.order.failed" };
}

/**
 * Whether this build can send orders. The server's order calls need `Authorization: Bearer` (docs/api.md)
 * and the client sends a token only in the login build (spec 6), so the public build, which has no
 * login, checks tickets without sending them.
 */
export function canSendOrders(loginFlag: "1" | "2", token: string | null): boolean {
  return loginFlag === "1" && token !== null && token !== "";
}
