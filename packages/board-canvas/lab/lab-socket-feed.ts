import type { MarketData } from "@vnboard/feed";

/** The first message the page sends: the frames to stream back and how fast. */
export interface FrameStreamRequest {
  kind: "frames";
  /** Batches per second (the lab feeds 100, one every 10 ms). */
  batchesPerSecond: number;
  frames: readonly string[];
}

/**
 * The lab's real WebSocket path: the page connects to a benchmark's frame server, hands it the
 * pre-encoded update frames `LabFeed` built (so both feeds carry exactly the same bytes), and the server
 * streams them back at the feed's batch rate. Each message is decoded on arrival with
 * `market.handleFrame`, as the production feed client does; `fedAt` stamps the arrival (before the
 * decode) for update-to-paint latency, and its index is the frame's sequence number on the server.
 */
export class LabSocketFeed {
  readonly fedAt: number[] = [];
  /** Resolves when the first frame has been applied; rejects when the socket fails first. */
  readonly flowing: Promise<void>;
  private socket: WebSocket | null = null;
  private started = false;
  private resolveFlowing: () => void = () => {};
  private rejectFlowing: (error: Error) => void = () => {};

  constructor(
    private readonly market: MarketData,
    private readonly url: string,
    private readonly frames: readonly string[],
    private readonly batchesPerSecond: number,
  ) {
    this.flowing = new Promise<void>((resolve, reject) => {
      this.resolveFlowing = resolve;
      this.rejectFlowing = reject;
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      const request: FrameStreamRequest = {
        kind: "frames",
        batchesPerSecond: this.batchesPerSecond,
        frames: this.frames,
      };
      socket.send(JSON.stringify(request));
    };
    socket.onmessage = (event: MessageEvent) => {
      const arrivedAt = performance.now();
      this.market.handleFrame(event.data as string);
      if (this.fedAt.length < 100_000) this.fedAt.push(arrivedAt);
      if (this.fedAt.length === 1) this.resolveFlowing();
    };
    socket.onerror = () => this.rejectFlowing(new Error(`WebSocket ${this.url} failed`));
  }

  stop(): void {
    this.socket?.close();
    this.socket = null;
  }
}
