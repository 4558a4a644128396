import { SymbolField } from "@vnboard/feed";
import type { AlertKind, AlertRule } from "./alert-rule";

/**
 * The alert engine (issue 20): pure and framework-free. It reads the alerted codes' fields from a
 * symbol store when the store says it changed (once per applied message, never on a timer), moves each
 * rule between armed and fired, and reports the rules that fired.
 *
 * A rule fires when its condition is true while armed, and re-arms when the condition is false (a price
 * rule when the price is back on the other side of its level): once per crossing. A condition that
 * cannot be judged (no trade yet, no row for the code, a row emptied by a resync) changes nothing.
 */

const F = SymbolField;

/** The part of a ColumnStore (the market's symbols) the engine reads. */
export interface AlertSource {
  rowOf(code: string): number;
  num(field: number, row: number): number;
  onChange(listener: () => void): () => void;
}

/** A rule that fired, with the value that made it fire (price, percent, volume or room). */
export interface AlertFiring {
  rule: AlertRule;
  value: number;
}

export interface AlertEvaluation {
  /** The rules with their new states; the same array when no state changed. */
  rules: readonly AlertRule[];
  fired: AlertFiring[];
  rearmed: number;
  /** Rules whose code has no row in the store (unknown or not received yet). */
  missing: number;
}

/** The number a kind watches in a row: NaN when it cannot be judged (no match yet: price 0 or empty). */
export function watchedValue(kind: AlertKind, source: AlertSource, row: number): number {
  const price = source.num(F.matchPrice, row);
  switch (kind) {
    case "volumeAbove":
      return source.num(F.totalTradedQtty, row);
    case "roomBelow":
      return source.num(F.remainForeignQtty, row);
    case "pctAbove":
    case "pctBelow":
      return price > 0 ? source.num(F.pctChangePrice, row) : Number.NaN;
    default:
      return price > 0 ? price : Number.NaN;
  }
}

/** Whether the rule's condition holds in the row: true, false, or null when it cannot be judged. */
export function conditionOf(rule: AlertRule, source: AlertSource, row: number): boolean | null {
  const value = watchedValue(rule.kind, source, row);
  if (Number.isNaN(value)) return null;
  switch (rule.kind) {
    case "priceAbove":
    case "pctAbove":
    case "volumeAbove":
      return value >= rule.level;
    case "priceBelow":
    case "pctBelow":
    case "roomBelow":
      return value <= rule.level;
    case "ceiling": {
      const ceiling = source.num(F.ceilPrice, row);
      return ceiling > 0 ? value >= ceiling : null;
    }
    case "floor": {
      const floor = source.num(F.floorPrice, row);
      return floor > 0 ? value <= floor : null;
    }
  }
}

/** One pass over the rules against the store as it is now. */
export function evaluateAlerts(
  rules: readonly AlertRule[],
  source: AlertSource,
  now: number,
): AlertEvaluation {
  let next: AlertRule[] | null = null;
  const fired: AlertFiring[] = [];
  let rearmed = 0;
  let missing = 0;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as AlertRule;
    const row = source.rowOf(rule.code);
    if (row < 0) {
      missing++;
      continue;
    }
    const holds = conditionOf(rule, source, row);
    let changed: AlertRule | null = null;
    if (holds === true && rule.state === "armed") {
      changed = { ...rule, state: "fired", firedAt: now };
      fired.push({ rule: changed, value: watchedValue(rule.kind, source, row) });
    } else if (holds === false && rule.state === "fired") {
      changed = { ...rule, state: "armed" };
      rearmed++;
    }
    if (changed !== null) {
      next ??= rules.slice();
      next[i] = changed;
    }
  }
  return { rules: next ?? rules, fired, rearmed, missing };
}

/** Counters of a watcher, for tests and the debug hook. */
export interface AlertStats {
  evaluations: number;
  fired: number;
  rearmed: number;
  /** Rule checks skipped because the code had no row (an unknown or not yet received code). */
  missing: number;
}

export interface AlertWatchOptions {
  /** The current rules. */
  rules(): readonly AlertRule[];
  /** Called with the rules' new states when one changed (before `onFire`). */
  update(rules: readonly AlertRule[]): void;
  onFire(firing: AlertFiring): void;
  now?: () => number;
}

export interface AlertWatch {
  /** Evaluates now (after the rules changed: a new rule whose condition already holds fires at once). */
  evaluate(): void;
  stop(): void;
  readonly stats: AlertStats;
}

/** Evaluates the rules on every change the source signals; `stop()` unsubscribes. */
export function watchAlerts(source: AlertSource, options: AlertWatchOptions): AlertWatch {
  const now = options.now ?? Date.now;
  const stats: AlertStats = { evaluations: 0, fired: 0, rearmed: 0, missing: 0 };
  let running = false;
  const evaluate = () => {
    // `update` may call back into `evaluate` (a store listener): the outer pass already has the news.
    if (running) return;
    running = true;
    try {
      const rules = options.rules();
      if (rules.length === 0) return;
      const result = evaluateAlerts(rules, source, now());
      stats.evaluations++;
      stats.missing += result.missing;
      stats.rearmed += result.rearmed;
      stats.fired += result.fired.length;
      if (result.rules !== rules) options.update(result.rules);
      for (const firing of result.fired) {
        try {
          options.onFire(firing);
        } catch (error) {
          // A notifier that fails (a blocked API) must not break the store's other listeners.
          console.warn("alerts: notifying failed", error);
        }
      }
    } finally {
      running = false;
    }
  };
  const unsubscribe = source.onChange(evaluate);
  return { evaluate, stop: unsubscribe, stats };
}
