import type { WebSocketLike } from "./web-socket-like";

/** A socket of the platform's own WebSocket (browsers, Node >= 22): the default of the socket factories. */
export function globalWebSocket(url: string, protocols?: readonly string[]): WebSocketLike {
  const Socket = (globalThis as { WebSocket?: new (url: string, protocols?: string[]) => WebSocketLike })
    .WebSocket;
  if (Socket === undefined) throw new Error("no WebSocket implementation: pass createSocket");
  return protocols === undefined || protocols.length === 0
    ? new Socket(url)
    : new Socket(url, [...protocols]);
}
