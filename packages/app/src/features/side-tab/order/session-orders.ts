/**
 * The orders placed from this tab since sign-in (the small order list with edit and cancel). The server
 * has no call that lists orders (docs/api.md: place, edit, cancel), so the list is what this browser
 * placed; it is kept in memory and emptied when the user changes (sign-out, 401, another account).
 */
import { atom } from "nanostores";
import { $session } from "../../../shared/session/session";
import type { OrderSide } from "./order-ticket";

export interface SessionOrder {
  orderId: string;
  code: string;
  side: OrderSide;
  /** Dong (index points for derivatives), as sent. */
  price: number;
  quantity: number;
  marketCode: string;
  securityType: string;
  status: "open" | "cancelled";
}

/** Newest first. */
export const $sessionOrders = atom<readonly SessionOrder[]>([]);

export function withPlaced(list: readonly SessionOrder[], order: SessionOrder): SessionOrder[] {
  return [order, ...list.filter((o) => o.orderId !== order.orderId)];
}

export function withEdited(
  list: readonly SessionOrder[],
  orderId: string,
  price: number,
  quantity: number,
): SessionOrder[] {
  return list.map((o) => (o.orderId === orderId ? { ...o, price, quantity } : o));
}

export function withCancelled(list: readonly SessionOrder[], orderId: string): SessionOrder[] {
  return list.map((o) => (o.orderId === orderId ? { ...o, status: "cancelled" as const } : o));
}

/** Another user (or none) means another set of orders: the list starts empty again. */
let owner = $session.get()?.userName ?? null;
$session.listen((session) => {
  const next = session?.userName ?? null;
  if (next !== owner) $sessionOrders.set([]);
  owner = next;
});
