import type { OrderAnswer, OrderSide } from "@vnboard/feed/rest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { InputError } from "../db/input-error";
import type { Order } from "../db/orders";
import { cancelOrder, editOrder, findOrder, placeOrder } from "../db/orders";
import type { RestMarketData } from "../market/rest-market-data";
import { currentUser, requireUser } from "./auth";
import type { Fields } from "./validate";
import { asFields, oneOf, requiredString, symbolCode } from "./validate";

export interface OrderRouteOptions {
  db: Db;
  market: RestMarketData;
  now: () => number;
}

/** Board lot when the market gives no rules. */
const DEFAULT_LOT = 100;
const MAX_PRICE = 1e12;
const MAX_QUANTITY = 1e9;

function numberField(body: Fields, name: string): number {
  const value = body[name];
  if (value === undefined || value === null) throw new InputError("MISSING", `${name} is required`);
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new InputError("BAD_TYPE", `${name} must be a number`);
  return value;
}

function price(body: Fields): number {
  const value = numberField(body, "price");
  if (value <= 0 || value > MAX_PRICE) throw new InputError("BAD_PRICE", "price must be a positive number");
  return value;
}

function quantity(body: Fields): number {
  const value = numberField(body, "quantity");
  if (!Number.isInteger(value) || value <= 0 || value > MAX_QUANTITY) {
    throw new InputError("BAD_QUANTITY", "quantity must be a positive integer");
  }
  return value;
}

function orderIdField(body: Fields): string {
  const id = requiredString(body, "orderId", 40);
  if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) throw new InputError("BAD_ORDER_ID", "orderId is malformed");
  return id;
}

/** Whether `price` is a whole number of ticks (tolerant of binary fractions such as 0.1). */
function onTickGrid(value: number, tick: number): boolean {
  if (!(tick > 0)) return true;
  const steps = value / tick;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** Why the market refuses this price and quantity for `code`, or "" when it takes them. */
async function refusal(market: RestMarketData, code: string, p: number, q: number): Promise<string> {
  const rules = market.orderRules ? await market.orderRules(code) : undefined;
  const lot = rules?.lotSize ?? DEFAULT_LOT;
  if (q % lot !== 0) return `quantity must be a multiple of ${lot}`;
  if (!rules) return "";
  if (!rules.acceptingOrders) return `the session of ${code} does not accept orders now`;
  if (p < rules.floorPrice || p > rules.ceilPrice) {
    return `price must be between the floor ${rules.floorPrice} and the ceiling ${rules.ceilPrice}`;
  }
  const tick = rules.tickSizeAt(p);
  if (!onTickGrid(p, tick)) return `price must be a multiple of the tick size ${tick}`;
  return "";
}

function answer(order: Order | null, message = ""): OrderAnswer {
  return { success: message === "", orderId: order ? order.orderId : null, message };
}

function unknownOrder(id: string): InputError {
  return new InputError("NOT_FOUND", `Unknown order ${id}`, 404);
}

const ALREADY_CANCELLED = "the order is already cancelled";

/** Routes mounted under the `/order` prefix (every one needs a Bearer token). JSON bodies. */
export function orderRoutes(options: OrderRouteOptions) {
  const { db, market, now } = options;
  return async function orderPlugin(app: FastifyInstance): Promise<void> {
    app.addHook("onRequest", requireUser(db, now));

    const ownOrder = async (userId: number, id: string): Promise<Order> => {
      const order = await findOrder(db, userId, id);
      if (!order) throw unknownOrder(id);
      return order;
    };

    app.post("/place", async (request): Promise<OrderAnswer> => {
      const body = asFields(request.body);
      const code = symbolCode(requiredString(body, "code", 40));
      const side: OrderSide = oneOf(requiredString(body, "side", 4), ["B", "S"] as const, "side");
      const p = price(body);
      const q = quantity(body);
      if (!(await market.symbolExists(code)))
        throw new InputError("NOT_FOUND", `Unknown symbol ${code}`, 404);
      const why = await refusal(market, code, p, q);
      if (why) return answer(null, why);
      return answer(
        await placeOrder(db, currentUser(request).id, { code, side, price: p, quantity: q }, now()),
      );
    });

    app.post("/edit", async (request): Promise<OrderAnswer> => {
      const body = asFields(request.body);
      const userId = currentUser(request).id;
      const order = await ownOrder(userId, orderIdField(body));
      const p = price(body);
      const q = quantity(body);
      if (order.status !== "open") return answer(order, ALREADY_CANCELLED);
      const why = await refusal(market, order.code, p, q);
      if (why) return answer(order, why);
      const edit = await editOrder(db, userId, order.orderId, { price: p, quantity: q }, now());
      if (!edit) throw unknownOrder(order.orderId);
      return answer(edit.order, edit.changed ? "" : ALREADY_CANCELLED);
    });

    app.post("/cancel", async (request): Promise<OrderAnswer> => {
      const id = orderIdField(asFields(request.body));
      const cancel = await cancelOrder(db, currentUser(request).id, id, now());
      if (!cancel) throw unknownOrder(id);
      return answer(cancel.order, cancel.changed ? "" : ALREADY_CANCELLED);
    });
  };
}
