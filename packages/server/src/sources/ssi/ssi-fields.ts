import { SessionStatus } from "@vnboard/feed";

/**
 * Code tables of SSI FastConnect Data, from its specification ("FCData Spec" v2.2, sections 3.1-3.5,
 * docs/SSI_FastConnectData_Specs_v2.2.pdf in github.com/SSI-Securities-Corporation/python-fcdata, and
 * https://guide.ssi.com.vn/ssi-products/fastconnect-data).
 */

/** `TradingSession` values -> the spec's session status codes (tradeSessionCode, index status). */
export const SSI_SESSIONS: Readonly<Record<string, string>> = {
  ATO: SessionStatus.ATO,
  LO: SessionStatus.CONTINUOUS,
  ATC: SessionStatus.ATC,
  PT: SessionStatus.PUT_THROUGH,
  C: SessionStatus.CLOSED,
  BREAK: SessionStatus.PAUSE,
  H: SessionStatus.HALT,
  HALT: SessionStatus.HALT,
};

/**
 * `TradingStatus` values (N normal, D delisted, H halt, S suspend, NL new listing, ST special trading,
 * SA suspend A, SP suspend put-through) -> securityTradingStatus. Normal is "0" as the simulator sends;
 * the others travel as SSI names them, so a halted symbol is told apart without inventing a code.
 */
export function ssiTradingStatus(value: string): string {
  return value === "N" ? "0" : value;
}

/** Stream `DataType` / `RType` values and the kind of message each one is. */
export type SsiKind = "price" | "quote" | "trade" | "oddLot" | "index" | "foreign" | "status" | "bar";

const KINDS: Readonly<Record<string, SsiKind>> = {
  X: "price",
  "X-QUOTE": "quote",
  QUOTE: "quote",
  "X-TRADE": "trade",
  TRADE: "trade",
  OL: "oddLot",
  MI: "index",
  R: "foreign",
  F: "status",
  B: "bar",
};

export function ssiKind(dataType: string): SsiKind | undefined {
  return KINDS[dataType.toUpperCase()];
}

/** "dd/MM/yyyy" and "HH:mm:ss" -> yyyyMMddHHmmss as a number, to order messages; undefined if absent. */
export function ssiTimeKey(date: unknown, time: unknown): number | undefined {
  if (typeof time !== "string") return undefined;
  const t = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(time);
  if (t === null) return undefined;
  const d = typeof date === "string" ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date) : null;
  const day = d === null ? 0 : Number(d[3]) * 10_000 + Number(d[2]) * 100 + Number(d[1]);
  return day * 1_000_000 + Number(t[1]) * 10_000 + Number(t[2]) * 100 + Number(t[3]);
}
