/**
 * The trading day of each market as the simulator runs it. The timetable and status codes are the feed
 * package's `sessionAt` (market-rules.md "Sessions"); this file adds what the simulator needs to act on a
 * status: which kind of matching happens (call auction, continuous, none), whether put-through deals may
 * be made, and whether the HSX odd-lot board matches. Sessions change only on whole minutes, so a table
 * of 1,440 phases per market answers every lookup without arithmetic.
 *
 * HNX's post-close session (PLO, status 61) matches orders at the closing price only ("closing"), with
 * put-through open beside it. Odd lots (1-99 shares) match in the continuous sessions of all three
 * stock exchanges.
 */
import { isCallAuction, isPutThroughSession, MarketCode, SessionStatus, sessionAt } from "@vnboard/feed";

export type MatchKind = "none" | "call" | "continuous" | "closing";

export interface Phase {
  /** Spec session status code ("01", "10", "30", "03", "40", "60", "61", "90"). */
  readonly status: string;
  readonly match: MatchKind;
  /** Put-through deals may be made. */
  readonly putThrough: boolean;
  /** The odd-lot board matches (continuous sessions only, market-rules.md). */
  readonly oddLot: boolean;
}

/** Markets the simulator schedules. */
export const SIM_MARKETS: readonly string[] = [
  MarketCode.HSX,
  MarketCode.HNX,
  MarketCode.UPCOM,
  MarketCode.DERIVATIVE,
  MarketCode.BOND,
  MarketCode.TPRL,
];

/** The phase on a non-trading day (weekend, holiday). */
export const HOLIDAY_PHASE: Phase = {
  status: SessionStatus.CLOSED,
  match: "none",
  putThrough: false,
  oddLot: false,
};

/**
 * Put-through is open in the order-matching sessions and the put-through sessions of the equity markets
 * (HSX and HNX until 15:00, UpCOM 09:00-15:00; market-rules.md), never on the derivatives market.
 */
function phaseOf(market: string, status: string): Phase {
  const equity = market === MarketCode.HSX || market === MarketCode.HNX || market === MarketCode.UPCOM;
  const match: MatchKind = isCallAuction(status)
    ? "call"
    : status === SessionStatus.CONTINUOUS
      ? "continuous"
      : market === MarketCode.HNX && status === SessionStatus.PUT_THROUGH_2
        ? "closing"
        : "none";
  const putThrough = isPutThroughSession(status) || (equity && match !== "none");
  const oddLot = equity && match === "continuous";
  return { status, match, putThrough, oddLot };
}

const TABLES = new Map<string, Phase[]>();
for (const market of SIM_MARKETS) {
  const table: Phase[] = new Array(1440);
  let prev: Phase | null = null;
  for (let m = 0; m < 1440; m++) {
    const status = sessionAt(market, m);
    // Reuse the same object for a run of equal statuses: a changed object means a changed session.
    prev = prev && prev.status === status ? prev : phaseOf(market, status);
    table[m] = prev;
  }
  TABLES.set(market, table);
}

/** Phase of a market at a local minute of the day (0..1439); unknown markets are closed. */
export function phaseAt(marketCode: string, minuteOfDay: number): Phase {
  const table = TABLES.get(marketCode);
  if (!table) return HOLIDAY_PHASE;
  const m = minuteOfDay < 0 ? 0 : minuteOfDay > 1439 ? 1439 : Math.floor(minuteOfDay);
  return table[m];
}
