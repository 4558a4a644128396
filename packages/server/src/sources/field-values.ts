import { MarketCode } from "@vnboard/feed";
import type { SourceRow } from "./source-sink";

/** Thrown by the mappers for a message that cannot be read; the adapter counts it as malformed. */
export class MalformedMessage extends Error {}

/** A finite number from a number or a numeric string (providers send both), else undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A non-empty string, else undefined. */
export function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** A plain object, else a MalformedMessage naming `what`. */
export function objectOf(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new MalformedMessage(`${what} is not an object`);
  return value as Record<string, unknown>;
}

/** A symbol or index code: 1 to 20 letters, digits, '_' or '-'. */
export function codeOf(value: unknown, what: string): string {
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]{1,20}$/.test(value))
    throw new MalformedMessage(`${what} has no valid code`);
  return value.toUpperCase();
}

/** Sets `row[field]` when `value` is a number (after `scale`); leaves it absent otherwise. */
export function putNumber(row: SourceRow, field: string, value: unknown, scale = 1): void {
  const n = numberOf(value);
  if (n !== undefined) row[field] = scale === 1 ? n : Math.round(n * scale);
}

/** Sets `row[field]` when `value` is a non-empty string. */
export function putText(row: SourceRow, field: string, value: unknown): void {
  const text = textOf(value);
  if (text !== undefined) row[field] = text;
}

/**
 * Change and percent change of the match price against the reference, when both are known: the feed
 * carries them as fields, and a provider that sends price and reference has said what they are.
 */
export function putChange(
  row: SourceRow,
  price: string,
  ref: number | undefined,
  change: string,
  pct: string,
) {
  const p = row[price];
  if (typeof p !== "number" || p <= 0 || ref === undefined || ref <= 0) return;
  if (row[change] === undefined) row[change] = round(p - ref, 4);
  if (row[pct] === undefined) row[pct] = round(((p - ref) / ref) * 100, 2);
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Exchange names providers use -> our market codes. */
const EXCHANGES: Readonly<Record<string, MarketCode>> = {
  HOSE: MarketCode.HSX,
  HSX: MarketCode.HSX,
  HNX: MarketCode.HNX,
  UPCOM: MarketCode.UPCOM,
  DER: MarketCode.DERIVATIVE,
  DERIVATIVES: MarketCode.DERIVATIVE,
  HNXBOND: MarketCode.BOND,
};

export function marketOfExchange(value: unknown): MarketCode | undefined {
  return typeof value === "string" ? EXCHANGES[value.toUpperCase()] : undefined;
}
