/**
 * A limit order book on integer prices with price-time priority: per side a list of price levels, best
 * first, each a first-in-first-out queue of orders. Continuous matching fills an incoming order against
 * the best opposite levels while they cross its limit, at the resting order's price, and rests the rest.
 * Books stay small (a few dozen levels a side: the order flow cancels and trims), so plain arrays beat
 * trees here.
 */
import { BUY, type Side } from "./exchange-rules";
import type { Rng } from "./prng";

export interface Level {
  price: number;
  /** Sum of the quantities resting at this price. */
  total: number;
  /**
   * The queue of orders at this price, as parallel arrays (quantity, foreign investor's order): no
   * object per order, which a busy day would make by the million for the garbage collector.
   */
  qty: number[];
  foreign: boolean[];
  /** Index of the first live order in the queue (a queue without shifting). */
  head: number;
}

/** Receives each match: price, quantity, whether the buyer and the seller are foreign investors. */
export type FillSink = (price: number, qty: number, buyForeign: boolean, sellForeign: boolean) => void;

export class OrderBook {
  /** Highest price first. */
  readonly bids: Level[] = [];
  /** Lowest price first. */
  readonly asks: Level[] = [];
  totalBid = 0;
  totalAsk = 0;

  bestBid(): number {
    return this.bids.length > 0 ? this.bids[0].price : 0;
  }

  bestAsk(): number {
    return this.asks.length > 0 ? this.asks[0].price : 0;
  }

  /** Rests an order without matching (call auctions, pre-open, and the remainder of a continuous order). */
  add(side: Side, price: number, qty: number, foreign: boolean): void {
    if (qty <= 0) return;
    const levels = side === BUY ? this.bids : this.asks;
    let i = 0;
    // Levels near the top are the common case: scan from the best.
    if (side === BUY) while (i < levels.length && levels[i].price > price) i++;
    else while (i < levels.length && levels[i].price < price) i++;
    let level = levels[i];
    if (!level || level.price !== price) {
      level = { price, total: 0, qty: [], foreign: [], head: 0 };
      levels.splice(i, 0, level);
    }
    level.qty.push(qty);
    level.foreign.push(foreign);
    level.total += qty;
    if (side === BUY) this.totalBid += qty;
    else this.totalAsk += qty;
  }

  /**
   * Continuous matching: fills against the opposite side while its best price is within `limit`, then
   * rests what is left. Returns the quantity matched.
   */
  submit(side: Side, limit: number, qty: number, foreign: boolean, sink: FillSink): number {
    const opposite = side === BUY ? this.asks : this.bids;
    let left = qty;
    while (left > 0 && opposite.length > 0) {
      const level = opposite[0];
      if (side === BUY ? level.price > limit : level.price < limit) break;
      const q = Math.min(left, level.qty[level.head]);
      const restingForeign = level.foreign[level.head];
      if (side === BUY) sink(level.price, q, foreign, restingForeign);
      else sink(level.price, q, restingForeign, foreign);
      left -= q;
      this.consume(side === BUY ? 1 : 0, level, q);
    }
    if (left > 0) this.add(side, limit, left, foreign);
    return qty - left;
  }

  /** Takes `q` from the head order of the best level of `restingSide` (used by matching and uncross). */
  consume(restingSide: Side, level: Level, q: number): void {
    const left = level.qty[level.head] - q;
    level.qty[level.head] = left;
    level.total -= q;
    if (restingSide === BUY) this.totalBid -= q;
    else this.totalAsk -= q;
    if (left === 0) {
      level.head++;
      if (level.head > 32 && level.head * 2 > level.qty.length) {
        level.qty.splice(0, level.head);
        level.foreign.splice(0, level.head);
        level.head = 0;
      }
    }
    if (level.total === 0) (restingSide === BUY ? this.bids : this.asks).shift();
  }

  /** Cancels one whole order at a random level, deeper levels more likely (traders re-price stale quotes). */
  cancelRandom(rng: Rng): void {
    const side: Side = rng.chance(0.5) ? 0 : 1;
    const levels = side === BUY ? this.bids : this.asks;
    if (levels.length === 0) return;
    const i = Math.min(levels.length - 1, Math.floor(Math.sqrt(rng.next()) * levels.length));
    const level = levels[i];
    const k = level.head + rng.int(level.qty.length - level.head);
    const qty = level.qty[k];
    if (qty === 0) return;
    level.total -= qty;
    if (side === BUY) this.totalBid -= qty;
    else this.totalAsk -= qty;
    level.qty.splice(k, 1);
    level.foreign.splice(k, 1);
    if (level.total === 0) levels.splice(i, 1);
  }

  /** Withdraws the whole best level of a side (a market maker pulling a stale quote). */
  dropBest(side: Side): void {
    const levels = side === BUY ? this.bids : this.asks;
    const level = levels.shift();
    if (!level) return;
    if (side === BUY) this.totalBid -= level.total;
    else this.totalAsk -= level.total;
  }

  /** Drops levels beyond `maxLevels` on each side (far quotes that would never trade today). */
  trim(maxLevels: number): void {
    this.trimSide(this.bids, maxLevels, BUY);
    this.trimSide(this.asks, maxLevels, 1);
  }

  private trimSide(levels: Level[], maxLevels: number, side: Side): void {
    while (levels.length > maxLevels) {
      const level = levels.pop()!;
      if (side === BUY) this.totalBid -= level.total;
      else this.totalAsk -= level.total;
    }
  }

  clear(): void {
    this.bids.length = 0;
    this.asks.length = 0;
    this.totalBid = 0;
    this.totalAsk = 0;
  }
}
