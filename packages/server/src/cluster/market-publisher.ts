import { randomUUID } from "node:crypto";
import type { PubAck } from "@nats-io/jetstream";
import type { MarketBatch, MarketSource } from "../market/market-source";
import { encodeCheckpoint, takeCheckpoint } from "./checkpoint";
import {
  BATCH_KINDS,
  CHECKPOINT_OBJECT,
  COMMIT_SUBJECT,
  type CommitMessage,
  kindSubject,
  MARKET_STREAM,
  type PartMessage,
} from "./market-subjects";
import type { MarketBus } from "./nats-market-bus";
import { withTimeout } from "./nats-timeout";

/** Records per part message: keeps every message far under NATS's default 1 MB payload limit. */
export const RECORDS_PER_PART = 500;
/** Default checkpoint period: a late gateway replays at most this much of the stream. */
export const DEFAULT_CHECKPOINT_INTERVAL_MS = 30_000;

export interface MarketPublisherStats {
  batches: number;
  messages: number;
  publishErrors: number;
  checkpoints: number;
  checkpointBytes: number;
  checkpointErrors: number;
}

/**
 * The ingest side: numbers every batch of the market source (one sequence per ingest run, continued
 * from the stream's last batch so that gateways never see the numbers go back), publishes it to the
 * market stream, and stores a checkpoint of the whole market every `checkpointIntervalMs`.
 */
export class MarketPublisher {
  readonly epoch = randomUUID();
  readonly stats: MarketPublisherStats = {
    batches: 0,
    messages: 0,
    publishErrors: 0,
    checkpoints: 0,
    checkpointBytes: 0,
    checkpointErrors: 0,
  };
  private seq = 0;
  private lastCheckpointAt = 0;
  private checkpointing = false;
  private lastCommit: Promise<PubAck | null> = Promise.resolve(null);
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly source: MarketSource,
    private readonly bus: MarketBus,
    private readonly checkpointIntervalMs = DEFAULT_CHECKPOINT_INTERVAL_MS,
  ) {}

  /** The sequence number of the last batch published. */
  get sequence(): number {
    return this.seq;
  }

  /** Stores the first checkpoint (the source's state before it starts) and listens to the source. */
  async start(): Promise<void> {
    this.seq = await this.lastPublishedSeq();
    const info = await this.bus.jsm.streams.info(MARKET_STREAM);
    const first = takeCheckpoint(this.source, { epoch: this.epoch, seq: this.seq, time: Date.now() });
    await this.storeCheckpoint(first, info.state.last_seq);
    this.lastCheckpointAt = Date.now();
    this.unsubscribe = this.source.onBatch(this.onBatch);
  }

  /** Stops listening; waits for the messages in flight. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.lastCommit;
  }

  private async lastPublishedSeq(): Promise<number> {
    try {
      const last = await this.bus.jsm.streams.getMessage(MARKET_STREAM, { last_by_subj: COMMIT_SUBJECT });
      const commit = last?.json<CommitMessage>();
      return typeof commit?.seq === "number" ? commit.seq : 0;
    } catch {
      return 0; // an empty stream
    }
  }

  private readonly onBatch = (batch: MarketBatch): void => {
    const seq = ++this.seq;
    this.stats.batches++;
    let parts = 0;
    for (const kind of BATCH_KINDS) {
      const records = batch[kind];
      for (let i = 0; i < records.length; i += RECORDS_PER_PART) {
        const part: PartMessage = { seq, records: records.slice(i, i + RECORDS_PER_PART) };
        this.publish(kindSubject(kind), part);
        parts++;
      }
    }
    const commit: CommitMessage = { seq, time: batch.time, at: Date.now(), parts, epoch: this.epoch };
    this.lastCommit = this.publish(COMMIT_SUBJECT, commit);
    if (!this.checkpointing && Date.now() - this.lastCheckpointAt >= this.checkpointIntervalMs) {
      // Taken now, in the listener, so that it is exact as of this batch; stored once its commit is acked.
      const checkpoint = takeCheckpoint(this.source, { epoch: this.epoch, seq, time: batch.time });
      this.checkpointing = true;
      this.lastCheckpointAt = Date.now();
      void this.lastCommit
        .then(async (ack) => {
          if (ack !== null) await this.storeCheckpoint(checkpoint, ack.seq);
        })
        .finally(() => {
          this.checkpointing = false;
        });
    }
  };

  /** Publishes in order (one connection keeps the order); a failed publish is counted, never thrown. */
  private publish(subject: string, message: PartMessage | CommitMessage): Promise<PubAck | null> {
    this.stats.messages++;
    return this.bus.js.publish(subject, JSON.stringify(message)).catch(() => {
      this.stats.publishErrors++;
      // Gateways will see the hole and reload a checkpoint: make the next one come soon.
      this.lastCheckpointAt = 0;
      return null;
    });
  }

  private async storeCheckpoint(market: string, streamSeq: number): Promise<void> {
    try {
      const bytes = encodeCheckpoint(market, streamSeq);
      // Bounded: a put cut off by a NATS restart that never settled would leave `checkpointing` set for
      // good, and a gateway at a hole in the stream waits for the next checkpoint.
      await withTimeout(this.bus.checkpoints.putBlob({ name: CHECKPOINT_OBJECT }, bytes));
      this.stats.checkpoints++;
      this.stats.checkpointBytes = bytes.length;
    } catch {
      this.stats.checkpointErrors++;
      this.lastCheckpointAt = 0;
    }
  }
}
