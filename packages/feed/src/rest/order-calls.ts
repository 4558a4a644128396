/**
 * The order calls of the right-hand order tab. The spec only says an order-service client exists;
 * docs/api.md defines the paths and shapes. A refusal by market rules is a resolved answer with
 * success false (its message is for the user), unlike the transport errors, which reject.
 */

import { isOrderAnswer } from "./answer-guards";
import { requireCode, requireInteger, requireOneOf, requirePositive, requireText } from "./argument-checks";
import { type HttpTransport, requireShape } from "./http-transport";
import type {
  CancelOrderRequest,
  EditOrderRequest,
  OrderAnswer,
  OrderSide,
  PlaceOrderRequest,
} from "./types";

/** The order calls of the REST API: place, edit, cancel. */
export interface OrderCalls {
  placeOrder(order: PlaceOrderRequest): Promise<OrderAnswer>;
  editOrder(order: EditOrderRequest): Promise<OrderAnswer>;
  cancelOrder(order: CancelOrderRequest): Promise<OrderAnswer>;
}

const SIDES: readonly OrderSide[] = ["B", "S"];

export function createOrderCalls(transport: HttpTransport): OrderCalls {
  async function send(path: string, json: object): Promise<OrderAnswer> {
    const body = await transport.request({ method: "POST", path, json });
    return requireShape(transport, path, body, isOrderAnswer);
  }

  return {
    placeOrder: async (order) =>
      send("/order/place", {
        code: requireCode(order.code),
        side: requireOneOf(order.side, SIDES, "side"),
        price: requirePositive(order.price, "price"),
        quantity: requireInteger(order.quantity, "quantity", 1),
      }),

    editOrder: async (order) =>
      send("/order/edit", {
        orderId: requireText(order.orderId, "orderId"),
        price: requirePositive(order.price, "price"),
        quantity: requireInteger(order.quantity, "quantity", 1),
      }),

    cancelOrder: async (order) => send("/order/cancel", { orderId: requireText(order.orderId, "orderId") }),
  };
}
