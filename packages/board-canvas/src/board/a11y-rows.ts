import { formatPercent, formatPrice, formatVolume, SYMBOL_SCHEMA, type SymbolStore } from "@vnboard/feed";

const F = SYMBOL_SCHEMA.index;

/**
 * The rows a screen reader sees: one role=row per visible row with the code, match price, change and
 * total volume, rebuilt on layout changes (scroll, sort, focus) and never per tick, so that an
 * assistive technology is not flooded with announcements. The focused row is the grid's active
 * descendant.
 */
export function renderA11yRows(
  grid: HTMLElement,
  root: HTMLElement,
  store: SymbolStore,
  rows: Int32Array,
  first: number,
  last: number,
  focused: number,
  idPrefix: string,
): void {
  grid.replaceChildren();
  for (let position = first; position <= last; position++) {
    const row = rows[position];
    const element = document.createElement("div");
    element.setAttribute("role", "row");
    element.id = `${idPrefix}-${position}`;
    element.setAttribute("aria-rowindex", String(position + 2));
    const cells = [
      store.keyOf(row),
      formatPrice(store.num(F.matchPrice, row)),
      formatPercent(store.num(F.pctChangePrice, row)),
      formatVolume(store.num(F.totalTradedQtty, row)),
    ];
    for (const text of cells) {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.textContent = text;
      element.appendChild(cell);
    }
    grid.appendChild(element);
  }
  if (focused >= first && focused <= last)
    root.setAttribute("aria-activedescendant", `${idPrefix}-${focused}`);
  else root.removeAttribute("aria-activedescendant");
}
