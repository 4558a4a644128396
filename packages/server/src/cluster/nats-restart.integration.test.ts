import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { SyntheticMarketSource } from "../gateway/synthetic-market-source";
import { type GatewayProcess, type IngestProcess, startGateway, startIngest } from "./cluster-roles";
import { type NatsServerProcess, startNatsServer } from "./testing/nats-server-process";
import { SequenceClient } from "./testing/sequence-client";

/**
 * docs/deploy.md, "Failover": if NATS restarts, gateways and ingest reconnect by themselves. Before, the
 * gateway's stream reader ended with the connection and the gateway reloaded the latest checkpoint (up to
 * `--checkpoint-ms` old) although it held a newer market: its clients got that older market as one
 * update, then the batches after it again under the numbers they already had (the marks went back), so
 * a board showed prices of up to 30 s before while it replayed them.
 */
const SYMBOLS = 200;

let nats: NatsServerProcess;
let ingest: IngestProcess;
let gateway: GatewayProcess;
const clients: SequenceClient[] = [];

beforeAll(async () => {
  nats = await startNatsServer();
  const config = parseConfig(
    ["--port", "0", "--host", "127.0.0.1", "--data-dir", ":memory:", "--nats", nats.url],
    // Checkpoints far apart: a reload from one goes visibly back in time.
    { CHECKPOINT_MS: "20000" },
  );
  ingest = await startIngest(config, new SyntheticMarketSource({ symbols: SYMBOLS, updatesPerSecond: 400 }));
  gateway = await startGateway(config);
}, 180_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await gateway?.stop();
  await ingest?.stop();
  await nats?.stop();
}, 60_000);

describe("NATS restarted under a running cluster", () => {
  it("the gateway goes on from where it was: its clients' market never goes back, and it follows ingest again", async () => {
    const c = new SequenceClient();
    clients.push(c);
    await c.connect(`${gateway.url.replace(/^http/, "ws")}/ws`);
    await c.until(() => c.marks >= 30, 60_000, "marks before the restart");
    const loadsBefore = gateway.source.stats.checkpointLoads;

    await nats.restart(1500);
    const restartedAt = c.lastSeq;
    await c.until(() => c.lastSeq >= restartedAt + 30, 90_000, "marks after the restart");
    // Ingest's numbering and the gateway's are the same again (the gateway is not stuck on an old one).
    await c.until(() => ingest.publisher.sequence - c.lastSeq <= 20, 60_000, "gateway follows ingest");

    expect(c.closed).toBe(false);
    expect(c.backwards).toBe(0);
    expect(c.badFrames).toBe(0);
    // A checkpoint older than the market it holds is never loaded (one newer than a hole may be).
    expect(gateway.source.stats.checkpointLoads - loadsBefore).toBeLessThanOrEqual(1);
    expect(c.snapshotSymbols).toBe(SYMBOLS);
  }, 240_000);
});
