import { type RawData, WebSocket } from "ws";
import { Backoff } from "../backoff";
import { MalformedMessage } from "../field-values";
import type { ProviderAdapter, SourceSink } from "../source-sink";
import { dnseAuthMessage } from "./dnse-auth";
import { DnseMapper } from "./dnse-mapper";

export interface DnseOptions {
  /** Stream URL, e.g. wss://ws-openapi.dnse.com.vn/v1/stream */
  url: string;
  apiKey: string;
  apiSecret: string;
  /** Symbols to subscribe (DNSE subscribes by symbol list; upper case). */
  symbols: string[];
  /** Channel names. Default ticks of the main and odd-lot boards and day bars (for indices). */
  channels?: string[];
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Keep-alive `pong` period, ms: DNSE pings every 3 minutes and closes after 1 without an answer. */
  keepAliveMs?: number;
  /** A connection lives at most 8 hours at DNSE: a new one is opened before, ms. Default 7 h 50 min. */
  maxConnectionMs?: number;
  /** No message for this long: the connection is dead, reconnect. Default 4 min (> the 3-minute ping). */
  silenceLimitMs?: number;
}

/**
 * DNSE open market data over WebSocket in JSON (https://hdsd.dnse.com.vn/san-pham-dich-vu/
 * lightspeed-api_krx/iii.-market-data; wire steps as in github.com/dnse-tech/dnse-py stream/_base_stream.py):
 * connect with `?encoding=json`, send the signed `auth`, then `subscribe` the channels for the symbols;
 * answer every `ping` with `pong` and send a `pong` every `keepAliveMs` too. Before the 8-hour limit a
 * second connection is opened and the first closed once the second is subscribed, so no update is missed;
 * a connection closed by the provider or refused at login is reopened with backoff and a fresh signature.
 */
export class DnseAdapter implements ProviderAdapter {
  readonly name = "dnse";
  private readonly options: Required<DnseOptions>;
  private readonly mapper = new DnseMapper();
  private readonly backoff: Backoff;
  private sink: SourceSink | null = null;
  private running = false;
  /** The connection whose messages are applied (during a rotation, also the one being replaced). */
  private readonly sockets = new Set<WebSocket>();
  private live: WebSocket | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(options: DnseOptions) {
    this.options = {
      channels: ["tick.G1.json", "tick.G4.json", "ohlc.1D.json"],
      initialBackoffMs: 500,
      maxBackoffMs: 30_000,
      keepAliveMs: 150_000,
      maxConnectionMs: (7 * 60 + 50) * 60_000,
      silenceLimitMs: 240_000,
      ...options,
    };
    this.backoff = new Backoff(this.options.initialBackoffMs, this.options.maxBackoffMs);
  }

  start(sink: SourceSink): void {
    if (this.running) return;
    this.running = true;
    this.sink = sink;
    this.connect();
  }

  stop(): void {
    this.running = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    this.live = null;
  }

  private later(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private connect(): void {
    if (!this.running) return;
    const separator = this.options.url.includes("?") ? "&" : "?";
    const ws = new WebSocket(`${this.options.url}${separator}encoding=json`, { perMessageDeflate: false });
    this.sockets.add(ws);
    const own: NodeJS.Timeout[] = [];
    let silence: NodeJS.Timeout | null = null;
    const armSilence = () => {
      if (silence !== null) clearTimeout(silence);
      silence = setTimeout(() => ws.terminate(), this.options.silenceLimitMs);
    };
    ws.on("open", () => {
      ws.send(JSON.stringify(dnseAuthMessage(this.options.apiKey, this.options.apiSecret)));
      armSilence();
      own.push(setInterval(() => this.send(ws, { action: "pong" }), this.options.keepAliveMs));
    });
    ws.on("message", (data) => {
      armSilence();
      this.onMessage(ws, data);
    });
    ws.on("error", () => {});
    ws.on("close", () => {
      for (const timer of own) clearInterval(timer);
      if (silence !== null) clearTimeout(silence);
      this.sockets.delete(ws);
      if (this.live !== ws) return; // a replaced connection, or one that never logged in and is retried below
      this.live = null;
      this.sink!.disconnected(this.running);
      if (this.running) this.later(this.backoff.next() / 2, () => this.connect());
    });
    // A connection that fails before its login succeeded is retried with backoff.
    ws.once("close", () => {
      if (this.running && !authenticated.has(ws) && this.sockets.size === 0 && this.live === null)
        this.later(this.backoff.next(), () => this.connect());
    });
  }

  private onMessage(ws: WebSocket, data: RawData): void {
    const sink = this.sink!;
    let message: unknown;
    try {
      message = JSON.parse(data.toString());
    } catch {
      sink.malformed("message is not JSON");
      return;
    }
    const action =
      typeof message === "object" && message !== null ? (message as { action?: unknown }).action : undefined;
    if (typeof action === "string") {
      this.onControl(ws, action);
      return;
    }
    if (!authenticated.has(ws)) return;
    try {
      const result = this.mapper.map(message);
      if (result.kind === "patch") sink.apply(result.patch);
      else if (result.kind === "outOfOrder") sink.outOfOrder();
      else sink.ignored();
    } catch (error) {
      sink.malformed(error instanceof MalformedMessage ? error.message : `unmappable: ${String(error)}`);
    }
  }

  private onControl(ws: WebSocket, action: string): void {
    const sink = this.sink!;
    if (action === "ping") {
      this.send(ws, { action: "pong" });
    } else if (action === "auth_success") {
      authenticated.add(ws);
      sink.tokenRenewed();
      this.send(ws, {
        action: "subscribe",
        channels: this.options.channels.map((name) => ({ name, symbols: this.options.symbols })),
      });
      const previous = this.live;
      this.live = ws;
      this.backoff.reset();
      sink.connected();
      // The rotation has its successor: close the old connection, whose close is no gap.
      if (previous !== null && previous !== ws) previous.close();
      this.later(this.options.maxConnectionMs, () => {
        if (this.live === ws && this.running) this.connect();
      });
    } else if (action === "auth_error") {
      // Refused (an expired key or a stale signature): this connection closes, the next one signs anew.
      ws.close();
    }
  }

  private send(ws: WebSocket, message: unknown): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }
}

/** Connections whose login succeeded. */
const authenticated = new WeakSet<WebSocket>();
