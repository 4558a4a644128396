import { formatDerivativePrice, formatNumber, formatPercent, formatPrice, PRICE_UNIT } from "@vnboard/feed";
import type { AlertKind } from "../../shared/alerts/alert-rule";

/**
 * How alert levels are typed and shown: prices as the board shows them (thousands of dong; index points
 * for derivatives), the change in percent, volumes and foreign room in shares. Rules keep the store's
 * units (alert-rule.ts); these convert at the edge.
 */
export type LevelUnit = "price" | "points" | "percent" | "shares" | "none";

export function levelUnit(kind: AlertKind, derivative: boolean): LevelUnit {
  switch (kind) {
    case "priceAbove":
    case "priceBelow":
      return derivative ? "points" : "price";
    case "pctAbove":
    case "pctBelow":
      return "percent";
    case "volumeAbove":
    case "roomBelow":
      return "shares";
    default:
      return "none";
  }
}

/** A level as typed ("25.3", "1,000,000", "-2.5") in the unit's own numbers; NaN when it is not one. */
export function parseLevelInput(text: string): number {
  const cleaned = text.trim().replace(/,/g, "").replace(/%$/, "");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** The store's level from a typed one (prices in dong; whole shares). */
export function toStoreLevel(kind: AlertKind, typed: number, derivative: boolean): number {
  const unit = levelUnit(kind, derivative);
  if (unit === "price") return Math.round(typed * PRICE_UNIT);
  if (unit === "shares") return Math.round(typed);
  if (unit === "none") return 0;
  return typed;
}

/** A store value as the user types it (the editor's starting level), "" when there is none. */
export function toInputText(kind: AlertKind, value: number, derivative: boolean): string {
  if (!Number.isFinite(value)) return "";
  const unit = levelUnit(kind, derivative);
  if (unit === "price") return String(Math.round(value) / PRICE_UNIT);
  if (unit === "none") return "";
  return String(value);
}

/** A store value (a level or what fired it) as the board shows it. */
export function formatAlertValue(kind: AlertKind, value: number, derivative: boolean): string {
  switch (levelUnit(kind, derivative)) {
    case "price":
      return formatPrice(value);
    case "points":
      return formatDerivativePrice(value);
    case "percent":
      return formatPercent(value);
    case "shares":
      return formatNumber(value);
    default:
      // Ceiling and floor report the price that hit them.
      return derivative ? formatDerivativePrice(value) : formatPrice(value);
  }
}
