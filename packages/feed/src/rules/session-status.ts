import { MarketCode } from "../model/market-codes";

/**
 * Market session status codes (spec section 4, "Market session status codes"; market-rules.md).
 * The spec gives 60 and 61 the same meaning (put-through) and 90 and 96 the same meaning (closed), so
 * each pair shares one i18n key; the `_2` names keep both codes addressable.
 */

export const SessionStatus = {
  BLANK: "00",
  PRE_OPEN: "01",
  BUY_IN: "02",
  PAUSE: "03",
  HALT: "04",
  ATO: "10",
  CONTINUOUS: "30",
  ATC: "40",
  PUT_THROUGH: "60",
  PUT_THROUGH_2: "61",
  CLOSED: "90",
  CLOSED_2: "96",
} as const;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];

/** i18n key per status code; the app translates keys. */
export const SESSION_STATUS_KEY: Readonly<Record<SessionStatus, string>> = {
  "00": "session.blank",
  "01": "session.preOpen",
  "02": "session.buyIn",
  "03": "session.pause",
  "04": "session.halt",
  "10": "session.ato",
  "30": "session.continuous",
  "40": "session.atc",
  "60": "session.putThrough",
  "61": "session.putThrough",
  "90": "session.closed",
  "96": "session.closed",
};

/** Key for a code the spec does not list, so that an unexpected status is visible rather than blank. */
export const SESSION_UNKNOWN_KEY = "session.unknown";

/**
 * HNX's post-close session (PLO, 14:45-15:00, market-rules.md) has no code of its own in the spec: the
 * timetable gives it 61, the second put-through code, which HNX uses for nothing else (trading-calendar.ts),
 * and a board names it as HNX's boards do.
 */
export const SESSION_PLO_KEY = "session.plo";

/** English default text per i18n key (the translations live in the app). */
export const SESSION_STATUS_TEXT: Readonly<Record<string, string>> = {
  "session.blank": "",
  "session.preOpen": "Pre-open",
  "session.buyIn": "Buy-in",
  "session.pause": "Pause",
  "session.halt": "Market halt",
  "session.ato": "ATO",
  "session.continuous": "Continuous",
  "session.atc": "ATC",
  "session.putThrough": "Put-through",
  "session.plo": "Post-close (PLO)",
  "session.closed": "Closed",
  "session.unknown": "Unknown",
};

/** True when `code` is a known trading session code. */
export function isSessionStatus(code: string): code is SessionStatus {
  return Object.hasOwn(SESSION_STATUS_KEY, code);
}

/**
 * i18n key of a status code, of the market that is in it when known (HNX's 61 is its post-close
 * session, SESSION_PLO_KEY); SESSION_UNKNOWN_KEY for codes outside the spec's list.
 */
export function sessionStatusKey(code: string, marketCode = ""): string {
  if (code === SessionStatus.PUT_THROUGH_2 && marketCode === MarketCode.HNX) return SESSION_PLO_KEY;
  return isSessionStatus(code) ? SESSION_STATUS_KEY[code] : SESSION_UNKNOWN_KEY;
}

/** Order-matching sessions: ATO, continuous, ATC (the sessions in which the board's match price moves). */
export function isMatchingSession(code: string): boolean {
  return code === SessionStatus.ATO || code === SessionStatus.CONTINUOUS || code === SessionStatus.ATC;
}

/** Call auctions (ATO, ATC), where boards may show the indicative price (market-rules.md). */
export function isCallAuction(code: string): boolean {
  return code === SessionStatus.ATO || code === SessionStatus.ATC;
}

/** True during the put-through sessions. */
export function isPutThroughSession(code: string): boolean {
  return code === SessionStatus.PUT_THROUGH || code === SessionStatus.PUT_THROUGH_2;
}

/** True when the market is closed. */
export function isClosed(code: string): boolean {
  return code === SessionStatus.CLOSED || code === SessionStatus.CLOSED_2;
}
