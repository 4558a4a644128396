/**
 * The order flow: each event is one order (or cancel) on one symbol, quoted around the symbol's fair
 * value. In continuous sessions about four orders in ten take liquidity (they cross the spread and match
 * at once), the rest add to the book some ticks from the fair value (further on illiquid names: the
 * symbol's quoteSteps); in call auctions orders only collect, some at the ceiling or floor as ATO/ATC
 * market orders do; in HNX's post-close session (PLO) orders trade at the closing price only. Sizes are
 * lumpy (log-normal around the symbol's mean, liquidity-model.ts). Every price is put on the tick grid
 * and inside [floor, ceiling] here, which is what keeps the board legal.
 */
import { BUY, roundUnits, SELL, type Side, stepDown, stepUp } from "./exchange-rules";
import type { OrderBook } from "./order-book";
import type { Rng } from "./prng";
import type { MatchKind } from "./sessions";
import { AUCTION_SIDE, type SymbolState } from "./symbol-state";

/** Probability that an event cancels a resting order instead of sending one. */
const CANCEL_SHARE = 0.12;
/** Probability that an order takes liquidity in a continuous session. */
const TAKE_SHARE = 0.42;
/** Book depth kept per side; deeper quotes are dropped. */
const MAX_LEVELS = 24;
/** Share of stock events that go to the odd-lot board. */
const ODD_LOT_SHARE = 0.06;

function clampToBand(s: SymbolState, price: number): number {
  if (s.ceil > 0 && price > s.ceil) return s.ceil;
  if (s.floor > 0 && price < s.floor) return s.floor;
  return Math.max(price, 1);
}

/** `k` grid steps away from `price`, upwards when `up`. */
function steps(s: SymbolState, price: number, k: number, up: boolean): number {
  let p = price;
  for (let i = 0; i < k; i++) p = up ? stepUp(s.inst, p) : Math.max(1, stepDown(s.inst, p));
  return p;
}

/** Log-normal spread of order sizes: most orders small, a few blocks many times the mean. */
const SIZE_SIGMA = 1.1;

function quantity(s: SymbolState, rng: Rng, odd: boolean): number {
  if (odd) return rng.between(1, 99);
  if (s.isFuture) return rng.geometric(s.meanLots);
  const lots = s.meanLots * Math.exp(SIZE_SIGMA * rng.normal() - (SIZE_SIGMA * SIZE_SIGMA) / 2);
  return s.lot * Math.max(1, Math.round(lots));
}

/** Foreign investors take part in a share of the flow (odd lots never count); a buy needs room. */
function isForeign(s: SymbolState, rng: Rng, side: Side, qty: number, odd: boolean): boolean {
  if (odd) return false;
  if (!rng.chance(s.foreignShare)) return false;
  return side === SELL || s.room >= qty;
}

/**
 * One order event on `s` at `fair` (price units, already within the band). `match` is the session's
 * matching kind; odd lots only trade in continuous sessions.
 */
export function orderEvent(s: SymbolState, fair: number, match: MatchKind, oddOpen: boolean, rng: Rng): void {
  if (s.odd && oddOpen && match === "continuous" && rng.chance(ODD_LOT_SHARE)) {
    sendOrder(s, s.odd, fair, "continuous", rng, true);
    return;
  }
  sendOrder(s, s.book, fair, match, rng, false);
}

function sendOrder(
  s: SymbolState,
  book: OrderBook,
  fair: number,
  match: MatchKind,
  rng: Rng,
  odd: boolean,
): void {
  const r = rng.next();
  if (r < CANCEL_SHARE * (match === "call" ? 0.4 : 1)) {
    book.cancelRandom(rng);
    return;
  }
  const base = clampToBand(s, roundUnits(s.inst, fair));
  if (s.isWarrant && match === "continuous") pullStaleQuotes(book, base);
  const bestBid = book.bestBid();
  const bestAsk = book.bestAsk();
  // Lean towards buying when the fair value is above the middle of the book, and the other way round.
  const mid = bestBid > 0 && bestAsk > 0 ? (bestBid + bestAsk) / 2 : base;
  const lean = Math.max(-0.3, Math.min(0.3, ((fair - mid) / Math.max(1, fair)) * 200));
  const side: Side = rng.chance(0.5 + lean) ? BUY : SELL;
  const qty = quantity(s, rng, odd);
  const foreign = isForeign(s, rng, side, qty, odd);
  let price: number;
  if (match === "closing") {
    // PLO: orders at the closing price only; they match what rests there.
    price = s.last > 0 ? s.last : s.ref;
    s.setAggressor(side, s.nowMs, s.minute);
    book.submit(side, price, qty, foreign, s.fill);
    return;
  }
  if (match === "call") {
    // ATO/ATC market orders rest at the limit price; the rest are limit orders around the fair value.
    if (rng.chance(0.15)) price = side === BUY ? s.ceil : s.floor;
    else price = steps(s, base, rng.geometric(2) - 1, rng.chance(0.5));
    book.add(side, clampToBand(s, price), qty, foreign);
    return;
  }
  if (r < CANCEL_SHARE + TAKE_SHARE) {
    // A taker pays up to a few ticks beyond the fair value (one for a warrant, whose value is known
    // from its underlying); a quote further away is not worth hitting, so the order joins at the value.
    const opposite = side === BUY ? bestAsk : bestBid;
    const reach = s.isWarrant ? 1 : Math.ceil(2 * s.quoteSteps);
    const worst = steps(s, base, reach, side === BUY);
    const acceptable = opposite > 0 && (side === BUY ? opposite <= worst : opposite >= worst);
    price = acceptable ? opposite : base;
    if (acceptable && rng.chance(0.15)) price = steps(s, price, 1, side === BUY); // sweep a second level
  } else {
    const inside =
      side === BUY
        ? bestAsk > 0
          ? Math.min(base, stepDown(s.inst, bestAsk))
          : base
        : bestBid > 0
          ? Math.max(base, stepUp(s.inst, bestBid))
          : base;
    price = steps(s, inside, rng.geometric(s.quoteSteps) - 1, side === SELL);
  }
  price = clampToBand(s, price);
  s.setAggressor(side, s.nowMs, s.minute);
  book.submit(side, price, qty, foreign, odd ? s.fillOdd : s.fill);
  if (book.bids.length > MAX_LEVELS || book.asks.length > MAX_LEVELS) book.trim(MAX_LEVELS);
}

/** Quotes left on the wrong side of a warrant's value by an underlying move are pulled. */
function pullStaleQuotes(book: OrderBook, base: number): void {
  while (book.bids.length > 0 && book.bestBid() > base) book.dropBest(BUY);
  while (book.asks.length > 0 && book.bestAsk() < base) book.dropBest(SELL);
}

/**
 * The issuer's market maker requotes a covered warrant when its underlying's price moves: stale quotes
 * are pulled and a bid and an offer are placed a tick either side of the value implied by the underlying
 * (through the conversion ratio and delta), so the warrant's quotes follow its underlying at once.
 */
export function requoteWarrant(s: SymbolState, fair: number): void {
  const base = clampToBand(s, roundUnits(s.inst, fair));
  pullStaleQuotes(s.book, base);
  const size = s.lot * Math.max(1, Math.round(s.meanLots));
  const bid = clampToBand(s, stepDown(s.inst, base));
  const ask = clampToBand(s, stepUp(s.inst, base));
  if (s.book.bestBid() < bid) s.book.add(BUY, bid, size, false);
  if (s.book.bestAsk() === 0 || s.book.bestAsk() > ask) s.book.add(SELL, ask, size, false);
  if (s.book.bids.length > MAX_LEVELS || s.book.asks.length > MAX_LEVELS) s.book.trim(MAX_LEVELS);
}

/** Quotes left by traders before the open, so books are not empty at the first session (pre-open orders). */
export function seedBook(s: SymbolState, rng: Rng): void {
  const levels = s.isFuture ? 10 : 3 + rng.int(6);
  // Illiquid names are quoted further apart (quoteSteps ticks on average between levels).
  let bid = s.ref;
  let ask = s.ref;
  for (let k = 0; k < levels; k++) {
    bid = Math.max(s.floor, steps(s, bid, rng.geometric(s.quoteSteps - 0.3), false));
    ask = Math.min(s.ceil > 0 ? s.ceil : ask + 1, steps(s, ask, rng.geometric(s.quoteSteps - 0.3), true));
    if (rng.chance(0.8)) s.book.add(BUY, bid, quantity(s, rng, false), false);
    if (rng.chance(0.8)) s.book.add(SELL, ask, quantity(s, rng, false), false);
  }
  if (s.odd) {
    s.odd.add(BUY, Math.max(s.floor, stepDown(s.inst, s.ref)), rng.between(1, 99), false);
    s.odd.add(SELL, Math.min(s.ceil, stepUp(s.inst, s.ref)), rng.between(1, 99), false);
  }
}

export { AUCTION_SIDE };
