import type { MarketSource } from "../market/market-source";
import type { ReplayChange } from "./client-message";
import type { SlowClientPolicy } from "./client-session";
import type { FeedAccess } from "./feed-auth-gate";
import type { WireFrame } from "./wire-frame";

/** Indices every client is subscribed to from the start (the index strip shows their charts). */
export const DEFAULT_INDEX_CODES: readonly string[] = [
  "VNINDEX",
  "VN30",
  "HNXINDEX",
  "HNX30",
  "HNXUPCOMINDEX",
];

export interface FeedGatewayOptions {
  source: MarketSource;
  /** URL path of the WebSocket. Default "/ws". */
  path?: string;
  defaultIndexCodes?: readonly string[];
  slowClient?: Partial<SlowClientPolicy>;
  /** A client sending more messages than this in one second is closed (1008). Default 50. */
  maxMessagesPerSecond?: number;
  /** Most indices one client may subscribe to. Default 64. */
  maxIndexSubscriptions?: number;
  /** msgType 1 period, ms. Default 1000. */
  serverTimeIntervalMs?: number;
  /** msgType 98 period, ms. Default 5000. */
  concurrentIntervalMs?: number;
  /**
   * How long an encoded snapshot is reused for new clients, ms (default 2000); they also get the
   * batches broadcast since it was taken, so that nothing is missed. 0 re-encodes it on every batch.
   */
  snapshotMaxAgeMs?: number;
  /** Recent batches kept for clients resuming by sequence (msgType 32). Default 600; 0 disables resuming. */
  resumeBatches?: number;
  /** Snapshots (msgType 4) one remote address may ask for per minute; over it, 1013. Default 30. */
  snapshotsPerMinutePerAddress?: number;
  /** WebSocket ping period, ms; a client that has not answered the previous ping is closed. Default 30000. */
  pingIntervalMs?: number;
  /**
   * `--feed-auth token`: who may take the feed. Each client's first message must be a credential this
   * admits (docs/protocol.md "Feed access"); without it the feed is open and credentials are ignored.
   */
  access?: FeedAccess;
  /** With `access`: how often admitted sessions are checked again for revocation, ms. Default 2000. */
  sessionRecheckMs?: number;
  /** With `access`: every this many rechecks each session is looked up itself (deleted rows). Default 30. */
  sessionSweepEvery?: number;
  /** With `access`: how long a client has to be admitted, ms. Default 10000. */
  authTimeoutMs?: number;
  /**
   * A replay's controls (`{"msgType":40,...}`, docs/protocol.md "Replay"): returns false for a change
   * the source refuses. Without it (the live feed) a msgType 40 is a bad message, ignored and counted.
   */
  onControl?: (change: ReplayChange) => boolean;
  /**
   * Answer clients that offer the binary encoding's subprotocol (BINARY_SUBPROTOCOL, docs/protocol.md
   * "Binary encoding (vnboard extension)") with it and send them binary frames. Clients that do not
   * offer it get the spec's envelopes either way. Default true.
   */
  binaryEncoding?: boolean;
}

/** Receives every frame the gateway broadcasts, with its wall-clock time (the recorder). */
export type FrameTap = (frame: WireFrame, t: number) => void;
