import { InputError } from "../db/input-error";

/**
 * Hand-written guards for query strings, path parameters and bodies. Each throws InputError (400, or the
 * given status), which the REST error handler answers as JSON. Form bodies arrive as strings; a repeated
 * form key arrives as an array and is refused.
 */

export type Fields = Record<string, unknown>;

/** The parsed body or query as a plain object; anything else (array, string, null) is a 400. */
export function asFields(value: unknown, what = "body"): Fields {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw new InputError("BAD_SHAPE", `${what} must be an object`);
  return value as Fields;
}

/** A string field (numbers are accepted and turned into text); undefined when absent or empty. */
export function optionalString(fields: Fields, name: string, maxLength = 200): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" && Number.isFinite(value)) text = String(value);
  else throw new InputError("BAD_TYPE", `${name} must be a string`);
  if (text.length > maxLength)
    throw new InputError("TOO_LONG", `${name} must be at most ${maxLength} characters`);
  const trimmed = text.trim();
  return trimmed.length === 0 ? undefined : trimmed;
}

export function requiredString(fields: Fields, name: string, maxLength = 200): string {
  const text = optionalString(fields, name, maxLength);
  if (text === undefined) throw new InputError("MISSING", `${name} is required`);
  return text;
}

/** Stock, bond and futures codes: upper-cased, 1 to 20 letters or digits. */
export const CODE_PATTERN = /^[A-Z0-9]{1,20}$/;
/** Index codes keep their case (VNINDEX, VN30, HNXIndex, ...). */
export const INDEX_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/;

export function symbolCode(raw: string | undefined, name = "code"): string {
  if (raw === undefined) throw new InputError("MISSING", `${name} is required`);
  const code = raw.trim().toUpperCase();
  if (!CODE_PATTERN.test(code)) throw new InputError("BAD_CODE", `${name} must be 1 to 20 letters or digits`);
  return code;
}

export function indexCode(raw: string | undefined): string {
  const code = raw?.trim() ?? "";
  if (!INDEX_CODE_PATTERN.test(code))
    throw new InputError("BAD_CODE", "indexCode must be 1 to 20 letters or digits");
  return code;
}

/** A positive integer id (lstid): digits only, at most 15 of them. */
export function positiveId(fields: Fields, name: string): number {
  const text = requiredString(fields, name, 20);
  if (!/^[0-9]{1,15}$/.test(text)) throw new InputError("BAD_ID", `${name} must be a positive integer`);
  const id = Number(text);
  if (id < 1) throw new InputError("BAD_ID", `${name} must be a positive integer`);
  return id;
}

/** Compact date `YYYYMMDD` that exists in the calendar. */
export function compactDate(text: string, name: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (
      y >= 1900 &&
      date.getUTCFullYear() === y &&
      date.getUTCMonth() === mo - 1 &&
      date.getUTCDate() === d
    ) {
      return text;
    }
  }
  throw new InputError("BAD_DATE", `${name} must be a date YYYYMMDD`);
}

/** One of a fixed set of values. */
export function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new InputError("BAD_VALUE", `${name} must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}
