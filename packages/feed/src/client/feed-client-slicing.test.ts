import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { encodeFrame } from "../protocol/envelope";
import { MsgType } from "../protocol/msg-type";
import { encodeRecords } from "../protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { WebSocketLike } from "../socket/web-socket-like";
import { MarketData } from "../store/market-data";
import { until } from "../testing/poll";
import { FeedClient } from "./feed-client";

const FRAMES = 40;
const PER_FRAME = 50;

/** Answers a 4 with a snapshot of FRAMES frames written at once (as a server does), then its end. */
async function startServer() {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const sockets = new Set<WebSocket>();
  /** Every client message, as sent. */
  const received: string[] = [];
  wss.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("message", (data) => {
      received.push(String(data));
      if ((JSON.parse(String(data)) as { msgType: number }).msgType !== MsgType.SYMBOL_SNAPSHOT) return;
      for (let f = 0; f < FRAMES; f++) {
        const records = Array.from({ length: PER_FRAME }, (_, i) => ({
          code: `C${f * PER_FRAME + i}`,
          marketCode: "STO",
          refPrice: 10_000,
          matchPrice: 10_000,
        }));
        socket.send(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, records)));
      }
      socket.send(encodeFrame(MsgType.SYMBOL_UPDATE, ""));
    });
  });
  await new Promise((resolve) => wss.once("listening", resolve));
  const trade = (price: number) => {
    const frame = encodeFrame(
      MsgType.SYMBOL_UPDATE,
      encodeRecords(SYMBOL_SCHEMA, [{ code: "C0", matchPrice: price }]),
    );
    for (const socket of sockets) socket.send(frame);
  };
  return { wss, url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`, trade, received };
}

/**
 * A real socket whose message handler (the client's) is watched: `appliedInEvent` counts the snapshot
 * frames whose rows were already in the store when the client's handler returned.
 */
function watchedSocket(market: MarketData) {
  const watch = { appliedInEvent: 0, snapshotFrames: 0 };
  const createSocket = (url: string): WebSocketLike => {
    const socket = new WebSocket(url);
    let handler: ((event: { data: unknown }) => void) | null = null;
    Object.defineProperty(socket, "onmessage", {
      get: () => handler,
      set: (next: typeof handler) => {
        handler = next;
        socket.removeAllListeners("message");
        socket.on("message", (data, isBinary) => {
          const before = market.symbols.rowCount;
          const resetting = market.symbols.isResetting;
          next?.({ data: isBinary ? data : String(data) });
          if (!resetting) return;
          watch.snapshotFrames++;
          if (market.symbols.rowCount > before) watch.appliedInEvent++;
        });
      },
    });
    return socket as unknown as WebSocketLike;
  };
  return { watch, createSocket };
}

/** A client of a fresh server, live with the whole snapshot applied. */
async function liveClient(snapshotSliceMs: number) {
  const server = await startServer();
  const market = new MarketData();
  const { watch, createSocket } = watchedSocket(market);
  const client = new FeedClient({ url: server.url, market, createSocket, snapshotSliceMs });
  client.start();
  await until(() => client.$status.get() === "live" && market.symbols.rowCount === FRAMES * PER_FRAME);
  return { watch, market, client, server };
}

describe("FeedClient snapshotSliceMs", () => {
  const cleanups: (() => void)[] = [];

  /** A server, an empty market, and a hold (a promise) that the test releases. */
  async function heldSetUp() {
    const server = await startServer();
    cleanups.push(() => server.wss.close());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    return { server, market: new MarketData(), held, release: () => release() };
  }
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it("only queues a snapshot's frames in their message events and applies them in slices after", async () => {
    const sliced = await liveClient(1);
    cleanups.push(
      () => sliced.client.stop(),
      () => sliced.server.wss.close(),
    );
    expect(sliced.watch.snapshotFrames).toBeGreaterThan(0);
    expect(sliced.watch.appliedInEvent).toBe(0);
    // Every frame was applied in the end, in order.
    expect(sliced.market.symbols.keyOf(FRAMES * PER_FRAME - 1)).toBe(`C${FRAMES * PER_FRAME - 1}`);
    // Without the option each frame is applied in its own message event.
    const direct = await liveClient(0);
    cleanups.push(
      () => direct.client.stop(),
      () => direct.server.wss.close(),
    );
    expect(direct.watch.appliedInEvent).toBe(FRAMES);
  });

  it("applies the live stream after the snapshot frame by frame, as it arrives", async () => {
    const { market, client, server } = await liveClient(1);
    cleanups.push(
      () => client.stop(),
      () => server.wss.close(),
    );
    const row = market.symbols.rowOf("C0");
    let appliedInItsOwnTask = false;
    const stop = market.symbols.onChange(() => {
      // Applied in the socket's message event itself: no slice was queued for it.
      appliedInItsOwnTask = market.symbols.num(SYMBOL_SCHEMA.index.matchPrice, row) === 10_100;
    });
    cleanups.push(stop);
    server.trade(10_100);
    await until(() => appliedInItsOwnTask);
    expect(market.symbols.isResetting).toBe(false);
  });

  it("holds the rest of a snapshot while snapshotHold answers a promise, and never the live stream", async () => {
    const { server, market, held, release } = await heldSetUp();
    let asked = 0;
    let askedAfterSnapshot = 0;
    const client = new FeedClient({
      url: server.url,
      market,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      snapshotSliceMs: 1,
      // As the app does: hold once the first rows are in.
      snapshotHold: () => {
        asked++;
        if (!market.symbols.isResetting) askedAfterSnapshot++;
        return market.symbols.rowCount > 0 ? held : null;
      },
    });
    client.start();
    cleanups.push(() => client.stop());
    await until(() => market.symbols.rowCount > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first frame's rows are in and nothing after them while held.
    expect(market.symbols.rowCount).toBe(PER_FRAME);
    expect(market.symbols.isResetting).toBe(true);
    release();
    await until(() => client.$status.get() === "live" && market.symbols.rowCount === FRAMES * PER_FRAME);
    expect(market.symbols.keyOf(FRAMES * PER_FRAME - 1)).toBe(`C${FRAMES * PER_FRAME - 1}`);
    // After the snapshot's end the hold is no longer asked: a trade is applied as it arrives.
    await until(() => !market.symbols.isResetting);
    const row = market.symbols.rowOf("C0");
    server.trade(10_200);
    await until(() => market.symbols.num(SYMBOL_SCHEMA.index.matchPrice, row) === 10_200);
    expect(asked).toBeGreaterThan(0);
    expect(askedAfterSnapshot).toBe(0);
  });

  it("asks for the rest of the snapshot (msgType 33) once, when the hold on the rows it named first settles", async () => {
    const { server, market, held, release } = await heldSetUp();
    const client = new FeedClient({
      url: server.url,
      market,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      snapshotSliceMs: 1,
      snapshotFirst: () => ["C0"],
      snapshotHold: () => (market.symbols.rowCount > 0 ? held : null),
      snapshotRestOnAsk: () => true,
    });
    client.start();
    cleanups.push(() => client.stop());
    const asks = () => server.received.filter((m) => JSON.parse(m).msgType === MsgType.SNAPSHOT_REST);
    await until(() => market.symbols.rowCount > 0);
    expect(
      JSON.parse(server.received.find((m) => JSON.parse(m).msgType === MsgType.SYMBOL_SNAPSHOT) ?? ""),
    ).toEqual({
      msgType: MsgType.SYMBOL_SNAPSHOT,
      first: ["C0"],
      rest: "ask",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asks()).toEqual([]);
    release();
    await until(() => asks().length === 1);
    await until(() => client.$status.get() === "live" && !market.symbols.isResetting);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asks()).toHaveLength(1);
  });

  it("does not ask for the rest where no hold would end the wait, or where the host does not ask", async () => {
    const server = await startServer();
    cleanups.push(() => server.wss.close());
    const market = new MarketData();
    // Rows named first and asked to wait, but no hold that would end the wait: not asked.
    const client = new FeedClient({
      url: server.url,
      market,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      snapshotSliceMs: 1,
      snapshotFirst: () => ["C0"],
      snapshotRestOnAsk: () => true,
    });
    client.start();
    cleanups.push(() => client.stop());
    await until(() => client.$status.get() === "live" && market.symbols.rowCount === FRAMES * PER_FRAME);
    // A hold, but the host does not ask (the app, on a reconnect after its first rows were drawn).
    const market2 = new MarketData();
    const second = new FeedClient({
      url: server.url,
      market: market2,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      snapshotSliceMs: 1,
      snapshotFirst: () => ["C0"],
      snapshotHold: () => null,
      snapshotRestOnAsk: () => false,
    });
    second.start();
    cleanups.push(() => second.stop());
    await until(() => second.$status.get() === "live" && market2.symbols.rowCount === FRAMES * PER_FRAME);
    const requests = server.received
      .map((m) => JSON.parse(m))
      .filter((m) => m.msgType === MsgType.SYMBOL_SNAPSHOT);
    expect(requests).toEqual([
      { msgType: MsgType.SYMBOL_SNAPSHOT, first: ["C0"] },
      { msgType: MsgType.SYMBOL_SNAPSHOT, first: ["C0"] },
    ]);
    expect(server.received.some((m) => JSON.parse(m).msgType === MsgType.SNAPSHOT_REST)).toBe(false);
  });
});
