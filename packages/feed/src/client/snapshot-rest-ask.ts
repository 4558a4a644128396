/**
 * The feed client's side of `"rest":"ask"` (docs/protocol.md "Snapshot order"): a connection whose
 * snapshot request names rows first, and whose snapshot a hold can stop, asks the provider to wait with
 * the rest; the first hold that comes asks for it when it settles (the view's first rows are drawn then).
 */
export class SnapshotRestAsk {
  private waiting = false;

  /** On open: whether this connection's request says `"rest":"ask"`. */
  open(first: readonly string[], holds: boolean): boolean {
    this.waiting = first.length > 0 && holds;
    return this.waiting;
  }

  /** A hold was answered: the connection's first one calls `ask` when it settles. */
  held(held: PromiseLike<unknown> | null, ask: () => void): void {
    if (held === null || !this.waiting) return;
    this.waiting = false;
    held.then(ask, ask);
  }
}
