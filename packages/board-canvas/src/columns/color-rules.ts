import {
  BOND_SCHEMA,
  type BondField,
  bondPriceColor,
  type ColumnStore,
  derivativePriceColor,
  PriceColor,
  priceColor,
  SYMBOL_SCHEMA,
  type SymbolField,
  type SymbolStore,
} from "@vnboard/feed";
import type { CellColorRule } from "./column-def";

/*
 * Colour rules for boards over stores without colour classes of their own .
 * Each factory runs once, when the column is defined; the rule it returns runs per drawn cell and only
 * reads typed arrays (no allocation, no string built).
 */

const B = BOND_SCHEMA.index;
const S = SYMBOL_SCHEMA.index;

/**
 * A bond's negotiated price against its par value (above up, below down, equal reference), with
 * the feed's `bondPriceColor`. For columns of the bonds store (`market.bonds`).
 */
export function bondParColor(priceField: BondField): CellColorRule<BondField> {
  const price = B[priceField];
  return (store, row) => bondPriceColor(store.numbers[price][row], store.numbers[B.parvalue][row]);
}

/**
 * A price of another store's row against the reference, ceiling and floor of the symbol named by the
 * row's `codeField` (put-through deals: the deal price against the stock's day band). The symbol's row is
 * found by its code through the symbol store's key table (a hash probe, no allocation); NONE when the
 * symbol is unknown. Units must match the symbol store's (dong). Name the store's fields:
 * `symbolBandColor<PutThroughField>(market.symbols, "price", "code")`.
 */
export function symbolBandColor<F extends string>(
  symbols: SymbolStore,
  priceField: NoInfer<F>,
  codeField: NoInfer<F>,
): CellColorRule<F> {
  let price = -1;
  let code = -1;
  let schema: ColumnStore<F>["schema"] | null = null;
  return (store, row) => {
    // Field indices are resolved on first use against the store the board actually draws.
    if (store.schema !== schema) {
      schema = store.schema;
      price = schema.index[priceField] ?? -1;
      code = schema.index[codeField] ?? -1;
    }
    if (price < 0 || code < 0) return PriceColor.NONE;
    const symbolRow = symbols.rowOf(store.str(code, row));
    if (symbolRow < 0) return PriceColor.NONE;
    const n = symbols.numbers;
    return priceColor(
      store.numbers[price][row],
      n[S.refPrice][symbolRow],
      n[S.ceilPrice][symbolRow],
      n[S.floorPrice][symbolRow],
    );
  };
}

/**
 * The colour of a signed figure by its sign (the derivatives board's rule: up above 0, down below,
 * reference at 0, none when missing), with the feed's `derivativePriceColor`. For the derivatives board's
 * basis and open-interest change.
 */
export function signColor<F extends string = SymbolField>(field: NoInfer<F>): CellColorRule<F> {
  let index = -1;
  let schema: ColumnStore<F>["schema"] | null = null;
  return (store, row) => {
    if (store.schema !== schema) {
      schema = store.schema;
      index = schema.index[field] ?? -1;
    }
    return index < 0 ? PriceColor.NONE : derivativePriceColor(store.numbers[index][row]);
  };
}
