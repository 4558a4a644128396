import { MsgType } from "@vnboard/feed";
import { type RawData, WebSocket } from "ws";
import { FrameDecoder } from "./frame-decoder";
import { MarketState } from "./market-state";
import { StateBackedSource } from "./state-backed-source";

export interface RelayOptions {
  /** The provider's feed, e.g. `ws://host:8080/ws`. */
  url: string;
  /** How often collected updates are handed on, ms. Default 100. */
  batchIntervalMs?: number;
  /** First reconnect delay, ms; doubles per failure up to maxBackoffMs. Default 500. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Index subscriptions sent per second to the upstream (it limits client messages). Default 20. */
  subscriptionsPerSecond?: number;
}

/**
 * Relays another provider's feed: connects with `ws`, sends the spec's three initial subscriptions,
 * decodes frames with the feed's decoder and keeps the market state, so that new clients of this server
 * get a snapshot and every client gets the updates. Subscribes to every index of the upstream snapshot
 * so it can serve any index series. Reconnects with exponential backoff (with jitter); the snapshot of a
 * new connection is built aside and swapped in when complete, then handed on whole as one batch.
 */
export class RelaySource extends StateBackedSource {
  /** Connections opened; frames received; frames dropped. */
  connections = 0;
  framesReceived = 0;
  /** The state being rebuilt from a new connection's snapshot, until its first update. */
  private incoming: MarketState | null = null;
  private readonly decoder = new FrameDecoder();
  private readonly options: Required<RelayOptions>;
  private ws: WebSocket | null = null;
  private running = false;
  private backoffMs: number;
  private batchTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private subscribeTimer: NodeJS.Timeout | null = null;
  private timeAt = { time: 0, wall: 0 };

  constructor(options: RelayOptions) {
    super();
    this.options = {
      batchIntervalMs: 100,
      initialBackoffMs: 500,
      maxBackoffMs: 30_000,
      subscriptionsPerSecond: 20,
      ...options,
    };
    this.backoffMs = this.options.initialBackoffMs;
  }

  /** True while the upstream connection is open and its snapshot complete. */
  get connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN && this.incoming === null;
  }

  get badFrames(): number {
    return this.decoder.bad;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.batchTimer = setInterval(() => this.flush(), this.options.batchIntervalMs);
    this.connect();
  }

  stop(): void {
    this.running = false;
    for (const timer of [this.batchTimer, this.reconnectTimer, this.subscribeTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    this.batchTimer = this.reconnectTimer = this.subscribeTimer = null;
    this.ws?.terminate();
    this.ws = null;
  }

  private connect(): void {
    if (!this.running) return;
    this.connections++;
    const ws = new WebSocket(this.options.url, { perMessageDeflate: false });
    this.ws = ws;
    this.incoming = new MarketState();
    ws.on("open", () => {
      for (const msgType of [MsgType.SYMBOL_SNAPSHOT, MsgType.SYMBOL_UPDATE, MsgType.INDEX_UPDATE]) {
        ws.send(JSON.stringify({ msgType }));
      }
    });
    ws.on("message", (data) => this.onFrame(data));
    ws.on("error", () => {}); // 'close' follows and reconnects
    ws.on("close", () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.subscribeTimer !== null) clearTimeout(this.subscribeTimer);
      this.subscribeTimer = null;
      if (!this.running) return;
      const delay = this.backoffMs * (0.75 + Math.random() * 0.5);
      this.backoffMs = Math.min(this.options.maxBackoffMs, this.backoffMs * 2);
      this.reconnectTimer = setTimeout(() => this.connect(), delay);
    });
  }

  private onFrame(data: RawData): void {
    this.framesReceived++;
    const text =
      typeof data === "string" ? data : Buffer.isBuffer(data) ? data.toString("latin1") : String(data);
    const frame = this.decoder.decode(text);
    if (frame === null) return;
    if (frame.kind === "time") this.timeAt = { time: frame.time, wall: Date.now() };
    const incoming = this.incoming;
    if (incoming === null) {
      this.state.apply(frame);
      return;
    }
    incoming.apply(frame);
    // The upstream ends its snapshot with an (empty) symbol update: the new state is complete.
    if (frame.msgType !== MsgType.SYMBOL_UPDATE) return;
    this.incoming = null;
    this.state = incoming;
    incoming.takeBatch(0);
    this.backoffMs = this.options.initialBackoffMs;
    this.emit(incoming.snapshotAsBatch(this.now()));
    this.subscribeIndices(incoming.indexCodes());
  }

  /** Subscribes to every index, paced under the upstream's message limit. */
  private subscribeIndices(codes: string[]): void {
    const ws = this.ws;
    if (ws === null) return;
    const perTick = Math.max(1, Math.floor(this.options.subscriptionsPerSecond / 4));
    let i = 0;
    const sendSome = () => {
      this.subscribeTimer = null;
      if (this.ws !== ws || ws.readyState !== WebSocket.OPEN) return;
      for (let n = 0; n < perTick && i < codes.length; n++, i++) {
        ws.send(JSON.stringify({ msgType: MsgType.SUBSCRIBE_INDEX, indexCode: codes[i] }));
      }
      if (i < codes.length) this.subscribeTimer = setTimeout(sendSome, 250);
    };
    // The three initial subscriptions were just sent: wait a second before the next ones.
    this.subscribeTimer = setTimeout(sendSome, 1000);
  }

  private flush(): void {
    if (this.incoming !== null && this.state.pendingRecords === 0) return;
    if (this.state.pendingRecords === 0 && this.timeAt.wall === 0) return;
    this.emit(this.state.takeBatch(this.now()));
  }

  /** The upstream's clock, advanced by the wall clock since its last msgType 1. */
  private now(): number {
    return this.timeAt.wall === 0 ? Date.now() : this.timeAt.time + (Date.now() - this.timeAt.wall);
  }
}
