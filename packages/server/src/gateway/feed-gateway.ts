import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { CONCURRENT_SCHEMA, MsgType } from "@vnboard/feed";
import { encodeRecords } from "@vnboard/feed/protocol";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import type { MarketBatch, MarketSource } from "../market/market-source";
import { BatchFanOut, type FrameFilter } from "./batch-fan-out";
import { encodeBatchFrames } from "./batch-frames";
import { DEFAULT_RESUME_BATCHES, resumeFrame, sequenceMarkFrame } from "./batch-sequence";
import { type ClientCommand, MAX_CLIENT_PAYLOAD, parseClientMessage } from "./client-message";
import { ClientSession, DEFAULT_SLOW_CLIENT_POLICY, Delivery, type SlowClientPolicy } from "./client-session";
import { type FeedAccess, FeedAuthGate } from "./feed-auth-gate";
import { GatewayStats } from "./gateway-stats";
import { formatVietnamTime, rawToString } from "./gateway-text";
import { catchUpFilter, ResumeSessions } from "./resume-sessions";
import { SlidingWindowByKey } from "./sliding-window";
import { type FramedGroup, framedGroup, SnapshotCache, type SnapshotHandOut } from "./snapshot-cache";
import { encodeIndexSeriesFrames, encodeSymbolHistoryFrames } from "./snapshot-frames";
import { encodeWireFrame, type WireFrame } from "./wire-frame";

export { formatVietnamTime } from "./gateway-text";

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
}

/** Receives every frame the gateway broadcasts, with its wall-clock time (the recorder). */
export type FrameTap = (frame: WireFrame, t: number) => void;

/**
 * The live feed over WebSocket: sends each client the snapshot then the updates of the market source.
 * Every batch is encoded once and the same bytes go to every client; clients that fall behind get
 * conflated updates and are closed (1013) when they stay behind. See docs/server.md for the protocol.
 */
export class FeedGateway {
  readonly stats = new GatewayStats();
  readonly path: string;
  private readonly source: MarketSource;
  private readonly wss: WebSocketServer;
  private readonly sessions = new Set<ClientSession>();
  private readonly taps = new Set<FrameTap>();
  private readonly policy: SlowClientPolicy;
  private readonly defaultIndexCodes: readonly string[];
  private readonly maxMessagesPerSecond: number;
  private readonly maxIndexSubscriptions: number;
  private readonly serverTimeIntervalMs: number;
  private readonly concurrentIntervalMs: number;
  private readonly pingIntervalMs: number;
  private readonly snapshots: SnapshotCache;
  private readonly snapshotRequests: SlidingWindowByKey;
  private server: Server | null = null;
  private unsubscribe: (() => void) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private nextId = 1;
  private batchSeq = 0;
  private lastBatchTime = 0;
  private lastBatchAt = 0;
  private seriesCache = { seq: -1, byIndex: new Map<string, FramedGroup>() };
  /** Sequence number of the last batch (the source's, else our own count). */
  private seq = 0;
  /** Names this process's numbering when the source does not name its own (a restart numbers anew). */
  private readonly localRun = randomBytes(6).toString("base64url");
  private readonly resume: ResumeSessions;
  private readonly gate: FeedAuthGate | null;

  constructor(options: FeedGatewayOptions) {
    this.source = options.source;
    this.path = options.path ?? "/ws";
    this.policy = { ...DEFAULT_SLOW_CLIENT_POLICY, ...options.slowClient };
    this.defaultIndexCodes = options.defaultIndexCodes ?? DEFAULT_INDEX_CODES;
    this.maxMessagesPerSecond = options.maxMessagesPerSecond ?? 50;
    this.maxIndexSubscriptions = options.maxIndexSubscriptions ?? 64;
    this.serverTimeIntervalMs = options.serverTimeIntervalMs ?? 1000;
    this.concurrentIntervalMs = options.concurrentIntervalMs ?? 5000;
    this.pingIntervalMs = options.pingIntervalMs ?? 30_000;
    this.snapshots = new SnapshotCache(this.source, options.snapshotMaxAgeMs ?? 2000, () =>
      this.sourceTime(),
    );
    this.snapshotRequests = new SlidingWindowByKey(options.snapshotsPerMinutePerAddress ?? 30, 60_000);
    this.resume = new ResumeSessions(options.resumeBatches ?? DEFAULT_RESUME_BATCHES, {
      currentSeq: () => this.currentSeq(),
      currentRun: () => this.currentRun(),
      send: (session, frames) => this.sendGroup(session, framedGroup(frames)),
      sendFanOut: (session, fanOut, filter) => this.sendFanOut(session, fanOut, filter),
      start: (session) => this.startSession(session),
      stats: this.stats,
    });
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_CLIENT_PAYLOAD,
      perMessageDeflate: false,
    });
    this.wss.on("connection", (ws, request) => this.onConnection(ws, request));
    this.gate =
      options.access === undefined
        ? null
        : new FeedAuthGate({
            access: options.access,
            close: (session, code, reason) => this.close(session, code, reason),
            apply: (session, command) => this.apply(session, command),
            stats: this.stats,
            authTimeoutMs: options.authTimeoutMs,
            recheckIntervalMs: options.sessionRecheckMs,
            sweepEvery: options.sessionSweepEvery,
          });
  }

  /** Handles WebSocket upgrades to `path` on an HTTP server (fastify's `app.server`). */
  attach(server: Server): void {
    this.server = server;
    server.on("upgrade", this.onUpgrade);
  }

  /** Starts listening to the source and the periodic frames (the source itself is started by its owner). */
  start(): void {
    if (this.unsubscribe !== null) return;
    this.unsubscribe = this.source.onBatch(this.onBatch);
    this.timers.push(setInterval(() => this.tickServerTime(), this.serverTimeIntervalMs));
    this.timers.push(setInterval(() => this.tickConcurrent(), this.concurrentIntervalMs));
    this.timers.push(setInterval(() => this.pingAll(), this.pingIntervalMs));
    for (const timer of this.timers) timer.unref();
    this.gate?.start();
  }

  /** Stops, closing every client (1001). */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.gate?.stop();
    this.server?.off("upgrade", this.onUpgrade);
    for (const session of this.sessions) {
      session.closed = true;
      session.ws.close(1001, "server stopping");
      setTimeout(() => session.ws.terminate(), 500).unref();
    }
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  /** Registers a tap that sees every broadcast frame; returns the unregister function. */
  addTap(tap: FrameTap): () => void {
    this.taps.add(tap);
    return () => this.taps.delete(tap);
  }

  /** Connected clients (for tests and monitoring). */
  get clients(): ReadonlySet<ClientSession> {
    return this.sessions;
  }

  /** The market's clock (ms): the last batch's time, advanced by the wall clock since. */
  sourceTime(): number {
    return this.lastBatchAt === 0 ? Date.now() : this.lastBatchTime + (Date.now() - this.lastBatchAt);
  }

  /** The snapshot frames as of the last batch; encoded at most once per batch, shared by all clients. */
  snapshotFrames(): WireFrame[] {
    return this.snapshots.current(false).group.frames;
  }

  /**
   * What a recording starts with: the snapshot frames, then the whole series of every index of the
   * snapshot (a replay can then answer any index subscription).
   */
  recordingPreamble(): WireFrame[] {
    const snapshot = this.snapshots.current(true);
    const frames = [...snapshot.group.frames];
    for (const code of snapshot.indexCodes) frames.push(...this.indexSeriesFrames(code));
    return frames;
  }

  /** The whole series of one index (8, 14, 16), encoded at most once per batch. */
  indexSeriesFrames(indexCode: string): WireFrame[] {
    return this.indexSeriesGroup(indexCode).frames;
  }

  private indexSeriesGroup(indexCode: string): FramedGroup {
    if (this.seriesCache.seq !== this.batchSeq) this.seriesCache = { seq: this.batchSeq, byIndex: new Map() };
    let group = this.seriesCache.byIndex.get(indexCode);
    if (group === undefined) {
      group = framedGroup(encodeIndexSeriesFrames(this.source, indexCode));
      this.seriesCache.byIndex.set(indexCode, group);
    }
    return group;
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = request.url ?? "";
    const query = url.indexOf("?");
    const pathname = query < 0 ? url : url.slice(0, query);
    if (pathname !== this.path) {
      socket.write("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit("connection", ws, request));
  };

  private onConnection(ws: WebSocket, request: IncomingMessage): void {
    const session = new ClientSession(ws, this.nextId++, request.socket.remoteAddress ?? "");
    for (const code of this.defaultIndexCodes) session.indexCodes.add(code);
    this.sessions.add(session);
    this.gate?.connected(session);
    const stats = this.stats;
    stats.clients = this.sessions.size;
    stats.clientsTotal++;
    if (stats.clients > stats.clientsMax) stats.clientsMax = stats.clients;
    ws.on("message", (data, isBinary) => this.onMessage(session, data, isBinary));
    ws.on("pong", () => {
      session.alive = true;
    });
    ws.on("close", () => this.remove(session));
    ws.on("error", () => this.remove(session));
  }

  private remove(session: ClientSession): void {
    session.closed = true;
    this.resume.forget(session);
    this.gate?.forget(session);
    if (this.sessions.delete(session)) this.stats.clients = this.sessions.size;
  }

  private onMessage(session: ClientSession, data: RawData, isBinary: boolean): void {
    if (session.closed) return;
    session.alive = true;
    if (!session.countMessage(Date.now(), this.maxMessagesPerSecond)) {
      this.stats.rateLimited++;
      this.close(session, 1008, "too many messages");
      return;
    }
    const command = isBinary ? null : parseClientMessage(rawToString(data));
    if (command === null) {
      this.stats.badClientMessages++;
      return;
    }
    if (this.gate !== null && !this.gate.admits(session, command)) return;
    this.apply(session, command);
  }

  private apply(session: ClientSession, command: ClientCommand): void {
    if (command.kind === "auth") return; // an open feed takes anyone: a credential changes nothing
    if (command.kind === "history") {
      // A client that does not read its answers gets no more of them (its backlog stays bounded).
      if (!this.hasRoom(session)) return;
      const frames = encodeSymbolHistoryFrames(this.source, command.msgType, command.code);
      if (frames.length === 0) this.stats.badClientMessages++;
      else this.sendGroup(session, framedGroup(frames));
      return;
    }
    if (command.kind === "index") {
      if (!command.subscribe) {
        session.indexCodes.delete(command.indexCode);
        return;
      }
      if (
        !session.indexCodes.has(command.indexCode) &&
        session.indexCodes.size >= this.maxIndexSubscriptions
      ) {
        this.stats.badClientMessages++;
        return;
      }
      session.indexCodes.add(command.indexCode);
      if (session.live && this.hasRoom(session))
        this.sendGroup(session, this.indexSeriesGroup(command.indexCode));
      return;
    }
    if (command.kind === "sequence") {
      session.wantsSequence = true;
      if (!session.live) {
        session.resumeFrom = command.seq;
        session.resumeRun = command.run;
      }
      return;
    }
    if (command.msgType === MsgType.SYMBOL_UPDATE) session.wantsSymbols = true;
    else if (command.msgType === MsgType.INDEX_UPDATE) session.wantsIndices = true;
    else if (!session.live && !session.awaitingSnapshot && !this.resume.isWaiting(session))
      this.startSession(session);
  }

  /** The sequence number of the last batch applied, as the clients see it. */
  private currentSeq(): number {
    return this.source.sequence ?? this.seq;
  }

  /** The run that numbers the batches: the source's, else this process's. */
  private currentRun(): string {
    return this.source.run ?? this.localRun;
  }

  /**
   * After msgType 4: resumes a client that sent its last sequence when we can, else hands it the kept
   * snapshot (at most `snapshotsPerMinutePerAddress` a minute per address).
   */
  private startSession(session: ClientSession): void {
    if (this.resume.tryResume(session)) return;
    if (!this.snapshotRequests.allow(session.address, Date.now())) {
      this.stats.snapshotsRefused++;
      this.close(session, 1013, "too many snapshot requests: try again later");
      return;
    }
    session.awaitingSnapshot = true;
    this.snapshots.handOut().then(
      (handOut) => this.joinLive(session, handOut),
      () => this.close(session, 1011, "snapshot failed"),
    );
  }

  private sendFanOut(session: ClientSession, fanOut: BatchFanOut, filter: FrameFilter): void {
    const { bytes, count } = fanOut.bytesFor(filter);
    if (count > 0) this.sendGroup(session, { frames: fanOut.frames.filter(filter.wants), framed: bytes });
  }

  /** Sends a joining client the snapshot, the batches since it was taken and its index series. */
  private joinLive(session: ClientSession, { entry, recent }: SnapshotHandOut): void {
    if (session.closed) return;
    session.awaitingSnapshot = false;
    if (session.wantsSequence)
      this.sendGroup(session, framedGroup([resumeFrame("snapshot", this.currentSeq(), this.currentRun())]));
    this.sendGroup(session, entry.group);
    // Batches since the snapshot was taken, whatever the client subscribed (its 2 and 3 follow its 4).
    const catchUp = catchUpFilter(session, false);
    for (const fanOut of recent) this.sendFanOut(session, fanOut, catchUp);
    for (const code of session.indexCodes) this.sendGroup(session, this.indexSeriesGroup(code));
    if (session.wantsSequence)
      this.sendGroup(session, framedGroup([sequenceMarkFrame(this.currentSeq(), this.currentRun())]));
    session.live = true;
  }

  /** Whether more answers may be queued for a client: false (and closed when over the hard limit) if not. */
  private hasRoom(session: ClientSession): boolean {
    const buffered = session.ws.bufferedAmount;
    if (buffered > this.policy.hardLimitBytes) this.closeSlow(session);
    else if (buffered <= this.policy.softLimitBytes) return true;
    this.stats.answersRefused++;
    return false;
  }

  private sendGroup(session: ClientSession, group: FramedGroup): void {
    if (group.frames.length === 0) return;
    this.stats.bytesSent += session.sendFramed(group.framed, group.frames);
    this.stats.framesSent += group.frames.length;
  }

  private readonly onBatch = (batch: MarketBatch): void => {
    this.batchSeq++;
    this.seq = batch.seq ?? this.seq + 1;
    this.lastBatchTime = batch.time;
    this.lastBatchAt = Date.now();
    const stats = this.stats;
    stats.batches++;
    const t0 = performance.now();
    const frames = encodeBatchFrames(batch);
    const t1 = performance.now();
    stats.encodeMs += t1 - t0;
    stats.framesEncoded += frames.length;
    for (const frame of frames) stats.records += frame.records.length;
    const now = Date.now();
    if (frames.length === 0) {
      this.snapshots.onBatch(batch, null, now);
      return;
    }
    for (const tap of this.taps) for (const frame of frames) tap(frame, now);
    // The mark goes only to clients that asked for marks (ClientSession.wants).
    const fanOut = new BatchFanOut([
      ...frames,
      sequenceMarkFrame(this.seq, this.currentRun(), batch.producedAt ?? now),
    ]);
    this.resume.ring.push(this.seq, fanOut);
    this.snapshots.onBatch(batch, fanOut, now);
    for (const session of this.sessions) {
      if (!session.live || session.closed) continue;
      if (session.deliver(fanOut, now, this.policy, stats) === Delivery.CLOSE) this.closeSlow(session);
    }
    this.resume.startWaiting(now);
    stats.fanOutMs += performance.now() - t1;
  };

  /** Sends a small frame to every live client that is not behind (a behind client gets the next one). */
  private broadcastSmall(frame: WireFrame): void {
    const now = Date.now();
    for (const tap of this.taps) tap(frame, now);
    const group = framedGroup([frame]);
    for (const session of this.sessions) {
      if (!session.live || session.closed) continue;
      if (!session.check(now, this.policy, this.stats)) {
        this.closeSlow(session);
        continue;
      }
      if (session.pending === null) this.sendGroup(session, group);
    }
  }

  /** Closes the clients that did not answer the previous ping (dead peers hold a socket each), pings the rest. */
  private pingAll(): void {
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

  private tickServerTime(): void {
    this.resume.startWaiting(Date.now());
    this.broadcastSmall(encodeWireFrame(MsgType.SERVER_TIME, this.sourceTime()));
  }

  private tickConcurrent(): void {
    const s = this.stats;
    const record = {
      time: formatVietnamTime(this.sourceTime()),
      total: s.clientsTotal,
      max: s.clientsMax,
      current: s.clients,
    };
    this.broadcastSmall(
      encodeWireFrame(MsgType.CONCURRENT_USERS, encodeRecords(CONCURRENT_SCHEMA, [record])),
    );
  }

  private closeSlow(session: ClientSession): void {
    this.stats.slowClosed++;
    this.close(session, 1013, "too slow: try again later");
  }

  private close(session: ClientSession, code: number, reason: string): void {
    this.remove(session);
    session.pending = null;
    session.ws.close(code, reason);
    // A client that does not read never completes the close handshake: free its buffers anyway.
    setTimeout(() => session.ws.terminate(), 1000).unref();
  }
}
