import type { MarketData, WebSocketFactory, WebSocketLike } from "@vnboard/feed";
import {
  BINARY_MAGIC,
  BINARY_SUBPROTOCOL,
  BinaryFrameKind,
  DecodedFrameApplier,
  DecodedFrames,
} from "@vnboard/feed/protocol";
import { FedLog, type FeedLayout, FrameRole } from "./fed-log";

/** What the page actually did with the feed, for the driver to check against what it asked. */
export interface FeedCounts {
  /** Frames decoded on the page (`market.handleFrame`). */
  pageDecoded: number;
  /** Frames decoded in the worker and applied here, and the posts that carried them. */
  workerDecoded: number;
  workerPosts: number;
  /** Update frames the store dropped (bad frames; should stay 0). */
  badUpdates: number;
  /** Why the feed closed during the stream, if it did. */
  closed: string;
  /** The encoding the socket negotiated ("" before it opened). */
  encoding: "" | "spec" | "binary";
}

/** Counts of a page that has done nothing with the feed yet. */
export function emptyFeedCounts(): FeedCounts {
  return { pageDecoded: 0, workerDecoded: 0, workerPosts: 0, badUpdates: 0, closed: "", encoding: "" };
}

/**
 * The page's end of the benchmark feed, the same for every grid: a socket to the driver's feed server,
 * which sends the snapshot frames and (after `start()`) the update batches. With a page socket
 * (`decode=page`) every frame goes through `market.handleFrame`, the production decode, stamped on
 * arrival before it; with `workerSocketFactory` (`decode=worker`) the feed worker decodes and the
 * frames arrive packed, applied with the feed package's `DecodedFrameApplier`, stamped with the
 * worker's arrival time. Either way a batch counts once all its frames are in the store (FedLog).
 */
export class PeerFeed {
  readonly fed: FedLog;
  readonly counts: FeedCounts = emptyFeedCounts();
  private readonly applier: DecodedFrameApplier;
  private socket: WebSocketLike | null = null;
  private snapshotDone: ((error: Error | null) => void) | null = null;

  constructor(
    private readonly market: MarketData,
    private readonly url: string,
    layout: FeedLayout,
    private readonly createSocket: WebSocketFactory,
    /** Subprotocols offered (the binary encoding's, or none for the spec's envelopes). */
    private readonly protocols: readonly string[] = [],
  ) {
    this.fed = new FedLog(layout);
    this.applier = new DecodedFrameApplier(market);
  }

  /** Connects and resolves once the whole snapshot is in the store. */
  loadSnapshot(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.snapshotDone = (error) => {
        this.snapshotDone = null;
        if (error === null) resolve();
        else reject(error);
      };
      const socket = this.createSocket(this.url, this.protocols);
      this.socket = socket;
      socket.binaryType = "arraybuffer";
      socket.onopen = () => {
        const encoding = socket.protocol === BINARY_SUBPROTOCOL ? "binary" : "spec";
        this.counts.encoding = encoding;
        // The page's own decode reads this connection's binary frames with a fresh string table; the
        // feed worker does the same on its side.
        this.market.startConnection(encoding);
      };
      socket.onerror = () => this.snapshotDone?.(new Error(`WebSocket ${this.url} failed`));
      socket.onclose = (event) => {
        const reason = closeReason(event);
        if (this.snapshotDone !== null) {
          this.snapshotDone(new Error(`feed closed before the snapshot ended (${reason})`));
          return;
        }
        this.counts.closed = reason;
        // Uncaught on purpose: the driver collects page errors and reports them with the figures.
        throw new Error(`feed closed during the stream (${reason})`);
      };
      socket.onmessage = this.onMessage;
    });
  }

  /** Asks the server for the update stream. */
  start(): void {
    this.socket?.send("start");
  }

  private readonly onMessage = (event: { data: unknown }): void => {
    const data = event.data;
    if (data instanceof DecodedFrames) {
      this.counts.workerPosts++;
      const frames = data.frames;
      for (let i = 0; i < frames.length; i++) {
        const frame = frames[i];
        if (frame.kind === "binary" && isStringTable(new Uint8Array(frame.data, 0, 2))) {
          this.applier.applyFrame(frame); // the string table: read, not one of the layout's frames
          continue;
        }
        const role = this.fed.frameApplying(frame.receivedAt - performance.timeOrigin);
        this.counts.workerDecoded++;
        this.settle(role, this.applier.applyFrame(frame));
      }
      return;
    }
    const arrivedAt = performance.now();
    const frame = data instanceof ArrayBuffer ? new Uint8Array(data) : data;
    if (frame instanceof Uint8Array && isStringTable(frame)) {
      // The binary string table: the reader keeps it, nothing is applied (the worker posts nothing
      // for it either), so it is not one of the layout's frames.
      this.market.handleFrame(frame);
      return;
    }
    const role = this.fed.frameApplying(arrivedAt);
    this.counts.pageDecoded++;
    const applied =
      (typeof frame === "string" || frame instanceof Uint8Array) && this.market.handleFrame(frame);
    this.settle(role, applied);
  };

  private settle(role: number, ok: boolean): void {
    if (role === FrameRole.UPDATE) {
      if (!ok) this.counts.badUpdates++;
    } else if (!ok) {
      this.snapshotDone?.(new Error("a snapshot frame was dropped"));
    } else if (role === FrameRole.SNAPSHOT_END) {
      this.snapshotDone?.(null);
    }
  }
}

function isStringTable(frame: Uint8Array): boolean {
  return frame[0] === BINARY_MAGIC && frame[1] === BinaryFrameKind.STRINGS;
}

function closeReason(event: unknown): string {
  const { code = 0, reason = "" } = (event ?? {}) as { code?: number; reason?: string };
  return `${code}${reason === "" ? "" : ` ${reason}`}`;
}
