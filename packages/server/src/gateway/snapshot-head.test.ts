import { MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_SNAPSHOT_FIRST } from "./client-message";
import { GatewayFixture } from "./gateway-fixture";
import { SNAPSHOT_REST_WAIT_MS } from "./snapshot-start";
import { SyntheticMarketSource } from "./synthetic-market-source";
import type { TestFeedClient } from "./test-feed-client";

const S = SYMBOL_SCHEMA.index;

const fixture = new GatewayFixture();
const start = (source: SyntheticMarketSource) => fixture.start(source);

/** A client that sends `messages` on open (instead of the plain 4, 2, 3). */
async function connect(url: string, messages: unknown[]): Promise<TestFeedClient> {
  const client = await fixture.connect(url, []);
  for (const message of messages) client.send(message);
  return client;
}

/** The codes of each symbol snapshot frame (msgType 4) the client received, in order. */
function symbolFrames(client: TestFeedClient): string[][] {
  return client.frames
    .filter((f) => f.msgType === MsgType.SYMBOL_SNAPSHOT)
    .map((f) =>
      String(f.message)
        .split("$")
        .filter((record) => record !== "")
        .map((record) => record.split("|")[S.code]),
    );
}

/** Steps the market once and waits until the client has the batch's first record: it is live. */
async function nextBatchLands(client: TestFeedClient, source: SyntheticMarketSource): Promise<void> {
  const last = source.step();
  const code = String(last.symbols[0].code);
  await client.until(
    () =>
      client.market.symbols.num(S.totalTradedQtty, client.market.symbols.rowOf(code)) ===
      last.symbols[0].totalTradedQtty,
  );
}

afterEach(() => fixture.stop());

describe("the rows a client shows first (msgType 4 `first`)", () => {
  it("sends a basket's rows ahead of the whole snapshot, which still follows complete", async () => {
    const source = new SyntheticMarketSource({ symbols: 450, updatesPerSecond: 3000, seed: 5 });
    const url = await start(source);
    source.step();
    const client = await connect(url, [{ msgType: 4, first: ["vn30"] }, { msgType: 2 }, { msgType: 3 }]);
    await client.until(() => client.hasSnapshot());
    const frames = symbolFrames(client);
    // The head's one frame of the basket, in basket order, then the whole market in frames of 200.
    expect(frames[0]).toEqual(source.snapshot().baskets.VN30);
    expect(frames.slice(1).flat()).toHaveLength(450);
    // The head carries what a board needs to place those rows: the baskets and the indices come first.
    const types = client.types();
    expect(types.indexOf(MsgType.BASKET)).toBeLessThan(types.indexOf(MsgType.SYMBOL_SNAPSHOT));
    // The industries, which those rows do not need, come after them rather than ahead.
    expect(types.indexOf(MsgType.INDUSTRIES)).toBeGreaterThan(types.indexOf(MsgType.SYMBOL_SNAPSHOT));
    expect(client.market.$industries.get().length).toBeGreaterThan(0);
    expect(client.market.symbols.presentKeys()).toHaveLength(450);
    expect(fixture.server.gateway.stats.snapshotHeads).toBe(1);
    // Updates after the snapshot land on every row, the first ones included.
    await nextBatchLands(client, source);
  });

  it("puts an exchange's symbols first when the name is a market code", async () => {
    const source = new SyntheticMarketSource({ symbols: 300, updatesPerSecond: 3000, seed: 9 });
    const url = await start(source);
    const client = await connect(url, [{ msgType: 4, first: ["HNX"] }]);
    await client.until(() => client.hasSnapshot());
    const head = symbolFrames(client)[0];
    expect(head).toHaveLength(100);
    expect(head.every((code) => source.symbols.get(code)?.marketCode === "HNX")).toBe(true);
  });

  it("sends the plain snapshot, and counts the message, when `first` is malformed or names nothing", async () => {
    const source = new SyntheticMarketSource({ symbols: 250, updatesPerSecond: 3000, seed: 3 });
    const url = await start(source);
    const tooMany = Array.from(
      { length: MAX_SNAPSHOT_FIRST + 1 },
      (_, i) => `S${String(i).padStart(4, "0")}`,
    );
    const bad = await connect(url, [{ msgType: 4, first: tooMany }]);
    const notAList = await connect(url, [{ msgType: 4, first: "VN30" }]);
    const unknown = await connect(url, [{ msgType: 4, first: ["NOPE"] }]);
    for (const client of [bad, notAList, unknown]) {
      await client.until(() => client.hasSnapshot());
      expect(symbolFrames(client).map((frame) => frame.length)).toEqual([200, 50]);
    }
    expect(fixture.server.gateway.stats.badClientMessages).toBe(2);
    expect(fixture.server.gateway.stats.snapshotHeads).toBe(0);
  });

  it("answers a client that asked for sequence marks with one resume answer, before the head", async () => {
    const source = new SyntheticMarketSource({ symbols: 250, updatesPerSecond: 3000, seed: 4 });
    const url = await start(source);
    const client = await connect(url, [{ msgType: 32 }, { msgType: 4, first: ["S0007"] }, { msgType: 2 }]);
    await client.until(() => client.hasSnapshot());
    const answers = client.frames.filter((f) => f.msgType === 32 && String(f.text).length > 0);
    const resumes = answers.filter((f) => JSON.stringify(f.message).includes("resume"));
    expect(resumes).toHaveLength(1);
    expect(client.frames.indexOf(resumes[0])).toBeLessThan(client.types().indexOf(MsgType.SYMBOL_SNAPSHOT));
    expect(symbolFrames(client)[0]).toEqual(["S0007"]);
  });

  describe('the rest on the client\'s ask (`"rest":"ask"`, msgType 33)', () => {
    /** The symbol frames after the head: the whole snapshot's. */
    const restFrames = (client: TestFeedClient) => symbolFrames(client).slice(1);

    it("sends the head at once and the rest only when the client asks, then goes live", async () => {
      const source = new SyntheticMarketSource({ symbols: 250, updatesPerSecond: 3000, seed: 6 });
      const url = await start(source);
      source.step();
      const client = await connect(url, [{ msgType: 4, first: ["S0003"], rest: "ask" }, { msgType: 2 }]);
      await client.until(() => symbolFrames(client).length === 1);
      // Batches come meanwhile; the client is not sent them, nor the rest, before it asks.
      source.step();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(symbolFrames(client)).toEqual([["S0003"]]);
      expect(client.hasSnapshot()).toBe(false);
      client.send({ msgType: 33 });
      await client.until(() => client.hasSnapshot());
      expect(restFrames(client).flat()).toHaveLength(250);
      // Live after the rest: the next batch lands.
      await nextBatchLands(client, source);
      expect(fixture.server.gateway.stats.badClientMessages).toBe(0);
    });

    it("sends the rest anyway when the client never asks, SNAPSHOT_REST_WAIT_MS after the head", async () => {
      const source = new SyntheticMarketSource({ symbols: 250, updatesPerSecond: 3000, seed: 7 });
      const url = await start(source);
      const client = await connect(url, [{ msgType: 4, first: ["S0003"], rest: "ask" }]);
      await client.until(() => symbolFrames(client).length === 1);
      const headAt = Date.now();
      await client.until(() => client.hasSnapshot(), SNAPSHOT_REST_WAIT_MS + 3_000);
      expect(Date.now() - headAt).toBeGreaterThanOrEqual(SNAPSHOT_REST_WAIT_MS - 100);
      expect(restFrames(client).flat()).toHaveLength(250);
      // An ask after that is late, not wrong: nothing more is sent and nothing is counted.
      const symbolFramesBefore = symbolFrames(client).length;
      client.send({ msgType: 33 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(symbolFrames(client)).toHaveLength(symbolFramesBefore);
      expect(fixture.server.gateway.stats.badClientMessages).toBe(0);
    });

    it("does not wait where there is no head, or for a request without the ask", async () => {
      const source = new SyntheticMarketSource({ symbols: 250, updatesPerSecond: 3000, seed: 8 });
      const url = await start(source);
      const noHead = await connect(url, [{ msgType: 4, first: ["NOPE"], rest: "ask" }]);
      const noAsk = await connect(url, [{ msgType: 4, first: ["S0003"] }]);
      for (const client of [noHead, noAsk]) await client.until(() => client.hasSnapshot(), 1_000);
      expect(restFrames(noAsk).flat()).toHaveLength(250);
    });
  });
});
