import { STORE_LIMITS } from "./store-limits";

/**
 * Interned strings: each distinct string gets a small integer id, and a lookup can be made from a
 * range of a larger text without slicing it (the parser hands ranges). Codes, market names and status
 * strings repeat in every frame; interning means the store holds ints and the hot path never
 * allocates a string for a value it has seen before.
 *
 * Open addressing with linear probing over a power-of-two table of ids; id 0 is the empty string.
 *
 * Bounded: past `maxStrings` distinct texts or `maxChars` characters a new text is not added; it reads
 * as the empty string (id 0) and is counted in `rejected` (a provider inventing texts forever must not
 * exhaust memory; see STORE_LIMITS).
 */
export class StringTable {
  /** New texts refused because the table was full. */
  rejected = 0;
  private readonly values: string[] = [""];
  private readonly hashes: number[] = [0];
  private slots = new Int32Array(256).fill(-1);
  private mask = 255;
  private chars = 0;

  constructor(
    private readonly maxStrings: number = STORE_LIMITS.maxStrings,
    private readonly maxChars: number = STORE_LIMITS.maxStringChars,
  ) {}

  get size(): number {
    return this.values.length;
  }

  /** The string of an id. */
  get(id: number): string {
    return this.values[id] ?? "";
  }

  /** Id of `text`, adding it when new. */
  intern(text: string): number {
    return this.internRange(text, 0, text.length);
  }

  /** Id of `text.slice(start, end)` if known, else -1; allocates nothing. */
  findRange(text: string, start: number, end: number): number {
    if (start === end) return 0;
    const hash = hashRange(text, start, end);
    let slot = hash & this.mask;
    for (;;) {
      const id = this.slots[slot];
      if (id === -1) return -1;
      if (this.hashes[id] === hash && equalsRange(this.values[id], text, start, end)) return id;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Id of `text.slice(start, end)`, adding it (the only allocation) when new; 0 when the table is full. */
  internRange(text: string, start: number, end: number): number {
    const found = this.findRange(text, start, end);
    if (found !== -1) return found;
    if (this.values.length >= this.maxStrings || this.chars + (end - start) > this.maxChars) {
      this.rejected++;
      return 0;
    }
    this.chars += end - start;
    const value = ownCopy(text, start, end);
    const id = this.values.length;
    const hash = hashRange(value, 0, value.length);
    this.values.push(value);
    this.hashes.push(hash);
    if (this.values.length * 2 > this.slots.length) this.grow();
    else this.place(id, hash);
    return id;
  }

  private place(id: number, hash: number): void {
    let slot = hash & this.mask;
    while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
    this.slots[slot] = id;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (let id = 1; id < this.values.length; id++) this.place(id, this.hashes[id]);
  }
}

/** Characters copied through `String.fromCharCode` at once (longer texts are rare: long names). */
const COPY_CHUNK = 1024;
const copyScratch = new Uint16Array(COPY_CHUNK);

/**
 * `text.slice(start, end)` as a string of its own. V8 makes a slice of 13 or more characters a view into
 * its parent, so a kept code or name would keep the whole frame text it came from alive (measured by
 * benchmarks/store-memory.bench.ts: a symbol snapshot's names kept the snapshot frames, 1,114 heap bytes
 * per symbol against 566 with own copies). Cold: runs once per new text.
 */
function ownCopy(text: string, start: number, end: number): string {
  const length = end - start;
  if (length < 13) return text.slice(start, end);
  if (length <= COPY_CHUNK) {
    for (let i = 0; i < length; i++) copyScratch[i] = text.charCodeAt(start + i);
    return String.fromCharCode.apply(null, copyScratch.subarray(0, length) as unknown as number[]);
  }
  // Concatenating flattens into a new string; slicing that one keeps only it (one character more).
  return ` ${text.slice(start, end)}`.slice(1);
}

/** FNV-1a over UTF-16 code units, folded to a positive int. */
function hashRange(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1;
}

function equalsRange(value: string, text: string, start: number, end: number): boolean {
  if (value.length !== end - start) return false;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}
