import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from "@nats-io/jetstream";
import { type ObjectStore, Objm } from "@nats-io/obj";
import { connect, type NatsConnection, nanos } from "@nats-io/transport-node";
import { CHECKPOINT_BUCKET, MARKET_STREAM, MARKET_SUBJECT_PREFIX } from "./market-subjects";

/** How long the market stream keeps batches: comfortably more than the checkpoint period. */
export const MARKET_RETENTION_MS = 15 * 60_000;
/** And how many bytes at most (a busy day's 15 minutes is well under this). */
export const MARKET_RETENTION_BYTES = 1024 * 1024 * 1024;

/** A connection to NATS with the market stream and the checkpoint store, created when missing. */
export interface MarketBus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  checkpoints: ObjectStore;
  close(): Promise<void>;
}

/**
 * Connects to `url` (`nats://127.0.0.1:4222`), reconnecting for ever when the server goes away, and
 * makes sure the stream and the bucket exist (both roles may start first).
 */
export async function openMarketBus(url: string, name: string): Promise<MarketBus> {
  const nc = await connect({
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot reach NATS at ${url}: ${reason}`);
  });
  let jsm: JetStreamManager;
  let js: JetStreamClient;
  let checkpoints: ObjectStore;
  try {
    jsm = await jetstreamManager(nc);
    await ensureMarketStream(jsm);
    js = jetstream(nc);
    checkpoints = await new Objm(js).create(CHECKPOINT_BUCKET);
  } catch (error) {
    // A NATS without JetStream (no -js), or one that refused the stream: no connection left open.
    await nc.close().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`NATS at ${url} has no usable JetStream (nats-server -js?): ${reason}`);
  }
  return {
    nc,
    js,
    jsm,
    checkpoints,
    async close() {
      if (!nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
}

async function ensureMarketStream(jsm: JetStreamManager): Promise<void> {
  const config = {
    name: MARKET_STREAM,
    subjects: [`${MARKET_SUBJECT_PREFIX}.>`],
    max_age: nanos(MARKET_RETENTION_MS),
    max_bytes: MARKET_RETENTION_BYTES,
  };
  try {
    await jsm.streams.info(MARKET_STREAM);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another process created it between the two calls.
      await jsm.streams.info(MARKET_STREAM).catch(() => {
        throw error;
      });
    }
  }
}
