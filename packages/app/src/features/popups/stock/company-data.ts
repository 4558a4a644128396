import { SecurityType, SymbolField } from "@vnboard/feed";
import { market } from "../../../shared/feed/market";

/**
 * Futures contracts and covered warrants have no company behind them: no fundamentals, no company events
 * (docs/api.md, info-basic "not applicable"). The popup says so instead of asking the server.
 */
export function companyDataNotApplicable(securityType: string): "FT" | "CW" | null {
  if (securityType === SecurityType.FUTURE) return "FT";
  if (securityType === SecurityType.COVERED_WARRANT) return "CW";
  return null;
}

/** The not-applicable kind of `code` from the live symbol data, or null (a stock, or not loaded yet). */
export function notApplicableKindOf(code: string): "FT" | "CW" | null {
  const row = market.symbols.rowOf(code);
  if (row < 0) return null;
  return companyDataNotApplicable(market.symbols.str(SymbolField.securityType, row));
}
