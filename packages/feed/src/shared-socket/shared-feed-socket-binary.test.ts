import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { FeedClient } from "../client/feed-client";
import { BinaryFrameEncoder } from "../protocol/binary-encoder";
import { BINARY_SUBPROTOCOL, type FrameEncoding } from "../protocol/binary-format";
import { BinaryStringTable } from "../protocol/binary-string-table";
import { encodeFrame } from "../protocol/envelope";
import { MsgType } from "../protocol/msg-type";
import { encodeRecords } from "../protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { WebSocketLike } from "../socket/web-socket-like";
import { MarketData } from "../store/market-data";
import { FakeBrowser } from "../testing/fake-browser";
import { until } from "../testing/poll";

const SNAPSHOT = [
  { code: "FPT", marketCode: "STO", refPrice: 118_500, matchPrice: 119_000 },
  { code: "HPG", marketCode: "STO", refPrice: 27_450, matchPrice: 27_500 },
];

/**
 * A provider of the binary encoding, as the reference server's gateway is: one string table for every
 * connection, each connection sent (once) the entries it has not seen before the frame that needs them.
 * Every 4 is answered with the snapshot; `trade` sends an update to every connection. With `specOnly`
 * it answers no subprotocol (a provider of the spec alone).
 */
async function startServer({ specOnly = false } = {}) {
  const wss = new WebSocketServer({
    host: "127.0.0.1",
    port: 0,
    handleProtocols: (protocols) =>
      !specOnly && protocols.has(BINARY_SUBPROTOCOL) ? BINARY_SUBPROTOCOL : false,
  });
  const encoder = new BinaryFrameEncoder(new BinaryStringTable());
  const stringsSent = new Map<WebSocket, number>();
  /** The Sec-WebSocket-Protocol header of each connection ("" for none). */
  const offered: string[] = [];
  const sendRecords = (socket: WebSocket, msgType: number, rows: Record<string, string | number>[]) => {
    const frame = encoder.encodeText(msgType, SYMBOL_SCHEMA, encodeRecords(SYMBOL_SCHEMA, rows));
    const from = stringsSent.get(socket) ?? 0;
    if (encoder.table.size > from) socket.send(encoder.encodeStrings(from, encoder.table.size));
    stringsSent.set(socket, encoder.table.size);
    socket.send(frame);
  };
  wss.on("connection", (socket, request) => {
    offered.push(request.headers["sec-websocket-protocol"] ?? "");
    socket.on("close", () => stringsSent.delete(socket));
    socket.on("message", (data) => {
      if ((JSON.parse(String(data)) as { msgType: number }).msgType !== MsgType.SYMBOL_SNAPSHOT) return;
      if (socket.protocol === BINARY_SUBPROTOCOL) sendRecords(socket, MsgType.SYMBOL_SNAPSHOT, SNAPSHOT);
      else socket.send(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, SNAPSHOT)));
      socket.send(encodeFrame(MsgType.SYMBOL_UPDATE, ""));
    });
  });
  await new Promise((resolve) => wss.once("listening", resolve));
  const trade = (code: string, matchPrice: number) => {
    for (const socket of wss.clients) {
      if (socket.protocol === BINARY_SUBPROTOCOL)
        sendRecords(socket, MsgType.SYMBOL_UPDATE, [{ code, matchPrice, securityType: "ST" }]);
      else
        socket.send(
          encodeFrame(
            MsgType.SYMBOL_UPDATE,
            encodeRecords(SYMBOL_SCHEMA, [{ code, matchPrice, securityType: "ST" }]),
          ),
        );
    }
  };
  const url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
  return { wss, offered, url, trade };
}

const realSocket = (url: string, protocols?: readonly string[]) =>
  new WebSocket(url, [...(protocols ?? [])]) as unknown as WebSocketLike;
const fastBackoff = { initialMs: 20, maxMs: 100, factor: 2, jitter: 0.5 };

/** What a user reads on a row: its code, market, price and security type as the window's store holds them. */
const row = (market: MarketData, code: string) => {
  const r = market.symbols.rowOf(code);
  if (r < 0) return null;
  return {
    code: market.symbols.keyOf(r),
    market: market.symbols.str(SYMBOL_SCHEMA.index.marketCode, r),
    price: market.symbols.num(SYMBOL_SCHEMA.index.matchPrice, r),
    type: market.symbols.str(SYMBOL_SCHEMA.index.securityType, r),
  };
};

describe("sharedSocketFactory: the binary encoding through the shared socket", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  async function setUp(serverOptions?: { specOnly: boolean }) {
    const server = await startServer(serverOptions);
    cleanups.push(() => server.wss.close());
    const browser = new FakeBrowser();
    const openWindow = (encoding?: FrameEncoding) => {
      const shared = browser.sharedSocket(realSocket);
      const market = new MarketData();
      // The socket the window's FeedClient got last: its subprotocol is the one negotiated.
      let socket: WebSocketLike | null = null;
      const client = new FeedClient({
        url: server.url,
        market,
        encoding,
        createSocket: (url, protocols) => {
          socket = shared.createSocket(url, protocols);
          return socket;
        },
        backoff: fastBackoff,
      });
      client.start();
      cleanups.push(() => {
        client.stop();
        shared.dispose();
      });
      const live = () => client.$status.get() === "live";
      return { shared, market, live, protocol: () => socket?.protocol ?? "" };
    };
    return { server, openWindow };
  }

  it("a window attaching late reads the binary records that name strings sent before it attached", async () => {
    const { server, openWindow } = await setUp();
    const a = openWindow();
    await until(a.live, { what: "window A live" });
    server.trade("FPT", 119_500); // a new string ("ST") goes by on the shared connection
    await until(() => row(a.market, "FPT")?.price === 119_500, { what: "A has the trade" });

    const b = openWindow();
    await until(() => b.live() && row(b.market, "HPG") !== null, { what: "window B has its snapshot" });
    // One connection, which offered the binary encoding; both windows read it as binary.
    expect(server.offered).toEqual([BINARY_SUBPROTOCOL]);
    expect([a.protocol(), b.protocol()]).toEqual([BINARY_SUBPROTOCOL, BINARY_SUBPROTOCOL]);
    // B's snapshot named "FPT", "HPG", "STO" by ids the server had sent A's connection only.
    expect(row(b.market, "HPG")).toEqual({ code: "HPG", market: "STO", price: 27_500, type: "" });
    expect(row(b.market, "FPT")?.code).toBe("FPT");

    server.trade("HPG", 27_800); // "ST" again: an id B never saw in a frame of its own
    await until(() => row(a.market, "HPG")?.price === 27_800 && row(b.market, "HPG")?.price === 27_800, {
      what: "both windows see 27,800",
    });
    expect(row(b.market, "HPG")?.type).toBe("ST");
    expect([a.market.stats.badFrames, b.market.stats.badFrames]).toEqual([0, 0]);
  });

  it("FeedClients asking for the spec's encoding share a spec connection", async () => {
    const { server, openWindow } = await setUp();
    const a = openWindow("spec");
    await until(a.live, { what: "window A live" });
    const b = openWindow("spec");
    await until(() => b.live() && row(b.market, "FPT") !== null, { what: "window B has its snapshot" });
    expect(server.offered).toEqual([""]);
    expect([a.protocol(), b.protocol()]).toEqual(["", ""]);
    server.trade("FPT", 120_000);
    await until(() => row(a.market, "FPT")?.price === 120_000 && row(b.market, "FPT")?.price === 120_000, {
      what: "both windows see 120,000",
    });
    expect(row(b.market, "FPT")?.type).toBe("ST");
  });

  it("with a spec-only provider the binary offer fails and every window falls back to the spec", async () => {
    const { server, openWindow } = await setUp({ specOnly: true });
    const a = openWindow();
    const b = openWindow();
    await until(() => a.live() && b.live() && row(b.market, "FPT") !== null, { what: "both windows live" });
    // The shared connection first offered the binary encoding (refused), then nothing.
    expect(server.offered[0]).toBe(BINARY_SUBPROTOCOL);
    expect(server.offered.at(-1)).toBe("");
    expect(server.wss.clients.size).toBe(1);
    expect([a.protocol(), b.protocol()]).toEqual(["", ""]);
    server.trade("FPT", 118_000);
    await until(() => row(a.market, "FPT")?.price === 118_000 && row(b.market, "FPT")?.price === 118_000, {
      what: "both windows see 118,000",
    });
  });
});
