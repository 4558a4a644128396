/**
 * The small orders that join and leave the best price levels without ever trading: on a real exchange
 * most messages are of this kind (traders re-pricing, adding to and pulling small orders at the best
 * levels), so the quantities of the best bids and offers of a liquid name change several times a second
 * while it trades every second or two. They are modelled here in aggregate, as a quantity added to each
 * of the three best levels of each side that changes at random moments: the six positions each follow
 * their own schedule of slots, and a slot's quantity comes from a hash of (seed, symbol, position, slot).
 *
 * That makes the quotes a function of the instant alone, like the rest of the day (seed and date): they
 * cost nothing to catch up when the server starts mid-day, and they never take part in matching (they
 * are pulled before an order reaches them), so the trades, totals and prices of the day are the same with
 * or without them. They show only in continuous trading, at levels where the book has real orders.
 */

/** Best levels per side that see this flow (the board's three price steps). */
export const QUOTE_LEVELS = 3;
/** Book updates per second, at most, on the busiest names. */
const MAX_UPDATES_PER_SECOND = 8;
/** Updates per second against the symbol's order rate (orders/s at activity 1): rate^0.6 x this. */
const UPDATES_PER_ORDER_RATE = 6;
/** Share of slots in which the position holds no extra order. */
const EMPTY_SHARE = 0.35;

/** A 32-bit mix of two integers (a cheap, well-spread hash). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ (b + 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class QuoteActivity {
  /** Milliseconds between changes of one position (six positions: the symbol changes six times as often). */
  readonly slotMs: number;
  private readonly offsets: number[] = [];

  /**
   * `key` is the symbol's stable hash (seed and code), `ordersPerSecond` its order rate at activity 1,
   * `lot` and `meanLots` its board lot and mean order size in lots.
   */
  constructor(
    private readonly key: number,
    ordersPerSecond: number,
    private readonly lot: number,
    private readonly meanLots: number,
  ) {
    const updates = Math.min(MAX_UPDATES_PER_SECOND, UPDATES_PER_ORDER_RATE * ordersPerSecond ** 0.6);
    // `ordersPerSecond` > 0 (names without flow get no QuoteActivity); at least 1 ms per slot regardless.
    this.slotMs = Math.max(1, Math.round((2 * QUOTE_LEVELS * 1000) / updates));
    for (let j = 0; j < 2 * QUOTE_LEVELS; j++) this.offsets.push(mix(key, j + 101) % this.slotMs);
  }

  /** The slot of position `j` (side x 3 + level) at `msOfDay`. */
  private slot(j: number, msOfDay: number): number {
    return Math.floor((msOfDay + this.offsets[j]) / this.slotMs);
  }

  /** A number that changes whenever one of the positions moves to a new slot (batches compare it). */
  epoch(msOfDay: number): number {
    let sum = 0;
    for (let j = 0; j < 2 * QUOTE_LEVELS; j++) sum += this.slot(j, msOfDay);
    return sum;
  }

  /** Extra quantity resting at level `level` (0 = best) of `side` (0 bid, 1 offer) at `msOfDay`. */
  extra(side: number, level: number, msOfDay: number): number {
    const j = side * QUOTE_LEVELS + level;
    const h = mix(mix(this.key, j), this.slot(j, msOfDay));
    const u = h / 4294967296;
    if (u < EMPTY_SHARE) return 0;
    // Small orders: a fraction of the symbol's mean order, a few of them at a time.
    const v = (u - EMPTY_SHARE) / (1 - EMPTY_SHARE);
    return this.lot * Math.max(1, Math.round(this.meanLots * (0.15 + 1.2 * v * v)));
  }
}
