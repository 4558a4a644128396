import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { encodeFrame } from "../protocol/envelope";
import { MsgType } from "../protocol/msg-type";
import { encodeRecords } from "../protocol/record-encoder";
import { MARKET_SCHEMA } from "../protocol/schemas/market-schema";
import { PUT_THROUGH_SCHEMA } from "../protocol/schemas/put-through-schema";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { WebSocketLike } from "../socket/web-socket-like";
import { MarketData } from "../store/market-data";
import { sleep, until } from "../testing/poll";
import { backoffDelay, DEFAULT_BACKOFF } from "./backoff";
import { FeedClient } from "./feed-client";
import type { FeedClientOptions } from "./feed-client-options";

/** A real WebSocket server on loopback that records what clients send and answers with a snapshot. */
async function startServer(codes: () => string[]) {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const received: unknown[] = [];
  const sockets = new Set<WebSocket>();
  wss.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { msgType: number };
      received.push(message);
      if (message.msgType === MsgType.SYMBOL_SNAPSHOT) {
        const records = codes().map((code, i) => ({
          code,
          marketCode: "STO",
          refPrice: 10_000 + i * 100,
          matchPrice: 10_000,
        }));
        socket.send(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, records)));
        socket.send(encodeFrame(MsgType.SYMBOL_UPDATE, ""));
      }
    });
  });
  await new Promise((resolve) => wss.once("listening", resolve));
  const port = () => (wss.address() as { port: number }).port;
  return { wss, received, sockets, port };
}

const createSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;
const fastBackoff = { initialMs: 20, maxMs: 100, factor: 2, jitter: 0.5 };

describe("FeedClient", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  /** A loopback server answering these codes' snapshot, closed after the test. */
  const serve = async (codes: () => string[]) => {
    const server = await startServer(codes);
    cleanups.push(() => server.wss.close());
    return server;
  };

  /** A started client of `server` (a new market unless `options` gives one), stopped after the test. */
  const startClient = (server: { port(): number }, options: Partial<FeedClientOptions> = {}) => {
    const market = options.market ?? new MarketData();
    const client = new FeedClient({
      url: `ws://127.0.0.1:${server.port()}`,
      createSocket,
      ...options,
      market,
    });
    cleanups.push(() => client.stop());
    client.start();
    return { client, market };
  };

  it("subscribes with 4, 2, 3 and the indices, then fills the store from the snapshot", async () => {
    const server = await serve(() => ["AAA", "BBB"]);
    const { client, market } = startClient(server, { indices: ["VN30"] });
    await until(() => market.symbols.rowOf("BBB") >= 0);
    expect(server.received.slice(0, 4)).toEqual([
      { msgType: 4 },
      { msgType: 2 },
      { msgType: 3 },
      { msgType: MsgType.SUBSCRIBE_INDEX, indexCode: "VN30" },
    ]);
    expect(client.$status.get()).toBe("live");
    expect(market.symbols.num(SYMBOL_SCHEMA.index.refPrice, market.symbols.rowOf("BBB"))).toBe(10_100);
  });

  it("names what the view shows first in each snapshot request, asked again on every connect", async () => {
    const server = await startServer(() => ["AAA"]);
    cleanups.push(() => server.wss.close());
    let view = ["VN30"];
    const client = new FeedClient({
      url: `ws://127.0.0.1:${server.port()}`,
      market: new MarketData(),
      createSocket,
      backoff: fastBackoff,
      snapshotFirst: () => view,
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => server.received.length >= 3);
    expect(server.received[0]).toEqual({ msgType: 4, first: ["VN30"] });
    // The user moved to another board; the connection drops and comes back.
    view = [];
    const before = server.received.length;
    for (const socket of server.sockets) socket.terminate();
    await until(() => server.received.length >= before + 3);
    expect(server.received[before]).toEqual({ msgType: 4 });
  });

  it("reconnects after the server drops it, resubscribes, and the new snapshot resets the rows", async () => {
    let codes = ["AAA", "BBB", "CCC"];
    const server = await serve(() => codes);
    const { client, market } = startClient(server, { backoff: fastBackoff });
    await until(() => market.symbols.rowOf("CCC") >= 0);
    client.subscribeIndex("HNX30");
    const resubscribed = () =>
      server.received.filter((m) => (m as { indexCode?: string }).indexCode === "HNX30");
    await until(() => resubscribed().length === 1);
    codes = ["AAA", "BBB"]; // CCC delisted while we were away
    for (const socket of server.sockets) socket.terminate();
    await until(() => client.$status.get() === "reconnecting");
    await until(
      () => client.$status.get() === "live" && market.symbols.present[market.symbols.rowOf("CCC")] === 0,
    );
    await until(() => resubscribed().length === 2); // once live, once after the reconnect
    expect(market.symbols.presentKeys()).toEqual(["AAA", "BBB"]);
    expect(market.symbols.rowCount).toBe(3); // no duplicated rows: the old rows were reused
  });

  it("setUrl moves to another stream at once: the old socket closes, the new snapshot alone fills the rows", async () => {
    const live = await startServer(() => ["AAA", "BBB", "CCC"]);
    const replay = await startServer(() => ["AAA", "DDD"]);
    cleanups.push(
      () => live.wss.close(),
      () => replay.wss.close(),
    );
    const market = new MarketData();
    const liveUrl = `ws://127.0.0.1:${live.port()}`;
    const client = new FeedClient({ url: liveUrl, market, createSocket, indices: ["VN30"] });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => market.symbols.rowOf("CCC") >= 0);
    client.setUrl(`ws://127.0.0.1:${replay.port()}/replay`);
    expect(client.url).toBe(`ws://127.0.0.1:${replay.port()}/replay`);
    await until(() => live.sockets.size === 0 && market.symbols.rowOf("DDD") >= 0);
    await until(() => market.symbols.present[market.symbols.rowOf("CCC")] === 0);
    expect(market.symbols.presentKeys()).toEqual(["AAA", "DDD"]);
    // The new stream got the same subscriptions; the reconnect counter did not move (nothing failed).
    expect(replay.received).toContainEqual({ msgType: MsgType.SUBSCRIBE_INDEX, indexCode: "VN30" });
    expect(client.$stats.get().reconnects).toBe(0);
    client.setUrl(liveUrl);
    await until(() => replay.sockets.size === 0 && market.symbols.present[market.symbols.rowOf("CCC")] === 1);
    expect(market.symbols.presentKeys()).toEqual(["AAA", "BBB", "CCC"]);
  });

  it("resumes by sequence after a reconnect: keeps its rows on a delta, resets them on a snapshot", async () => {
    const codes = ["AAA", "BBB", "CCC"];
    let answer: "delta" | "snapshot" = "delta";
    let seq = 7;
    const received: { msgType: number; seq?: number; run?: string }[] = [];
    const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await new Promise((resolve) => wss.once("listening", resolve));
    cleanups.push(() => wss.close());
    const sequence = (message: object) =>
      JSON.stringify({ msgType: MsgType.SEQUENCE, message: { ...message, run: "r1" } });
    wss.on("connection", (socket) => {
      let resumeFrom: number | null = null;
      socket.on("message", (data) => {
        const message = JSON.parse(String(data)) as { msgType: number; seq?: number };
        received.push(message);
        if (message.msgType === MsgType.SEQUENCE) resumeFrom = message.seq ?? null;
        if (message.msgType !== MsgType.SYMBOL_SNAPSHOT) return;
        if (resumeFrom !== null && answer === "delta") {
          socket.send(sequence({ resume: "delta", seq: resumeFrom }));
          const update = encodeRecords(SYMBOL_SCHEMA, [{ code: "AAA", matchPrice: 10_500 }]);
          socket.send(encodeFrame(MsgType.SYMBOL_UPDATE, update));
          socket.send(sequence({ seq: ++seq }));
          return;
        }
        socket.send(sequence({ resume: "snapshot", seq }));
        const rows = codes.map((code) => ({ code, marketCode: "STO", refPrice: 10_000, matchPrice: 10_000 }));
        socket.send(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, rows)));
        socket.send(encodeFrame(MsgType.SYMBOL_UPDATE, ""));
        socket.send(sequence({ seq }));
      });
    });
    const market = new MarketData();
    const client = new FeedClient({
      url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`,
      market,
      createSocket,
      backoff: fastBackoff,
      resumeBySequence: true,
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => client.lastSequence === 7 && market.symbols.rowOf("CCC") >= 0);
    expect(received[0]).toEqual({ msgType: MsgType.SEQUENCE });

    codes.pop(); // CCC delisted while we were away: a delta does not say so, a snapshot does
    for (const socket of wss.clients) socket.terminate();
    await until(() => client.lastSequence === 8);
    // It names the run its number belongs to: the server resumes only within that run.
    expect(received).toContainEqual({ msgType: MsgType.SEQUENCE, seq: 7, run: "r1" });
    const price = (code: string) =>
      market.symbols.num(SYMBOL_SCHEMA.index.matchPrice, market.symbols.rowOf(code));
    expect(price("AAA")).toBe(10_500);
    expect(market.symbols.presentKeys()).toEqual(["AAA", "BBB", "CCC"]);
    expect(market.stats.badFrames).toBe(0);

    answer = "snapshot"; // the provider no longer holds what we missed
    for (const socket of wss.clients) socket.terminate();
    await until(() => received.filter((m) => m.msgType === MsgType.SEQUENCE && m.seq === 8).length === 1);
    await until(() => market.symbols.presentKeys().length === 2);
    expect(market.symbols.presentKeys()).toEqual(["AAA", "BBB"]);
  });

  it("logs 'WS not opened' instead of sending on a closed stream", () => {
    const logs: string[] = [];
    const client = new FeedClient({
      url: "ws://127.0.0.1:1",
      market: new MarketData(),
      createSocket,
      log: (_level, message) => logs.push(message),
    });
    expect(client.send({ msgType: 30, indexCode: "VN30" })).toBe(false);
    expect(logs).toEqual(["WS not opened"]);
  });

  it("reports stale when frames stop arriving, and live again when they resume", async () => {
    const server = await serve(() => ["AAA"]);
    const { client } = startClient(server, { staleAfterMs: 300 });
    await until(() => client.$status.get() === "live");
    await until(() => client.$status.get() === "stale", 4_000);
    expect(client.$stats.get().lastFrameAgeMs).toBeGreaterThan(300);
    for (const socket of server.sockets) socket.send(encodeFrame(MsgType.SERVER_TIME, Date.now()));
    await until(() => client.$status.get() === "live");
  });

  it("gives up a connection that stays silent and takes a fresh snapshot on a new one", async () => {
    // The server answers the snapshot, then sends nothing more on that socket, not even its clock: a
    // connection dead without a close (a machine that slept, a dropped NAT entry).
    const server = await serve(() => ["AAA"]);
    const { client } = startClient(server, {
      backoff: fastBackoff,
      staleAfterMs: 300,
      reconnectAfterSilentMs: 2_000,
    });
    await until(() => client.$status.get() === "live");
    await until(() => client.$status.get() === "stale", 4_000);
    await until(
      () => server.received.filter((m) => (m as { msgType: number }).msgType === 4).length === 2,
      10_000,
    );
    await until(() => client.$status.get() === "live");
    expect(server.sockets.size).toBe(1); // the silent one was closed
    await until(() => client.$stats.get().reconnects === 1); // published on the next tick
  });

  it("counts a bad frame and stays connected", async () => {
    const server = await serve(() => ["AAA"]);
    const { client, market } = startClient(server);
    await until(() => client.$status.get() === "live");
    for (const socket of server.sockets) socket.send("not a frame!");
    await until(() => market.stats.badFrames === 1);
    expect(client.$status.get()).toBe("live");
  });

  it("caps the default reconnect delay at 5 s so a board is back soon after its server", () => {
    expect(backoffDelay(30, DEFAULT_BACKOFF, () => 1)).toBe(5_000);
    expect(backoffDelay(30, DEFAULT_BACKOFF, () => 0)).toBe(2_500);
  });

  it("spreads reconnect delays with jitter and caps them", () => {
    const options = { initialMs: 500, maxMs: 15_000, factor: 2, jitter: 0.5 };
    expect(backoffDelay(0, options, () => 0)).toBe(250);
    expect(backoffDelay(0, options, () => 1)).toBe(500);
    expect(backoffDelay(3, options, () => 1)).toBe(4_000);
    expect(backoffDelay(20, options, () => 1)).toBe(15_000);
  });

  it("takes a fresh snapshot when the trading date moves on a live stream, dropping yesterday's deals", async () => {
    let date = "20261120";
    const connections: WebSocket[] = [];
    const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    cleanups.push(() => wss.close());
    const market = (tradingDate: string) =>
      encodeFrame(
        MsgType.MARKET_SNAPSHOT,
        encodeRecords(MARKET_SCHEMA, [{ marketCode: "HOSE", tradingDate }]),
      );
    wss.on("connection", (socket) => {
      connections.push(socket);
      socket.on("message", (data) => {
        if ((JSON.parse(String(data)) as { msgType: number }).msgType !== MsgType.SYMBOL_SNAPSHOT) return;
        socket.send(market(date));
        socket.send(
          encodeFrame(
            MsgType.SYMBOL_SNAPSHOT,
            encodeRecords(SYMBOL_SCHEMA, [{ code: "AAA", marketCode: "HOSE", refPrice: 10_000 }]),
          ),
        );
        // Today's deals so far: one on the first day, none yet on the next.
        if (date === "20261120") {
          socket.send(
            encodeFrame(
              MsgType.PUT_THROUGH,
              encodeRecords(PUT_THROUGH_SCHEMA, [{ ticks: "202611200000001", code: "AAA", price: 10_000 }]),
            ),
          );
        }
        for (const msgType of [MsgType.SYMBOL_UPDATE, MsgType.MARKET_UPDATE])
          socket.send(encodeFrame(msgType, ""));
      });
    });
    await new Promise((resolve) => wss.once("listening", resolve));
    const data = new MarketData();
    const logged: string[] = [];
    const client = new FeedClient({
      url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`,
      market: data,
      createSocket,
      log: (_level, message) => logged.push(message),
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => data.putThrough.rowOf("202611200000001") >= 0 && client.$status.get() === "live");
    expect(data.$tradingDate.get()).toBe("20261120");

    // The next morning the provider's market records carry the new date, on the same connection.
    date = "20261121";
    connections[0].send(
      encodeFrame(
        MsgType.MARKET_UPDATE,
        encodeRecords(MARKET_SCHEMA, [{ marketCode: "HOSE", tradingDate: date }]),
      ),
    );
    await until(() => connections.length === 2 && client.$status.get() === "live");
    await until(() => data.symbols.rowOf("AAA") >= 0 && data.stats.frames > 0);
    expect(data.$tradingDate.get()).toBe("20261121");
    expect(data.putThrough.rowOf("202611200000001")).toBe(-1);
    expect(data.putThrough.rowCount).toBe(0);
    expect(logged.some((message) => message.includes("new trading day 20261121"))).toBe(true);
    await until(() => connections[0].readyState === WebSocket.CLOSED);
    // Only one more connection: the new snapshot's date is not taken for yet another day (an absence:
    // time must pass to see no third connection).
    await sleep(100);
    expect(connections.length).toBe(2);
  });
});
