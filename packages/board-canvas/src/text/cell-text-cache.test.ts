import { describe, expect, it } from "vitest";
import { CellTextCache, MAX_CACHED_GLYPHS } from "./cell-text-cache";

const key = (...glyphs: number[]) => Int16Array.from(glyphs);

/** Asks for a text never seen: refused once (drawn glyph by glyph), given a slot on the second ask. */
function admit(
  cache: CellTextCache,
  glyphs: Int16Array,
  block = 0,
  phase = 0,
  length = glyphs.length,
): number {
  expect(cache.acquire(glyphs, length, block, phase)).toBe(-1);
  return cache.acquire(glyphs, length, block, phase);
}

describe("CellTextCache", () => {
  it("draws a text seen once glyph by glyph, caches it when it comes again, then hits without redrawing", () => {
    const cache = new CellTextCache(4);
    expect(cache.acquire(key(1, 2, 3), 3, 0, 0)).toBe(-1);
    expect([cache.fresh, cache.firstSightings]).toEqual([false, 1]);
    const slot = cache.acquire(key(1, 2, 3), 3, 0, 0);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect(cache.fresh).toBe(true);
    cache.beginFrame();
    expect(cache.acquire(key(1, 2, 3), 3, 0, 0)).toBe(slot);
    expect(cache.fresh).toBe(false);
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
  });

  it("keys the colour and the sub-pixel phase: the same digits in another colour are drawn again", () => {
    const cache = new CellTextCache(4);
    const plain = admit(cache, key(5, 6));
    const up = admit(cache, key(5, 6), 3);
    expect(cache.fresh).toBe(true);
    expect(up).not.toBe(plain);
    expect(admit(cache, key(5, 6), 3, 128)).toBeGreaterThanOrEqual(0);
    expect(cache.fresh).toBe(true);
    // A shorter run that starts the same is another text.
    expect(admit(cache, key(5, 6), 0, 0, 1)).toBeGreaterThanOrEqual(0);
    expect(cache.size).toBe(4);
  });

  it("evicts the least recently used text once the budget's slots are full", () => {
    const cache = new CellTextCache(2);
    const a = admit(cache, key(1));
    cache.beginFrame();
    const b = admit(cache, key(2));
    cache.beginFrame();
    cache.acquire(key(1), 1, 0, 0); // a is now newer than b
    cache.beginFrame();
    const c = admit(cache, key(3));
    expect(cache.fresh).toBe(true);
    expect(c).toBe(b);
    expect(cache.evictions).toBe(1);
    expect(cache.acquire(key(1), 1, 0, 0)).toBe(a);
    expect(cache.fresh).toBe(false);
    cache.beginFrame();
    expect(admit(cache, key(2))).toBe(c); // b was evicted: drawn again, into c's slot (the oldest now)
    expect(cache.fresh).toBe(true);
    expect(cache.size).toBe(2);
  });

  it("never evicts a text the current frame has drawn, and refuses when every slot is in use", () => {
    const cache = new CellTextCache(2);
    admit(cache, key(1));
    admit(cache, key(2));
    expect(admit(cache, key(3))).toBe(-1);
    expect(cache.fresh).toBe(false);
    cache.beginFrame();
    expect(admit(cache, key(3))).toBeGreaterThanOrEqual(0);
  });

  it("refuses runs longer than a key holds, and forgets everything on reset", () => {
    const cache = new CellTextCache(2);
    const long = new Int16Array(MAX_CACHED_GLYPHS + 1);
    expect(cache.acquire(long, long.length, 0, 0)).toBe(-1);
    expect(cache.acquire(long, long.length, 0, 0)).toBe(-1);
    admit(cache, key(7));
    cache.reset();
    expect(cache.size).toBe(0);
    expect(admit(cache, key(7))).toBeGreaterThanOrEqual(0);
  });

  it("keeps finding every entry after many evictions through shared hash buckets", () => {
    const cache = new CellTextCache(8);
    for (let round = 0; round < 50; round++) {
      cache.beginFrame();
      for (let i = 0; i < 8; i++) {
        // Two texts may share a doorkeeper entry: the one pushed out is admitted on a later ask.
        let slot = -1;
        for (let ask = 0; ask < 4 && slot === -1; ask++) slot = cache.acquire(key(round, i), 2, 0, 0);
        expect(slot).toBeGreaterThanOrEqual(0);
      }
      for (let i = 0; i < 8; i++) {
        expect(cache.acquire(key(round, i), 2, 0, 0)).toBeGreaterThanOrEqual(0);
        expect(cache.fresh).toBe(false);
      }
    }
    expect(cache.size).toBe(8);
    expect(cache.evictions).toBe(49 * 8);
  });
});
