/**
 * Validation of the ORDER child's ticket (spec 2.4; the spec leaves order validation open, so the
 * exchange rules of market-rules.md apply, through the feed's tick rules): a price on the tick grid and
 * inside the day's floor..ceiling, a whole quantity in lots. Stocks, funds, warrants and bonds are typed
 * in thousands of dong (the board's unit) and traded in board lots of 100 shares; derivatives are typed
 * in index points and traded in single contracts (market-rules.md "Lots"; the server's order rules).
 */
import { isOnTickGrid, MarketCode, PRICE_UNIT, roundToTick, SecurityType, tickSize } from "@vnboard/feed";

/** market-rules.md: "Board lot 100 shares everywhere". */
export const BOARD_LOT = 100;
/** Derivatives: one contract (the server's order rules). */
export const CONTRACT_LOT = 1;

export type OrderSide = "B" | "S";

export interface TicketInput {
  side: OrderSide;
  /** As typed, in the board's unit: thousands of dong ("26.85"), index points for derivatives. */
  price: string;
  /** As typed, in shares or contracts ("1,000" is accepted). */
  quantity: string;
}

/** What the ticket knows of the symbol from the feed (prices in dong, or points for derivatives). */
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
  /** Dong (index points for derivatives), as the order calls take it. */
  price: number;
  quantity: number;
}

const NUMBER = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;

export function isDerivative(symbol: Pick<TicketSymbol, "marketCode" | "securityType">): boolean {
  return symbol.marketCode === MarketCode.DERIVATIVE || symbol.securityType === SecurityType.FUTURE;
}

/** How many units of the order call one typed unit is: 1,000 dong, or one index point. */
export function priceUnit(symbol: Pick<TicketSymbol, "marketCode" | "securityType">): number {
  return isDerivative(symbol) ? 1 : PRICE_UNIT;
}

export function lotSize(symbol: Pick<TicketSymbol, "marketCode" | "securityType">): number {
  return isDerivative(symbol) ? CONTRACT_LOT : BOARD_LOT;
}

/** A price of the order calls as the ticket shows it: 26850 -> "26.85"; 1301.5 points -> "1301.5". */
export function displayPrice(
  value: number,
  symbol: Pick<TicketSymbol, "marketCode" | "securityType">,
): string {
  const unit = priceUnit(symbol);
  // Derivative points keep one decimal at most; thousands of dong keep up to three (whole dong).
  return unit === 1 ? String(Math.round(value * 10) / 10) : String(Math.round(value) / unit);
}

/** The typed price in the calls' unit, or NaN when it is not a plain positive number. */
export function parsePrice(text: string, symbol: Pick<TicketSymbol, "marketCode" | "securityType">): number {
  const clean = text.trim().replace(/,/g, "");
  if (!NUMBER.test(clean)) return Number.NaN;
  const unit = priceUnit(symbol);
  if (unit === 1) return Number(clean);
  // 25.35 x 1000 is 25350.000000000004: whole dong are rounded; a fraction of a dong is kept (off the grid).
  const dong = Number(clean) * unit;
  const whole = Math.round(dong);
  return Math.abs(dong - whole) < 1e-6 ? whole : dong;
}

/** The typed quantity, or NaN when it is not a whole number. */
export function parseQuantity(text: string): number {
  const clean = text.trim().replace(/,/g, "");
  return INTEGER.test(clean) ? Number(clean) : Number.NaN;
}

function priceErrors(price: number, symbol: TicketSymbol): TicketError[] {
  if (!(price > 0)) return [{ field: "price", key: "sideTab.order.priceInvalid" }];
  const tick = tickSize(symbol.marketCode, symbol.securityType, price);
  if (!isOnTickGrid(price, tick)) {
    return [{ field: "price", key: "sideTab.order.priceOffTick", tick: displayPrice(tick, symbol) }];
  }
  const banded =
    Number.isFinite(symbol.floorPrice) && Number.isFinite(symbol.ceilPrice) && symbol.ceilPrice > 0;
  if (banded && (price < symbol.floorPrice || price > symbol.ceilPrice)) {
    return [
      {
        field: "price",
        key: "sideTab.order.priceOutOfBand",
        floor: displayPrice(symbol.floorPrice, symbol),
        ceil: displayPrice(symbol.ceilPrice, symbol),
      },
    ];
  }
  return [];
}

function quantityErrors(quantity: number, symbol: TicketSymbol): TicketError[] {
  if (!(quantity > 0) || !Number.isSafeInteger(quantity)) {
    return [{ field: "quantity", key: "sideTab.order.quantityInvalid" }];
  }
  const lot = lotSize(symbol);
  if (quantity % lot !== 0) return [{ field: "quantity", key: "sideTab.order.quantityLot", lot }];
  return [];
}

/** Every error of the ticket, price first; an empty list means the order is well formed. */
export function validateTicket(input: TicketInput, symbol: TicketSymbol): TicketError[] {
  return [
    ...priceErrors(parsePrice(input.price, symbol), symbol),
    ...quantityErrors(parseQuantity(input.quantity), symbol),
  ];
}

/** The order a valid ticket describes (call only when validateTicket returned no error). */
export function ticketOrder(input: TicketInput, symbol: TicketSymbol): TicketOrder {
  return {
    code: symbol.code,
    side: input.side,
    price: parsePrice(input.price, symbol),
    quantity: parseQuantity(input.quantity),
  };
}

/**
 * The price one tick up or down from the typed one (ArrowUp / ArrowDown in the price field), kept
 * inside floor..ceiling; from an empty or invalid entry it starts at `start` (the last match or the
 * reference). Returns the text to show, or the input unchanged when there is nothing to start from.
 */
export function stepPrice(text: string, direction: 1 | -1, symbol: TicketSymbol, start: number): string {
  const typed = parsePrice(text, symbol);
  const from = typed > 0 ? typed : start;
  if (!(from > 0)) return text;
  // HSX steps depend on the price: going down from 50,000 uses the tick below it (50).
  const tick = tickSize(symbol.marketCode, symbol.securityType, direction > 0 ? from : from - 1e-9);
  let next = from;
  if (typed > 0) {
    // An entry off the grid snaps to the grid in the direction asked for; one on it moves one tick.
    next = isOnTickGrid(from, tick)
      ? roundToTick(from + direction * tick, tick)
      : roundToTick(from, tick, direction > 0 ? "up" : "down");
  }
  if (symbol.ceilPrice > 0 && next > symbol.ceilPrice) next = symbol.ceilPrice;
  if (symbol.floorPrice > 0 && next < symbol.floorPrice) next = symbol.floorPrice;
  if (!(next > 0)) return text;
  return displayPrice(next, symbol);
}

/** The quantity one lot up or down (ArrowUp / ArrowDown), never below one lot. */
export function stepQuantity(text: string, direction: 1 | -1, symbol: TicketSymbol): string {
  const lot = lotSize(symbol);
  const typed = parseQuantity(text);
  const base = typed > 0 ? Math.floor(typed / lot) * lot : 0;
  const next = typed > 0 && typed % lot !== 0 && direction > 0 ? base + lot : base + direction * lot;
  return String(Math.max(lot, next));
}
