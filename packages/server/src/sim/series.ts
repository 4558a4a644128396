/**
 * Per-symbol intraday series kept for the day: matched ticks (REST pr/stockmatch), minute candles
 * (msgType 6) and volume per price step (msgType 7). Ticks go into growable typed arrays: a busy day has
 * millions of them and objects would cost ten times the memory.
 */

export class TickLog {
  count = 0;
  /** Milliseconds since local midnight. */
  timeMs = new Int32Array(64);
  price = new Int32Array(64);
  qty = new Int32Array(64);
  /** Cumulative matched quantity after the tick. */
  total = new Float64Array(64);
  /** 0 active buy, 1 active sell, 2 auction. */
  side = new Uint8Array(64);

  push(timeMs: number, price: number, qty: number, total: number, side: number): void {
    if (this.count === this.timeMs.length) this.grow();
    const i = this.count++;
    this.timeMs[i] = timeMs;
    this.price[i] = price;
    this.qty[i] = qty;
    this.total[i] = total;
    this.side[i] = side;
  }

  /** Makes room for `n` ticks at once (the day's expected count), instead of doubling step by step. */
  reserve(n: number): void {
    while (this.timeMs.length < n) this.grow();
  }

  private grow(): void {
    const n = this.timeMs.length * 2;
    const g = <T extends Int32Array | Float64Array | Uint8Array>(a: T, make: new (n: number) => T): T => {
      const b = new make(n);
      b.set(a);
      return b;
    };
    this.timeMs = g(this.timeMs, Int32Array);
    this.price = g(this.price, Int32Array);
    this.qty = g(this.qty, Int32Array);
    this.total = g(this.total, Float64Array);
    this.side = g(this.side, Uint8Array);
  }
}

/** Minute candles in price units; `minute` is the local minute of the day. */
export class MinuteCandles {
  readonly minute: number[] = [];
  readonly open: number[] = [];
  readonly high: number[] = [];
  readonly low: number[] = [];
  readonly close: number[] = [];
  readonly volume: number[] = [];

  add(minute: number, price: number, qty: number): void {
    const n = this.minute.length - 1;
    if (n >= 0 && this.minute[n] === minute) {
      if (price > this.high[n]) this.high[n] = price;
      if (price < this.low[n]) this.low[n] = price;
      this.close[n] = price;
      this.volume[n] += qty;
      return;
    }
    this.minute.push(minute);
    this.open.push(price);
    this.high.push(price);
    this.low.push(price);
    this.close.push(price);
    this.volume.push(qty);
  }

  get length(): number {
    return this.minute.length;
  }
}

/** Matched volume per price, with the prices changed since the last batch. */
export class PriceLevels {
  readonly volume = new Map<number, number>();
  readonly changed = new Set<number>();

  add(price: number, qty: number): void {
    this.volume.set(price, (this.volume.get(price) ?? 0) + qty);
    this.changed.add(price);
  }
}
