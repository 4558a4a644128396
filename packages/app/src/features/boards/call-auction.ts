import type { CallAuction } from "@vnboard/board-canvas";
import { type MarketData, MarketField, SessionStatus, SYMBOL_SCHEMA } from "@vnboard/feed";
import { useEffect, useMemo, useState } from "react";

const F = SYMBOL_SCHEMA.index;

/**
 * The call auction a board is in: "ATO" or "ATC" when every exchange of its rows is in that auction,
 * else null. A board mixing exchanges in different sessions (an industry board at 09:05, HSX in ATO and
 * HNX continuous) shows the plain match columns: one header cannot say "projected" for some rows only.
 */
export function boardAuction(
  exchanges: ReadonlySet<string>,
  sessionOf: (exchange: string) => string,
): CallAuction | null {
  let auction: CallAuction | null = null;
  for (const exchange of exchanges) {
    const session = sessionOf(exchange);
    const now = session === SessionStatus.ATO ? "ATO" : session === SessionStatus.ATC ? "ATC" : null;
    if (now === null || (auction !== null && auction !== now)) return null;
    auction = now;
  }
  return auction;
}

/** The exchanges (market codes) of a board's rows. */
export function exchangesOf(market: MarketData, codes: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const code of codes) {
    const row = market.symbols.rowOf(code);
    if (row >= 0) out.add(market.symbols.str(F.marketCode, row));
  }
  return out;
}

/** The board's call auction, following the market records' session (msgType 17/18) as they change. */
export function useCallAuction(
  market: MarketData,
  codes: readonly string[],
  enabled: boolean,
): CallAuction | null {
  const exchanges = useMemo(() => exchangesOf(market, codes), [market, codes]);
  const [auction, setAuction] = useState<CallAuction | null>(null);
  useEffect(() => {
    if (!enabled) {
      setAuction(null);
      return;
    }
    const markets = market.markets;
    const sessionOf = (exchange: string) => {
      const row = markets.rowOf(exchange);
      return row >= 0 ? markets.str(MarketField.tradingSessionId, row) : "";
    };
    const update = () => setAuction(boardAuction(exchanges, sessionOf));
    update();
    return markets.onChange(update);
  }, [market, exchanges, enabled]);
  return auction;
}
