import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { BINARY_SUBPROTOCOL } from "@vnboard/feed";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import type { BinaryWire } from "./binary-wire";
import { MAX_CLIENT_PAYLOAD } from "./client-message";
import { ClientSession, type SlowClientPolicy } from "./client-session";
import type { GatewayStats } from "./gateway-stats";
import type { FramedGroup } from "./snapshot-cache";

/** What the registry tells the gateway about its clients. */
/** Takes a WebSocket upgrade on a path of its own (the replays). */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface ClientRegistryHooks {
  /** A client connected (registered, not yet counted): admission starts here. */
  connected(session: ClientSession): void;
  /** A message from a client. */
  message(session: ClientSession, data: RawData, isBinary: boolean): void;
  /** A client left (closed, failed, timed out, refused): drop what is kept for it. */
  forget(session: ClientSession): void;
}

/**
 * The gateway's connected clients: accepts WebSocket upgrades on one path, counts clients, writes to
 * them, pings them and closes them. What a client asks for and what the market sends it are the
 * gateway's (feed-gateway.ts); this holds only the sockets' life.
 */
export class ClientRegistry {
  readonly sessions = new Set<ClientSession>();
  /** Other paths whose upgrades another handler takes (FeedGateway.routeUpgrade). */
  readonly routes = new Map<string, UpgradeHandler>();
  private readonly wss: WebSocketServer;
  private server: Server | null = null;
  private nextId = 1;

  constructor(
    private readonly path: string,
    private readonly defaultIndexCodes: readonly string[],
    private readonly policy: SlowClientPolicy,
    private readonly stats: GatewayStats,
    private readonly hooks: ClientRegistryHooks,
    /** The binary encoding's forms, or null when the gateway answers every client with the spec's. */
    private readonly binary: BinaryWire | null = null,
  ) {
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_CLIENT_PAYLOAD,
      perMessageDeflate: false,
      // Without this `ws` would answer with the first protocol offered, whatever it is.
      handleProtocols: (offered) =>
        binary !== null && offered.has(BINARY_SUBPROTOCOL) ? BINARY_SUBPROTOCOL : false,
    });
    this.wss.on("connection", (ws, request) => this.onConnection(ws, request));
  }

  /** Handles WebSocket upgrades to `path` on an HTTP server (fastify's `app.server`). */
  attach(server: Server): void {
    this.server = server;
    server.on("upgrade", this.onUpgrade);
  }

  /** Stops taking upgrades and closes every client (1001). */
  async stop(): Promise<void> {
    this.server?.off("upgrade", this.onUpgrade);
    for (const session of this.sessions) {
      session.closed = true;
      session.ws.close(1001, "server stopping");
      setTimeout(() => session.ws.terminate(), 500).unref();
    }
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = request.url ?? "";
    const query = url.indexOf("?");
    const pathname = query < 0 ? url : url.slice(0, query);
    const route = this.routes.get(pathname);
    if (route !== undefined) {
      route(request, socket, head);
      return;
    }
    if (pathname !== this.path) {
      socket.write("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit("connection", ws, request));
  };

  /** Takes an upgrade without looking at its path; `connected` gets the socket once it is a client. */
  handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    connected: (ws: WebSocket) => void,
  ): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      this.wss.emit("connection", ws, request);
      connected(ws);
    });
  }

  private onConnection(ws: WebSocket, request: IncomingMessage): void {
    const session = new ClientSession(
      ws,
      this.nextId++,
      request.socket.remoteAddress ?? "",
      ws.protocol === BINARY_SUBPROTOCOL ? this.binary : null,
    );
    for (const code of this.defaultIndexCodes) session.indexCodes.add(code);
    this.sessions.add(session);
    this.hooks.connected(session);
    const stats = this.stats;
    stats.clients = this.sessions.size;
    stats.clientsTotal++;
    if (stats.clients > stats.clientsMax) stats.clientsMax = stats.clients;
    ws.on("message", (data, isBinary) => this.hooks.message(session, data, isBinary));
    ws.on("pong", () => {
      session.alive = true;
    });
    ws.on("close", () => this.remove(session));
    ws.on("error", () => this.remove(session));
  }

  /** Forgets a client whose socket is closed or closing. */
  remove(session: ClientSession): void {
    session.closed = true;
    this.hooks.forget(session);
    if (this.sessions.delete(session)) this.stats.clients = this.sessions.size;
  }

  /** Writes a group of frames to one client (one socket write when the group is framed together). */
  sendGroup(session: ClientSession, group: FramedGroup): void {
    if (group.frames.length === 0) return;
    this.stats.bytesSent += session.sendFramed(group.framed, group.frames);
    this.stats.framesSent += group.frames.length;
  }

  /** Whether more answers may be queued for a client: false (and closed when over the hard limit) if not. */
  hasRoom(session: ClientSession): boolean {
    const buffered = session.ws.bufferedAmount;
    if (buffered > this.policy.hardLimitBytes) this.closeSlow(session);
    else if (buffered <= this.policy.softLimitBytes) return true;
    this.stats.answersRefused++;
    return false;
  }

  /** Closes the clients that did not answer the previous ping (dead peers hold a socket each), pings the rest. */
  pingAll(): void {
    for (const session of this.sessions) {
      if (!session.alive) {
        this.stats.pingTimeouts++;
        this.remove(session);
        session.ws.terminate();
        continue;
      }
      session.alive = false;
      session.ws.ping();
    }
  }

  closeSlow(session: ClientSession): void {
    this.stats.slowClosed++;
    this.close(session, 1013, "too slow: try again later");
  }

  close(session: ClientSession, code: number, reason: string): void {
    this.remove(session);
    session.pending = null;
    session.ws.close(code, reason);
    // A client that does not read never completes the close handshake: free its buffers anyway.
    setTimeout(() => session.ws.terminate(), 1000).unref();
  }
}
