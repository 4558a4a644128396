import type { OrderSide } from "@vnboard/feed/rest";
import type { Db, SqlExecutor } from "./sql";

/**
 * An order the reference server acknowledged. It is a demo, not a broker: nothing is matched or sent to
 * an exchange, but a placed order is stored like a favourites list, so it survives a restart and any
 * api process of a cluster sees it.
 */
export interface Order {
  /** `O-000123`: the row id, zero-padded to 6 digits (more digits past 999,999). */
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

/** What an edit or a cancel found: the order as it is now, and whether this call changed it. */
export interface OrderChange {
  order: Order;
  /** False when the order was no longer open (already cancelled): nothing was written. */
  changed: boolean;
}

export interface NewOrder {
  code: string;
  side: OrderSide;
  price: number;
  quantity: number;
}

/**
 * Orders kept per user: past this count a user's oldest are forgotten, so a client looping on place
 * grows the table by at most this many rows per account.
 */
export const MAX_ORDERS_PER_USER = 1_000;

interface OrderRow {
  id: number;
  user_id: number;
  code: string;
  side: OrderSide;
  price: number;
  quantity: number;
  status: Order["status"];
  created_at: number;
  updated_at: number;
}

const ORDER_COLUMNS = "id, user_id, code, side, price, quantity, status, created_at, updated_at";
const ORDER_ID_PATTERN = /^O-(\d{1,15})$/;

export function formatOrderId(id: number): string {
  return `O-${String(id).padStart(6, "0")}`;
}

/** The row id of an `O-000123` order id, or undefined when the text is no order id of ours. */
export function parseOrderId(orderId: string): number | undefined {
  const m = ORDER_ID_PATTERN.exec(orderId);
  if (!m) return undefined;
  const id = Number(m[1]);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

function toOrder(row: OrderRow): Order {
  return {
    orderId: formatOrderId(row.id),
    userId: row.user_id,
    code: row.code,
    side: row.side,
    price: row.price,
    quantity: row.quantity,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores an open order, then forgets the user's orders past the newest `maxPerUser`. */
export function placeOrder(
  db: Db,
  userId: number,
  order: NewOrder,
  now: number = Date.now(),
  maxPerUser: number = MAX_ORDERS_PER_USER,
): Promise<Order> {
  return db.transaction([`user:${userId}`], async (tx) => {
    const row = await tx.get<OrderRow>(
      `INSERT INTO orders (user_id, code, side, price, quantity, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'open', ?, ?) RETURNING ${ORDER_COLUMNS}`,
      [userId, order.code, order.side, order.price, order.quantity, now, now],
    );
    if (!row) throw new Error("INSERT ... RETURNING answered no row");
    await tx.run(
      `DELETE FROM orders WHERE user_id = ? AND id <= (
         SELECT id FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
      [userId, userId, maxPerUser],
    );
    return toOrder(row);
  });
}

/** The order if it exists and belongs to the user. */
export async function findOrder(
  db: SqlExecutor,
  userId: number,
  orderId: string,
): Promise<Order | undefined> {
  const id = parseOrderId(orderId);
  if (id === undefined) return undefined;
  const row = await db.get<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND user_id = ?`, [
    id,
    userId,
  ]);
  return row ? toOrder(row) : undefined;
}

/** A user's orders, newest first. */
export async function loadOrders(db: SqlExecutor, userId: number): Promise<Order[]> {
  const rows = await db.all<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? ORDER BY id DESC`,
    [userId],
  );
  return rows.map(toOrder);
}

/** The answer of an UPDATE ... WHERE status = 'open': the written row, else the order as it stands. */
async function unchangedUnlessWritten(
  db: SqlExecutor,
  userId: number,
  orderId: string,
  written: OrderRow | undefined,
): Promise<OrderChange | undefined> {
  if (written) return { order: toOrder(written), changed: true };
  const order = await findOrder(db, userId, orderId);
  return order ? { order, changed: false } : undefined;
}

/** Changes the price and quantity of an open order; undefined when the order is not the user's. */
export async function editOrder(
  db: SqlExecutor,
  userId: number,
  orderId: string,
  change: { price: number; quantity: number },
  now: number = Date.now(),
): Promise<OrderChange | undefined> {
  const id = parseOrderId(orderId);
  if (id === undefined) return undefined;
  const row = await db.get<OrderRow>(
    `UPDATE orders SET price = ?, quantity = ?, updated_at = ?
      WHERE id = ? AND user_id = ? AND status = 'open' RETURNING ${ORDER_COLUMNS}`,
    [change.price, change.quantity, now, id, userId],
  );
  return unchangedUnlessWritten(db, userId, orderId, row);
}

/** Cancels an open order; undefined when the order is not the user's. */
export async function cancelOrder(
  db: SqlExecutor,
  userId: number,
  orderId: string,
  now: number = Date.now(),
): Promise<OrderChange | undefined> {
  const id = parseOrderId(orderId);
  if (id === undefined) return undefined;
  const row = await db.get<OrderRow>(
    `UPDATE orders SET status = 'cancelled', updated_at = ?
      WHERE id = ? AND user_id = ? AND status = 'open' RETURNING ${ORDER_COLUMNS}`,
    [now, id, userId],
  );
  return unchangedUnlessWritten(db, userId, orderId, row);
}
