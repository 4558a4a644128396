import { type RawData, WebSocket } from "ws";
import { Backoff } from "../backoff";
import { MalformedMessage } from "../field-values";
import type { ProviderAdapter, SourceRow, SourceSink } from "../source-sink";
import { SsiMapper } from "./ssi-mapper";
import { SsiRest } from "./ssi-rest";

export interface SsiOptions {
  /** REST base, e.g. https://fc-data.ssi.com.vn/ */
  restUrl: string;
  /** Streaming base, e.g. https://fc-datahub.ssi.com.vn/ (the SignalR hub is under v2.0/signalr). */
  streamUrl: string;
  consumerId: string;
  consumerSecret: string;
  /** Stream channels to switch to. Default X, MI, R, F and OL for ALL symbols. */
  channels?: string[];
  /** Markets whose securities list names the symbols. Default HOSE, HNX, UPCOM, DER. */
  markets?: string[];
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** No frame (SignalR sends a keep-alive `{}`) for this long: the connection is dead, reconnect. */
  silenceLimitMs?: number;
}

const HUB = "FcMarketDataV2Hub";
const CONNECTION_DATA = JSON.stringify([{ name: HUB }]);

/**
 * SSI FastConnect Data: logs in over REST (consumer id and secret -> bearer token), reads the securities
 * list, the index list and each index's components, then opens the streaming hub (ASP.NET SignalR:
 * `negotiate`, a WebSocket `connect`, `start`, then `SwitchChannels` invocations; the provider pushes
 * `Broadcast` calls whose argument is `{DataType, Content}`), as SSI's own client library does
 * (github.com/SSI-Securities-Corporation/python-fcdata, fc_md_stream.py). A refused token is renewed;
 * a closed or silent connection is reopened with backoff.
 */
export class SsiAdapter implements ProviderAdapter {
  readonly name = "ssi";
  private readonly options: Required<SsiOptions>;
  private readonly mapper = new SsiMapper();
  private rest: SsiRest | null = null;
  private sink: SourceSink | null = null;
  private ws: WebSocket | null = null;
  private running = false;
  private readonly backoff: Backoff;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;
  private invocation = 0;

  constructor(options: SsiOptions) {
    this.options = {
      channels: ["X:ALL", "MI:ALL", "R:ALL", "F:ALL", "OL:ALL"],
      markets: ["HOSE", "HNX", "UPCOM", "DER"],
      initialBackoffMs: 500,
      maxBackoffMs: 30_000,
      silenceLimitMs: 60_000,
      ...options,
    };
    this.backoff = new Backoff(this.options.initialBackoffMs, this.options.maxBackoffMs);
  }

  start(sink: SourceSink): void {
    if (this.running) return;
    this.running = true;
    this.sink = sink;
    this.rest = new SsiRest(this.options.restUrl, this.options.consumerId, this.options.consumerSecret, () =>
      sink.tokenRenewed(),
    );
    void this.loadReference().finally(() => this.connect());
  }

  stop(): void {
    this.running = false;
    for (const timer of [this.reconnectTimer, this.silenceTimer]) if (timer !== null) clearTimeout(timer);
    this.reconnectTimer = this.silenceTimer = null;
    this.ws?.terminate();
    this.ws = null;
  }

  /** Symbols, indices and baskets from REST; a failure leaves them to the stream (logged as malformed). */
  private async loadReference(): Promise<void> {
    const rest = this.rest!;
    const sink = this.sink!;
    try {
      const symbols = await rest.securities(this.options.markets);
      const details = await rest.securityDetails(this.options.markets);
      const indices = await rest.indexList();
      const baskets: Record<string, string[]> = {};
      const indexRows: SourceRow[] = [];
      const memberOf = new Map<string, string[]>();
      for (const index of indices) {
        const row: SourceRow = { indexCode: index.indexCode };
        if (index.indexName !== undefined) row.indexName = index.indexName;
        if (index.exchange !== undefined) row.marketName = index.exchange;
        indexRows.push(row);
        const members = await rest.indexComponents(index.indexCode);
        baskets[index.indexCode] = members;
        for (const code of members) memberOf.set(code, [...(memberOf.get(code) ?? []), index.indexCode]);
      }
      for (const row of symbols) {
        const codes = memberOf.get(String(row.code));
        if (codes !== undefined) row.indexCodes = codes.join(",");
      }
      if (!this.running) return;
      sink.apply({ symbols: [...symbols, ...details], indices: indexRows, baskets });
    } catch (error) {
      if (this.running) sink.malformed(`SSI reference data: ${(error as Error).message}`);
    }
  }

  private async connect(): Promise<void> {
    if (!this.running) return;
    let token: string;
    let connectionToken: string;
    try {
      token = await this.rest!.accessToken();
      let negotiated = await this.negotiate(token);
      if (negotiated === null) {
        // 401: the token expired. Renew it once, then negotiate again.
        token = await this.rest!.renewToken();
        negotiated = await this.negotiate(token);
      }
      if (negotiated === null) throw new Error("token refused twice");
      connectionToken = negotiated;
    } catch {
      this.scheduleReconnect(false);
      return;
    }
    if (!this.running) return;
    const query = this.query({ transport: "webSockets", connectionToken });
    const url = `${this.hubUrl("connect").replace(/^http/, "ws")}?${query}`;
    const ws = new WebSocket(url, {
      perMessageDeflate: false,
      headers: { Authorization: `Bearer ${token}` },
    });
    this.ws = ws;
    ws.on("open", () => void this.onOpen(ws, token, connectionToken));
    ws.on("message", (data) => this.onFrame(ws, data));
    ws.on("error", () => {}); // 'close' follows
    ws.on("close", () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.sink!.disconnected(this.running);
      this.scheduleReconnect(true);
    });
  }

  private async onOpen(ws: WebSocket, token: string, connectionToken: string): Promise<void> {
    await fetch(`${this.hubUrl("start")}?${this.query({ transport: "webSockets", connectionToken })}`, {
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => {});
    if (this.ws !== ws || ws.readyState !== WebSocket.OPEN) return;
    for (const channel of this.options.channels)
      ws.send(JSON.stringify({ H: HUB, M: "SwitchChannels", A: [channel], I: this.invocation++ }));
    this.backoff.reset();
    this.sink!.connected();
    this.armSilence(ws);
  }

  /** The connection token, or null when the provider refused the bearer token (401). */
  private async negotiate(token: string): Promise<string | null> {
    const response = await fetch(`${this.hubUrl("negotiate")}?${this.query({})}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`negotiate: HTTP ${response.status}`);
    const body = (await response.json()) as { ConnectionToken?: unknown };
    if (typeof body.ConnectionToken !== "string") throw new Error("negotiate: no ConnectionToken");
    return body.ConnectionToken;
  }

  private onFrame(ws: WebSocket, data: RawData): void {
    if (this.ws !== ws) return;
    this.armSilence(ws);
    const sink = this.sink!;
    let frame: unknown;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      sink.malformed("frame is not JSON");
      return;
    }
    const messages = typeof frame === "object" && frame !== null ? (frame as { M?: unknown }).M : undefined;
    if (!Array.isArray(messages)) {
      // Keep-alive `{}`, the init `{S:1}`, invocation results `{I:"0"}`.
      if (typeof frame !== "object" || frame === null || Array.isArray(frame))
        sink.malformed("frame is not an object");
      return;
    }
    for (const message of messages) this.onHubMessage(message);
  }

  private onHubMessage(message: unknown): void {
    const sink = this.sink!;
    const call = message as { M?: unknown; A?: unknown } | null;
    if (typeof call !== "object" || call === null || !Array.isArray(call.A)) {
      sink.malformed("hub message without arguments");
      return;
    }
    if (call.M !== "Broadcast") {
      sink.ignored();
      return;
    }
    for (const argument of call.A) {
      try {
        const result = this.mapper.map(argument);
        if (result.kind === "patch") sink.apply(result.patch);
        else if (result.kind === "outOfOrder") sink.outOfOrder();
        else sink.ignored();
      } catch (error) {
        // Bad input never stops the ingest: a mapper bug is counted like a malformed message.
        sink.malformed(error instanceof MalformedMessage ? error.message : `unmappable: ${String(error)}`);
      }
    }
  }

  private armSilence(ws: WebSocket): void {
    if (this.silenceTimer !== null) clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      if (this.ws === ws) ws.terminate();
    }, this.options.silenceLimitMs);
  }

  private scheduleReconnect(afterOpen: boolean): void {
    if (!this.running) return;
    if (this.silenceTimer !== null) clearTimeout(this.silenceTimer);
    const delay = afterOpen ? this.backoff.next() / 2 : this.backoff.next();
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }

  private hubUrl(action: string): string {
    return `${this.options.streamUrl.replace(/\/+$/, "")}/v2.0/signalr/${action}`;
  }

  private query(extra: Record<string, string>): string {
    return new URLSearchParams({
      clientProtocol: "1.5",
      connectionData: CONNECTION_DATA,
      ...extra,
    }).toString();
  }
}
