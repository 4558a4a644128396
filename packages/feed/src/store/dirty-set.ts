/**
 * A set of row indices with O(1) add and a reusable list, for one consumer (one board) to drain once
 * per frame. No allocation after growth: a flag array answers "already in?", an index list keeps the
 * order, and `clear()` only resets the flags it set.
 */
export class DirtySet {
  private flags: Uint8Array;
  private list: Int32Array;
  private length = 0;

  constructor(capacity = 1024) {
    this.flags = new Uint8Array(capacity);
    this.list = new Int32Array(capacity);
  }

  get count(): number {
    return this.length;
  }

  /** The row at position `i` of the list, 0 <= i < count. */
  at(i: number): number {
    return this.list[i];
  }

  has(row: number): boolean {
    return row < this.flags.length && this.flags[row] === 1;
  }

  add(row: number): void {
    if (row >= this.flags.length) this.grow(row + 1);
    if (this.flags[row] === 1) return;
    this.flags[row] = 1;
    this.list[this.length++] = row;
  }

  clear(): void {
    for (let i = 0; i < this.length; i++) this.flags[this.list[i]] = 0;
    this.length = 0;
  }

  private grow(minimum: number): void {
    const size = Math.max(minimum, this.flags.length * 2);
    const flags = new Uint8Array(size);
    flags.set(this.flags);
    const list = new Int32Array(size);
    list.set(this.list.subarray(0, this.length));
    this.flags = flags;
    this.list = list;
  }
}
