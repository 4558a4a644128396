import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import type { OrderOutcome } from "./order-outcome";
import { placeOrder } from "./order-service";
import {
  type OrderSide,
  stepPrice,
  stepQuantity,
  type TicketError,
  ticketOrder,
  validateTicket,
} from "./order-ticket";
import type { TicketQuote } from "./ticket-symbol";

/** ArrowUp / ArrowDown: +1 / -1 step; anything else: null. */
function arrowStep(event: KeyboardEvent): 1 | -1 | null {
  if (event.key === "ArrowUp") return 1;
  if (event.key === "ArrowDown") return -1;
  return null;
}

/**
 * The order ticket's state (spec 2.4): side, price and quantity as typed, the rule errors of the last
 * send, the server's answer. Any edit clears the errors and the answer; a send checks the ticket and, when
 * `sending`, places the order (keeping the price, clearing the quantity after a placed order). ArrowUp /
 * ArrowDown step the price by one tick (from the last match, else the reference) and the quantity by one lot.
 */
export function useTicketForm(quote: TicketQuote, sending: boolean) {
  const [side, setSide] = useState<OrderSide>("B");
  const [price, setPrice] = useState("");
  const [quantity, setQuantity] = useState("");
  const [errors, setErrors] = useState<TicketError[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const priceField = useRef<HTMLInputElement | null>(null);

  const edit = (set: (value: string) => void, value: string) => {
    set(value);
    setErrors(null);
    setOutcome(null);
  };
  const editPrice = (value: string) => edit(setPrice, value);
  const editQuantity = (value: string) => edit(setQuantity, value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { side, price, quantity };
    const found = validateTicket(input, quote);
    setErrors(found);
    setOutcome(null);
    if (found.length > 0 || !sending) return;
    setBusy(true);
    try {
      const result = await placeOrder(ticketOrder(input, quote), quote);
      setOutcome(result);
      // The next order of the same symbol usually differs in quantity; the price is kept.
      if (result.ok) setQuantity("");
    } finally {
      setBusy(false);
    }
  };

  const onPriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = arrowStep(event);
    if (step === null) return;
    event.preventDefault();
    const start = quote.matchPrice > 0 ? quote.matchPrice : quote.refPrice;
    editPrice(stepPrice(price, step, quote, start));
  };
  const onQuantityKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = arrowStep(event);
    if (step === null) return;
    event.preventDefault();
    editQuantity(stepQuantity(quantity, step, quote));
  };

  const errorOf = (field: TicketError["field"]) => errors?.find((e) => e.field === field);
  return {
    side,
    setSide,
    price,
    quantity,
    errors,
    busy,
    outcome,
    priceField,
    editPrice,
    editQuantity,
    submit,
    onPriceKey,
    onQuantityKey,
    errorOf,
  };
}
