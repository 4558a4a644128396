import { SymbolField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";
import type { TicketSymbol } from "./order-ticket";

const F = SymbolField;

/** The ticket's view of a symbol now, with the prices the form offers as starting points. */
export interface TicketQuote extends TicketSymbol {
  refPrice: number;
  matchPrice: number;
}

/** Reads `code` from the live store; null when the feed does not know it. */
export function ticketQuote(code: string): TicketQuote | null {
  const store = market.symbols;
  const row = code === "" ? -1 : store.rowOf(code);
  if (row < 0) return null;
  return {
    code,
    marketCode: store.str(F.marketCode, row),
    securityType: store.str(F.securityType, row),
    ceilPrice: store.num(F.ceilPrice, row),
    floorPrice: store.num(F.floorPrice, row),
    refPrice: store.num(F.refPrice, row),
    matchPrice: store.num(F.matchPrice, row),
  };
}
