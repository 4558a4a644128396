/**
 * Form rules of the spec (section 5). Each rule returns `null` when the value is valid, or an i18n
 * message key that the app translates ("messages translated").
 *
 * Convention: format rules (email, digits, lengths, dates, numbers...) accept an empty value, so that
 * an optional field may stay empty; `required` / `notEmpty` are the rules that reject emptiness. Combine
 * rules with `firstError`.
 */

export type ValidationResult = string | null;
type Text = string | null | undefined;

function isBlank(value: Text): value is "" | null | undefined {
  return value === null || value === undefined || value === "";
}

/** The first failing rule's key, or null (rules listed in the order their messages should win). */
export function firstError(...results: ValidationResult[]): ValidationResult {
  for (const r of results) if (r !== null) return r;
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Null when empty or a plausible e-mail address, else the message key. */
export function validateEmail(value: Text): ValidationResult {
  return isBlank(value) || EMAIL.test(value) ? null : "validation.email";
}

/** Null when empty or without whitespace, else the message key. */
export function noSpaces(value: Text): ValidationResult {
  return isBlank(value) || !/\s/.test(value) ? null : "validation.noSpaces";
}

/** Letters (Vietnamese included) and digits only: no punctuation, symbols or spaces. */
export function noSpecialChars(value: Text): ValidationResult {
  return isBlank(value) || /^[\p{L}\p{N}]+$/u.test(value) ? null : "validation.noSpecialChars";
}

/** Null when empty or at most `max` characters, else the message key. */
export function maxLength(value: Text, max: number): ValidationResult {
  return isBlank(value) || value.length <= max ? null : "validation.maxLength";
}

/** Null when empty or at least `min` characters, else the message key. */
export function minLength(value: Text, min: number): ValidationResult {
  return isBlank(value) || value.length >= min ? null : "validation.minLength";
}

/** Null when empty or between `min` and `max` characters, else the message key. */
export function lengthRange(value: Text, min: number, max: number): ValidationResult {
  return isBlank(value) || (value.length >= min && value.length <= max) ? null : "validation.lengthRange";
}

/** Present: not null, undefined, "" or an empty array (a value of spaces is present; see notEmpty). */
export function required(value: unknown): ValidationResult {
  if (value === null || value === undefined || value === "") return "validation.required";
  if (Array.isArray(value) && value.length === 0) return "validation.required";
  return null;
}

/** Not empty once trimmed: a value of spaces fails. */
export function notEmpty(value: Text): ValidationResult {
  return isBlank(value) || value.trim() === "" ? "validation.notEmpty" : null;
}

/** A number other than zero ("0", "0.00" and 0 fail); non-numeric values are left to other rules. */
export function nonZero(value: Text | number): ValidationResult {
  if (value === null || value === undefined || value === "") return null;
  return toNumber(value) === 0 ? "validation.nonZero" : null;
}

/** Null when empty or only digits, else the message key. */
export function digitsOnly(value: Text): ValidationResult {
  return isBlank(value) || /^[0-9]+$/.test(value) ? null : "validation.digitsOnly";
}

/** At least one lowercase letter, one uppercase letter and one digit. */
export function lowerUpperDigit(value: Text): ValidationResult {
  if (isBlank(value)) return null;
  return /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /[0-9]/.test(value)
    ? null
    : "validation.lowerUpperDigit";
}

/**
 * A DD/MM/YYYY date (spec 9 "date DD/MM/YYYY") as the number YYYYMMDD, which orders like the date;
 * NaN when malformed or not a real calendar day (31/02/2025).
 */
export function parseDmy(value: Text): number {
  if (isBlank(value)) return Number.NaN;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (m === null) return Number.NaN;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return Number.NaN;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return Number.NaN;
  return year * 10_000 + month * 100 + day;
}

/** Null when empty or a valid dd/mm/yyyy date, else the message key. */
export function validDate(value: Text): ValidationResult {
  return isBlank(value) || !Number.isNaN(parseDmy(value)) ? null : "validation.date";
}

/**
 * `value` is earlier than `other` (both DD/MM/YYYY). `allowEqual` lets a from-date equal its to-date
 * (the bond history form defaults both to today). An unreadable `other` is not this rule's concern.
 */
export function dateEarlierThan(value: Text, other: Text, allowEqual = false): ValidationResult {
  if (isBlank(value)) return null;
  const a = parseDmy(value);
  if (Number.isNaN(a)) return "validation.date";
  const b = parseDmy(other);
  if (Number.isNaN(b)) return null;
  return a < b || (allowEqual && a === b) ? null : "validation.dateEarlier";
}

/** `value` is later than `other` (both DD/MM/YYYY); see dateEarlierThan. */
export function dateLaterThan(value: Text, other: Text, allowEqual = false): ValidationResult {
  if (isBlank(value)) return null;
  const a = parseDmy(value);
  if (Number.isNaN(a)) return "validation.date";
  const b = parseDmy(other);
  if (Number.isNaN(b)) return null;
  return a > b || (allowEqual && a === b) ? null : "validation.dateLater";
}

function toNumber(value: string | number | null | undefined): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  if (value === null || value === undefined || value.trim() === "") return Number.NaN;
  return Number(value.trim().replace(/,/g, ""));
}

/** `value` > `other`; thousands separators "," are accepted. Non-numeric value: 'validation.number'. */
export function numberGreaterThan(value: Text | number, other: Text | number): ValidationResult {
  if (value === null || value === undefined || value === "") return null;
  const a = toNumber(value);
  if (Number.isNaN(a)) return "validation.number";
  const b = toNumber(other);
  if (Number.isNaN(b)) return null;
  return a > b ? null : "validation.greaterThan";
}

/** `value` < `other`; see numberGreaterThan. */
export function numberLessThan(value: Text | number, other: Text | number): ValidationResult {
  if (value === null || value === undefined || value === "") return null;
  const a = toNumber(value);
  if (Number.isNaN(a)) return "validation.number";
  const b = toNumber(other);
  if (Number.isNaN(b)) return null;
  return a < b ? null : "validation.lessThan";
}

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted. */
export const PASSWORD_MAX_LENGTH = 32;

/**
 * The new-password rule (spec 5 and 9): 8 to 32 characters, no spaces, with a lowercase letter, an
 * uppercase letter, a digit and a special character (anything that is neither letter, digit nor space).
 * Checked in that order, so the message names the first problem. Unlike the format rules, empty fails.
 */
export function validateNewPassword(value: Text): ValidationResult {
  const v = value ?? "";
  if (v.length < PASSWORD_MIN_LENGTH || v.length > PASSWORD_MAX_LENGTH) return "validation.passwordLength";
  if (/\s/.test(v)) return "validation.noSpaces";
  const complete = /\p{Ll}/u.test(v) && /\p{Lu}/u.test(v) && /[0-9]/.test(v) && /[^\p{L}\p{N}\s]/u.test(v);
  return complete ? null : "validation.passwordComplexity";
}

/** The login form's fields. */
export interface LoginForm {
  username: string;
  password: string;
}

/**
 * Login form as sent (spec 5): the password is trimmed. The username is trimmed too, since an account
 * number never carries spaces and a pasted one often does.
 */
export function normalizeLogin(form: LoginForm): LoginForm {
  return { username: form.username.trim(), password: form.password.trim() };
}

/** Spec 5: the username must not be empty ('login name must not be empty'; focus returns to it). */
export function validateLogin(form: LoginForm): ValidationResult {
  return form.username.trim() === "" ? "login.emptyUsername" : null;
}

/** A typed stock code: trimmed and uppercased; blank entries are ignored (null). Spec 4 and 5. */
export function normalizeStockCode(input: Text): string | null {
  if (isBlank(input)) return null;
  const code = input.trim().toUpperCase();
  return code === "" ? null : code;
}

/** A favourite-list name to send, trimmed, or null when empty (spec 5: "an empty name is not sent"). */
export function normalizeCategoryName(name: Text): string | null {
  if (isBlank(name)) return null;
  const trimmed = name.trim();
  return trimmed === "" ? null : trimmed;
}

/** Null when the favourite list name is usable, else the message key. */
export function validateCategoryName(name: Text): ValidationResult {
  return normalizeCategoryName(name) === null ? "category.emptyName" : null;
}
