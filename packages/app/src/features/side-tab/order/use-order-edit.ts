import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { editOrder } from "./order-service";
import { displayPrice, parsePrice, parseQuantity, type TicketError, validateTicket } from "./order-ticket";
import type { SessionOrder } from "./session-orders";
import { ticketQuote } from "./ticket-symbol";

/**
 * The state of an open order's edit: price and quantity as typed (starting from the order's), the rule
 * errors of the last save, the first field focused on open. A save is checked like a new ticket and, when
 * the server accepts it, `onDone` closes the edit; Escape abandons it.
 */
export function useOrderEdit(order: SessionOrder, onDone: () => void) {
  const [price, setPrice] = useState(displayPrice(order.price, order));
  const [quantity, setQuantity] = useState(String(order.quantity));
  const [errors, setErrors] = useState<TicketError[]>([]);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement | null>(null);
  useEffect(() => first.current?.focus(), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Today's band from the feed when it has the symbol, else the tick and lot rules alone.
    const symbol = ticketQuote(order.code) ?? { ...order, ceilPrice: Number.NaN, floorPrice: Number.NaN };
    const found = validateTicket({ side: order.side, price, quantity }, symbol);
    setErrors(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const outcome = await editOrder(order.orderId, parsePrice(price, order), parseQuantity(quantity));
      if (outcome.ok) onDone();
    } finally {
      setBusy(false);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Escape abandons the edit; it must not also close a popup or clear the search.
    event.stopPropagation();
    onDone();
  };
  return { price, setPrice, quantity, setQuantity, errors, busy, first, save, onKey };
}
