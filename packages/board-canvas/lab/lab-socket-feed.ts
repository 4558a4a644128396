import { type FeedWorkerLike, type MarketData, type WebSocketLike, workerSocketFactory } from "@vnboard/feed";
import { DecodedFrameApplier, DecodedFrames } from "@vnboard/feed/protocol";

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
 *
 * With a feed worker (`decodeWorker`, lab URL `decode=worker`) the socket lives in the worker, which
 * decodes each frame (`serveFeedDecoding`); the page applies the decoded records (`DecodedFrameApplier`)
 * and stamps each frame with the worker's arrival time.
 */
export class LabSocketFeed {
  readonly fedAt: number[] = [];
  /** Message tasks the page ran for the feed (socket messages, or posts of the feed worker). */
  messages = 0;
  /** Resolves when the first frame has been applied; rejects when the socket fails first. */
  readonly flowing: Promise<void>;
  private socket: WebSocketLike | null = null;
  private started = false;
  private resolveFlowing: () => void = () => {};
  private rejectFlowing: (error: Error) => void = () => {};

  constructor(
    private readonly market: MarketData,
    private readonly url: string,
    private readonly frames: readonly string[],
    private readonly batchesPerSecond: number,
    private readonly decodeWorker: FeedWorkerLike | null = null,
  ) {
    this.flowing = new Promise<void>((resolve, reject) => {
      this.resolveFlowing = resolve;
      this.rejectFlowing = reject;
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const socket: WebSocketLike =
      this.decodeWorker === null ? new WebSocket(this.url) : workerSocketFactory(this.decodeWorker)(this.url);
    const applier = this.decodeWorker === null ? null : new DecodedFrameApplier(this.market);
    this.socket = socket;
    socket.onopen = () => {
      const request: FrameStreamRequest = {
        kind: "frames",
        batchesPerSecond: this.batchesPerSecond,
        frames: this.frames,
      };
      socket.send(JSON.stringify(request));
    };
    socket.onmessage = (event: { data: unknown }) => {
      const arrivedAt = performance.now();
      const data = event.data;
      this.messages++;
      if (applier !== null && data instanceof DecodedFrames) {
        applier.apply(data);
        for (const frame of data.frames) {
          if (this.fedAt.length < 100_000) this.fedAt.push(frame.receivedAt - performance.timeOrigin);
        }
      } else {
        this.market.handleFrame(data as string);
        if (this.fedAt.length < 100_000) this.fedAt.push(arrivedAt);
      }
      if (this.fedAt.length > 0) this.resolveFlowing();
    };
    socket.onerror = () => this.rejectFlowing(new Error(`WebSocket ${this.url} failed`));
  }

  stop(): void {
    this.socket?.close();
    this.socket = null;
  }
}
