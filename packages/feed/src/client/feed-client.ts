import { atom, type WritableAtom } from "nanostores";
import { DecodedFrameApplier } from "../feed-worker/apply-decoded";
import { DecodedFrames } from "../feed-worker/worker-messages";
import { BINARY_SUBPROTOCOL } from "../protocol/binary-format";
import { feedAuthMessage, isFeedAuthClose } from "../protocol/feed-auth";
import { MsgType } from "../protocol/msg-type";
import { globalWebSocket } from "../socket/global-web-socket";
import { detachSocket, type WebSocketFactory, type WebSocketLike } from "../socket/web-socket-like";
import { backoffDelay, DEFAULT_BACKOFF } from "./backoff";
import { CloseLog } from "./close-log";
import { EncodingOffer } from "./encoding-offer";
import type {
  ConnectionStatus,
  FeedClientOptions,
  FeedClientStats,
  ResolvedFeedClientOptions,
} from "./feed-client-options";
import { FrameInbox } from "./frame-inbox";
import { MarkLatency } from "./mark-latency";
import { openingMessages } from "./opening-messages";
import { readSequenceMessage } from "./sequence-message";
import { SnapshotRestAsk } from "./snapshot-rest-ask";
import { connectionDead, SILENT_CLOSE_CODE, tickStats } from "./stream-health";

export type { ConnectionStatus, FeedClientOptions, FeedClientStats } from "./feed-client-options";

/** The User Timing mark set each time the feed's socket opens. */
export const SOCKET_OPEN_MARK = "vnboard:socket-open";

const OPEN = 1;
/** How a sequence frame starts (plain JSON, written by the provider exactly so). */
const SEQUENCE_PREFIX = `{"msgType":${MsgType.SEQUENCE},`;

/**
 * The live stream client: connects, sends the spec's three initial subscriptions (4, 2, 3), keeps the
 * index subscriptions, reconnects on close with backoff and jitter, and treats the snapshot after each
 * (re)connect as a reset of the stores. Frames go straight to `MarketData.handleFrame` (or, decoded by
 * a feed worker, to `DecodedFrameApplier`); nothing here runs per update beyond that call.
 */
export class FeedClient {
  readonly $status: WritableAtom<ConnectionStatus> = atom("idle");
  readonly $stats: WritableAtom<FeedClientStats> = atom({
    framesPerSecond: 0,
    lastFrameAgeMs: -1,
    frames: 0,
    badFrames: 0,
    reconnects: 0,
    latencyMs: -1,
  });

  private readonly options: ResolvedFeedClientOptions;
  private readonly createSocket: WebSocketFactory;
  private readonly offer: EncodingOffer;
  private readonly closeLog: CloseLog;
  private readonly indices = new Set<string>();
  private socket: WebSocketLike | null = null;
  private attempt = 0;
  private reconnects = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private stopNewDay: () => void = () => {};
  private stopped = true;
  private framesAtLastTick = 0;
  private openedAt = 0;
  /** Sequence number of the last batch applied (its mark received), 0 when none: resumeBySequence. */
  private lastSeq = 0;
  /** The run that numbered `lastSeq` (its marks' `run`): the server resumes only within one run. */
  private lastRun: string | null = null;
  /** A resume was asked on this connection and not answered yet (the stores are not reset until then). */
  private awaitingResume = false;
  private readonly restAsk = new SnapshotRestAsk();
  private readonly latency = new MarkLatency();
  /** Frames waiting to be applied in slices (`applySliceMs`), or null: each applied as it arrives. */
  private readonly inbox: FrameInbox<WebSocketLike> | null;
  /** `applySliceMs`: every frame goes through the inbox; else (`snapshotSliceMs`) only a snapshot's. */
  private readonly slicesAlways: boolean;
  /** Created on the first frames a feed worker decoded (`workerSocketFactory`). */
  private decoded: DecodedFrameApplier | null = null;
  private readonly silence = { quietTicks: 0 }; // stream-health.ts

  constructor(options: FeedClientOptions) {
    this.options = {
      backoff: DEFAULT_BACKOFF,
      staleAfterMs: 5_000,
      reconnectAfterSilentMs: 30_000,
      indices: [],
      resumeBySequence: false,
      measureLatency: false,
      ...options,
    };
    for (const code of this.options.indices) this.indices.add(code);
    this.closeLog = new CloseLog(this.options.url, this.options.log);
    this.slicesAlways = (options.applySliceMs ?? 0) > 0;
    const slice = this.slicesAlways ? (options.applySliceMs ?? 0) : (options.snapshotSliceMs ?? 0);
    const receive = (socket: WebSocketLike, data: unknown) => this.receive(socket, data);
    this.inbox = slice > 0 ? new FrameInbox(slice, receive, () => this.snapshotHold()) : null;
    this.createSocket = options.createSocket ?? globalWebSocket;
    this.offer = new EncodingOffer((options.encoding ?? "binary") === "binary");
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.statsTimer = setInterval(() => this.tick(), 1_000);
    this.stopNewDay = this.options.market.onNewTradingDay(() => this.startNewDay());
    this.connect();
  }

  /**
   * A new trading day on a live stream (a board left open overnight): yesterday's deals and series are
   * dropped and a fresh snapshot is taken on a new connection, at once (no backoff: nothing failed).
   */
  private startNewDay(): void {
    if (this.stopped || !this.dropSocket("new trading day")) return;
    this.options.log?.(
      "warn",
      `feed: new trading day ${this.options.market.$tradingDate.get()}, resynchronising`,
    );
    this.options.market.startNewDay();
    this.lastSeq = 0; // a new day is a fresh snapshot, never a resume
    this.reconnects++;
    this.connect();
  }

  /** Applies one frame received on `socket`; frames of a socket already replaced are dropped. */
  private receive(socket: WebSocketLike, data: unknown): void {
    if (this.socket !== socket) return;
    const ok =
      typeof data === "string" && this.wantsMarks && data.startsWith(SEQUENCE_PREFIX)
        ? this.applySequence(data)
        : typeof data === "string"
          ? this.options.market.handleFrame(data)
          : data instanceof DecodedFrames
            ? this.applyDecoded(data)
            : data instanceof ArrayBuffer
              ? this.options.market.handleFrame(new Uint8Array(data))
              : ArrayBuffer.isView(data)
                ? this.options.market.handleFrame(
                    new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
                  )
                : false;
    // The frame may have started a new trading day, which replaced this socket.
    if (this.socket !== socket) return;
    if (ok && this.$status.get() !== "live") {
      this.attempt = 0;
      this.$status.set("live");
    }
  }

  /** Closes the socket and cancels every timer; the client can be started again. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    if (this.statsTimer !== null) clearInterval(this.statsTimer);
    this.retryTimer = null;
    this.statsTimer = null;
    this.stopNewDay();
    this.stopNewDay = () => {};
    this.inbox?.clear();
    const socket = this.socket;
    this.socket = null;
    if (socket !== null) {
      detachSocket(socket);
      socket.close(1000, "client stopped");
    }
    this.$status.set("closed");
  }

  /** The provider URL the client connects to. */
  get url(): string {
    return this.options.url;
  }

  /**
   * Points the client at another stream of the same protocol (a replay of a recorded day, or back to the
   * live feed): the current connection closes, the stores are reset as for a new trading day, and a new
   * connection opens at once (no backoff) and resynchronises them from its snapshot. Same URL: nothing.
   */
  setUrl(url: string): void {
    if (url === this.options.url) return;
    this.options.url = url;
    this.lastSeq = 0; // another stream: never a resume
    this.lastRun = null;
    this.awaitingResume = false;
    this.options.market.startNewDay();
    if (this.stopped) return;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket !== null) {
      detachSocket(socket);
      socket.close(1000, "another stream");
    }
    this.attempt = 0;
    this.connect();
  }

  subscribeIndex(indexCode: string): void {
    this.indices.add(indexCode);
    this.send({ msgType: MsgType.SUBSCRIBE_INDEX, indexCode });
  }

  unsubscribeIndex(indexCode: string): void {
    this.indices.delete(indexCode);
    this.send({ msgType: MsgType.UNSUBSCRIBE_INDEX, indexCode });
  }

  /**
   * Asks for a symbol's daily close history (msgType 12) and foreign trading history (msgType 13); they
   * arrive in `market.closeHistory` and `market.foreignHistory`. Returns false when the stream is closed.
   */
  requestSymbolHistory(code: string): boolean {
    return (
      this.send({ msgType: MsgType.CLOSE_HISTORY, code }) &&
      this.send({ msgType: MsgType.FOREIGN_HISTORY, code })
    );
  }

  get subscribedIndices(): readonly string[] {
    return [...this.indices];
  }

  /** Sends a client message; on a closed stream logs 'WS not opened' (spec section 8) and drops it. */
  send(message: object): boolean {
    const socket = this.socket;
    if (socket === null || socket.readyState !== OPEN) {
      this.options.log?.("warn", "WS not opened");
      return false;
    }
    socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    if (this.stopped) return;
    this.$status.set(this.reconnects === 0 && this.attempt === 0 ? "connecting" : "reconnecting");
    const offered = this.offer.next();
    let opened = false;
    let socket: WebSocketLike;
    try {
      socket = this.createSocket(this.options.url, offered);
    } catch (error) {
      this.options.log?.("error", `feed: cannot open ${this.options.url}: ${String(error)}`);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.binaryType = "arraybuffer";
    socket.onopen = () => {
      opened = true;
      this.offer.opened();
      this.closeLog.opened();
      this.openedAt = Date.now();
      // Where the snapshot starts: benchmarks/first-paint.bench.ts measures from here to the first rows.
      performance.mark(SOCKET_OPEN_MARK);
      // A provider that did not answer with the binary subprotocol sends the spec's envelope.
      this.options.market.startConnection(socket.protocol === BINARY_SUBPROTOCOL ? "binary" : "spec");
      const credential = this.options.credential?.() ?? null;
      if (credential !== null) socket.send(feedAuthMessage(credential));
      this.awaitingResume = this.options.resumeBySequence && this.lastSeq > 0;
      if (!this.awaitingResume) this.options.market.beginResync();
      this.latency.reset();
      const first = this.options.snapshotFirst?.() ?? [];
      const holds = this.inbox !== null && this.options.snapshotHold !== undefined;
      const restOnAsk = this.restAsk.open(first, holds && (this.options.snapshotRestOnAsk?.() ?? false));
      const opening = openingMessages({
        marks: this.wantsMarks,
        resume: this.awaitingResume ? { seq: this.lastSeq, run: this.lastRun } : null,
        first,
        restOnAsk,
        indices: this.indices,
      });
      for (const message of opening) socket.send(message);
    };
    socket.onmessage = (event) => {
      // Frames wait in the inbox while it holds any (their order is kept), and while a snapshot comes in
      // when only the snapshot is sliced (the symbol store resynchronises until the snapshot's end).
      const inbox = this.inbox;
      if (inbox !== null && (this.slicesAlways || inbox.size > 0 || this.options.market.symbols.isResetting))
        inbox.push(socket, event.data);
      else this.receive(socket, event.data);
    };
    socket.onerror = () => {
      // A close event always follows; reconnecting happens there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      detachSocket(socket);
      this.socket = null;
      const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown };
      if (typeof code === "number" && isFeedAuthClose(code)) {
        this.credentialRefused(code, typeof reason === "string" ? reason : "");
        return;
      }
      // A binary handshake refused, or a server down: the spec's handshake at once tells them apart.
      if (this.offer.closed(offered, opened)) return this.retryNow();
      if (!this.stopped) this.closeLog.closed(opened, code, reason);
      this.scheduleReconnect();
    };
  }

  /**
   * A sequence mark (the batch before it is applied) or the answer to a resume: `snapshot` means the
   * provider no longer holds what we missed and a whole snapshot follows, so the stores reset now.
   */
  private applySequence(text: string): boolean {
    const message = readSequenceMessage(text);
    if (message === null) return false;
    if (message.kind === "resume") {
      if (message.resume !== "delta" && this.awaitingResume) this.options.market.beginResync();
      this.awaitingResume = false;
      return true;
    }
    if (message.t !== null) this.latency.sample(message.t, Date.now());
    this.lastSeq = message.seq;
    this.lastRun = message.run;
    return true;
  }

  /** `snapshotHold`'s answer while a snapshot is applied (null after its end); the first asks for the rest. */
  private snapshotHold(): PromiseLike<unknown> | null {
    const hold = this.options.snapshotHold;
    if (hold === undefined || !this.options.market.symbols.isResetting) return null;
    const held = hold();
    const socket = this.socket;
    this.restAsk.held(
      held,
      () => void (this.socket === socket && this.send({ msgType: MsgType.SNAPSHOT_REST })),
    );
    return held;
  }

  /** Marks are asked for: to resume by them, or to measure the latency. */
  private get wantsMarks(): boolean {
    return this.options.resumeBySequence || this.options.measureLatency;
  }

  /** Sequence number of the last batch applied (resumeBySequence), 0 before the first mark. */
  get lastSequence(): number {
    return this.lastSeq;
  }

  private credentialRefused(code: number, reason: string): void {
    this.options.log?.("warn", `feed: credential refused (${code} ${reason}), not reconnecting`);
    this.stop();
    this.options.onCredentialRefused?.(code, reason);
  }

  private applyDecoded(data: DecodedFrames): boolean {
    this.decoded ??= new DecodedFrameApplier(this.options.market);
    return this.decoded.apply(data) > 0;
  }

  /** The next attempt after `delay` ms (0: the spec's handshake after a refused binary one). */
  private retryNow(delay = 0): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.$status.set("reconnecting");
    const delay = backoffDelay(this.attempt, this.options.backoff);
    this.attempt++;
    this.reconnects++;
    this.retryNow(delay);
  }

  /** Once a second: publish stats, and mark the feed stale when frames stopped arriving. */
  private tick(): void {
    const stats = this.options.market.stats;
    const now = Date.now();
    const published = tickStats(stats, this.framesAtLastTick, now, this.reconnects, this.latency.take());
    this.$stats.set(published);
    this.framesAtLastTick = stats.frames;
    const status = this.$status.get();
    const quietFor = published.lastFrameAgeMs < 0 ? now - this.openedAt : published.lastFrameAgeMs;
    if (status === "live" && quietFor > this.options.staleAfterMs) this.$status.set("stale");
    // A connection silent for long is dead (stream-health.ts): given up, and opened again.
    const dead = connectionDead(this.silence, published.framesPerSecond, this.$status.get(), this.options);
    if (dead && this.dropSocket("silent", SILENT_CLOSE_CODE)) {
      this.options.log?.("warn", "feed: silent, reconnecting");
      this.scheduleReconnect();
    }
  }

  /** Lets the current socket go (closed, its handlers detached); false when there is none. */
  private dropSocket(reason: string, code = 1000): boolean {
    const socket = this.socket;
    if (socket === null) return false;
    detachSocket(socket);
    this.socket = null;
    socket.close(code, reason);
    return true;
  }
}
