import { describe, expect, it } from "vitest";
import { CellTextCache, MAX_CACHED_GLYPHS } from "./cell-text-cache";

const key = (...glyphs: number[]) => Int16Array.from(glyphs);

describe("CellTextCache", () => {
  it("gives a new text a fresh slot (a miss) and the same slot again without redrawing (a hit)", () => {
    const cache = new CellTextCache(4);
    const first = cache.acquire(key(1, 2, 3), 3, 0, 0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(cache.fresh).toBe(true);
    cache.beginFrame();
    expect(cache.acquire(key(1, 2, 3), 3, 0, 0)).toBe(first);
    expect(cache.fresh).toBe(false);
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
  });

  it("keys the colour and the sub-pixel phase: the same digits in another colour are drawn again", () => {
    const cache = new CellTextCache(4);
    const plain = cache.acquire(key(5, 6), 2, 0, 0);
    const up = cache.acquire(key(5, 6), 2, 3, 0);
    expect(cache.fresh).toBe(true);
    expect(up).not.toBe(plain);
    cache.acquire(key(5, 6), 2, 3, 128);
    expect(cache.fresh).toBe(true);
    // A shorter run that starts the same is another text.
    cache.acquire(key(5, 6), 1, 0, 0);
    expect(cache.fresh).toBe(true);
    expect(cache.size).toBe(4);
  });

  it("evicts the least recently used text once the budget's slots are full", () => {
    const cache = new CellTextCache(2);
    const a = cache.acquire(key(1), 1, 0, 0);
    cache.beginFrame();
    const b = cache.acquire(key(2), 1, 0, 0);
    cache.beginFrame();
    cache.acquire(key(1), 1, 0, 0); // a is now newer than b
    cache.beginFrame();
    const c = cache.acquire(key(3), 1, 0, 0);
    expect(cache.fresh).toBe(true);
    expect(c).toBe(b);
    expect(cache.evictions).toBe(1);
    expect(cache.acquire(key(1), 1, 0, 0)).toBe(a);
    expect(cache.fresh).toBe(false);
    cache.beginFrame();
    cache.acquire(key(2), 1, 0, 0); // b was evicted: drawn again, into a's slot (the oldest now)
    expect(cache.fresh).toBe(true);
    expect(cache.size).toBe(2);
  });

  it("never evicts a text the current frame has drawn, and refuses when every slot is in use", () => {
    const cache = new CellTextCache(2);
    cache.acquire(key(1), 1, 0, 0);
    cache.acquire(key(2), 1, 0, 0);
    expect(cache.acquire(key(3), 1, 0, 0)).toBe(-1);
    expect(cache.fresh).toBe(false);
    cache.beginFrame();
    expect(cache.acquire(key(3), 1, 0, 0)).toBeGreaterThanOrEqual(0);
  });

  it("refuses runs longer than a key holds, and forgets everything on reset", () => {
    const cache = new CellTextCache(2);
    const long = new Int16Array(MAX_CACHED_GLYPHS + 1);
    expect(cache.acquire(long, long.length, 0, 0)).toBe(-1);
    cache.acquire(key(7), 1, 0, 0);
    cache.reset();
    expect(cache.size).toBe(0);
    cache.acquire(key(7), 1, 0, 0);
    expect(cache.fresh).toBe(true);
  });

  it("keeps finding every entry after many evictions through shared hash buckets", () => {
    const cache = new CellTextCache(8);
    for (let round = 0; round < 50; round++) {
      cache.beginFrame();
      for (let i = 0; i < 8; i++) cache.acquire(key(round, i), 2, 0, 0);
      for (let i = 0; i < 8; i++) {
        cache.acquire(key(round, i), 2, 0, 0);
        expect(cache.fresh).toBe(false);
      }
    }
    expect(cache.size).toBe(8);
    expect(cache.evictions).toBe(49 * 8);
  });
});
