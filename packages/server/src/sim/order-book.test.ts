import { describe, expect, it } from "vitest";
import { BUY, SELL } from "./exchange-rules";
import { equilibrium, uncross } from "./matching";
import { OrderBook } from "./order-book";

type Fill = [price: number, qty: number, buyForeign: boolean, sellForeign: boolean];

describe("OrderBook", () => {
  it("matches at the resting price with price-time priority and rests the remainder", () => {
    const book = new OrderBook();
    book.add(SELL, 10_100, 300, true); // first at 10,100
    book.add(SELL, 10_100, 200, false); // second at 10,100
    book.add(SELL, 10_000, 100, false); // best price
    const fills: Fill[] = [];
    const matched = book.submit(BUY, 10_100, 700, false, (...f) => fills.push(f));
    expect(matched).toBe(600);
    expect(fills).toEqual([
      [10_000, 100, false, false],
      [10_100, 300, false, true],
      [10_100, 200, false, false],
    ]);
    expect(book.bestBid()).toBe(10_100);
    expect(book.totalBid).toBe(100);
    expect(book.asks).toHaveLength(0);
  });

  it("uncrosses a call auction at the price of most volume, in one price", () => {
    const book = new OrderBook();
    book.add(BUY, 10_300, 500, false);
    book.add(BUY, 10_100, 400, false);
    book.add(SELL, 10_000, 300, false);
    book.add(SELL, 10_200, 400, false);
    // At 10,100: demand 900, supply 300 -> 300; at 10,200: demand 500, supply 700 -> 500; at 10,300: 500/700.
    const eq = equilibrium(book, 10_150);
    expect(eq).toEqual({ price: 10_200, volume: 500 });
    const fills: Fill[] = [];
    expect(uncross(book, eq, (...f) => fills.push(f))).toBe(500);
    expect(new Set(fills.map((f) => f[0]))).toEqual(new Set([10_200]));
    expect(book.bestBid()).toBe(10_100);
    expect(book.bestAsk()).toBe(10_200);
    expect(book.totalAsk).toBe(200);
  });

  it("shows no indicative price when the book does not cross", () => {
    const book = new OrderBook();
    book.add(BUY, 9_900, 100, false);
    book.add(SELL, 10_000, 100, false);
    expect(equilibrium(book, 10_000).volume).toBe(0);
  });
});
