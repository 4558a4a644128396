/**
 * Validation of the ORDER child's ticket (spec 2.4; the spec leaves order validation open, so the
 * exchange rules of market-rules.md apply): a price in the board's unit (thousands of dong) on the
 * tick grid and inside the day's floor..ceiling, a whole quantity in board lots of 100 shares.
 */
import { isOnTickGrid, PRICE_UNIT, tickSize } from "@vnboard/feed";

/** market-rules.md: "Board lot 100 shares everywhere". */
export const BOARD_LOT = 100;

export type OrderSide = "B" | "S";

export interface TicketInput {
  side: OrderSide;
  /** As typed, in thousands of dong ("26.85"). */
  price: string;
  /** As typed, in shares ("1,000" is accepted). */
  quantity: string;
}

/** What the ticket knows of the symbol from the feed (prices in dong). */
export interface TicketSymbol {
  code: string;
  marketCode: string;
  securityType: string;
  ceilPrice: number;
  floorPrice: number;
}

export type TicketError =
  | { field: "price"; key: "sideTab.order.priceInvalid" }
  | { field: "price"; key: "sideTab.order.priceOffTick"; tick: string }
  | { field: "price"; key: "sideTab.order.priceOutOfBand"; floor: string; ceil: string }
  | { field: "quantity"; key: "sideTab.order.quantityInvalid" }
  | { field: "quantity"; key: "sideTab.order.quantityLot"; lot: number };

export interface TicketOrder {
  code: string;
  side: OrderSide;
  /** Dong. */
  price: number;
  quantity: number;
}

const NUMBER = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;

/** Thousands shown like the board: 26850 -> "26.85". */
const thousands = (dong: number) => String(Math.round(dong) / PRICE_UNIT);

/** Every error of the ticket, price first; an empty list means the order is well formed. */
export function validateTicket(input: TicketInput, symbol: TicketSymbol): TicketError[] {
  const errors: TicketError[] = [];
  const priceText = input.price.trim().replace(/,/g, "");
  const price = NUMBER.test(priceText) ? Math.round(Number(priceText) * PRICE_UNIT) : Number.NaN;
  if (!(price > 0)) errors.push({ field: "price", key: "sideTab.order.priceInvalid" });
  else {
    const tick = tickSize(symbol.marketCode, symbol.securityType, price);
    if (!isOnTickGrid(price, tick))
      errors.push({ field: "price", key: "sideTab.order.priceOffTick", tick: thousands(tick) });
    else if (
      Number.isFinite(symbol.floorPrice) &&
      Number.isFinite(symbol.ceilPrice) &&
      symbol.ceilPrice > 0 &&
      (price < symbol.floorPrice || price > symbol.ceilPrice)
    ) {
      errors.push({
        field: "price",
        key: "sideTab.order.priceOutOfBand",
        floor: thousands(symbol.floorPrice),
        ceil: thousands(symbol.ceilPrice),
      });
    }
  }
  const quantityText = input.quantity.trim().replace(/,/g, "");
  const quantity = INTEGER.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity > 0) || !Number.isSafeInteger(quantity))
    errors.push({ field: "quantity", key: "sideTab.order.quantityInvalid" });
  else if (quantity % BOARD_LOT !== 0)
    errors.push({ field: "quantity", key: "sideTab.order.quantityLot", lot: BOARD_LOT });
  return errors;
}

/** The order a valid ticket describes (call only when validateTicket returned no error). */
export function ticketOrder(input: TicketInput, symbol: TicketSymbol): TicketOrder {
  return {
    code: symbol.code,
    side: input.side,
    price: Math.round(Number(input.price.trim().replace(/,/g, "")) * PRICE_UNIT),
    quantity: Number(input.quantity.trim().replace(/,/g, "")),
  };
}
