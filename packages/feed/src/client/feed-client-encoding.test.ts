import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { BinaryFrameEncoder } from "../protocol/binary-encoder";
import { BINARY_SUBPROTOCOL } from "../protocol/binary-format";
import { BinaryStringTable } from "../protocol/binary-string-table";
import { encodeFrame } from "../protocol/envelope";
import { MsgType } from "../protocol/msg-type";
import { encodeRecords } from "../protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { WebSocketFactory } from "../socket/web-socket-like";
import { MarketData } from "../store/market-data";
import { until } from "../testing/poll";
import { FeedClient } from "./feed-client";

const RECORDS = [
  { code: "FPT", marketCode: "STO", refPrice: 118_500, matchPrice: 119_000 },
  { code: "HPG", marketCode: "STO", refPrice: 27_450, matchPrice: 27.5 },
];

/**
 * A real WebSocket server on loopback that answers the binary subprotocol when `binary` (sending the
 * snapshot in the binary encoding), else no subprotocol (sending the spec's envelope).
 */
async function startServer(binary: boolean, port = 0) {
  const offered: (string | undefined)[] = [];
  const wss = new WebSocketServer({
    host: "127.0.0.1",
    port,
    handleProtocols: (protocols) =>
      binary && protocols.has(BINARY_SUBPROTOCOL) ? BINARY_SUBPROTOCOL : false,
  });
  wss.on("connection", (socket, request) => {
    offered.push(request.headers["sec-websocket-protocol"]);
    socket.on("message", (data) => {
      if ((JSON.parse(String(data)) as { msgType: number }).msgType !== MsgType.SYMBOL_SNAPSHOT) return;
      const text = encodeRecords(SYMBOL_SCHEMA, RECORDS);
      if (socket.protocol === BINARY_SUBPROTOCOL) {
        const encoder = new BinaryFrameEncoder(new BinaryStringTable());
        const frame = encoder.encodeText(MsgType.SYMBOL_SNAPSHOT, SYMBOL_SCHEMA, text);
        socket.send(encoder.encodeStrings(0, encoder.table.size), { binary: true });
        socket.send(frame, { binary: true });
      } else {
        socket.send(encodeFrame(MsgType.SYMBOL_SNAPSHOT, text));
      }
    });
  });
  await new Promise((resolve) => wss.once("listening", resolve));
  return { wss, offered, url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}` };
}

const FAST_BACKOFF = { initialMs: 20, maxMs: 100, factor: 2, jitter: 0.5 };

// The `ws` package's WebSocket is a WebSocketLike as it is: no cast (a host's Node relay writes this).
const createSocket: WebSocketFactory = (url, protocols) => new WebSocket(url, [...(protocols ?? [])]);

describe("FeedClient encoding", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  async function run(binaryServer: boolean, encoding?: "binary" | "spec") {
    const server = await startServer(binaryServer);
    cleanups.push(() => server.wss.close());
    const market = new MarketData();
    const client = new FeedClient({ url: server.url, market, createSocket, encoding, backoff: FAST_BACKOFF });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => market.symbols.rowOf("HPG") >= 0);
    const price = market.symbols.num(SYMBOL_SCHEMA.index.matchPrice, market.symbols.rowOf("HPG"));
    return { offered: server.offered, market, price };
  }

  it("offers the binary encoding by default and reads the binary frames of a server that takes it", async () => {
    const { offered, market, price } = await run(true);
    expect(offered).toEqual([BINARY_SUBPROTOCOL]);
    expect(price).toBe(27.5);
    expect(market.stats.badFrames).toBe(0);
  });

  it("falls back to the spec's envelope when the server answers without the subprotocol", async () => {
    // The handshake that offered it fails (Chromium and ws refuse an answer without the subprotocol
    // they offered); the next attempt offers nothing and reads the spec's envelope.
    const { offered, market, price } = await run(false);
    expect(offered.at(0)).toBe(BINARY_SUBPROTOCOL);
    expect(offered.at(-1)).toBeUndefined();
    expect(price).toBe(27.5);
    expect(market.stats.badFrames).toBe(0);
  });

  it("offers binary again at the next connection: a provider restarted with it is read in binary", async () => {
    // First a provider without the subprotocol: the client falls back to the spec's envelope.
    const spec = await startServer(false);
    const port = (spec.wss.address() as { port: number }).port;
    const market = new MarketData();
    const client = new FeedClient({ url: spec.url, market, createSocket, backoff: FAST_BACKOFF });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => market.symbols.rowOf("HPG") >= 0);
    expect(spec.offered.at(-1)).toBeUndefined();
    // The provider restarts, now taking binary. Before, the client kept offering nothing after a
    // fallback, so a server restart seen mid-attempt left it on the spec's envelope for good.
    for (const socket of spec.wss.clients) socket.terminate();
    await new Promise((resolve) => spec.wss.close(resolve));
    const binary = await startServer(true, port);
    cleanups.push(() => binary.wss.close());
    await until(() => binary.offered.length > 0);
    expect(binary.offered).toEqual([BINARY_SUBPROTOCOL]);
  });

  it("says in the log which URL it cannot reach and why, and keeps retrying", async () => {
    const probe = await startServer(true);
    const port = (probe.wss.address() as { port: number }).port;
    await new Promise((resolve) => probe.wss.close(resolve));
    const lines: string[] = [];
    const client = new FeedClient({
      url: `ws://127.0.0.1:${port}/ws`,
      market: new MarketData(),
      createSocket,
      backoff: FAST_BACKOFF,
      log: (level, message) => lines.push(`${level} ${message}`),
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => client.$stats.get().reconnects >= 3);
    expect(lines[0]).toMatch(new RegExp(`^warn feed: cannot connect to ws://127.0.0.1:${port}/ws \\(1006`));
    // Not one line per attempt: the first, then every tenth.
    expect(lines.length).toBeLessThan(client.$stats.get().reconnects);
    expect(client.$status.get()).toBe("reconnecting");
  });

  it("offers nothing with encoding: spec, exactly the spec's handshake", async () => {
    const { offered, price } = await run(true, "spec");
    expect(offered).toEqual([undefined]);
    expect(price).toBe(27.5);
  });
});
