import type { FrameEncoding } from "../protocol/binary-format";
import type { FeedCredential } from "../protocol/feed-auth";
import type { WebSocketFactory } from "../socket/web-socket-like";
import type { MarketData } from "../store/market-data";
import type { BackoffOptions } from "./backoff";

/** What the board shows about its connection (issue: prices are never shown as live when they are not). */
export type ConnectionStatus = "idle" | "connecting" | "live" | "stale" | "reconnecting" | "closed";

/** Counters of the live stream, refreshed once a second in `FeedClient.$stats`. */
export interface FeedClientStats {
  /** Good frames per second over the last second. */
  framesPerSecond: number;
  /** Milliseconds since the last good frame; -1 before the first. */
  lastFrameAgeMs: number;
  frames: number;
  badFrames: number;
  reconnects: number;
  /**
   * Mean delay (ms) from the provider producing a batch to its arrival here, over the last second's
   * sequence marks (option `measureLatency`; mark-latency.ts says how clock skew is handled); -1 when
   * not measured or no mark arrived in that second.
   */
  latencyMs: number;
}

/** What a FeedClient needs: the provider's WebSocket URL and the MarketData its frames go to. */
export interface FeedClientOptions {
  url: string;
  market: MarketData;
  /**
   * Defaults to the global WebSocket (browsers, Node >= 22); Node 20 passes the `ws` package. With
   * `workerSocketFactory(worker)` the socket and the decoding run in a feed worker and the client
   * applies the decoded frames it receives.
   */
  createSocket?: WebSocketFactory;
  /**
   * How tabular frames travel. "binary" (the default) offers the binary encoding as a WebSocket
   * subprotocol (docs/protocol.md, "Binary encoding (vnboard extension)"); a provider that does not
   * answer with it sends the spec's envelope, and the client reads that. "spec" offers nothing, exactly
   * the spec's handshake.
   */
  encoding?: FrameEncoding;
  backoff?: BackoffOptions;
  /** No frame for this long while open means "stale" (the server sends its clock every second). */
  staleAfterMs?: number;
  /**
   * A connection that carried no frame for this long is given up and opened again (silence-watch.ts):
   * a dead socket the browser has not noticed. Default 30 s; 0: never.
   */
  reconnectAfterSilentMs?: number;
  /** Indices subscribed on every (re)connect, besides those added with subscribeIndex. */
  indices?: readonly string[];
  /**
   * Ask the provider for sequence marks (msgType 32, ours; docs/protocol.md "Resuming by sequence") and,
   * after a reconnect, resume after the last batch applied instead of taking a whole snapshot. Only for
   * a provider that supports it (the reference server does); the spec's protocol never sends it.
   * Not with `workerSocketFactory` (the worker does not pass the marks on). Default false.
   */
  resumeBySequence?: boolean;
  /**
   * Ask the provider for sequence marks (msgType 32) and publish the feed's latency from their batch
   * times in `$stats.latencyMs`, without resuming by sequence unless `resumeBySequence` is set too. Only
   * for a provider that sends marks (the reference server does). Not with `workerSocketFactory`.
   * Default false.
   */
  measureLatency?: boolean;
  /**
   * For a provider that protects its feed (docs/protocol.md, "Feed access"): called on every open, its
   * credential is sent as the first message (`{"msgType":0,"token":...}`); null sends none. Without
   * this option the client sends exactly the spec's messages.
   */
  credential?: () => FeedCredential | null;
  /**
   * The provider closed with a refused-credential code (4401 session, 4403 display key): the client
   * stops (status "closed"; reconnecting with the same credential cannot succeed) and calls this. The
   * host asks for a new credential (a login) and calls `start()` again.
   */
  onCredentialRefused?: (code: number, reason: string) => void;
  log?: (level: "info" | "warn" | "error", message: string) => void;
  /**
   * Apply received frames in slices of at most this many ms, with a turn of the event loop between
   * slices, instead of each in its own message event (frame-inbox.ts): a page that must paint while a
   * whole market's snapshot comes in (the app: 8). 0, the default, applies each frame as it arrives.
   */
  applySliceMs?: number;
  /**
   * As `applySliceMs`, only for the frames of a snapshot (from the socket's open until the snapshot's
   * end); the live stream after it is applied frame by frame. What a page needs to draw its first rows
   * while the rest of the market comes in, without any view seeing a live batch half applied (the app: 8).
   */
  snapshotSliceMs?: number;
  /**
   * What the view shows first, asked of the provider with each snapshot (`{"msgType":4,"first":[...]}`,
   * docs/protocol.md "Snapshot order"): symbol codes, basket index codes (VN30) or exchange market codes
   * (STO, STX, UPX), at most 64. A provider that knows this sends those rows ahead of the whole snapshot,
   * so the board draws them while the rest comes in; one that does not ignores it. Called on each
   * connect (the view may have changed); an empty list asks nothing.
   */
  snapshotFirst?: () => readonly string[];
  /**
   * With `snapshotSliceMs`: asked before each slice of a snapshot's frames (until the snapshot's end). A
   * promise holds the rest of the snapshot, and what arrives after it, until it settles; null goes on.
   * The app holds it once the rows its board shows first are in and until the board has painted them
   * (at most a second): the page's thread then draws those rows before it applies the rest of the
   * market (docs/board-engine.md "First paint"). Frames are never dropped or reordered by a hold.
   */
  snapshotHold?: () => PromiseLike<unknown> | null;
  /**
   * Asked on each open, with `snapshotFirst` and `snapshotHold`: true asks the provider to keep the rest
   * of the snapshot until the first hold settles (`"rest":"ask"`, then msgType 33; docs/protocol.md
   * "Snapshot order"), so that none of it reaches the page before the view's first rows are drawn. Only
   * where a hold will come: a provider that is asked and never told waits 1.5 s. The app: until its board
   * has painted its first rows.
   */
  snapshotRestOnAsk?: () => boolean;
}

/** The options as the client keeps them: defaults filled in, the optional parts still optional. */
export type ResolvedFeedClientOptions = Required<
  Omit<
    FeedClientOptions,
    | "createSocket"
    | "encoding"
    | "log"
    | "credential"
    | "onCredentialRefused"
    | "applySliceMs"
    | "snapshotSliceMs"
    | "snapshotFirst"
    | "snapshotHold"
    | "snapshotRestOnAsk"
  >
> &
  Pick<
    FeedClientOptions,
    "log" | "credential" | "onCredentialRefused" | "snapshotFirst" | "snapshotHold" | "snapshotRestOnAsk"
  >;
