import { MessageChannel } from "node:worker_threads";
import {
  type FeedWorkerLike,
  type FeedWorkerScope,
  MarketData,
  serveFeedDecoding,
  type WebSocketLike,
  workerSocketFactory,
} from "@vnboard/feed";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BINARY_SUBPROTOCOL } from "../../../packages/feed/src/protocol/binary-format";
import { storeImage } from "../../../packages/feed/src/testing/frames";
import { binaryPlan } from "../driver/binary-plan";
import { buildMarket } from "../driver/synthetic-market";
import { buildUpdateBatches } from "../driver/update-batches";
import { FedLog, FrameRole } from "./fed-log";
import { PeerFeed } from "./peer-feed";

/** The feed server's end of a socket, driven by the test. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  /** The subprotocol the server answers with ("" for the spec's envelopes). */
  protocol = "";
  binaryType = "blob";
  readonly sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** A frame as the browser hands it over: text, or an ArrayBuffer for a binary message. */
  deliver(frame: string | Uint8Array): void {
    const data = typeof frame === "string" ? frame : frame.slice().buffer;
    this.onmessage?.({ data });
  }
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const clock = () => 1_000;
const market = buildMarket(300, 1);
// 50,000 field updates a second in 100 ms batches: several frames a batch.
const updates = buildUpdateBatches(market, 50_000, 100, 1);
const layout = { snapshotFrames: market.snapshotFrames.length, framesPerBatch: updates.framesPerBatch };
const BATCHES = 3;

describe("FedLog: a batch is fed once all its frames are in the store", () => {
  it("counts the snapshot, then whole batches stamped with their first frame's arrival", () => {
    const log = new FedLog({ snapshotFrames: 2, framesPerBatch: 3 });
    expect(log.frameApplying(1)).toBe(FrameRole.SNAPSHOT);
    expect(log.frameApplying(2)).toBe(FrameRole.SNAPSHOT_END);
    const roles = [10, 11, 12, 20, 21].map((at) => log.frameApplying(at));
    expect(roles.every((role) => role === FrameRole.UPDATE)).toBe(true);
    expect(log.count).toBe(1);
    expect(log.at[0]).toBe(10);
    log.frameApplying(22);
    expect(log.count).toBe(2);
    expect(log.at[1]).toBe(20);
  });

  it("refuses a layout it cannot count", () => {
    expect(() => new FedLog({ snapshotFrames: 0, framesPerBatch: 1 })).toThrow(/snapshot frames/);
    expect(() => new FedLog({ snapshotFrames: 1, framesPerBatch: 1.5 })).toThrow(/frames per batch/);
  });
});

describe("PeerFeed: the same frames decoded on the page or in the feed worker", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  /** Sends the snapshot, waits for it, asks for the stream, sends `BATCHES` batches. */
  async function stream(feed: PeerFeed, socket: () => FakeSocket | undefined): Promise<void> {
    const loaded = feed.loadSnapshot();
    await until(() => socket() !== undefined);
    const server = socket()!;
    server.open();
    for (const frame of market.snapshotFrames) server.deliver(frame);
    await loaded;
    feed.start();
    await until(() => server.sent.includes("start"));
    for (let b = 0; b < BATCHES; b++) for (const frame of updates.batches[b]) server.deliver(frame);
  }

  it("on the page: handleFrame, a batch stamped at its first frame and counted with its last", async () => {
    let server: FakeSocket | undefined;
    const data = new MarketData({ now: clock });
    const feed = new PeerFeed(data, "ws://feed/", layout, () => {
      server = new FakeSocket();
      return server;
    });
    const loaded = feed.loadSnapshot();
    server!.open();
    for (const frame of market.snapshotFrames) server!.deliver(frame);
    await loaded;
    feed.start();
    // What a grid reading `fed.count` in the store's change listener sees, frame by frame.
    const coversSeen: number[] = [];
    data.symbols.onChange(() => coversSeen.push(feed.fed.count));
    const now = vi.spyOn(performance, "now");
    const [first, ...rest] = updates.batches[0];
    now.mockReturnValue(5_000);
    server!.deliver(first);
    now.mockReturnValue(5_003);
    for (const frame of rest.slice(0, -1)) server!.deliver(frame);
    expect(feed.fed.count).toBe(0);
    server!.deliver(rest[rest.length - 1]);
    expect(feed.fed.count).toBe(1);
    expect(feed.fed.at[0]).toBe(5_000);
    // Only the listener call of the batch's last frame may claim the batch.
    expect(coversSeen).toEqual([...rest.map(() => 0), 1]);
    expect(feed.counts).toMatchObject({ workerPosts: 0, workerDecoded: 0, badUpdates: 0 });
    expect(feed.counts.pageDecoded).toBe(market.snapshotFrames.length + updates.framesPerBatch);
    expect(data.symbols.presentKeys()).toHaveLength(300);
  });

  it("in the worker: the same store and batch count as on the page, nothing decoded on the page", async () => {
    const { port1, port2 } = new MessageChannel();
    const workerSockets: FakeSocket[] = [];
    const stop = serveFeedDecoding(port1 as unknown as FeedWorkerScope, {
      createSocket: () => {
        const socket = new FakeSocket();
        workerSockets.push(socket);
        return socket;
      },
    });
    cleanups.push(
      stop,
      () => port1.close(),
      () => port2.close(),
    );
    const viaWorker = new MarketData({ now: clock });
    const workerFeed = new PeerFeed(
      viaWorker,
      "ws://feed/",
      layout,
      workerSocketFactory(port2 as unknown as FeedWorkerLike, () => {
        throw new Error("no fallback in the test");
      }),
    );
    const beforeStream = performance.now();
    await stream(workerFeed, () => workerSockets[0]);
    await until(() => workerFeed.fed.count === BATCHES);

    let pageServer: FakeSocket | undefined;
    const onPage = new MarketData({ now: clock });
    const pageFeed = new PeerFeed(onPage, "ws://feed/", layout, () => {
      pageServer = new FakeSocket();
      return pageServer;
    });
    await stream(pageFeed, () => pageServer);

    expect(pageFeed.fed.count).toBe(BATCHES);
    expect(storeImage(viaWorker.symbols)).toEqual(storeImage(onPage.symbols));
    expect(viaWorker.stats.records).toBe(onPage.stats.records);
    const frames = market.snapshotFrames.length + BATCHES * updates.framesPerBatch;
    expect(workerFeed.counts).toMatchObject({ pageDecoded: 0, workerDecoded: frames, badUpdates: 0 });
    expect(workerFeed.counts.workerPosts).toBeGreaterThan(0);
    // Stamps are the worker's arrival times, on the page's clock.
    for (let b = 0; b < BATCHES; b++) {
      expect(workerFeed.fed.at[b]).toBeGreaterThanOrEqual(beforeStream - 1);
      expect(workerFeed.fed.at[b]).toBeLessThanOrEqual(performance.now());
    }
  });

  it("binary frames, in the worker and on the page: the spec's store, the string table not counted", async () => {
    const plan = binaryPlan({
      encoding: "spec",
      setupFrames: [],
      snapshotFrames: market.snapshotFrames,
      batches: updates.batches,
      batchMs: 100,
    });
    const { port1, port2 } = new MessageChannel();
    const stop = serveFeedDecoding(port1 as unknown as FeedWorkerScope, {
      createSocket: (_url, protocols) => {
        const socket = new FakeSocket();
        socket.protocol = protocols?.includes(BINARY_SUBPROTOCOL) ? BINARY_SUBPROTOCOL : "";
        servers.push(socket);
        return socket;
      },
    });
    cleanups.push(
      stop,
      () => port1.close(),
      () => port2.close(),
    );
    const servers: FakeSocket[] = [];
    const streamBinary = async (feed: PeerFeed, server: () => FakeSocket | undefined): Promise<void> => {
      const loaded = feed.loadSnapshot();
      await until(() => server() !== undefined);
      server()!.open();
      for (const frame of [...plan.setupFrames, ...plan.snapshotFrames]) server()!.deliver(frame);
      await loaded;
      feed.start();
      await until(() => server()!.sent.includes("start"));
      for (let b = 0; b < BATCHES; b++) for (const frame of plan.batches[b]) server()!.deliver(frame);
    };
    const protocols = [BINARY_SUBPROTOCOL];
    const viaWorker = new MarketData({ now: clock });
    const noFallback = () => {
      throw new Error("no fallback in the test");
    };
    const workerSockets = workerSocketFactory(port2 as unknown as FeedWorkerLike, noFallback);
    const workerFeed = new PeerFeed(viaWorker, "ws://feed/", layout, workerSockets, protocols);
    await streamBinary(workerFeed, () => servers[0]);
    await until(() => workerFeed.fed.count === BATCHES);

    const onPage = new MarketData({ now: clock });
    const pageFeed = new PeerFeed(
      onPage,
      "ws://feed/",
      layout,
      (_url, offered) => {
        const socket = new FakeSocket();
        socket.protocol = offered?.includes(BINARY_SUBPROTOCOL) ? BINARY_SUBPROTOCOL : "";
        servers.push(socket);
        return socket;
      },
      protocols,
    );
    await streamBinary(pageFeed, () => servers[1]);
    expect(pageFeed.fed.count).toBe(BATCHES);

    const reference = new MarketData({ now: clock });
    for (const frame of market.snapshotFrames) reference.handleFrame(frame);
    for (let b = 0; b < BATCHES; b++) for (const frame of updates.batches[b]) reference.handleFrame(frame);
    expect(storeImage(viaWorker.symbols)).toEqual(storeImage(reference.symbols));
    expect(storeImage(onPage.symbols)).toEqual(storeImage(reference.symbols));
    const frames = market.snapshotFrames.length + BATCHES * updates.framesPerBatch;
    expect(workerFeed.counts).toMatchObject({ encoding: "binary", workerDecoded: frames, badUpdates: 0 });
    expect(pageFeed.counts).toMatchObject({ encoding: "binary", pageDecoded: frames, badUpdates: 0 });
  });

  it("rejects the snapshot when a frame of it does not decode", async () => {
    let server: FakeSocket | undefined;
    const feed = new PeerFeed(new MarketData(), "ws://feed/", layout, () => {
      server = new FakeSocket();
      return server;
    });
    const loaded = feed.loadSnapshot();
    server!.deliver("not a frame");
    await expect(loaded).rejects.toThrow(/snapshot frame was dropped/);
  });
});
