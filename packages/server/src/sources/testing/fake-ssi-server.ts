import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { loadSsiRest, type SsiRestFixture } from "./fixture-session";

export interface FakeSsiOptions {
  consumerId: string;
  consumerSecret: string;
  /** The messages each stream connection replays, by connection number (the last one repeats). */
  sessions: string[][];
  /** The first token issued is refused by the stream (expired) once used this many times. Default never. */
  expireFirstTokenAfter?: number;
  /** A stream connection is closed this long after it opened (the provider's connection limit), ms. */
  connectionLimitMs?: number;
  /** Connections that replay a session other than the last one are closed after it (a break). */
  breakAfterEarlySessions?: boolean;
  /** Messages per macrotask while replaying. Default 50. */
  burst?: number;
}

/**
 * A stand-in for SSI FastConnect Data on loopback, for tests: the REST calls the adapter makes (token,
 * securities, index list and components, from the fixture) over real HTTP, and the SignalR hub's
 * negotiate / connect / start over a real WebSocket, replaying a recorded session as `Broadcast` calls
 * once the client switched channels. Can expire a token and close connections after a limit.
 */
export class FakeSsiServer {
  readonly rest: SsiRestFixture = loadSsiRest();
  /** Tokens issued; stream connections accepted; refusals for an expired token. */
  tokensIssued = 0;
  connections = 0;
  refusedTokens = 0;
  readonly channels: string[] = [];
  private readonly http: Server;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly uses = new Map<string, number>();
  private readonly sockets = new Set<WebSocket>();

  constructor(private readonly options: FakeSsiOptions) {
    this.http = createServer((req, res) => void this.route(req, res));
    this.http.on("upgrade", (req, socket, head) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname !== "/v2.0/signalr/connect" || !this.tokenValid(req)) {
        socket.end("HTTP/1.1 401 Unauthorized\r\n\r\n");
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onStream(ws));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.http.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}/`;
  }

  async stop(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  /** Closes every open stream connection (the provider restarting). */
  dropConnections(): void {
    for (const ws of this.sockets) ws.terminate();
  }

  private tokenValid(req: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (token === undefined || !/^token-\d+$/.test(token)) return false;
    const uses = (this.uses.get(token) ?? 0) + 1;
    this.uses.set(token, uses);
    const limit = this.options.expireFirstTokenAfter;
    if (token === "token-1" && limit !== undefined && uses > limit) {
      this.refusedTokens++;
      return false;
    }
    return true;
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname === "/api/v2/Market/AccessToken") {
      const body = JSON.parse((await readBody(req)) || "{}") as Record<string, string>;
      if (body.consumerID !== this.options.consumerId || body.consumerSecret !== this.options.consumerSecret)
        return json(200, { status: 401, message: "Invalid consumer", data: null });
      return json(200, {
        status: 200,
        message: "Success",
        data: { accessToken: `token-${++this.tokensIssued}` },
      });
    }
    if (!this.tokenValid(req)) return json(401, { status: 401, message: "Unauthorized" });
    switch (url.pathname) {
      case "/api/v2/Market/Securities": {
        const list = this.rest.securities[(url.searchParams.get("market") ?? "").toUpperCase()] ?? [];
        return json(200, { data: list, message: "Success", status: "Success", totalRecord: list.length });
      }
      case "/api/v2/Market/SecuritiesDetails": {
        const list = this.rest.details[(url.searchParams.get("market") ?? "").toUpperCase()] ?? [];
        const page = {
          rtype: "y",
          reportdate: "24/11/2026",
          totalnosym: String(list.length),
          repeatedinfoList: list,
        };
        return json(200, {
          dataList: [page],
          message: "SUCCESS",
          status: "SUCCESS",
          totalrecord: list.length,
        });
      }
      case "/api/v2/Market/IndexList":
        return json(200, {
          data: this.rest.indexList,
          status: "Success",
          totalRecord: this.rest.indexList.length,
        });
      case "/api/v2/Market/IndexComponents": {
        const code = url.searchParams.get("indexCode") ?? "";
        const members = (this.rest.components[code] ?? []).map((s) => ({ Isin: s, StockSymbol: s }));
        const item = { IndexCode: code, IndexName: code, Exchange: "HOSE", IndexComponent: members };
        return json(200, {
          data: [{ ...item, indexcomponentList: members }],
          status: "Success",
          totalRecord: 1,
        });
      }
      case "/v2.0/signalr/negotiate":
        return json(200, { ConnectionToken: `conn-${this.connections + 1}`, ProtocolVersion: "1.5" });
      case "/v2.0/signalr/start":
        return json(200, { Response: "started" });
      default:
        return json(404, { status: 404, message: "not found" });
    }
  }

  private onStream(ws: WebSocket): void {
    const index = this.connections++;
    this.sockets.add(ws);
    ws.on("close", () => this.sockets.delete(ws));
    ws.send(JSON.stringify({ C: "s-0", S: 1, M: [] }));
    const session = this.options.sessions[Math.min(index, this.options.sessions.length - 1)];
    let replaying = false;
    ws.on("message", (data) => {
      const call = JSON.parse(data.toString()) as { M?: string; A?: string[]; I?: number };
      if (call.M !== "SwitchChannels") return;
      this.channels.push(...(call.A ?? []));
      ws.send(JSON.stringify({ I: String(call.I ?? 0) }));
      if (!replaying) {
        replaying = true;
        void this.replay(ws, session);
      }
    });
    if (this.options.connectionLimitMs !== undefined) {
      const timer = setTimeout(() => ws.close(1000, "connection limit"), this.options.connectionLimitMs);
      ws.on("close", () => clearTimeout(timer));
    }
  }

  /** Sends the session as Broadcast calls; a line that is not JSON is sent bare (a malformed frame). */
  private async replay(ws: WebSocket, session: string[]): Promise<void> {
    await this.send(ws, session);
    const early = session !== this.options.sessions[this.options.sessions.length - 1];
    if (early && this.options.breakAfterEarlySessions) ws.terminate();
  }

  private async send(ws: WebSocket, session: string[]): Promise<void> {
    const burst = this.options.burst ?? 50;
    for (let i = 0; i < session.length; i++) {
      if (ws.readyState !== ws.OPEN) return;
      const line = session[i];
      ws.send(
        isJson(line)
          ? JSON.stringify({ C: `d-${i}`, M: [{ H: "FcMarketDataV2Hub", M: "Broadcast", A: [line] }] })
          : line,
      );
      if (i % burst === burst - 1) await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => resolve(text));
  });
}
