/**
 * Checks of the caller's arguments before anything is sent. Spec section 5 forbids sending an empty
 * login name or list name; the same rule protects the paths (an empty code would call a different
 * URL). A failed check rejects with 'invalid_argument' and status 0: no request was made.
 */

import { RestError, RestErrorCode } from "./rest-error";

function invalid(message: string): RestError {
  return new RestError(0, RestErrorCode.INVALID_ARGUMENT, message);
}

/** The trimmed text; rejects when it is empty or only spaces. */
export function requireText(value: string, what: string): string {
  const trimmed = typeof value === "string" ? value.trim() : "";
  if (trimmed === "") throw invalid(`${what} must not be empty`);
  return trimmed;
}

/** A symbol code as the board stores it: trimmed and upper-cased (spec section 5). */
export function requireCode(value: string, what = "code"): string {
  return requireText(value, what).toUpperCase();
}

/** A list id or quantity: a safe integer, >= min. */
export function requireInteger(value: number, what: string, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) throw invalid(`${what} must be an integer >= ${min}`);
  return value;
}

/** A price: finite and above zero (derivative prices are decimals, so no integer check). */
export function requirePositive(value: number, what: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw invalid(`${what} must be a number > 0`);
  }
  return value;
}

/** Rejects a value outside a fixed set ('B' | 'S', 'A' | 'D'). */
export function requireOneOf<T extends string>(value: T, allowed: readonly T[], what: string): T {
  if (!allowed.includes(value)) throw invalid(`${what} must be one of ${allowed.join(", ")}`);
  return value;
}
