import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type VnboardServer } from "../app";
import { SequenceClient } from "../cluster/testing/sequence-client";
import { parseConfig } from "../config";
import { openDatabase } from "../db/database";
import { emptyBatch } from "../market/market-source";
import { SyntheticMarketSource } from "./synthetic-market-source";
import { TestFeedClient } from "./test-feed-client";

/** One process (`--role all`): the gateway numbers the batches itself; resuming works the same. */
let server: VnboardServer;
let url: string;

beforeAll(async () => {
  const config = parseConfig(["--port", "0", "--host", "127.0.0.1", "--data-dir", ":memory:"], {});
  server = createServer(config, {
    source: new SyntheticMarketSource({ symbols: 100, updatesPerSecond: 300 }),
    db: openDatabase({ dataDir: ":memory:" }),
  });
  url = `${(await server.start()).replace(/^http/, "ws")}/ws`;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("resume by sequence in one process", () => {
  it("a client that comes back with its last sequence gets only the batches it missed", async () => {
    const reference = new SequenceClient({ keepFrames: true });
    const r = new SequenceClient({ keepFrames: true });
    await Promise.all([reference.connect(url), r.connect(url)]);
    try {
      await r.until(() => r.marks >= 3, 60_000, "first marks");
      r.close();
      const left = r.lastSeq;
      await reference.until(() => reference.lastSeq >= left + 4, 60_000, "batches missed");
      await r.connect(url);
      await r.until(() => r.answers.length === 2 && r.lastSeq >= left + 6, 60_000, "resumed");
      await reference.until(() => reference.lastSeq >= r.lastSeq, 60_000, "reference");
      expect(r.answers[1]).toEqual({ resume: "delta", seq: left });
      for (let seq = left + 1; seq <= r.lastSeq; seq++)
        expect(r.framesBySeq.get(seq), `batch ${seq}`).toEqual(reference.framesBySeq.get(seq));
      expect([r.gaps, reference.gaps, r.snapshotSymbols]).toEqual([0, 0, 100]);
    } finally {
      r.close();
      reference.close();
    }
  }, 180_000);

  it("a client that comes back to a restarted server gets a snapshot, not another run's batches", async () => {
    // The restarted server numbers its batches from 1 again: once it has passed the client's number, the
    // number alone would pass for a resume and the board would keep the old market's rows.
    const r = new SequenceClient();
    await r.connect(url);
    const config = parseConfig(["--port", "0", "--host", "127.0.0.1", "--data-dir", ":memory:"], {});
    const restarted = createServer(config, {
      source: new SyntheticMarketSource({ symbols: 100, updatesPerSecond: 300 }),
      db: openDatabase({ dataDir: ":memory:" }),
    });
    const restartedUrl = `${(await restarted.start()).replace(/^http/, "ws")}/ws`;
    const watcher = new SequenceClient();
    try {
      await r.until(() => r.marks >= 3, 60_000, "first marks");
      r.close();
      const left = r.lastSeq;
      await watcher.connect(restartedUrl);
      await watcher.until(() => watcher.lastSeq >= left + 4, 60_000, "restarted server past the client");
      await r.connect(restartedUrl);
      await r.until(() => r.answers.length === 2 && r.marks >= 6, 60_000, "answered");
      expect(r.answers[1]?.resume).toBe("snapshot");
      expect(r.snapshotSymbols).toBe(200); // the first server's snapshot, then the restarted one's
    } finally {
      r.close();
      watcher.close();
      await restarted.stop();
    }
  }, 180_000);

  it("a client of the spec's protocol (no msgType 32) never receives a sequence frame", async () => {
    const plain = await TestFeedClient.connect(url);
    try {
      await plain.until(
        () => plain.hasSnapshot() && plain.types().filter((t) => t === 2).length >= 4,
        60_000,
      );
      expect(plain.types()).not.toContain(32);
      expect(plain.market.stats.badFrames).toBe(0);
    } finally {
      plain.close();
    }
  }, 120_000);
  it("a batch with no update still has its mark: no hole in the marks, and resuming stays a delta", async () => {
    // A replay or a relay often advances with nothing to send. Such a batch used to be numbered but not
    // marked nor kept for resuming: clients saw a hole and a resume from before it got a snapshot.
    const market = new SyntheticMarketSource({ symbols: 50, updatesPerSecond: 200 });
    const listen = market.onBatch.bind(market);
    market.onBatch = (listener) =>
      listen((batch) => {
        listener(batch);
        listener(emptyBatch(batch.time));
      });
    const config = parseConfig(["--port", "0", "--host", "127.0.0.1", "--data-dir", ":memory:"], {});
    const quiet = createServer(config, { source: market, db: openDatabase({ dataDir: ":memory:" }) });
    const quietUrl = `${(await quiet.start()).replace(/^http/, "ws")}/ws`;
    const reference = new SequenceClient({ keepFrames: true });
    const r = new SequenceClient({ keepFrames: true });
    try {
      await Promise.all([reference.connect(quietUrl), r.connect(quietUrl)]);
      await r.until(() => r.marks >= 10, 60_000, "first marks");
      r.close();
      const left = r.lastSeq;
      await reference.until(() => reference.lastSeq >= left + 6, 60_000, "batches missed");
      await r.connect(quietUrl);
      await r.until(() => r.answers.length === 2 && r.lastSeq >= left + 8, 60_000, "resumed");
      expect(r.answers[1]).toEqual({ resume: "delta", seq: left });
      await reference.until(() => reference.lastSeq >= r.lastSeq, 60_000, "reference");
      for (let seq = left + 1; seq <= r.lastSeq; seq++)
        expect(r.framesBySeq.get(seq), `batch ${seq}`).toEqual(reference.framesBySeq.get(seq));
      expect([r.gaps, reference.gaps, reference.badFrames]).toEqual([0, 0, 0]);
    } finally {
      r.close();
      reference.close();
      await quiet.stop();
    }
  }, 180_000);
});
