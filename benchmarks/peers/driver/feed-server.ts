import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { BINARY_SUBPROTOCOL } from "../../../packages/feed/src/protocol/binary-format";
import type { FeedLayout } from "../page/fed-log";
import type { FeedEncoding } from "../page/feed-path";

/** A stream ends by itself after this long, whatever the page does. */
const MAX_STREAM_MS = 180_000;
/** Longest wait between two checks of the stream's schedule. */
const PUMP_MS = 5;
/** A page that cannot keep up must not make Node queue megabytes: past this, batches are skipped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** A WebSocket message of the feed: a spec envelope (text), or a binary frame (vnboard.bin.1). */
export type FeedFrame = string | Uint8Array;

/** What the next page that connects is sent. */
export interface FeedPlan {
  /** The frames' encoding; a binary plan is only sent to a page that offered BINARY_SUBPROTOCOL. */
  encoding: FeedEncoding;
  /**
   * Frames that set the connection up before the snapshot and that no page applies as a frame (the
   * binary string table: the feed's reader keeps it); not counted in the page's layout.
   */
  setupFrames: readonly FeedFrame[];
  snapshotFrames: readonly FeedFrame[];
  /** Each batch's frames, all batches the same number of frames. Empty: no updates (the idle check). */
  batches: readonly (readonly FeedFrame[])[];
  /** One batch every this many ms. */
  batchMs: number;
}

/** What a page must be told (in its URL) to count the plan's frames: snapshot, then whole batches. */
export function feedLayout(plan: FeedPlan): FeedLayout {
  const framesPerBatch = plan.batches[0]?.length ?? 1;
  if (plan.batches.some((batch) => batch.length !== framesPerBatch || batch.length === 0))
    throw new Error("every batch of a feed plan must have the same, non-zero number of frames");
  return { snapshotFrames: plan.snapshotFrames.length, framesPerBatch };
}

export interface FeedStream {
  /** Batches sent, and skipped because the page's socket was backed up. */
  sent: number;
  behind: number;
}

export interface FeedServer {
  url: string;
  setPlan(plan: FeedPlan): void;
  /** The most recent stream (the driver runs one page at a time). */
  latest(): FeedStream | null;
  close(): Promise<void>;
}

/**
 * The benchmark's feed on loopback: to each page, the snapshot frames, then (when the page says
 * "start", after mounting its grid) the update batches, one every `batchMs`, each batch's frames back to
 * back, looping. The schedule follows wall time (a late timer sends what it owes), so the rate is the
 * one asked for even when Node's timers drift on a loaded machine. A page that is behind has whole
 * batches skipped (counted), so its count of frames per batch stays aligned.
 */
export async function startFeedServer(): Promise<FeedServer> {
  let plan: FeedPlan | null = null;
  const wss = new WebSocketServer({
    host: "127.0.0.1",
    port: 0,
    maxPayload: 1024 * 1024,
    // A binary plan answers the subprotocol; a page that did not offer it is refused below.
    handleProtocols: (offered) =>
      plan?.encoding === "binary" && offered.has(BINARY_SUBPROTOCOL) ? BINARY_SUBPROTOCOL : false,
  });
  await new Promise<void>((resolve, reject) => {
    wss.once("listening", () => resolve());
    wss.once("error", reject);
  });
  let latest: FeedStream | null = null;
  const timers = new Set<ReturnType<typeof setInterval>>();

  wss.on("connection", (socket: WebSocket) => {
    const current = plan;
    if (current === null) {
      socket.close(1011, "no feed plan");
      return;
    }
    const negotiated = socket.protocol === BINARY_SUBPROTOCOL ? "binary" : "spec";
    if (negotiated !== current.encoding) {
      // Loud, not quiet: a page decoding the other encoding would measure the wrong feed path.
      socket.close(1002, `the plan is ${current.encoding}; the page negotiated ${negotiated}`);
      return;
    }
    for (const frame of current.setupFrames) socket.send(frame);
    for (const frame of current.snapshotFrames) socket.send(frame);
    socket.once("message", (data) => {
      if (String(data) !== "start" || current.batches.length === 0) return;
      const stream: FeedStream = { sent: 0, behind: 0 };
      latest = stream;
      const intervalMs = current.batchMs;
      const startedAt = performance.now();
      const pump = (): void => {
        const now = performance.now();
        if (now - startedAt > MAX_STREAM_MS || socket.readyState !== socket.OPEN) {
          stop();
          return;
        }
        const due = Math.floor((now - startedAt) / intervalMs) + 1;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          stream.behind += due - stream.sent;
          stream.sent = due;
          return;
        }
        while (stream.sent < due) {
          for (const frame of current.batches[stream.sent % current.batches.length]) socket.send(frame);
          stream.sent++;
        }
      };
      // Checked every 5 ms at most, so a batch leaves within 5 ms of its time whatever the batch length.
      const timer = setInterval(pump, Math.max(1, Math.min(PUMP_MS, intervalMs / 2)));
      timers.add(timer);
      const stop = (): void => {
        clearInterval(timer);
        timers.delete(timer);
      };
      socket.once("close", stop);
    });
  });

  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/`,
    setPlan: (next) => {
      feedLayout(next);
      plan = next;
    },
    latest: () => latest,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        timers.clear();
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
