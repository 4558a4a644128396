import { MarketCode, SymbolField } from "@vnboard/feed";
import { watchedValue } from "../../shared/alerts/alert-engine";
import type { AlertKind } from "../../shared/alerts/alert-rule";
import { market } from "../../shared/feed/market";

/** Derivatives are priced in index points, not in dong: their levels are typed and shown as points. */
export function isDerivativeCode(code: string): boolean {
  const store = market.symbols;
  return store.str(SymbolField.marketCode, store.rowOf(code)) === MarketCode.DERIVATIVE;
}

/** What a kind watches for the code now (the editor's starting level), NaN when unknown. */
export function currentValue(code: string, kind: AlertKind): number {
  const row = market.symbols.rowOf(code);
  return row < 0 ? Number.NaN : watchedValue(kind, market.symbols, row);
}
