import { type ConsumerMessages, DeliverPolicy, type JsMsg } from "@nats-io/jetstream";
import { UPDATE_KINDS } from "../gateway/update-kinds";
import type { MarketBatch } from "../market/market-source";
import { MarketState } from "../replay/market-state";
import { StateBackedSource } from "../replay/state-backed-source";
import { applyCheckpoint, type Checkpoint, decodeCheckpoint } from "./checkpoint";
import {
  type BatchKind,
  CHECKPOINT_OBJECT,
  type CommitMessage,
  MARKET_STREAM,
  type PartMessage,
  subjectKind,
} from "./market-subjects";
import type { MarketBus } from "./nats-market-bus";
import { NATS_STALL_MS, withTimeout } from "./nats-timeout";

/** How often a gateway looks for the first checkpoint while ingest has not stored one yet. */
const CHECKPOINT_POLL_MS = 250;
const UPDATE_MSG_TYPE = new Map<string, number>(UPDATE_KINDS.map((kind) => [kind.key, kind.msgType]));

export interface NatsSourceStats {
  batches: number;
  /** Checkpoints loaded: the first, then one per hole in the stream or new ingest run. */
  checkpointLoads: number;
  /** Messages that were not ours or not readable (dropped). */
  badMessages: number;
}

/**
 * A gateway's market, read from NATS: the latest checkpoint, then the market stream from the message
 * after it, batch by batch in ingest's order. Batches carry ingest's sequence numbers (`MarketBatch.seq`),
 * the same on every gateway, so that a client can resume on another one. A hole in the numbers (the
 * stream no longer held what this gateway needed) or a new ingest run reloads the latest checkpoint and
 * hands the whole market on as one batch.
 */
export class NatsMarketSource extends StateBackedSource {
  readonly stats: NatsSourceStats = { batches: 0, checkpointLoads: 0, badMessages: 0 };
  private seq = 0;
  private epoch = "";
  private partsSeen = 0;
  /** The stream sequence of the message after the last one read: where to go on after a lost reader. */
  private nextStreamSeq = 0;
  private stopped = true;
  private messages: ConsumerMessages | null = null;
  private readonly readyPromise: Promise<void>;
  private resolveReady: () => void = () => {};

  constructor(private readonly bus: MarketBus) {
    super();
    this.readyPromise = new Promise((resolve) => {
      this.resolveReady = resolve;
    });
  }

  /** Resolves once the first checkpoint is loaded (the gateway then has a market to show). */
  ready(): Promise<void> {
    return this.readyPromise;
  }

  /** The sequence number of the last batch applied. */
  get sequence(): number {
    return this.seq;
  }

  /** Ingest's run (the checkpoint's epoch): the sequence numbers are this run's. */
  get run(): string {
    return this.epoch;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.readLoop();
  }

  stop(): void {
    this.stopped = true;
    void this.messages?.close();
    this.messages = null;
  }

  /**
   * Loads a checkpoint, then follows the stream. When the reader is lost (NATS restarted, the consumer
   * failed) it follows again from the stream message after the last one applied, keeping the market it
   * holds; only a hole in the batch numbers or a new ingest run reloads a checkpoint, and only one newer
   * than the market it holds (or of the new run): an older one would take the clients' market back in
   * time and send them batches again under numbers they already had.
   */
  private async readLoop(): Promise<void> {
    let first = true;
    let reload = true;
    while (!this.stopped) {
      try {
        if (reload) {
          const checkpoint = await this.waitForCheckpoint(first);
          if (checkpoint === null) return;
          this.load(checkpoint, first);
          first = false;
          this.nextStreamSeq = checkpoint.streamSeq + 1;
        }
        reload = true;
        reload = (await this.follow(this.nextStreamSeq)) === "reload";
      } catch {
        // NATS went away or the consumer failed: follow again from where the market is.
        reload = first;
      }
      if (!this.stopped && !reload) await delay(CHECKPOINT_POLL_MS);
    }
  }

  /** The latest checkpoint; after the first, only one that does not go back from the market held. */
  private async waitForCheckpoint(first: boolean): Promise<Checkpoint | null> {
    while (!this.stopped) {
      const bytes = await withTimeout(this.bus.checkpoints.getBlob(CHECKPOINT_OBJECT), NATS_STALL_MS).catch(
        () => null,
      );
      const checkpoint = bytes === null ? null : decodeCheckpoint(bytes);
      if (checkpoint === null && bytes !== null) this.stats.badMessages++;
      if (checkpoint !== null && (first || checkpoint.epoch !== this.epoch || checkpoint.seq > this.seq))
        return checkpoint;
      await delay(CHECKPOINT_POLL_MS);
    }
    return null;
  }

  private load(checkpoint: Checkpoint, first: boolean): void {
    this.stats.checkpointLoads++;
    this.state = new MarketState();
    applyCheckpoint(this.state, checkpoint);
    this.seq = checkpoint.seq;
    this.epoch = checkpoint.epoch;
    this.partsSeen = 0;
    if (first) this.resolveReady();
    // Clients hold an older market: the whole new one goes to them as one batch.
    else this.emitBatch({ ...this.state.snapshotAsBatch(checkpoint.time), seq: checkpoint.seq });
  }

  /**
   * Reads the stream from `streamSeq`: "reload" at a hole or a new ingest run, "lost" when the reader
   * ended otherwise (NATS went away) or on stop.
   */
  private async follow(streamSeq: number): Promise<"reload" | "lost"> {
    const consumer = await withTimeout(
      this.bus.js.consumers.get(MARKET_STREAM, {
        deliver_policy: DeliverPolicy.StartSequence,
        opt_start_seq: streamSeq,
      }),
      NATS_STALL_MS,
    );
    const messages = await withTimeout(consumer.consume(), NATS_STALL_MS);
    this.messages = messages;
    // A stream silent for NATS_STALL_MS ends the reader: the loop follows again from the last message.
    let heard = Date.now();
    const watch = setInterval(() => {
      if (Date.now() - heard >= NATS_STALL_MS) void messages.close();
    }, NATS_STALL_MS / 4);
    try {
      for await (const message of messages) {
        heard = Date.now();
        if (this.stopped) break;
        if (!this.handle(message)) return "reload";
        this.nextStreamSeq = message.seq + 1;
      }
      return "lost";
    } finally {
      clearInterval(watch);
      await withTimeout(messages.close(), NATS_STALL_MS).catch(() => undefined);
      if (this.messages === messages) this.messages = null;
    }
  }

  /** Applies one message; false when the checkpoint must be reloaded. */
  private handle(message: JsMsg): boolean {
    const kind = subjectKind(message.subject);
    let body: Partial<PartMessage & CommitMessage>;
    try {
      body = message.json();
    } catch {
      this.stats.badMessages++;
      return true;
    }
    if (kind === null || typeof body.seq !== "number") {
      this.stats.badMessages++;
      return true;
    }
    if (body.seq <= this.seq && (kind !== "commit" || body.epoch === this.epoch)) return true; // already in
    if (kind === "commit") return this.commit(body as CommitMessage);
    if (body.seq !== this.seq + 1 || !Array.isArray(body.records)) return false;
    this.applyPart(kind, body as PartMessage);
    return true;
  }

  private applyPart(kind: BatchKind, part: PartMessage): void {
    const msgType = UPDATE_MSG_TYPE.get(kind);
    if (msgType !== undefined) this.state.apply({ msgType, kind: "records", records: part.records });
    this.partsSeen++;
  }

  private commit(commit: CommitMessage): boolean {
    if (commit.epoch !== this.epoch || commit.seq !== this.seq + 1 || commit.parts !== this.partsSeen)
      return false;
    this.seq = commit.seq;
    this.partsSeen = 0;
    this.state.time = commit.time;
    this.emitBatch({ ...this.state.takeBatch(commit.time), seq: commit.seq, producedAt: commit.at });
    return true;
  }

  private emitBatch(batch: MarketBatch): void {
    this.stats.batches++;
    this.emit(batch);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
