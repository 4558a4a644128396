import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { FeedClient } from "../client/feed-client";
import { BinaryFrameEncoder } from "../protocol/binary-encoder";
import { BINARY_MAGIC, BINARY_SUBPROTOCOL } from "../protocol/binary-format";
import { BinaryStringTable } from "../protocol/binary-string-table";
import { DecodeError } from "../protocol/decode-error";
import { EnvelopeDecoder, encodeFrame } from "../protocol/envelope";
import { MsgType } from "../protocol/msg-type";
import { SCHEMA_TABLE } from "../protocol/schema-table";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { WebSocketLike } from "../socket/web-socket-like";
import { MarketData } from "../store/market-data";
import { recordsFrame, storeImage } from "../testing/frames";
import { sleep, until } from "../testing/poll";
import { DecodedFrameApplier } from "./apply-decoded";
import { type FeedWorkerScope, serveFeedDecoding } from "./feed-decoding";
import { DecodedFrames } from "./worker-messages";
import { type FeedWorkerLike, workerSocketFactory } from "./worker-socket";

/** The worker's WebSocket, driven by the test: `open()`, `deliver(frame)`, `drop()`. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  binaryType = "blob";
  /** What the server answered (BINARY_SUBPROTOCOL when it took the binary encoding). */
  protocol = "";
  readonly sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(data: unknown): void {
    this.onmessage?.({ data });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: "gone" });
  }
}

const clock = () => 1_000;

/** A snapshot of three symbols, its closing empty update, an update, the server time and a bad frame. */
function sessionFrames(): string[] {
  const snapshot = ["AAA", "BBB", "CCC"].map((code, i) => ({
    code,
    marketCode: "STO",
    refPrice: 10_000 + i * 1_000,
    ceilPrice: 10_700 + i * 1_000,
    floorPrice: 9_300 + i * 1_000,
    matchPrice: 10_000 + i * 1_000,
    totalTradedQtty: 1_000 * (i + 1),
  }));
  return [
    recordsFrame(MsgType.SYMBOL_SNAPSHOT, snapshot),
    encodeFrame(MsgType.SYMBOL_UPDATE, ""),
    recordsFrame(MsgType.SYMBOL_UPDATE, [
      { code: "BBB", matchPrice: 11_200, matchQtty: 300 },
      { code: "AAA", bidPrice1: 9_900, bidQtty1: 5_000 },
      { code: "DDD", marketCode: "HNX", refPrice: 20_000, matchPrice: 20_100 },
    ]),
    encodeFrame(MsgType.SERVER_TIME, 1_717_000_000_000),
    "this is not a frame",
  ];
}

describe("feed worker (decode off the page's thread)", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  /** A worker scope and the page's Worker, joined by a real MessageChannel (structured clone, transfer). */
  function channel(
    answer = "",
    hold: { maxHoldMs?: number } = {},
  ): { scope: FeedWorkerScope; worker: FeedWorkerLike; sockets: FakeSocket[] } {
    const { port1, port2 } = new MessageChannel();
    cleanups.push(() => {
      port1.close();
      port2.close();
    });
    const sockets: FakeSocket[] = [];
    const scope = port1 as unknown as FeedWorkerScope;
    const stop = serveFeedDecoding(scope, {
      ...hold,
      createSocket: (url, protocols) => {
        const socket = new FakeSocket(url);
        if (protocols?.includes(answer)) socket.protocol = answer;
        sockets.push(socket);
        return socket;
      },
    });
    cleanups.push(stop);
    return { scope, worker: port2 as unknown as FeedWorkerLike & MessagePort, sockets };
  }

  /** A FeedClient on the worker's sockets, started, its first socket open. */
  async function openClient(
    worker: FeedWorkerLike,
    sockets: FakeSocket[],
    market: MarketData,
  ): Promise<FeedClient> {
    const client = new FeedClient({ url: "ws://feed/ws", market, createSocket: workerSocketFactory(worker) });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => sockets.length === 1);
    sockets[0].open();
    return client;
  }

  it("a FeedClient fed through the worker ends with the same store, clock and counters as handleFrame", async () => {
    const { worker, sockets } = channel();
    const market = new MarketData({ now: clock });
    const client = await openClient(worker, sockets, market);
    await until(() => sockets[0].sent.length >= 3);
    expect(sockets[0].url).toBe("ws://feed/ws");
    expect(sockets[0].sent.slice(0, 3)).toEqual([{ msgType: 4 }, { msgType: 2 }, { msgType: 3 }]);

    const frames = sessionFrames();
    for (const frame of frames) sockets[0].deliver(frame);
    await until(() => market.stats.frames + market.stats.badFrames === frames.length);

    const reference = new MarketData({ now: clock });
    reference.beginResync();
    for (const frame of frames) reference.handleFrame(frame);
    expect(storeImage(market.symbols)).toEqual(storeImage(reference.symbols));
    const price = SYMBOL_SCHEMA.index.matchPrice;
    expect(market.symbols.num(price, market.symbols.rowOf("BBB"))).toBe(11_200);
    expect(market.symbols.str(SYMBOL_SCHEMA.index.marketCode, market.symbols.rowOf("DDD"))).toBe("HNX");
    expect(market.$serverTime.get()).toBe(1_717_000_000_000);
    expect(market.stats.badFrames).toBe(1);
    expect(market.stats.badByReason[DecodeError.NOT_BASE64]).toBe(
      reference.stats.badByReason[DecodeError.NOT_BASE64],
    );
    expect(market.stats.bytes).toBe(reference.stats.bytes);
    expect(market.stats.records).toBe(reference.stats.records);
    expect(client.$status.get()).toBe("live");
  });

  it("binary frames cross as they came and the page reads them, string table included", async () => {
    const { worker, sockets } = channel(BINARY_SUBPROTOCOL);
    const market = new MarketData({ now: clock });
    const client = await openClient(worker, sockets, market);
    // The spec frames of the session, tabular ones re-encoded as the reference server does.
    const encoder = new BinaryFrameEncoder(new BinaryStringTable());
    const envelopes = new EnvelopeDecoder();
    const binary: (string | ArrayBuffer)[] = [];
    for (const frame of sessionFrames().slice(0, 4)) {
      const envelope = envelopes.decode(frame);
      const layout = envelope === null ? undefined : SCHEMA_TABLE.get(envelope.msgType);
      if (envelope === null || layout?.kind !== "records" || typeof envelope.message !== "string") {
        binary.push(frame);
        continue;
      }
      const before = encoder.table.size;
      const records = encoder.encodeText(envelope.msgType, layout.schema, envelope.message).slice().buffer;
      if (encoder.table.size > before)
        binary.push(encoder.encodeStrings(before, encoder.table.size).slice().buffer);
      binary.push(records);
    }
    binary.push(new Uint8Array([BINARY_MAGIC, 99, 0, 0]).buffer); // a frame kind nobody knows
    for (const frame of binary) sockets[0].deliver(frame);
    await until(() => market.stats.frames + market.stats.badFrames >= 5);

    const reference = new MarketData({ now: clock });
    reference.beginResync();
    for (const frame of sessionFrames().slice(0, 4)) reference.handleFrame(frame);
    expect(storeImage(market.symbols)).toEqual(storeImage(reference.symbols));
    expect(market.symbols.str(SYMBOL_SCHEMA.index.marketCode, market.symbols.rowOf("DDD"))).toBe("HNX");
    expect(market.stats.badFrames).toBe(1);
    expect(client.$status.get()).toBe("live");
  });

  it("a binary frame is handed on whole, its buffer transferred, not read in the worker", async () => {
    const { worker, sockets } = channel(BINARY_SUBPROTOCOL);
    const socket = workerSocketFactory(worker)("ws://feed/ws", [BINARY_SUBPROTOCOL]);
    const received: DecodedFrames[] = [];
    socket.onmessage = (event) => received.push(event.data as DecodedFrames);
    await until(() => sockets.length === 1);
    sockets[0].open();
    await until(() => socket.protocol === BINARY_SUBPROTOCOL);
    const table = new BinaryStringTable();
    table.idOf("VNM");
    const bytes = new BinaryFrameEncoder(table).encodeStrings(0, 1);
    const sent = bytes.slice().buffer;
    sockets[0].deliver(sent);
    sockets[0].deliver(encodeFrame(MsgType.SERVER_TIME, 1_717_000_000_000));
    await until(() => received.length > 0 && received.flatMap((r) => r.frames).length === 2);
    const [first, second] = received.flatMap((r) => r.frames);
    expect(first.kind).toBe("binary");
    expect(first.bytes).toBe(bytes.byteLength);
    expect(sent.byteLength).toBe(0); // transferred to the page, not copied
    expect(second.kind).toBe("envelope");
  });

  it("frames that arrive together reach the page as one message", async () => {
    // A first decode on a cold, loaded machine can outlast the default 8 ms hold: what is checked here
    // is the grouping of frames that arrive together, so the hold does not cut it.
    const { worker, sockets } = channel("", { maxHoldMs: 1_000 });
    const socket = workerSocketFactory(worker)("ws://feed/ws");
    const received: DecodedFrames[] = [];
    socket.onmessage = (event) => received.push(event.data as DecodedFrames);
    await until(() => sockets.length === 1);
    sockets[0].open();
    for (const frame of sessionFrames().slice(0, 3)) sockets[0].deliver(frame);
    await until(() => received.length > 0);
    await sleep(20); // an absence: no second message follows (the three frames went as one)
    expect(received).toHaveLength(1);
    expect(received[0]).toBeInstanceOf(DecodedFrames);
    expect(received[0].frames.map((frame) => frame.kind)).toEqual(["records", "records", "records"]);
  });

  it("after a reconnect, frames of the old socket are not applied", async () => {
    const { worker, sockets } = channel();
    const market = new MarketData({ now: clock });
    const client = new FeedClient({
      url: "ws://feed/ws",
      market,
      createSocket: workerSocketFactory(worker),
      backoff: { initialMs: 10, maxMs: 20, factor: 2, jitter: 0 },
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => sockets.length === 1);
    sockets[0].open();
    const [snapshot, endOfSnapshot] = sessionFrames();
    sockets[0].deliver(snapshot);
    sockets[0].deliver(endOfSnapshot);
    await until(() => market.symbols.rowOf("CCC") >= 0);
    const old = sockets[0];
    old.drop();
    await until(() => sockets.length === 2);
    // A late frame of the dropped socket (its handlers are detached in the worker): nothing changes.
    old.deliver(recordsFrame(MsgType.SYMBOL_UPDATE, [{ code: "AAA", matchPrice: 12_345 }]));
    sockets[1].open();
    sockets[1].deliver(recordsFrame(MsgType.SYMBOL_UPDATE, [{ code: "AAA", matchPrice: 10_100 }]));
    await until(
      () => market.symbols.num(SYMBOL_SCHEMA.index.matchPrice, market.symbols.rowOf("AAA")) === 10_100,
    );
    expect(market.stats.frames).toBe(3);
  });

  it("when the feed worker fails, the client reconnects on the page's own socket and stays live", async () => {
    const { worker, sockets } = channel();
    const pageSockets: FakeSocket[] = [];
    const market = new MarketData({ now: clock });
    const client = new FeedClient({
      url: "ws://feed/ws",
      market,
      createSocket: workerSocketFactory(worker, (url) => {
        const socket = new FakeSocket(url);
        pageSockets.push(socket);
        return socket;
      }),
      backoff: { initialMs: 10, maxMs: 20, factor: 2, jitter: 0 },
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => sockets.length === 1);
    sockets[0].open();
    await until(() => client.$status.get() === "connecting" && sockets[0].sent.length >= 3);
    worker.onerror?.({}); // the worker's script threw
    await until(() => pageSockets.length === 1);
    pageSockets[0].open();
    expect(pageSockets[0].sent.slice(0, 3)).toEqual([{ msgType: 4 }, { msgType: 2 }, { msgType: 3 }]);
    const [snapshot, endOfSnapshot] = sessionFrames();
    pageSockets[0].deliver(snapshot);
    pageSockets[0].deliver(endOfSnapshot);
    expect(market.symbols.rowOf("CCC")).toBeGreaterThanOrEqual(0);
    expect(client.$status.get()).toBe("live");
    expect(sockets).toHaveLength(1);
  });

  it("a malformed decoded message is counted and dropped, the store untouched", () => {
    const market = new MarketData({ now: clock });
    market.handleFrame(sessionFrames()[0]);
    const before = storeImage(market.symbols);
    const applier = new DecodedFrameApplier(market);
    const buffer = new ArrayBuffer(8 + 4 * 2 + 12);
    new Int32Array(buffer, 8, 2).set([0, 1]);
    new Int32Array(buffer, 16, 1)[0] = 999; // a field index past the schema
    const good = applier.apply(
      new DecodedFrames([
        {
          kind: "records",
          msgType: MsgType.SYMBOL_UPDATE,
          records: {
            recordCount: 1,
            fieldCount: SYMBOL_SCHEMA.fields.length,
            valueCount: 1,
            buffer,
            text: "",
          },
          bytes: 10,
          receivedAt: 0,
        },
        {
          kind: "records",
          msgType: 9_999,
          records: { recordCount: 0, fieldCount: 1, valueCount: 0, buffer: new ArrayBuffer(4), text: "" },
          bytes: 1,
          receivedAt: 0,
        },
      ]),
    );
    expect(good).toBe(0);
    expect(market.stats.badFrames).toBe(2);
    expect(storeImage(market.symbols)).toEqual(before);
  });
});

describe("workerSocketFactory's signature", () => {
  it("takes a DOM Worker as it is (the docs' two lines compile without a cast)", () => {
    expectTypeOf<Worker>().toExtend<Parameters<typeof workerSocketFactory>[0]>();
  });
});
