/** Longest run (in glyphs) a cache entry keys; longer texts are drawn glyph by glyph. */
export const MAX_CACHED_GLYPHS = 24;

/**
 * Which slot of a fixed pool holds the image of a text: the bookkeeping of the cell-text image cache
 * (render/text-images.ts), kept apart from any canvas so that it can be tested alone.
 *
 * A key is a run of glyph slots (glyph-atlas.ts), a colour block and a sub-pixel phase (where the run
 * starts inside a device pixel, which decides each glyph's rounding). Entries live in a fixed number of
 * slots with least-recently-used eviction; an entry used in the current frame is never evicted, because
 * the frame's draws of it are still to be made from its pixels (the board worker composes a frame's new
 * texts before it draws the frame). Every table is a typed array sized once: a lookup, a miss and an
 * eviction allocate nothing.
 *
 * A text gets a slot only the second time it is asked for (a "doorkeeper": a direct-mapped table of
 * the hashes seen once). Composing a text costs more than drawing its glyphs once (board-frames-text
 * bench), so a text seen once (a fresh volume, most of a board sorted by activity) is better drawn
 * glyph by glyph and kept out of the slots, where it would only push out the texts that repeat (prices).
 */
export class CellTextCache {
  hits = 0;
  misses = 0;
  evictions = 0;
  /** Texts refused because they were seen for the first time (drawn glyph by glyph). */
  firstSightings = 0;
  /** True when the last `acquire` gave a slot to a new text: the caller must draw the text into it. */
  fresh = false;
  private frame = 1;
  private used = 0;
  private newest = -1;
  private oldest = -1;
  private readonly keys: Int16Array;
  private readonly lengths: Uint8Array;
  private readonly blocks: Int32Array;
  private readonly phases: Int32Array;
  private readonly hashes: Int32Array;
  private readonly usedInFrame: Int32Array;
  /** Hash buckets: first slot of each chain, -1 when empty; `chain[slot]` is the next slot. */
  private readonly buckets: Int32Array;
  private readonly chain: Int32Array;
  /** The recency list, newest first: `older[slot]` and `newer[slot]`, -1 at the ends. */
  private readonly older: Int32Array;
  private readonly newer: Int32Array;
  /** Hashes of texts seen once and not cached yet, direct-mapped (a collision only admits early). */
  private readonly seenOnce: Int32Array;

  constructor(readonly capacity: number) {
    const n = Math.max(1, Math.floor(capacity));
    this.capacity = n;
    this.keys = new Int16Array(n * MAX_CACHED_GLYPHS);
    this.lengths = new Uint8Array(n);
    this.blocks = new Int32Array(n);
    this.phases = new Int32Array(n);
    this.hashes = new Int32Array(n);
    this.usedInFrame = new Int32Array(n);
    let size = 16;
    while (size < n * 2) size *= 2;
    this.buckets = new Int32Array(size).fill(-1);
    this.chain = new Int32Array(n);
    this.older = new Int32Array(n);
    this.newer = new Int32Array(n);
    this.seenOnce = new Int32Array(size * 2);
  }

  /** Entries held now. */
  get size(): number {
    return this.used;
  }

  /** A new frame: the entries the previous one drew may be evicted again. */
  beginFrame(): void {
    this.frame++;
  }

  /** Forgets every entry (new glyph atlas, new resolution): the slots' pixels are no longer valid. */
  reset(): void {
    this.used = 0;
    this.newest = this.oldest = -1;
    this.buckets.fill(-1);
    this.usedInFrame.fill(0);
    this.seenOnce.fill(0);
    this.fresh = false;
  }

  /**
   * The slot holding `glyphs[0..length)` in `block` at `phase`, marked used in this frame. On a miss the
   * text gets a free slot, or the least recently used one's (`fresh` is then true); -1 when the text is
   * seen for the first time, too long, or every slot is in use by this frame.
   */
  acquire(glyphs: Int16Array, length: number, block: number, phase: number): number {
    this.fresh = false;
    if (length > MAX_CACHED_GLYPHS) return -1;
    const hash = hashKey(glyphs, length, block, phase);
    const bucket = hash & (this.buckets.length - 1);
    for (let slot = this.buckets[bucket]; slot !== -1; slot = this.chain[slot]) {
      if (this.hashes[slot] !== hash || !this.matches(slot, glyphs, length, block, phase)) continue;
      this.hits++;
      this.touch(slot);
      return slot;
    }
    if (!this.seenBefore(hash)) {
      this.firstSightings++;
      return -1;
    }
    const slot = this.used < this.capacity ? this.used++ : this.evictOldest();
    if (slot === -1) return -1;
    this.misses++;
    this.store(slot, glyphs, length, block, phase, hash, bucket);
    this.fresh = true;
    return slot;
  }

  /** True when `hash` was seen once before (and forgets it); else remembers it. */
  private seenBefore(hash: number): boolean {
    const at = (hash >>> 3) & (this.seenOnce.length - 1);
    // 0 marks an empty entry: a text whose hash is 0 is simply cached on its first sighting.
    if (this.seenOnce[at] === hash) {
      this.seenOnce[at] = 0;
      return true;
    }
    this.seenOnce[at] = hash;
    return false;
  }

  private matches(slot: number, glyphs: Int16Array, length: number, block: number, phase: number): boolean {
    if (this.lengths[slot] !== length || this.blocks[slot] !== block || this.phases[slot] !== phase)
      return false;
    const base = slot * MAX_CACHED_GLYPHS;
    for (let i = 0; i < length; i++) if (this.keys[base + i] !== glyphs[i]) return false;
    return true;
  }

  private store(
    slot: number,
    glyphs: Int16Array,
    length: number,
    block: number,
    phase: number,
    hash: number,
    bucket: number,
  ): void {
    const base = slot * MAX_CACHED_GLYPHS;
    for (let i = 0; i < length; i++) this.keys[base + i] = glyphs[i];
    this.lengths[slot] = length;
    this.blocks[slot] = block;
    this.phases[slot] = phase;
    this.hashes[slot] = hash;
    this.chain[slot] = this.buckets[bucket];
    this.buckets[bucket] = slot;
    this.older[slot] = this.newer[slot] = -1;
    this.linkNewest(slot);
    this.usedInFrame[slot] = this.frame;
  }

  /** Frees the least recently used slot (out of its bucket and the recency list); -1 when in use now. */
  private evictOldest(): number {
    const slot = this.oldest;
    if (slot === -1 || this.usedInFrame[slot] === this.frame) return -1;
    this.unlink(slot);
    const bucket = this.hashes[slot] & (this.buckets.length - 1);
    if (this.buckets[bucket] === slot) this.buckets[bucket] = this.chain[slot];
    else {
      let before = this.buckets[bucket];
      while (this.chain[before] !== slot) before = this.chain[before];
      this.chain[before] = this.chain[slot];
    }
    this.evictions++;
    return slot;
  }

  private touch(slot: number): void {
    this.usedInFrame[slot] = this.frame;
    if (this.newest === slot) return;
    this.unlink(slot);
    this.linkNewest(slot);
  }

  private linkNewest(slot: number): void {
    this.older[slot] = this.newest;
    this.newer[slot] = -1;
    if (this.newest !== -1) this.newer[this.newest] = slot;
    this.newest = slot;
    if (this.oldest === -1) this.oldest = slot;
  }

  private unlink(slot: number): void {
    const older = this.older[slot];
    const newer = this.newer[slot];
    if (older !== -1) this.newer[older] = newer;
    else this.oldest = newer;
    if (newer !== -1) this.older[newer] = older;
    else this.newest = older;
  }
}

/** FNV-style mix of the key's numbers (32-bit, no allocation). */
function hashKey(glyphs: Int16Array, length: number, block: number, phase: number): number {
  let h = Math.imul(0x811c9dc5 ^ block, 0x01000193);
  h = Math.imul(h ^ phase, 0x01000193);
  for (let i = 0; i < length; i++) h = Math.imul(h ^ (glyphs[i] & 0xffff), 0x01000193);
  return (h ^ (h >>> 15)) | 0;
}
