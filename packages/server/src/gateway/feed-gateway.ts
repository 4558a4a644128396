import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { RawData, WebSocket } from "ws";
import type { MarketBatch, MarketSource } from "../market/market-source";
import { BatchFanOut, type FrameFilter } from "./batch-fan-out";
import { encodeBatchFrames } from "./batch-frames";
import { DEFAULT_RESUME_BATCHES, resumeFrame, sequenceMarkFrame } from "./batch-sequence";
import { BinaryWire } from "./binary-wire";
import { applyClientCommand, type CommandContext } from "./client-commands";
import { type ClientCommand, parseClientMessage } from "./client-message";
import { ClientRegistry, type UpgradeHandler } from "./client-registry";
import {
  type ClientSession,
  DEFAULT_SLOW_CLIENT_POLICY,
  Delivery,
  type SlowClientPolicy,
} from "./client-session";
import { FeedAuthGate } from "./feed-auth-gate";
import { DEFAULT_INDEX_CODES, type FeedGatewayOptions, type FrameTap } from "./gateway-options";
import { GatewayStats } from "./gateway-stats";
import { rawToString } from "./gateway-text";
import { concurrentUsersFrame, GatewayTicks, serverTimeFrame } from "./gateway-ticks";
import { catchUpFilter, ResumeSessions } from "./resume-sessions";
import { SlidingWindowByKey } from "./sliding-window";
import { type FramedGroup, framedGroup, SnapshotCache, type SnapshotHandOut } from "./snapshot-cache";
import { encodeIndexSeriesFrames } from "./snapshot-frames";
import { SnapshotStart } from "./snapshot-start";
import type { WireFrame } from "./wire-frame";

export { formatVietnamTime } from "./gateway-text";

/**
 * The live feed over WebSocket: sends each client the snapshot then the updates of the market source.
 * Every batch is encoded once and the same bytes go to every client; clients that fall behind get
 * conflated updates and are closed (1013) when they stay behind. See docs/server.md for the protocol.
 */
export class FeedGateway {
  readonly stats = new GatewayStats();
  readonly path: string;
  private readonly source: MarketSource;
  private readonly registry: ClientRegistry;
  private readonly taps = new Set<FrameTap>();
  private readonly policy: SlowClientPolicy;
  private readonly maxMessagesPerSecond: number;
  private readonly ticks: GatewayTicks;
  private readonly commands: CommandContext;
  private readonly snapshots: SnapshotCache;
  private readonly snapshotStart: SnapshotStart;
  private readonly snapshotRequests: SlidingWindowByKey;
  private unsubscribe: (() => void) | null = null;
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
  /** The binary encoding's forms, shared by every binary client; null when the gateway offers only the spec's. */
  private readonly binaryWire: BinaryWire | null;

  constructor(options: FeedGatewayOptions) {
    this.binaryWire = options.binaryEncoding === false ? null : new BinaryWire();
    this.source = options.source;
    this.path = options.path ?? "/ws";
    this.policy = { ...DEFAULT_SLOW_CLIENT_POLICY, ...options.slowClient };
    this.maxMessagesPerSecond = options.maxMessagesPerSecond ?? 50;
    this.registry = new ClientRegistry(
      this.path,
      options.defaultIndexCodes ?? DEFAULT_INDEX_CODES,
      this.policy,
      this.stats,
      {
        connected: (session) => this.gate?.connected(session),
        message: (session, data, isBinary) => this.onMessage(session, data, isBinary),
        forget: (session) => {
          this.resume.forget(session);
          this.gate?.forget(session);
          this.snapshotStart.forget(session);
        },
      },
      this.binaryWire,
    );
    this.ticks = new GatewayTicks(
      {
        serverTimeMs: options.serverTimeIntervalMs ?? 1000,
        concurrentMs: options.concurrentIntervalMs ?? 5000,
        pingMs: options.pingIntervalMs ?? 30_000,
      },
      {
        serverTime: () => this.tickServerTime(),
        concurrent: () => this.broadcastSmall(concurrentUsersFrame(this.stats, this.sourceTime())),
        ping: () => this.registry.pingAll(),
      },
    );
    this.commands = {
      source: this.source,
      stats: this.stats,
      maxIndexSubscriptions: options.maxIndexSubscriptions ?? 64,
      hasRoom: (session) => this.registry.hasRoom(session),
      sendGroup: (session, group) => this.registry.sendGroup(session, group),
      indexSeriesGroup: (code) => this.indexSeriesGroup(code),
      awaitingResume: (session) => this.resume.isWaiting(session),
      startSession: (session) => this.startSession(session),
      sendSnapshotRest: (session) => this.snapshotStart.sendRest(session),
      control: options.onControl,
    };
    this.snapshots = new SnapshotCache(
      this.source,
      options.snapshotMaxAgeMs ?? 2000,
      () => this.sourceTime(),
      (frames) => this.prepareBinaryForms(frames),
    );
    this.snapshotStart = this.newSnapshotStart();
    this.snapshotRequests = new SlidingWindowByKey(options.snapshotsPerMinutePerAddress ?? 30, 60_000);
    this.resume = new ResumeSessions(options.resumeBatches ?? DEFAULT_RESUME_BATCHES, {
      currentSeq: () => this.currentSeq(),
      currentRun: () => this.currentRun(),
      send: (session, frames) => this.registry.sendGroup(session, framedGroup(frames)),
      sendFanOut: (session, fanOut, filter) => this.sendFanOut(session, fanOut, filter),
      start: (session) => this.startSession(session),
      stats: this.stats,
    });
    this.gate =
      options.access === undefined
        ? null
        : new FeedAuthGate({
            access: options.access,
            close: (session, code, reason) => this.registry.close(session, code, reason),
            apply: (session, command) => this.apply(session, command),
            stats: this.stats,
            authTimeoutMs: options.authTimeoutMs,
            recheckIntervalMs: options.sessionRecheckMs,
            sweepEvery: options.sessionSweepEvery,
          });
  }

  /** Handles WebSocket upgrades to `path` on an HTTP server (fastify's `app.server`). */
  attach(server: Server): void {
    this.registry.attach(server);
  }

  /**
   * Lets another handler take the upgrades to `path` on the attached server (the replays' `/ws/replay`);
   * any other path is still answered 404.
   */
  routeUpgrade(path: string, handler: UpgradeHandler): void {
    this.registry.routes.set(path, handler);
  }

  /** Takes one upgrade, whatever its path (a replay's own gateway); `connected` gets the socket. */
  handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    connected: (ws: WebSocket) => void,
  ): void {
    this.registry.handleUpgrade(request, socket, head, connected);
  }

  /** Starts listening to the source and the periodic frames (the source itself is started by its owner). */
  start(): void {
    if (this.unsubscribe !== null) return;
    this.unsubscribe = this.source.onBatch(this.onBatch);
    this.ticks.start();
    this.gate?.start();
  }

  /** Stops, closing every client (1001). */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.ticks.stop();
    this.gate?.stop();
    await this.registry.stop();
  }

  /** Registers a tap that sees every broadcast frame; returns the unregister function. */
  addTap(tap: FrameTap): () => void {
    this.taps.add(tap);
    return () => this.taps.delete(tap);
  }

  /** Connected clients (for tests and monitoring). */
  get clients(): ReadonlySet<ClientSession> {
    return this.registry.sessions;
  }

  /** The market's clock (ms): the last batch's time, advanced by the wall clock since. */
  sourceTime(): number {
    if (this.source.marketTime !== undefined) return this.source.marketTime();
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

  private onMessage(session: ClientSession, data: RawData, isBinary: boolean): void {
    if (session.closed) return;
    session.alive = true;
    if (!session.countMessage(Date.now(), this.maxMessagesPerSecond)) {
      this.stats.rateLimited++;
      this.registry.close(session, 1008, "too many messages");
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
    applyClientCommand(this.commands, session, command);
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
      this.registry.close(session, 1013, "too many snapshot requests: try again later");
      return;
    }
    this.snapshotStart.start(session);
  }

  private newSnapshotStart(): SnapshotStart {
    return new SnapshotStart({
      snapshots: this.snapshots,
      stats: this.stats,
      sendGroup: (session, group) => this.registry.sendGroup(session, group),
      close: (session, code, reason) => this.registry.close(session, code, reason),
      currentSeq: () => this.currentSeq(),
      currentRun: () => this.currentRun(),
      joinLive: (session, handOut) => this.joinLive(session, handOut),
    });
  }

  /** A fresh snapshot's binary forms, made in slices before it is handed out, when a binary client is here. */
  private prepareBinaryForms(frames: readonly WireFrame[]): Promise<void> | null {
    const wire = this.binaryWire;
    if (wire === null) return null;
    for (const session of this.registry.sessions)
      if (session.binary !== null) return wire.prepareGroup(frames);
    return null;
  }

  private sendFanOut(session: ClientSession, fanOut: BatchFanOut, filter: FrameFilter): void {
    const { bytes, count } = fanOut.bytesFor(filter);
    if (count > 0)
      this.registry.sendGroup(session, { frames: fanOut.frames.filter(filter.wants), framed: bytes });
  }

  /** Sends a joining client the snapshot, the batches since it was taken and its index series. */
  private joinLive(session: ClientSession, { entry, recent }: SnapshotHandOut): void {
    if (session.closed) return;
    session.awaitingSnapshot = false;
    if (session.wantsSequence && !session.resumeAnswered)
      this.registry.sendGroup(
        session,
        framedGroup([resumeFrame("snapshot", this.currentSeq(), this.currentRun())]),
      );
    session.resumeAnswered = false;
    this.registry.sendGroup(session, entry.group);
    // Batches since the snapshot was taken, whatever the client subscribed (its 2 and 3 follow its 4).
    const catchUp = catchUpFilter(session, false);
    for (const fanOut of recent) this.sendFanOut(session, fanOut, catchUp);
    for (const code of session.indexCodes) this.registry.sendGroup(session, this.indexSeriesGroup(code));
    if (session.wantsSequence)
      this.registry.sendGroup(
        session,
        framedGroup([sequenceMarkFrame(this.currentSeq(), this.currentRun())]),
      );
    session.live = true;
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
    if (frames.length > 0 && this.taps.size > 0) {
      // The batch's own clock goes first: a recording then places every batch on the market's clock.
      const clock = serverTimeFrame(batch.time);
      for (const tap of this.taps) tap(clock, now);
      for (const tap of this.taps) for (const frame of frames) tap(frame, now);
    }
    // The mark goes only to clients that asked for marks (ClientSession.wants). A batch with no update
    // (a replay's or relay's quiet tick) still has its number: its mark alone goes out and into the
    // resume ring, else the marks skipped a number (a "missed batch" to the client) and the ring emptied,
    // so that every client resuming from before it got a snapshot instead of the delta.
    const fanOut = new BatchFanOut([
      ...frames,
      sequenceMarkFrame(this.seq, this.currentRun(), batch.producedAt ?? now),
    ]);
    this.resume.ring.push(this.seq, fanOut);
    this.snapshots.onBatch(batch, fanOut, now);
    for (const session of this.registry.sessions) {
      if (!session.live || session.closed) continue;
      if (session.deliver(fanOut, now, this.policy, stats) === Delivery.CLOSE)
        this.registry.closeSlow(session);
    }
    this.resume.startWaiting(now);
    stats.fanOutMs += performance.now() - t1;
  };

  /** Sends a small frame to every live client that is not behind (a behind client gets the next one). */
  private broadcastSmall(frame: WireFrame): void {
    const now = Date.now();
    for (const tap of this.taps) tap(frame, now);
    const group = framedGroup([frame]);
    for (const session of this.registry.sessions) {
      if (!session.live || session.closed) continue;
      if (!session.check(now, this.policy, this.stats)) {
        this.registry.closeSlow(session);
        continue;
      }
      if (session.pending === null) this.registry.sendGroup(session, group);
    }
  }

  private tickServerTime(): void {
    this.resume.startWaiting(Date.now());
    this.broadcastSmall(serverTimeFrame(this.sourceTime()));
  }
}
