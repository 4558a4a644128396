/**
 * Call auctions (ATO, ATC): orders collect without matching; the indicative price is the one that would
 * match the most volume now, shown during the call; at the end of the call one uncross matches everything
 * crossing at that single price. Tie-breaks follow the usual order-driven auction rules: most volume,
 * then the least imbalance left over, then closest to the reference (last) price, then the higher price.
 */
import { BUY, SELL } from "./exchange-rules";
import type { FillSink, OrderBook } from "./order-book";

export interface Equilibrium {
  price: number;
  volume: number;
}

const NONE: Equilibrium = { price: 0, volume: 0 };

export function equilibrium(book: OrderBook, anchor: number): Equilibrium {
  const bids = book.bids;
  const asks = book.asks;
  if (bids.length === 0 || asks.length === 0 || bids[0].price < asks[0].price) return NONE;
  const low = asks[0].price;
  const high = bids[0].price;
  const candidates: number[] = [];
  for (const l of bids) if (l.price >= low && l.price <= high) candidates.push(l.price);
  for (const l of asks) if (l.price >= low && l.price <= high) candidates.push(l.price);
  let best = NONE;
  let bestImbalance = Number.POSITIVE_INFINITY;
  for (const p of candidates) {
    let demand = 0;
    for (const l of bids) {
      if (l.price < p) break;
      demand += l.total;
    }
    let supply = 0;
    for (const l of asks) {
      if (l.price > p) break;
      supply += l.total;
    }
    const volume = Math.min(demand, supply);
    const imbalance = Math.abs(demand - supply);
    if (
      volume > best.volume ||
      (volume === best.volume &&
        (imbalance < bestImbalance ||
          (imbalance === bestImbalance &&
            (Math.abs(p - anchor) < Math.abs(best.price - anchor) ||
              (Math.abs(p - anchor) === Math.abs(best.price - anchor) && p > best.price)))))
    ) {
      best = { price: p, volume };
      bestImbalance = imbalance;
    }
  }
  return best;
}

/** Matches every crossing order at the equilibrium price, in price-time priority. Returns the volume. */
export function uncross(book: OrderBook, eq: Equilibrium, sink: FillSink): number {
  if (eq.volume <= 0) return 0;
  let done = 0;
  while (book.bids.length > 0 && book.asks.length > 0) {
    const bid = book.bids[0];
    const ask = book.asks[0];
    if (bid.price < eq.price || ask.price > eq.price) break;
    const q = Math.min(bid.qty[bid.head], ask.qty[ask.head]);
    sink(eq.price, q, bid.foreign[bid.head], ask.foreign[ask.head]);
    book.consume(BUY, bid, q);
    book.consume(SELL, ask, q);
    done += q;
  }
  return done;
}
