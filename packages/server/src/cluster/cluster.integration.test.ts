import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, type ServerConfig } from "../config";
import { SyntheticMarketSource } from "../gateway/synthetic-market-source";
import { type GatewayProcess, type IngestProcess, startGateway, startIngest } from "./cluster-roles";
import { type NatsServerProcess, startNatsServer } from "./testing/nats-server-process";
import { type RoleProcess, startRoleProcess } from "./testing/role-process";
import { SequenceClient } from "./testing/sequence-client";

/**
 * The cluster on real processes: nats-server with JetStream (installed with apt-get when missing), an
 * ingest publishing a synthetic market, gateway A in its own Node process (so that it can be SIGKILLed)
 * and gateway B in this one. Clients ask for sequence marks and check every batch arrives once, in order.
 */
const SYMBOLS = 300;
/** Gateway B keeps this many batches for resuming clients (small, so that one test can outrun it). */
const RESUME_BATCHES = 40;

let nats: NatsServerProcess;
let config: ServerConfig;
let ingest: IngestProcess;
let gatewayA: RoleProcess;
let gatewayB: GatewayProcess;
const clients: SequenceClient[] = [];

function client(): SequenceClient {
  const c = new SequenceClient({ keepFrames: true });
  clients.push(c);
  return c;
}

/** Every batch both clients received in full (not folded into a snapshot) carries the same frames. */
function expectSameBatches(x: SequenceClient, y: SequenceClient, from: number, to: number): number {
  let compared = 0;
  for (let seq = from; seq <= to; seq++) {
    const a = x.framesBySeq.get(seq);
    const b = y.framesBySeq.get(seq);
    if (a === undefined || b === undefined) continue;
    expect(a, `batch ${seq}`).toEqual(b);
    compared++;
  }
  return compared;
}

beforeAll(async () => {
  nats = await startNatsServer();
  config = parseConfig(
    [
      "--port",
      "0",
      "--host",
      "127.0.0.1",
      "--data-dir",
      ":memory:",
      "--nats",
      nats.url,
      "--checkpoint-ms",
      "1000",
    ],
    {},
  );
  ingest = await startIngest(config, new SyntheticMarketSource({ symbols: SYMBOLS, updatesPerSecond: 600 }));
  [gatewayA, gatewayB] = await Promise.all([
    startRoleProcess("gateway", nats.url),
    startGateway(config, { gateway: { resumeBatches: RESUME_BATCHES } }),
  ]);
}, 300_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await gatewayB?.stop();
  await gatewayA?.stop();
  await ingest?.stop();
  await nats?.stop();
}, 60_000);

describe("cluster: ingest and two gateways on NATS", () => {
  it("a client on each gateway receives the market: the same batches under the same numbers", async () => {
    const a = client();
    const b = client();
    await Promise.all([a.connect(gatewayA.feedUrl), b.connect(`${gatewayB.url.replace(/^http/, "ws")}/ws`)]);
    await a.until(() => a.marks >= 10, 60_000, "marks on A");
    await b.until(() => b.lastSeq >= a.lastSeq, 60_000, "B reaches A");
    expect(a.snapshotSymbols).toBe(SYMBOLS);
    expect(b.snapshotSymbols).toBe(SYMBOLS);
    expect(expectSameBatches(a, b, 0, a.lastSeq)).toBeGreaterThan(3);
    expect([a.gaps, b.gaps, a.badFrames, b.badFrames]).toEqual([0, 0, 0, 0]);
    a.close();
    b.close();
  }, 120_000);

  it("a gateway started late builds its snapshot from NATS and serves the same batches", async () => {
    const reference = client();
    await reference.connect(`${gatewayB.url.replace(/^http/, "ws")}/ws`);
    await reference.until(() => reference.marks >= 5, 60_000, "reference marks");
    const late = await startGateway(config);
    try {
      expect(late.source.stats.checkpointLoads).toBe(1);
      const c = client();
      await c.connect(`${late.url.replace(/^http/, "ws")}/ws`);
      await c.until(() => c.marks >= 6, 60_000, "marks on the late gateway");
      await reference.until(() => reference.lastSeq >= c.lastSeq, 60_000, "reference reaches late");
      expect(c.snapshotSymbols).toBe(SYMBOLS);
      expect(expectSameBatches(c, reference, 0, c.lastSeq)).toBeGreaterThan(3);
      expect([c.gaps, c.badFrames]).toEqual([0, 0]);
      c.close();
    } finally {
      await late.stop();
      reference.close();
    }
  }, 180_000);

  it("a client resuming by sequence gets exactly the batches it missed, or a snapshot once they are gone", async () => {
    const url = `${gatewayB.url.replace(/^http/, "ws")}/ws`;
    const reference = client();
    const r = client();
    await Promise.all([reference.connect(url), r.connect(url)]);
    await r.until(() => r.marks >= 3, 60_000, "first marks");
    r.close();
    const left = r.lastSeq;
    await reference.until(() => reference.lastSeq >= left + 5, 60_000, "5 batches missed");
    await r.connect(url);
    await r.until(() => r.answers.length === 2 && r.lastSeq >= left + 8, 60_000, "resumed");
    expect(r.answers[1]).toEqual({ resume: "delta", seq: left });
    expect(r.snapshotSymbols).toBe(SYMBOLS); // the first connect's snapshot only
    await reference.until(() => reference.lastSeq >= r.lastSeq, 60_000, "reference");
    for (let seq = left + 1; seq <= r.lastSeq; seq++)
      expect(r.framesBySeq.get(seq), `batch ${seq}`).toEqual(reference.framesBySeq.get(seq));
    expect(r.gaps).toBe(0);

    // Away for longer than the gateway keeps batches: a snapshot, then marks from there.
    r.close();
    const away = r.lastSeq;
    await reference.until(() => reference.lastSeq >= away + RESUME_BATCHES + 5, 120_000, "outrun the ring");
    await r.connect(url);
    await r.until(
      () => r.answers.length === 3 && r.marks > 0 && r.lastSeq > away + RESUME_BATCHES,
      60_000,
      "snapshot",
    );
    expect(r.answers[2].resume).toBe("snapshot");
    expect(r.snapshotSymbols).toBe(2 * SYMBOLS);
    expect(gatewayB.server.gateway.stats.resumed).toBeGreaterThanOrEqual(1);
    r.close();
    reference.close();
  }, 240_000);

  it("a gateway killed with SIGKILL: its client resumes on the other and misses no update, the other sees no gap", async () => {
    const urlB = `${gatewayB.url.replace(/^http/, "ws")}/ws`;
    const a = client();
    const b = client();
    await Promise.all([a.connect(gatewayA.feedUrl), b.connect(urlB)]);
    await a.until(() => a.marks >= 5, 60_000, "marks on A");
    gatewayA.process.kill("SIGKILL");
    await a.until(() => a.closed, 30_000, "A's socket closes");
    const lastBeforeKill = a.lastSeq;
    await a.connect(urlB);
    await a.until(() => a.answers.length === 2, 30_000, "resume answer");
    const reconnectMs = Date.now() - a.closedAt;
    await a.until(() => a.lastSeq >= lastBeforeKill + 10, 60_000, "marks on B");
    expect(a.answers[1]).toEqual({ resume: "delta", seq: lastBeforeKill });
    expect(reconnectMs).toBeLessThan(5000);
    await b.until(() => b.lastSeq >= a.lastSeq, 60_000, "B's own client");
    expect(expectSameBatches(a, b, lastBeforeKill - 3, a.lastSeq)).toBeGreaterThan(8);
    expect([a.gaps, b.gaps]).toEqual([0, 0]);
    a.close();
    b.close();
  }, 180_000);
});
