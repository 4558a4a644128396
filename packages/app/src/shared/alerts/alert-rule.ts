/**
 * A price alert (issue 20): a condition on one symbol's live fields, armed until it comes true, then
 * fired once; it re-arms when the condition is false again, so it fires once per crossing.
 *
 * Levels are kept in the store's units: prices in dong (derivatives in index points), the change in
 * percent points (as pctChangePrice: 1.5 = +1.5 %), volumes and room in shares.
 */

/** What an alert watches. */
export const ALERT_KINDS = [
  "priceAbove",
  "priceBelow",
  "pctAbove",
  "pctBelow",
  "volumeAbove",
  "roomBelow",
  "ceiling",
  "floor",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Armed: waiting for the condition; fired: the condition came true and has not gone false since. */
export type AlertState = "armed" | "fired";

export interface AlertRule {
  id: string;
  /** Symbol code, upper case. */
  code: string;
  kind: AlertKind;
  /** The level, in the store's units; 0 (unused) for ceiling and floor. */
  level: number;
  state: AlertState;
  /** When it last fired (Unix ms), 0 if never. */
  firedAt: number;
}

/** Most alerts kept: each costs a lookup per market message. */
export const MAX_ALERTS = 100;

const CODE = /^[A-Z0-9]{1,20}$/;
const ID = /^[A-Za-z0-9_-]{1,40}$/;

export function isAlertKind(value: unknown): value is AlertKind {
  return (ALERT_KINDS as readonly unknown[]).includes(value);
}

/** Ceiling and floor compare the price with the row's own limits: no level. */
export function hasLevel(kind: AlertKind): boolean {
  return kind !== "ceiling" && kind !== "floor";
}

/** A level the kind accepts: a finite number, not negative for volume and room. */
export function isValidLevel(kind: AlertKind, level: number): boolean {
  if (!Number.isFinite(level)) return false;
  if (!hasLevel(kind)) return level === 0;
  if (kind === "priceAbove" || kind === "priceBelow") return level > 0;
  if (kind === "volumeAbove" || kind === "roomBelow") return level >= 0;
  return true;
}

export function isValidCode(code: unknown): code is string {
  return typeof code === "string" && CODE.test(code);
}

/** One stored rule, checked field by field; null when anything is off. */
export function parseRule(value: unknown): AlertRule | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== "string" || !ID.test(v.id)) return null;
  if (!isValidCode(v.code) || !isAlertKind(v.kind)) return null;
  if (typeof v.level !== "number" || !isValidLevel(v.kind, v.level)) return null;
  if (v.state !== "armed" && v.state !== "fired") return null;
  if (typeof v.firedAt !== "number" || !Number.isFinite(v.firedAt)) return null;
  return { id: v.id, code: v.code, kind: v.kind, level: v.level, state: v.state, firedAt: v.firedAt };
}

/**
 * Stored alerts as read back: the well-formed rules (ids unique, at most MAX_ALERTS) and how many
 * entries were dropped. Anything but an array drops everything it held (counted as one).
 */
export function parseRules(value: unknown): { rules: AlertRule[]; dropped: number } {
  if (!Array.isArray(value)) return { rules: [], dropped: value === undefined || value === null ? 0 : 1 };
  const rules: AlertRule[] = [];
  const ids = new Set<string>();
  let dropped = 0;
  for (const entry of value) {
    const rule = parseRule(entry);
    if (rule === null || ids.has(rule.id) || rules.length >= MAX_ALERTS) {
      dropped++;
      continue;
    }
    ids.add(rule.id);
    rules.push(rule);
  }
  return { rules, dropped };
}
