/** The next turn of the event loop: a MessageChannel post where there is one (no 4 ms clamp), else a timer. */
function nextTurn(): (callback: () => void) => void {
  const Channel = (
    globalThis as {
      MessageChannel?: new () => {
        port1: { onmessage: (() => void) | null };
        port2: { postMessage(message: unknown): void };
      };
    }
  ).MessageChannel;
  if (Channel === undefined) return (callback) => void setTimeout(callback, 0);
  const channel = new Channel();
  let pending: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const callback = pending;
    pending = null;
    callback?.();
  };
  return (callback) => {
    pending = callback;
    channel.port2.postMessage(null);
  };
}

/**
 * Frames received but not applied yet, applied in order in slices of at most `sliceMs`, with a turn of
 * the event loop between slices. Why: the snapshot after a connect is ~1,000 frames that the browser
 * queues as ~1,000 message tasks; applied one per task, everything the page queues meanwhile (React's
 * render of the board once its rows are in, the board's engine loading, its first frame) waits behind
 * all of them, and the board stayed blank until the last price level of the day was in (seconds on a
 * loaded machine; docs/board-engine.md, "First paint"). Queued here, each message task only appends; a
 * slice applies what fits in `sliceMs` and the page's other work runs in between.
 */
export class FrameInbox<S> {
  private readonly sockets: (S | null)[] = [];
  private readonly frames: unknown[] = [];
  private head = 0;
  private scheduled = false;
  private readonly schedule = nextTurn();
  /** The last hold that settled. */
  private settled: PromiseLike<unknown> | null = null;

  constructor(
    private readonly sliceMs: number,
    /** Applies one frame received on `socket` (the caller drops frames of a socket it has replaced). */
    private readonly apply: (socket: S, data: unknown) => void,
    /**
     * Asked before each frame: a promise holds it and those after it until the promise settles (the
     * feed client's `snapshotHold`), null applies it now. Frames keep arriving and queue behind, in order.
     */
    private readonly hold: () => PromiseLike<unknown> | null = () => null,
  ) {}

  /** Frames waiting. */
  get size(): number {
    return this.frames.length - this.head;
  }

  push(socket: S, data: unknown): void {
    this.sockets.push(socket);
    this.frames.push(data);
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(this.drain);
    }
  }

  /** Forgets every waiting frame (the client stopped). */
  clear(): void {
    this.sockets.length = 0;
    this.frames.length = 0;
    this.head = 0;
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    const start = performance.now();
    while (this.head < this.frames.length) {
      // Asked before each frame: the frame before may have brought what the hold waits for.
      const held = this.hold();
      // A hold that has settled holds nothing, even when it is answered again.
      if (held !== null && held !== this.settled) {
        // Stays scheduled while held, so that pushes meanwhile do not start a drain of their own.
        this.scheduled = true;
        const resume = () => {
          this.settled = held;
          this.schedule(this.drain);
        };
        held.then(resume, resume);
        return;
      }
      const socket = this.sockets[this.head] as S;
      const data = this.frames[this.head];
      this.sockets[this.head] = null;
      this.frames[this.head] = null;
      this.head++;
      this.apply(socket, data);
      if (performance.now() - start >= this.sliceMs) break;
    }
    if (this.head >= this.frames.length) this.clear();
    else {
      this.scheduled = true;
      this.schedule(this.drain);
    }
  };
}
