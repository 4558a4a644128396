/**
 * The socket a feed connection runs on, below both the FeedClient (client/) and the feed worker
 * (feed-worker/): the client opens one of these, the worker serves one, so neither imports the other for it.
 */

/**
 * A socket's event handler. Written as a method's type so that sockets whose handlers take their own
 * event types (the DOM's `Event`, `ws`'s `WebSocket.Event`) fit without a cast: handler properties are
 * otherwise compared strictly, and no event type is assignable from every other.
 */
type SocketHandler<E> = { handle(event: E): void }["handle"];

/** The part of the WebSocket API we use; the browser's WebSocket and the `ws` package both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  /** The subprotocol the server chose ("" for none); absent on a socket that does not say. */
  readonly protocol?: string;
  binaryType: string;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
  onclose: SocketHandler<unknown> | null;
  onerror: SocketHandler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** What a detached socket does with a late error: nothing (its owner has let it go). */
function ignoreLateError(): void {}

/**
 * Takes a socket's handlers off, so that nothing it still reports reaches its old owner. The error
 * handler becomes a no-op rather than null: the `ws` package reports a socket closed during its
 * handshake as an 'error' event, and an EventEmitter with no 'error' listener throws it, which in a
 * broker's Node relay is an uncaught exception and a dead process.
 */
export function detachSocket(socket: WebSocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = ignoreLateError;
}

/**
 * Opens a socket to `url`, offering `protocols` (WebSocket subprotocols, e.g. the binary encoding's):
 * how a host supplies its own WebSocket (Node's `ws`, a proxy, a test double). A factory that ignores
 * `protocols` gets the spec's encoding.
 */
export type WebSocketFactory = (url: string, protocols?: readonly string[]) => WebSocketLike;
