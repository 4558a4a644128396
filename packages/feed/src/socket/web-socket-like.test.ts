import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { FeedClient } from "../client/feed-client";
import { MarketData } from "../store/market-data";
import { until } from "../testing/poll";
import { detachSocket } from "./web-socket-like";

/** A TCP server that takes connections and never answers: a WebSocket to it stays in its handshake. */
async function startSilentServer() {
  const accepted: Socket[] = [];
  const server: Server = createServer((socket) => accepted.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return { server, accepted, url: `ws://127.0.0.1:${port}` };
}

/** Resolves once `ws` has finished with the socket: its own 'close' event, not the detached handler. */
function closed(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve();
    else socket.once("close", () => resolve());
  });
}

describe("a socket closed during its handshake (Node's ws)", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it("ends quietly once detached: no uncaught 'error' event", async () => {
    const silent = await startSilentServer();
    cleanups.push(() => {
      for (const socket of silent.accepted) socket.destroy();
      silent.server.close();
    });
    const socket = new WebSocket(silent.url);
    await until(() => silent.accepted.length === 1);
    expect(socket.readyState).toBe(WebSocket.CONNECTING);
    detachSocket(socket);
    // With a null error handler, ws emits 'error' with no listener here and the process takes an
    // uncaught exception (the run fails with "WebSocket was closed before the connection was established").
    socket.close(1000, "client stopped");
    await closed(socket);
    expect(socket.readyState).toBe(WebSocket.CLOSED);
  });

  it("a FeedClient stopped while its socket is still connecting says 'closed' and throws nothing", async () => {
    const silent = await startSilentServer();
    cleanups.push(() => {
      for (const socket of silent.accepted) socket.destroy();
      silent.server.close();
    });
    const sockets: WebSocket[] = [];
    const client = new FeedClient({
      url: silent.url,
      market: new MarketData(),
      createSocket: (url, protocols) => {
        const socket = new WebSocket(url, [...(protocols ?? [])]);
        sockets.push(socket);
        return socket;
      },
    });
    client.start();
    await until(() => silent.accepted.length === 1);
    expect(sockets[0]?.readyState).toBe(WebSocket.CONNECTING);
    client.stop();
    await closed(sockets[0] as WebSocket);
    expect(client.$status.get()).toBe("closed");
    expect(sockets).toHaveLength(1); // stopped: no further attempt
  });
});
