import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { regroupAsServerBatches } from "./server-batches";

/** A stream ends by itself after this long, whatever the page does. */
const MAX_STREAM_MS = 120_000;
/** Send times kept per stream (100 a second: over 16 minutes). */
const MAX_STAMPS = 100_000;

/** Mirrors `FrameStreamRequest` of packages/board-canvas/lab/lab-socket-feed.ts (outside this rootDir). */
interface FrameStreamRequest {
  kind: "frames";
  batchesPerSecond: number;
  frames: string[];
}

export interface FrameStream {
  /** Epoch ms (performance.timeOrigin + now) each frame was handed to the socket; index = sequence. */
  readonly sentAt: number[];
  /** Batches not sent on time because the socket's buffer was backed up. */
  behind: number;
  /** Batch period of the stream (10 ms: the lab's own frames; more: regrouped as the server does). */
  batchMs: number;
  /** WebSocket messages per batch, first batch (the server's split at 500 records). */
  framesPerBatch: number;
}

export interface FrameStreamServer {
  url: string;
  /** The most recent stream (the driver opens one page at a time). */
  latest(): FrameStream | null;
  close(): Promise<void>;
}

/**
 * The benchmark's end of the lab's WebSocket path: a page connects, sends the pre-encoded update frames
 * its `LabFeed` built, and gets them back as text messages, one batch per 1/batchesPerSecond, looping.
 * The schedule is kept by wall time (a late timer sends the batches it owes) so the rate is the one
 * asked for even when Node's timers drift on a loaded machine.
 *
 * `?batchMs=100` on the socket's URL feeds the way the reference server does: the lab's frames are
 * regrouped into one batch per 100 ms, frames of at most 500 records, sent back to back
 * (server-batches.ts). Without it, the lab's own frames go out one per 1/batchesPerSecond.
 */
export async function startFrameStreamServer(): Promise<FrameStreamServer> {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, maxPayload: 256 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    wss.once("listening", () => resolve());
    wss.once("error", reject);
  });
  let latest: FrameStream | null = null;
  const timers = new Set<ReturnType<typeof setInterval>>();

  wss.on("connection", (socket: WebSocket, upgrade: IncomingMessage) => {
    const askedBatchMs = Number(new URL(upgrade.url ?? "/", "ws://x").searchParams.get("batchMs") ?? 0);
    socket.once("message", (data) => {
      const request = JSON.parse(String(data)) as FrameStreamRequest;
      if (request.kind !== "frames" || request.frames.length === 0) {
        socket.close(1003, "expected frames");
        return;
      }
      const labMs = 1000 / request.batchesPerSecond;
      const framesPerBatch = Math.max(1, Math.round(askedBatchMs / labMs));
      const batches =
        framesPerBatch > 1
          ? regroupAsServerBatches(request.frames, framesPerBatch)
          : request.frames.map((frame) => [frame]);
      const stream: FrameStream = {
        sentAt: [],
        behind: 0,
        batchMs: labMs * framesPerBatch,
        framesPerBatch: batches[0].length,
      };
      latest = stream;
      const intervalMs = labMs * framesPerBatch;
      const startedAt = performance.now();
      let sent = 0;
      const pump = (): void => {
        const now = performance.now();
        if (now - startedAt > MAX_STREAM_MS || socket.readyState !== socket.OPEN) {
          stop();
          return;
        }
        const due = Math.floor((now - startedAt) / intervalMs) + 1;
        // A page that cannot keep up must not make Node queue megabytes: skip what it cannot take.
        if (socket.bufferedAmount > 4 * 1024 * 1024) {
          stream.behind += due - sent;
          sent = due;
          return;
        }
        while (sent < due) {
          for (const frame of batches[sent % batches.length]) {
            socket.send(frame);
            if (stream.sentAt.length < MAX_STAMPS)
              stream.sentAt.push(performance.timeOrigin + performance.now());
          }
          sent++;
        }
      };
      const timer = setInterval(pump, Math.max(1, intervalMs / 2));
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
