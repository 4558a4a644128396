import type { OrderSide } from "@vnboard/feed";

/** An order acknowledged by the reference server. Kept in memory only: it is a demo, not a broker. */
export interface Order {
  orderId: string;
  userId: number;
  code: string;
  side: OrderSide;
  price: number;
  quantity: number;
  status: "open" | "cancelled";
  createdAt: number;
  updatedAt: number;
}

/** Orders past this count are forgotten oldest first, so a client looping on place cannot grow memory. */
export const MAX_ORDERS_KEPT = 100_000;

export class OrderBook {
  private readonly orders = new Map<string, Order>();
  private sequence = 0;

  constructor(private readonly maxOrders = MAX_ORDERS_KEPT) {}

  place(userId: number, code: string, side: OrderSide, price: number, quantity: number, now: number): Order {
    this.sequence += 1;
    const order: Order = {
      orderId: `O-${String(this.sequence).padStart(6, "0")}`,
      userId,
      code,
      side,
      price,
      quantity,
      status: "open",
      createdAt: now,
      updatedAt: now,
    };
    this.orders.set(order.orderId, order);
    if (this.orders.size > this.maxOrders) {
      const oldest = this.orders.keys().next().value;
      if (oldest !== undefined) this.orders.delete(oldest);
    }
    return order;
  }

  /** The order if it exists and belongs to the user. */
  find(userId: number, orderId: string): Order | undefined {
    const order = this.orders.get(orderId);
    return order && order.userId === userId ? order : undefined;
  }

  get size(): number {
    return this.orders.size;
  }
}
