import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { dnseSignature } from "../dnse/dnse-auth";

export interface FakeDnseOptions {
  apiKey: string;
  apiSecret: string;
  /** The messages each connection replays once subscribed, by connection number (the last one repeats). */
  sessions: string[][];
  /** The first login is refused as expired (the client must log in again with a fresh signature). */
  refuseFirstLogin?: boolean;
  /** A connection is closed this long after it opened (DNSE: 8 hours; short in tests), ms. */
  connectionLimitMs?: number;
  /** Server ping period (DNSE: 3 minutes), ms. Default 180000. */
  pingMs?: number;
  /** Connections that replay a session other than the last one are closed after it (a break). */
  breakAfterEarlySessions?: boolean;
  burst?: number;
}

/**
 * A stand-in for DNSE's market data stream on loopback, for tests: a real WebSocket server that checks
 * the signed login (HMAC of key:timestamp:nonce), replays a recorded session once subscribed, pings,
 * counts pongs, and can refuse a login or close connections at a (short) connection limit.
 */
export class FakeDnseServer {
  connections = 0;
  logins = 0;
  refusedLogins = 0;
  pongs = 0;
  readonly subscriptions: unknown[] = [];
  private readonly http: Server = createServer((_req, res) => res.writeHead(426).end());
  private readonly wss = new WebSocketServer({ server: this.http });
  private readonly sockets = new Set<WebSocket>();

  constructor(private readonly options: FakeDnseOptions) {
    this.wss.on("connection", (ws) => this.onConnection(ws));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.http.listen(0, "127.0.0.1", resolve));
    return `ws://127.0.0.1:${(this.http.address() as AddressInfo).port}/v1/stream`;
  }

  async stop(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  /** Open connections now. */
  get open(): number {
    return this.sockets.size;
  }

  private onConnection(ws: WebSocket): void {
    const index = this.connections++;
    this.sockets.add(ws);
    const timers: NodeJS.Timeout[] = [];
    ws.on("close", () => {
      this.sockets.delete(ws);
      for (const timer of timers) clearTimeout(timer);
    });
    ws.send(JSON.stringify({ action: "welcome", session_id: `s-${index}` }));
    timers.push(
      setInterval(() => ws.send(JSON.stringify({ action: "ping" })), this.options.pingMs ?? 180_000),
    );
    if (this.options.connectionLimitMs !== undefined)
      timers.push(setTimeout(() => ws.close(1000, "connection limit"), this.options.connectionLimitMs));
    let loggedIn = false;
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.action === "pong") this.pongs++;
      else if (message.action === "auth") {
        if (!this.validLogin(message)) {
          this.refusedLogins++;
          ws.send(JSON.stringify({ action: "auth_error", message: "token expired" }));
          return;
        }
        loggedIn = true;
        this.logins++;
        ws.send(JSON.stringify({ action: "auth_success" }));
      } else if (message.action === "subscribe" && loggedIn) {
        this.subscriptions.push(message.channels);
        const session = this.options.sessions[Math.min(index, this.options.sessions.length - 1)];
        void this.replay(ws, session);
      }
    });
  }

  private validLogin(m: Record<string, unknown>): boolean {
    if (this.options.refuseFirstLogin && this.refusedLogins === 0) return false;
    const { timestamp, nonce } = m;
    if (m.api_key !== this.options.apiKey || typeof timestamp !== "number" || typeof nonce !== "number")
      return false;
    return m.signature === dnseSignature(this.options.apiSecret, this.options.apiKey, timestamp, nonce);
  }

  private async replay(ws: WebSocket, session: string[]): Promise<void> {
    await this.send(ws, session);
    const early = session !== this.options.sessions[this.options.sessions.length - 1];
    if (early && this.options.breakAfterEarlySessions) ws.terminate();
  }

  private async send(ws: WebSocket, session: string[]): Promise<void> {
    const burst = this.options.burst ?? 50;
    for (let i = 0; i < session.length; i++) {
      if (ws.readyState !== ws.OPEN) return;
      ws.send(session[i]);
      if (i % burst === burst - 1) await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
