import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { FeedClient } from "../client/feed-client";
import { encodeFrame } from "../protocol/envelope";
import { MsgType } from "../protocol/msg-type";
import { encodeRecords } from "../protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { WebSocketLike } from "../socket/web-socket-like";
import { MarketData } from "../store/market-data";
import { FakeBrowser } from "../testing/fake-browser";
import { until } from "../testing/poll";
import { SharedFeedSocket } from "./shared-feed-socket";

/** A feed server of the spec's encoding that answers every 4 with a snapshot, and records what it receives. */
async function startServer() {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, handleProtocols: () => false });
  const received: { msgType: number; indexCode?: string }[] = [];
  const sockets = new Set<WebSocket>();
  /** Connections the server no longer answers nor sends on (a dead path that never closed). */
  const muted = new Set<WebSocket>();
  let connections = 0;
  wss.on("connection", (socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("message", (data) => {
      if (muted.has(socket)) return;
      const message = JSON.parse(String(data)) as { msgType: number };
      received.push(message);
      if (message.msgType === MsgType.SYMBOL_SNAPSHOT) {
        const rows = [{ code: "AAA", marketCode: "STO", refPrice: 10_000, matchPrice: 10_000 }];
        socket.send(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, rows)));
        socket.send(encodeFrame(MsgType.SYMBOL_UPDATE, ""));
      }
    });
  });
  await new Promise((resolve) => wss.once("listening", resolve));
  const url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
  const tradeAt = (price: number) => {
    const frame = encodeFrame(
      MsgType.SYMBOL_UPDATE,
      encodeRecords(SYMBOL_SCHEMA, [{ code: "AAA", matchPrice: price }]),
    );
    for (const socket of sockets) socket.send(frame);
  };
  const mute = () => {
    for (const socket of sockets) muted.add(socket);
  };
  return { wss, received, sockets, url, tradeAt, mute, connections: () => connections };
}

const realSocket = (url: string, protocols?: readonly string[]) =>
  new WebSocket(url, [...(protocols ?? [])]) as unknown as WebSocketLike;
const fastBackoff = { initialMs: 20, maxMs: 100, factor: 2, jitter: 0.5 };
const price = (market: MarketData) =>
  market.symbols.rowOf("AAA") < 0
    ? Number.NaN
    : market.symbols.num(SYMBOL_SCHEMA.index.matchPrice, market.symbols.rowOf("AAA"));

describe("sharedSocketFactory: one feed socket for the windows of an origin", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  async function setUp() {
    const server = await startServer();
    cleanups.push(() => server.wss.close());
    const browser = new FakeBrowser();
    const openWindow = (extra: Partial<ConstructorParameters<typeof FeedClient>[0]> = {}) => {
      const shared = browser.sharedSocket(realSocket);
      const market = new MarketData();
      const client = new FeedClient({
        url: server.url,
        market,
        createSocket: shared.createSocket,
        backoff: fastBackoff,
        // This server speaks the spec only; the fallback from binary is shared-feed-socket-binary.test.ts's.
        encoding: "spec",
        ...extra,
      });
      client.start();
      const close = () => {
        client.stop();
        shared.dispose();
      };
      cleanups.push(close);
      return { shared, market, client, close };
    };
    return { server, browser, openWindow };
  }

  it("two windows get the snapshot and the updates over one connection", async () => {
    const { server, openWindow } = await setUp();
    const a = openWindow();
    await until(() => a.client.$status.get() === "live", { what: "window A live" });
    const b = openWindow();
    await until(() => b.client.$status.get() === "live", { what: "window B live" });
    expect(a.shared.role).toBe("leader");
    expect(b.shared.role).toBe("follower");
    expect(server.sockets.size).toBe(1);
    // B's snapshot came from a second 4 on the same socket; the switches 2 and 3 went once.
    const types = server.received.map((m) => m.msgType);
    expect(types.filter((t) => t === MsgType.SYMBOL_SNAPSHOT)).toHaveLength(2);
    expect(types.filter((t) => t === MsgType.SYMBOL_UPDATE)).toHaveLength(1);
    expect(types.filter((t) => t === MsgType.INDEX_UPDATE)).toHaveLength(1);
    server.tradeAt(10_300);
    await until(() => price(a.market) === 10_300 && price(b.market) === 10_300, {
      what: "both windows see 10,300",
    });
  });

  it("a window giving up the silent connection drops it for every window: all connect again", async () => {
    const { server, openWindow } = await setUp();
    const silence = { staleAfterMs: 300, reconnectAfterSilentMs: 1_500 };
    const a = openWindow(silence);
    await until(() => a.client.$status.get() === "live", { what: "window A live" });
    await new Promise((resolve) => setTimeout(resolve, 500)); // B's ticks apart from A's
    const b = openWindow(silence);
    await until(() => b.client.$status.get() === "live", { what: "window B live" });
    // The one real connection goes dead without a close. Before, A gave its socket up and attached
    // again to the same dead connection, which B still held, and so on in turn: never a new one.
    server.mute();
    await until(() => server.connections() === 2, { timeoutMs: 15_000, what: "a second connection" });
    await until(() => a.client.$status.get() === "live" && b.client.$status.get() === "live", {
      what: "both windows live again",
    });
    server.tradeAt(10_400);
    await until(() => price(a.market) === 10_400 && price(b.market) === 10_400, {
      what: "both windows see 10,400",
    });
  });

  it("tells each window its role once known: the first leads, the next follows when the leader answers", async () => {
    const { browser } = await setUp();
    const roles: Record<string, string[]> = { a: [], b: [] };
    const a = browser.sharedSocket(realSocket, (role) => roles.a.push(role));
    cleanups.push(() => a.dispose());
    await until(() => roles.a.length > 0, { what: "A's role" });
    const b = browser.sharedSocket(realSocket, (role) => roles.b.push(role));
    cleanups.push(() => b.dispose());
    // B opened no socket: the leader's answer to its hello is what settles it.
    await until(() => roles.b.length > 0, { what: "B's role" });
    expect(roles).toEqual({ a: ["leader"], b: ["follower"] });
    a.dispose();
    await until(() => roles.b.length > 1, { what: "B takes over" });
    expect(roles.b).toEqual(["follower", "leader"]);
  });

  it("posts no frames to the channel while no other window listens, and does once one attaches", async () => {
    const { server, browser, openWindow } = await setUp();
    const a = openWindow();
    await until(() => a.client.$status.get() === "live", { what: "window A live" });
    server.tradeAt(10_100);
    await until(() => price(a.market) === 10_100, { what: "A has the trade" });
    expect(browser.posted.filter((t) => t === "frame")).toHaveLength(0);
    const b = openWindow();
    await until(() => b.client.$status.get() === "live", { what: "window B live" });
    server.tradeAt(10_200);
    await until(() => price(b.market) === 10_200, { what: "B has the trade through A's socket" });
    expect(browser.posted.filter((t) => t === "frame").length).toBeGreaterThan(0);
  });

  it("another window takes over the connection when the leader closes", async () => {
    const { server, openWindow } = await setUp();
    const a = openWindow();
    await until(() => a.client.$status.get() === "live");
    const b = openWindow();
    await until(() => b.client.$status.get() === "live");
    const first = [...server.sockets][0];
    a.close();
    await until(() => b.shared.role === "leader", { what: "B leads" });
    await until(() => server.sockets.size === 1 && !server.sockets.has(first), {
      what: "B's own connection",
    });
    await until(() => b.client.$status.get() === "live");
    server.tradeAt(10_500);
    await until(() => price(b.market) === 10_500, { what: "B sees 10,500 after the leader left" });
  });

  it("the leader's window attaching to a connection a follower opened gets its snapshot", async () => {
    const { server, openWindow } = await setUp();
    const a = openWindow();
    a.client.stop(); // A leads, but its FeedClient attaches only once B's connection is open
    const b = openWindow();
    await until(() => b.client.$status.get() === "live", { what: "window B live" });
    a.client.start();
    await until(() => a.client.$status.get() === "live" && price(a.market) === 10_000, {
      what: "window A live with rows",
    });
    expect(server.sockets.size).toBe(1);
  });

  it("unsubscribes an index only when no window still subscribes it", async () => {
    const { server, openWindow } = await setUp();
    const a = openWindow();
    const b = openWindow();
    await until(() => a.client.$status.get() === "live" && b.client.$status.get() === "live");
    a.client.subscribeIndex("VN30");
    b.client.subscribeIndex("VN30");
    const unsubscribes = () => server.received.filter((m) => m.msgType === MsgType.UNSUBSCRIBE_INDEX);
    await until(() => server.received.filter((m) => m.msgType === MsgType.SUBSCRIBE_INDEX).length === 2);
    a.client.unsubscribeIndex("VN30");
    b.client.unsubscribeIndex("VN30");
    await until(() => unsubscribes().length === 1, { what: "one 31" });
    expect(unsubscribes()).toEqual([{ msgType: MsgType.UNSUBSCRIBE_INDEX, indexCode: "VN30" }]);
    // An index no window subscribed (one the server follows by default) is asked off as is.
    a.client.unsubscribeIndex("VNINDEX");
    await until(() => unsubscribes().length === 2, { what: "the default index's 31" });
  });

  it("sends one credential, first; a refusal stops every window", async () => {
    const { server, openWindow } = await setUp();
    const refused: string[] = [];
    const withToken = (name: string) => ({
      credential: () => ({ token: `token-${name}` }),
      onCredentialRefused: () => refused.push(name),
    });
    const a = openWindow(withToken("a"));
    const b = openWindow(withToken("b"));
    await until(() => a.client.$status.get() === "live" && b.client.$status.get() === "live");
    expect(server.received[0]).toEqual({ msgType: MsgType.AUTH, token: "token-a" });
    expect(server.received.filter((m) => m.msgType === MsgType.AUTH)).toHaveLength(1);
    for (const socket of server.sockets) socket.close(4401, "session expired or revoked: log in again");
    await until(() => refused.length === 2, { what: "both windows told" });
    expect(refused.sort()).toEqual(["a", "b"]);
    expect(a.client.$status.get()).toBe("closed");
  });

  it("a window moved to another address (a replay) gets its own socket; the shared one stays", async () => {
    const { server, openWindow } = await setUp();
    const a = openWindow();
    const b = openWindow();
    await until(() => a.client.$status.get() === "live" && b.client.$status.get() === "live");
    expect(server.sockets.size).toBe(1);
    b.client.setUrl(`${server.url}/replay?at=14:00`);
    await until(() => b.client.$status.get() === "live" && server.sockets.size === 2, {
      what: "B on a connection of its own",
    });
    expect(a.shared.attachedSockets).toBe(1);
    b.client.setUrl(server.url);
    await until(() => b.client.$status.get() === "live" && server.sockets.size === 1, {
      what: "B back on the shared connection",
    });
    expect(a.shared.attachedSockets).toBe(2);
  });

  it("without Web Locks every window opens its own socket", async () => {
    const server = await startServer();
    cleanups.push(() => server.wss.close());
    const clients = [0, 1].map(() => {
      const shared = new SharedFeedSocket({ channelName: "feed", createSocket: realSocket, locks: null });
      expect(shared.role).toBe("alone");
      const client = new FeedClient({
        url: server.url,
        market: new MarketData(),
        createSocket: shared.createSocket,
      });
      client.start();
      cleanups.push(() => client.stop());
      return client;
    });
    await until(() => clients.every((c) => c.$status.get() === "live") && server.sockets.size === 2);
  });
});
