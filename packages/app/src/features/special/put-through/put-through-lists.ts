import { type ColumnStore, MarketCode, PutThroughField } from "@vnboard/feed";

const F = PutThroughField;

/** The markets of the all-market put-through board: the exchanges and listed bonds (TPRL has its board). */
export const ALL_PUT_THROUGH_MARKETS: readonly string[] = [
  MarketCode.HSX,
  MarketCode.HNX,
  MarketCode.UPCOM,
  MarketCode.BOND,
];

/** Quantity and value summed over a list. */
export interface PutThroughTotals {
  quantity: number;
  value: number;
}

/**
 * The three lists of a put-through board (spec 2.3 item 4), as row keys (the deals' ticks) of
 * `market.putThrough`, newest first: advertised buy orders, matched deals, advertised sell orders.
 */
export interface PutThroughLists {
  buy: string[];
  matched: string[];
  sell: string[];
  totals: { buy: PutThroughTotals; matched: PutThroughTotals; sell: PutThroughTotals };
}

const num = (store: ColumnStore, f: number, row: number) => {
  const value = store.numbers[f][row];
  return Number.isFinite(value) ? value : 0;
};

/**
 * Splits the put-through store into the board's lists for `markets`. An advertisement withdrawn (its
 * record re-sent with quantity 0, docs/protocol.md) is left out, so it disappears; a deal of unknown type
 * or side is left out too. Runs when the store changes (a few records a second), never per symbol tick.
 */
export function putThroughLists(store: ColumnStore, markets: ReadonlySet<string>): PutThroughLists {
  const rows = { buy: [] as number[], matched: [] as number[], sell: [] as number[] };
  const totals = {
    buy: { quantity: 0, value: 0 },
    matched: { quantity: 0, value: 0 },
    sell: { quantity: 0, value: 0 },
  };
  for (let row = 0; row < store.rowCount; row++) {
    if (store.present[row] !== 1 || !markets.has(store.str(F.marketCode, row))) continue;
    const quantity = num(store, F.quantity, row);
    if (!(quantity > 0)) continue;
    const type = store.str(F.type, row);
    const side = store.str(F.side, row);
    const list =
      type === "M"
        ? "matched"
        : type === "O" && side === "B"
          ? "buy"
          : type === "O" && side === "S"
            ? "sell"
            : null;
    if (list === null) continue;
    rows[list].push(row);
    totals[list].quantity += quantity;
    // A record without a value is priced by its price (the provider may leave value out).
    const value = num(store, F.value, row);
    totals[list].value += value > 0 ? value : quantity * num(store, F.price, row);
  }
  // Newest first: ticks are YYYYMMDD then a sequence, so they compare in time order as text.
  const keys = (list: number[]) =>
    list.map((row) => store.keyOf(row)).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  return { buy: keys(rows.buy), matched: keys(rows.matched), sell: keys(rows.sell), totals };
}

/**
 * The divisor of the header's total value (spec 2.3 item 4): HSX in billions of dong, HNX and the other
 * boards (UpCOM, all markets) as value / 1e5.
 */
export function putThroughValueDivisor(marketCode: string | undefined): number {
  return marketCode === MarketCode.HSX ? 1e9 : 1e5;
}
