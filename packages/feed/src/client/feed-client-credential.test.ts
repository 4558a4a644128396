import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { encodeFrame } from "../protocol/envelope";
import { FeedCloseCode, type FeedCredential } from "../protocol/feed-auth";
import { MsgType } from "../protocol/msg-type";
import { encodeRecords } from "../protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../protocol/schemas/symbol-schema";
import type { WebSocketLike } from "../socket/web-socket-like";
import { MarketData } from "../store/market-data";
import { until } from "../testing/poll";
import { FeedClient } from "./feed-client";

/**
 * A protected feed on loopback, as docs/protocol.md "Feed access" describes it: the first message must
 * carry the token "good" (else 4401) or the key "wall" (else 4403); then the usual snapshot.
 */
async function startProtectedServer() {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const firstMessages: unknown[] = [];
  wss.on("connection", (socket) => {
    let admitted = false;
    let first = true;
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { msgType: number; token?: string; key?: string };
      if (!admitted) {
        if (first) firstMessages.push(message);
        first = false;
        if (message.msgType === MsgType.AUTH && message.token === "good") admitted = true;
        else if (message.msgType === MsgType.AUTH && message.key !== undefined)
          socket.close(FeedCloseCode.DISPLAY_KEY_REFUSED, "wrong display key");
        else socket.close(FeedCloseCode.SESSION_REQUIRED, "session expired or revoked");
        return;
      }
      if (message.msgType === MsgType.SYMBOL_SNAPSHOT) {
        const records = [{ code: "AAA", marketCode: "STO", refPrice: 10_000, matchPrice: 10_000 }];
        socket.send(encodeFrame(MsgType.SYMBOL_SNAPSHOT, encodeRecords(SYMBOL_SCHEMA, records)));
        socket.send(encodeFrame(MsgType.SYMBOL_UPDATE, ""));
      }
    });
  });
  await new Promise((resolve) => wss.once("listening", resolve));
  return { wss, firstMessages, url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}` };
}

const createSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;
const fastBackoff = { initialMs: 20, maxMs: 100, factor: 2, jitter: 0.5 };

describe("FeedClient credential", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it("sends the credential first, stops on a refusal, and goes live when started with a good one", async () => {
    const server = await startProtectedServer();
    cleanups.push(() => server.wss.close());
    const market = new MarketData();
    let credential: FeedCredential = { token: "stale" };
    const refusals: { code: number; reason: string; status: string }[] = [];
    const client = new FeedClient({
      url: server.url,
      market,
      createSocket,
      backoff: fastBackoff,
      credential: () => credential,
      onCredentialRefused: (code, reason) => refusals.push({ code, reason, status: client.$status.get() }),
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => refusals.length === 1);
    // Stopped, not reconnecting: the same token cannot succeed.
    expect(refusals[0]).toEqual({ code: 4401, reason: "session expired or revoked", status: "closed" });
    expect(server.firstMessages).toEqual([{ msgType: 0, token: "stale" }]);

    credential = { token: "good" };
    client.start();
    await until(() => market.symbols.rowOf("AAA") >= 0 && client.$status.get() === "live");
    expect(server.firstMessages).toEqual([
      { msgType: 0, token: "stale" },
      { msgType: 0, token: "good" },
    ]);
  });

  it("reports a refused display key with its own code", async () => {
    const server = await startProtectedServer();
    cleanups.push(() => server.wss.close());
    const refusals: number[] = [];
    const client = new FeedClient({
      url: server.url,
      market: new MarketData(),
      createSocket,
      credential: () => ({ key: "not-the-key" }),
      onCredentialRefused: (code) => refusals.push(code),
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => refusals.length === 1);
    expect(refusals).toEqual([4403]);
    expect(server.firstMessages).toEqual([{ msgType: 0, key: "not-the-key" }]);
  });

  it("without the option sends the spec's messages only (no msgType 0)", async () => {
    const received: unknown[] = [];
    const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    wss.on("connection", (socket) => socket.on("message", (data) => received.push(JSON.parse(String(data)))));
    await new Promise((resolve) => wss.once("listening", resolve));
    cleanups.push(() => wss.close());
    const client = new FeedClient({
      url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`,
      market: new MarketData(),
      createSocket,
    });
    cleanups.push(() => client.stop());
    client.start();
    await until(() => received.length === 3);
    expect(received).toEqual([{ msgType: 4 }, { msgType: 2 }, { msgType: 3 }]);
  });
});
