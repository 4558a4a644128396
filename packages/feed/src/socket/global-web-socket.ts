import type { WebSocketLike } from "./web-socket-like";

/** A socket of the platform's own WebSocket (browsers, Node >= 22): the default of the socket factories. */
export function globalWebSocket(url: string): WebSocketLike {
  const Socket = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (Socket === undefined) throw new Error("no WebSocket implementation");
  return new Socket(url);
}
