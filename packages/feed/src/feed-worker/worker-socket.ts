import { globalWebSocket } from "../socket/global-web-socket";
import type { WebSocketFactory, WebSocketLike } from "../socket/web-socket-like";
import { DecodedFrames, type FromFeedWorker, type ToFeedWorker } from "./worker-messages";

/** The part of a `Worker` (or a MessagePort) the page's side uses. */
export interface FeedWorkerLike {
  // Handlers as methods' types: a DOM Worker's take a MessageEvent / ErrorEvent and fit without a cast,
  // and the declaration names no DOM type (a Node host without the DOM's lib compiles it).
  onmessage: { handle(event: { data: FromFeedWorker }): void }["handle"] | null;
  /** A Worker's script failed (did not load, threw): its sockets close and the fallback takes over. */
  onerror?: { handle(event: unknown): void }["handle"] | null;
  postMessage(message: ToFeedWorker): void;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/**
 * A WebSocket whose real socket lives in the feed worker (`serveFeedDecoding`): what the page sends
 * goes through the worker; what arrives is already decoded, as `DecodedFrames` in `onmessage`'s
 * `data`. `FeedClient` recognises those and applies them (`applyDecodedFrames`) instead of decoding.
 */
class WorkerSocket implements WebSocketLike {
  readyState = CONNECTING;
  /** The subprotocol the worker's socket negotiated (the worker reads the frames accordingly). */
  protocol = "";
  binaryType = "arraybuffer";
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    private readonly port: FeedWorkerLike,
    readonly id: number,
    private readonly forget: (socket: WorkerSocket) => void,
  ) {}

  send(data: string): void {
    if (this.readyState !== OPEN) throw new Error("WebSocket is not open");
    this.port.postMessage({ type: "send", socket: this.id, data });
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === CLOSED) return;
    this.port.postMessage({ type: "close", socket: this.id, code, reason });
    this.closed(code ?? 1000, reason ?? "");
  }

  /** The worker died: the socket closes as a dropped connection would (FeedClient reconnects). */
  fail(): void {
    if (this.readyState !== CLOSED) this.closed(1006, "feed worker failed");
  }

  /** Called with the worker's messages for this socket. */
  receive(message: FromFeedWorker): void {
    if (this.readyState === CLOSED) return;
    switch (message.type) {
      case "open":
        this.readyState = OPEN;
        this.protocol = message.protocol ?? "";
        this.onopen?.({});
        break;
      case "frames":
        this.onmessage?.({ data: new DecodedFrames(message.frames) });
        break;
      case "error":
        this.onerror?.({ message: message.message });
        break;
      case "close":
        this.closed(message.code, message.reason);
        break;
    }
  }

  private closed(code: number, reason: string): void {
    this.readyState = CLOSED;
    this.forget(this);
    this.onclose?.({ code, reason });
  }
}

/**
 * A `createSocket` for `FeedClient` whose sockets live in a feed worker (see `serveFeedDecoding`): the
 * WebSocket, base64, inflate and record parsing run there, and the page only applies the decoded
 * records to its stores. One worker serves one socket at a time (a FeedClient has one); opening a new
 * one replaces the old. Takes the `Worker` the host created from its worker file.
 *
 * If the worker fails (its script does not load or throws: `onerror`), the open socket closes and
 * every later socket comes from `fallback` (default: the page's own WebSocket, decoded on the page), so
 * a broken worker costs a reconnect, never the feed.
 */
export function workerSocketFactory(
  worker: FeedWorkerLike,
  fallback: WebSocketFactory = globalWebSocket,
): WebSocketFactory {
  let nextId = 1;
  let current: WorkerSocket | null = null;
  let failed = false;
  worker.onerror = (event) => {
    (event as { preventDefault?: () => void } | null)?.preventDefault?.();
    failed = true;
    current?.fail();
  };
  worker.onmessage = (event) => {
    const message = event.data;
    if (
      current !== null &&
      message !== null &&
      typeof message === "object" &&
      message.socket === current.id
    ) {
      current.receive(message);
    }
  };
  const forget = (socket: WorkerSocket): void => {
    if (current === socket) current = null;
  };
  return (url, protocols) => {
    if (failed) return fallback(url, protocols);
    if (current !== null && current.readyState !== CLOSED) current.close(1000, "replaced");
    const socket = new WorkerSocket(worker, nextId++, forget);
    current = socket;
    worker.postMessage({ type: "open", socket: socket.id, url, protocols });
    return socket;
  };
}
