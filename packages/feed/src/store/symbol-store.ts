import { SYMBOL_COLORED_FIELDS, SYMBOL_SCHEMA, type SymbolField } from "../protocol/schemas/symbol-schema";
import { derivativePriceColor, PriceColor, priceColor } from "../rules/price-color";
import { ColumnStore, type ColumnStoreOptions, type RowIndex } from "./column-store";
import type { StringTable } from "./string-table";

const F = SYMBOL_SCHEMA.index;
const EMPTY_U8 = new Uint8Array(0);

/**
 * The symbol store (msgTypes 4 and 2): a ColumnStore of the symbol schema plus the colour class of every
 * price field (`matchPrice_color`, ...), derived on apply from the spec's colour rules and never sent.
 */
export class SymbolStore extends ColumnStore<SymbolField> {
  /** PriceColor per coloured field (by field index); empty arrays for other fields. */
  colors: Uint8Array[];
  private readonly isColored: Uint8Array;
  private readonly coloredIndices: Int32Array;
  private readonly derivativeId: number;

  constructor(options: ColumnStoreOptions = {}, strings?: StringTable) {
    super(SYMBOL_SCHEMA, options, strings);
    const count = SYMBOL_SCHEMA.fields.length;
    this.isColored = new Uint8Array(count);
    this.coloredIndices = Int32Array.from(SYMBOL_COLORED_FIELDS.map((name) => F[name]));
    for (const f of this.coloredIndices) this.isColored[f] = 1;
    this.colors = new Array(count);
    const capacity = this.numbers[F.matchPrice].length;
    for (let f = 0; f < count; f++)
      this.colors[f] = this.isColored[f] === 1 ? new Uint8Array(capacity) : EMPTY_U8;
    this.derivativeId = this.strings.intern("DVX");
  }

  /** Colour class of a price field of a row (PriceColor). */
  color(field: number, row: RowIndex): number {
    return row >= 0 && row < this.rowCount ? this.colors[field][row] : PriceColor.NONE;
  }

  protected override afterRowChanged(row: RowIndex): void {
    let limitsChanged = false;
    for (let i = 0; i < this.changedCount; i++) {
      const f = this.changedFields[i];
      if (f === F.refPrice || f === F.ceilPrice || f === F.floorPrice || f === F.marketCode) {
        limitsChanged = true;
        break;
      }
    }
    if (limitsChanged) {
      let restyled = false;
      const colored = this.coloredIndices;
      for (let i = 0; i < colored.length; i++) restyled = this.recolor(colored[i], row) || restyled;
      if (restyled) this.restyledAt[row] = this.changeStamp;
      return;
    }
    for (let i = 0; i < this.changedCount; i++) {
      const f = this.changedFields[i];
      if (this.isColored[f] === 1) this.recolor(f, row);
      // A derivative's match colour follows the sign of its change.
      else if (f === F.changePrice) this.recolor(F.matchPrice, row);
    }
  }

  protected override afterRowBlanked(row: RowIndex): void {
    const colored = this.coloredIndices;
    for (let i = 0; i < colored.length; i++) this.colors[colored[i]][row] = PriceColor.NONE;
  }

  /** Re-derives one colour; true when it changed. */
  private recolor(f: number, row: RowIndex): boolean {
    const n = this.numbers;
    let color: number;
    if (f === F.matchPrice && this.ids[F.marketCode][row] === this.derivativeId) {
      // Derivatives: colour from the sign of the change (spec section 4).
      color = derivativePriceColor(n[F.changePrice][row], n[f][row], Number.NaN);
    } else {
      color = priceColor(n[f][row], n[F.refPrice][row], n[F.ceilPrice][row], n[F.floorPrice][row]);
    }
    const column = this.colors[f];
    if (column[row] === color) return false;
    column[row] = color;
    return true;
  }

  protected override onGrow(capacity: number): void {
    for (let f = 0; f < this.colors.length; f++) {
      if (this.isColored[f] !== 1) continue;
      const next = new Uint8Array(capacity);
      next.set(this.colors[f]);
      this.colors[f] = next;
    }
  }
}
