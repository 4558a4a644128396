/**
 * Sends the tab's orders through the app's REST client (bearer token in the login build), keeps the
 * session's order list in step and shows the toast of spec 2.5 for every outcome. Each function resolves
 * with the outcome, so the form can also say it next to the fields; none of them rejects.
 */
import i18next from "i18next";
import { rest } from "../../../shared/api/rest";
import { showToast } from "../../../shared/ui/toasts";
import { type OrderAction, type OrderOutcome, outcomeOfAnswer, outcomeOfError } from "./order-outcome";
import type { TicketOrder } from "./order-ticket";
import { $sessionOrders, withCancelled, withEdited, withPlaced } from "./session-orders";

function announce(outcome: OrderOutcome): OrderOutcome {
  const text = i18next.t(outcome.key, outcome.ok ? {} : (outcome.values ?? {}));
  showToast(outcome.ok ? "success" : "error", text);
  return outcome;
}

async function call(action: OrderAction, send: () => Promise<Parameters<typeof outcomeOfAnswer>[1]>) {
  try {
    return outcomeOfAnswer(action, await send());
  } catch (error) {
    return outcomeOfError(error);
  }
}

export async function placeOrder(
  order: TicketOrder,
  symbol: { marketCode: string; securityType: string },
): Promise<OrderOutcome> {
  const outcome = await call("place", () => rest.placeOrder(order));
  if (outcome.ok) {
    $sessionOrders.set(
      withPlaced($sessionOrders.get(), { ...order, ...symbol, orderId: outcome.orderId, status: "open" }),
    );
  }
  return announce(outcome);
}

export async function editOrder(orderId: string, price: number, quantity: number): Promise<OrderOutcome> {
  const outcome = await call("edit", () => rest.editOrder({ orderId, price, quantity }));
  if (outcome.ok) $sessionOrders.set(withEdited($sessionOrders.get(), orderId, price, quantity));
  return announce(outcome);
}

export async function cancelOrder(orderId: string): Promise<OrderOutcome> {
  const outcome = await call("cancel", () => rest.cancelOrder({ orderId }));
  if (outcome.ok) $sessionOrders.set(withCancelled($sessionOrders.get(), orderId));
  return announce(outcome);
}
