import { BINARY_MAGIC, BINARY_SUBPROTOCOL, type FrameEncoding } from "../protocol/binary-format";
import { DecodeError } from "../protocol/decode-error";
import { FrameKind, FrameReader } from "../protocol/frame-reader";
import { type MessageLayout, SCHEMA_TABLE } from "../protocol/schema-table";
import { detachSocket, type WebSocketFactory, type WebSocketLike } from "../socket/web-socket-like";
import { packRecords } from "./packed-records";
import type { DecodedFrame, FromFeedWorker, ToFeedWorker } from "./worker-messages";

/** The part of a worker's global scope (or a MessagePort) the feed worker uses. */
export interface FeedWorkerScope {
  onmessage: ((event: { data: ToFeedWorker }) => void) | null;
  postMessage(message: FromFeedWorker, transfer: ArrayBuffer[]): void;
}

/** Options of the worker side. */
export interface FeedDecodingOptions {
  /** How each msgType is read; default SCHEMA_TABLE. Pass the page's MarketData table when it has its own. */
  schemaTable?: ReadonlyMap<number, MessageLayout>;
  /** Opens the socket; default the worker's global WebSocket (tests pass a double). */
  createSocket?: WebSocketFactory;
  /**
   * Decoded frames are posted once no other frame has been decoded for this long (ms), so that the
   * frames of one server batch (written to the socket together) reach the page as one message task,
   * but never later than `maxHoldMs` after the first of them. Defaults 1 and 8.
   */
  coalesceMs?: number;
  /** Longest a decoded frame waits for others before it is posted (ms). Default 8. */
  maxHoldMs?: number;
}

const now = (): number => performance.timeOrigin + performance.now();

/**
 * The feed worker: call it in a dedicated worker with the worker's global scope. It opens the feed's
 * WebSocket when the page asks (`workerSocketFactory` on the page's side), decodes every spec frame
 * (base64, inflate, JSON, records parse, provider remap) and posts the results to the page packed
 * (`PackedRecords`), where `DecodedFrameApplier` (FeedClient does this) writes them to the stores. The
 * stores stay on the page's thread, where the board, popups and side tabs read them; only the decode
 * moves. Frames of the binary encoding need no such decode: they cross as they came (transferred) and the
 * page reads them directly.
 *
 * A host's worker file is two lines (bundlers each have their own worker syntax, so the package does
 * not create the worker itself):
 * ```ts
 * import { serveFeedDecoding } from "@vnboard/feed";
 * serveFeedDecoding(self as unknown as FeedWorkerScope);
 * ```
 * Returns a function that closes the socket and stops listening.
 */
export function serveFeedDecoding(scope: FeedWorkerScope, options: FeedDecodingOptions = {}): () => void {
  const schemaTable = options.schemaTable ?? SCHEMA_TABLE;
  const coalesceMs = Math.max(0, options.coalesceMs ?? 1);
  const maxHoldMs = Math.max(coalesceMs, options.maxHoldMs ?? 8);
  const createSocket: WebSocketFactory = options.createSocket ?? globalWebSocket;
  const { decode, startConnection } = createFrameDecoder(schemaTable);
  let socket: WebSocketLike | null = null;
  let socketId = -1;
  const post = (message: FromFeedWorker, list: ArrayBuffer[] = []): void => scope.postMessage(message, list);
  const { queue, flush, stop } = createFramePoster(
    (frames, buffers) => post({ type: "frames", socket: socketId, frames }, buffers),
    coalesceMs,
    maxHoldMs,
  );

  const closeSocket = (code?: number, reason?: string): void => {
    const open = socket;
    socket = null;
    if (open === null) return;
    detachSocket(open);
    open.close(code, reason);
  };

  const openSocket = (id: number, url: string, protocols?: readonly string[]): void => {
    closeSocket(1000, "replaced");
    flush();
    socketId = id;
    let opened: WebSocketLike;
    try {
      opened = createSocket(url, protocols);
    } catch (error) {
      post({ type: "error", socket: id, message: String(error) });
      post({ type: "close", socket: id, code: 1006, reason: "cannot open" });
      return;
    }
    socket = opened;
    opened.binaryType = "arraybuffer";
    opened.onopen = () => {
      const protocol = opened.protocol ?? "";
      startConnection(protocol === BINARY_SUBPROTOCOL ? "binary" : "spec");
      post({ type: "open", socket: id, protocol });
    };
    opened.onmessage = (event) => {
      if (socket !== opened) return;
      const frame = decode(event.data);
      if (frame !== null) queue(frame);
    };
    opened.onerror = () => post({ type: "error", socket: id, message: "WebSocket error" });
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      opened.onmessage = null;
      flush(); // frames decoded before the close reach the page before it
      const { code = 1006, reason = "" } = (event ?? {}) as { code?: number; reason?: string };
      post({ type: "close", socket: id, code, reason });
    };
  };

  scope.onmessage = (event) => {
    const message = event.data;
    if (message === null || typeof message !== "object") return;
    if (message.type === "open") openSocket(message.socket, message.url, message.protocols);
    else if (message.type === "send" && message.socket === socketId) socket?.send(message.data);
    else if (message.type === "close" && message.socket === socketId) {
      closeSocket(message.code, message.reason);
      flush();
    }
  };

  return () => {
    scope.onmessage = null;
    stop();
    closeSocket(1000, "stopped");
  };
}

/** The worker's own WebSocket (browsers' workers, Node >= 22). */
function globalWebSocket(url: string, protocols?: readonly string[]): WebSocketLike {
  const Socket = (globalThis as { WebSocket?: new (url: string, protocols?: string[]) => WebSocketLike })
    .WebSocket;
  if (Socket === undefined) throw new Error("no WebSocket in this worker");
  return protocols === undefined || protocols.length === 0
    ? new Socket(url)
    : new Socket(url, [...protocols]);
}

/**
 * Reads one socket message (the protocol's FrameReader) into what the page applies, records packed for
 * transfer. A frame of the binary encoding is not read here: it is handed on as it came (its buffer
 * transferred) and the page's MarketData reads it, string table and all. Reading it there costs what
 * unpacking packed records would (a DataView walk either way), so reading and packing it here would
 * only add work: at 50,000 field updates/s, packRecords alone was half the worker's time (issue 21;
 * docs/embedding.md, "Decode in a worker"). Null for a frame with nothing to apply.
 */
function createFrameDecoder(schemaTable: ReadonlyMap<number, MessageLayout>): {
  decode(data: unknown): DecodedFrame | null;
  startConnection(encoding: FrameEncoding): void;
} {
  const reader = new FrameReader(schemaTable);
  let binaryConnection = false;
  const startConnection = (encoding: FrameEncoding): void => {
    binaryConnection = encoding === "binary";
    reader.startConnection(encoding);
  };
  const decode = (data: unknown): DecodedFrame | null => {
    const receivedAt = now();
    if (binaryConnection && data instanceof ArrayBuffer && isBinaryFrame(data)) {
      return { kind: "binary", data, bytes: data.byteLength, receivedAt };
    }
    const frame = typeof data === "string" ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
    const bytes = frame === null ? 0 : typeof frame === "string" ? frame.length : frame.byteLength;
    const kind = frame === null ? FrameKind.BAD : reader.read(frame);
    const msgType = reader.msgType;
    switch (kind) {
      case FrameKind.RECORDS:
        return {
          kind: "records",
          msgType,
          records: packRecords(reader.parsed, reader.binary),
          bytes,
          receivedAt,
        };
      case FrameKind.CONTROL:
        return null;
      case FrameKind.TIME:
        return { kind: "envelope", msgType, message: reader.time, bytes, receivedAt };
      case FrameKind.JSON:
        return { kind: "envelope", msgType, message: reader.message, bytes, receivedAt };
      default:
        return {
          kind: "bad",
          error: frame === null ? DecodeError.BAD_ENVELOPE : reader.error,
          bytes,
          receivedAt,
        };
    }
  };
  return { decode, startConnection };
}

/** Whether a binary message is one of the binary encoding's frames (a spec envelope sent as bytes is not). */
function isBinaryFrame(data: ArrayBuffer): boolean {
  return data.byteLength > 0 && new DataView(data).getUint8(0) === BINARY_MAGIC;
}

/**
 * Posts decoded frames to the page in groups: one message per burst (a batch's frames arrive together),
 * each group held at most `maxHoldMs`, a lone frame posted after `coalesceMs`.
 */
function createFramePoster(
  post: (frames: DecodedFrame[], buffers: ArrayBuffer[]) => void,
  coalesceMs: number,
  maxHoldMs: number,
): { queue(frame: DecodedFrame): void; flush(): void; stop(): void } {
  let pending: DecodedFrame[] = [];
  let transfer: ArrayBuffer[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the oldest frame waiting to be posted was queued (performance.now()). */
  let firstQueuedAt = 0;

  const flush = (): void => {
    flushTimer = null;
    if (pending.length === 0) return;
    const frames = pending;
    const buffers = transfer;
    pending = [];
    transfer = [];
    post(frames, buffers);
  };

  const queue = (frame: DecodedFrame): void => {
    pending.push(frame);
    if (frame.kind === "records") transfer.push(frame.records.buffer);
    else if (frame.kind === "binary") transfer.push(frame.data);
    // Re-armed after each frame: the next frame of a batch is usually already waiting in the socket's
    // queue and runs before the timer; a lone frame is posted after coalesceMs.
    const at = performance.now();
    if (flushTimer === null) firstQueuedAt = at;
    else clearTimeout(flushTimer);
    if (at - firstQueuedAt >= maxHoldMs) flush();
    else flushTimer = setTimeout(flush, coalesceMs);
  };

  const stop = (): void => {
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
  };

  return { queue, flush, stop };
}
