import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import type { FeedHello } from "../page/peer-socket";

/** A stream ends by itself after this long, whatever the page does. */
const MAX_STREAM_MS = 180_000;
/** A page that cannot keep up must not make Node queue megabytes: past this, batches are skipped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** What the next page that connects is sent. */
export interface FeedPlan {
  snapshotFrames: readonly string[];
  /** Empty: no updates (the idle check). */
  updateFrames: readonly string[];
  batchesPerSecond: number;
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
 * The benchmark's feed on loopback: to each page, a hello, the snapshot frames, then (when the page
 * says "start", after mounting its grid) the update frames, one batch per 1/batchesPerSecond, looping.
 * The schedule follows wall time (a late timer sends what it owes), so the rate is the one asked for
 * even when Node's timers drift on a loaded machine.
 */
export async function startFeedServer(): Promise<FeedServer> {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, maxPayload: 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    wss.once("listening", () => resolve());
    wss.once("error", reject);
  });
  let plan: FeedPlan | null = null;
  let latest: FeedStream | null = null;
  const timers = new Set<ReturnType<typeof setInterval>>();

  wss.on("connection", (socket: WebSocket) => {
    const current = plan;
    if (current === null) {
      socket.close(1011, "no feed plan");
      return;
    }
    const hello: FeedHello = { kind: "hello", snapshotFrames: current.snapshotFrames.length };
    socket.send(JSON.stringify(hello));
    for (const frame of current.snapshotFrames) socket.send(frame);
    socket.once("message", (data) => {
      if (String(data) !== "start" || current.updateFrames.length === 0) return;
      const stream: FeedStream = { sent: 0, behind: 0 };
      latest = stream;
      const intervalMs = 1000 / current.batchesPerSecond;
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
          socket.send(current.updateFrames[stream.sent % current.updateFrames.length]);
          stream.sent++;
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
    setPlan: (next) => {
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
