import type { MarketData } from "@vnboard/feed";

/** Batches kept per page: 100 a second for over 20 minutes. */
const MAX_BATCHES = 1 << 17;

/** The first message of the feed server: what follows before the page asks for updates. */
export interface FeedHello {
  kind: "hello";
  snapshotFrames: number;
}

/** Arrival times of the update batches, by sequence number (index = the server's send order). */
export class FedLog {
  readonly at = new Float64Array(MAX_BATCHES);
  count = 0;

  stamp(time: number): void {
    if (this.count < MAX_BATCHES) this.at[this.count] = time;
    this.count++;
  }
}

/**
 * The page's end of the benchmark feed, the same for every grid: a WebSocket to the driver's feed server,
 * which sends a hello, the snapshot frames, and (after `start()`) the update frames at the asked rate.
 * Every frame goes through `market.handleFrame`, the production decode path; each update batch's
 * arrival is stamped before the decode, for update-to-paint latency.
 */
export class PeerSocket {
  readonly fed = new FedLog();
  private socket: WebSocket | null = null;

  constructor(
    private readonly market: MarketData,
    private readonly url: string,
  ) {}

  /** Connects and resolves once the whole snapshot is in the store. */
  loadSnapshot(): Promise<FeedHello> {
    return new Promise<FeedHello>((resolve, reject) => {
      const socket = new WebSocket(this.url);
      this.socket = socket;
      let hello: FeedHello | null = null;
      let snapshots = 0;
      socket.onerror = () => reject(new Error(`WebSocket ${this.url} failed`));
      socket.onclose = () => reject(new Error("feed closed before the snapshot ended"));
      socket.onmessage = (event: MessageEvent) => {
        const data = event.data as string;
        if (hello === null) {
          hello = JSON.parse(data) as FeedHello;
          if (hello.kind !== "hello") reject(new Error(`expected hello, got ${data.slice(0, 40)}`));
          return;
        }
        if (!this.market.handleFrame(data)) reject(new Error("a snapshot frame was dropped"));
        snapshots++;
        if (snapshots === hello.snapshotFrames) {
          socket.onmessage = this.onUpdate;
          socket.onclose = null;
          resolve(hello);
        }
      };
    });
  }

  /** Asks the server for the update stream. */
  start(): void {
    this.socket?.send("start");
  }

  private readonly onUpdate = (event: MessageEvent): void => {
    this.fed.stamp(performance.now());
    this.market.handleFrame(event.data as string);
  };
}
