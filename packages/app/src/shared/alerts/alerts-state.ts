import { atom } from "nanostores";
import { persistedAtom } from "../settings/persisted-atom";
import {
  type AlertKind,
  type AlertRule,
  isValidCode,
  isValidLevel,
  MAX_ALERTS,
  parseRules,
} from "./alert-rule";

/**
 * The user's alerts, kept in the browser (localStorage "alerts"), with their armed/fired state so that a
 * reload does not fire again what already fired. Stored entries that do not parse are dropped with a
 * warning; the rest are kept.
 */
export const ALERTS_STORAGE_KEY = "alerts";

/** The stored list read entry by entry: what parses, and how many entries did not. */
function storedRules(): { rules: AlertRule[]; dropped: number } {
  try {
    const raw = typeof localStorage !== "undefined" ? localStorage.getItem(ALERTS_STORAGE_KEY) : null;
    return raw === null ? { rules: [], dropped: 0 } : parseRules(JSON.parse(raw));
  } catch {
    return { rules: [], dropped: 1 }; // not JSON: nothing to keep
  }
}

/** A stored list taken as it is: an array whose every entry parses. */
function isCleanList(value: unknown): value is readonly AlertRule[] {
  return Array.isArray(value) && parseRules(value).dropped === 0;
}

export const $alerts = persistedAtom<readonly AlertRule[]>(ALERTS_STORAGE_KEY, [], isCleanList);
{
  const { rules, dropped } = storedRules();
  if (dropped > 0) {
    console.warn(`alerts: dropped ${dropped} malformed stored alert(s), kept ${rules.length}`);
    $alerts.set(rules); // writes the cleaned list back
  }
}

/**
 * Another tab of the app changed the stored alerts (added, deleted, fired): take its list, so that one
 * tab's write does not undo the other's. A malformed entry is dropped as at load.
 */
export function adoptStoredAlerts(raw: string | null): void {
  let parsed: unknown = [];
  try {
    parsed = raw === null ? [] : JSON.parse(raw);
  } catch {
    // not JSON: keep this tab's list, which will be written back on its next change
    return;
  }
  const { rules, dropped } = parseRules(parsed);
  if (dropped > 0) console.warn(`alerts: dropped ${dropped} malformed alert(s) from another tab`);
  $alerts.set(rules);
}

/** The alert sound (a short beep): off by default. */
export const $alertSound = persistedAtom<boolean>(
  "alertSound",
  false,
  (v): v is boolean => typeof v === "boolean",
);

/** The code whose alert editor is open (from a row's menu or the stock popup), or null. */
export const $alertEditor = atom<string | null>(null);

/** Whether the alerts list is open (the header's button). */
export const $alertsPanelOpen = atom(false);

export function openAlertEditor(code: string): void {
  const normalized = typeof code === "string" ? code.trim().toUpperCase() : "";
  if (isValidCode(normalized)) $alertEditor.set(normalized);
}

export function closeAlertEditor(): void {
  $alertEditor.set(null);
}

let counter = 0;

/** An id unique in this browser (no crypto.randomUUID: it needs a secure context). */
function newAlertId(): string {
  counter = (counter + 1) % 1_000_000;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Adds an armed alert, or returns the same alert already set (same code, condition and level); null
 * (nothing added) when the code or level is invalid or the list is full.
 */
export function addAlert(code: string, kind: AlertKind, level: number): AlertRule | null {
  const current = $alerts.get();
  if (!isValidCode(code) || !isValidLevel(kind, level)) return null;
  const same = current.find((r) => r.code === code && r.kind === kind && r.level === level);
  if (same !== undefined) return same;
  if (current.length >= MAX_ALERTS) return null;
  const rule: AlertRule = { id: newAlertId(), code, kind, level, state: "armed", firedAt: 0 };
  $alerts.set([...current, rule]);
  return rule;
}

export function removeAlert(id: string): void {
  $alerts.set($alerts.get().filter((rule) => rule.id !== id));
}
