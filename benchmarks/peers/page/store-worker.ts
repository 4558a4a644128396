/**
 * The peers page's store worker (`decode=store`, feed-only and bare-page only): the WebSocket, the decode
 * and the store all live here; nothing is posted to the page per frame. It measures what a store in
 * shared memory (issue 21's SharedArrayBuffer lever) would leave of the feed path: the socket, the read
 * and the apply, with no hand-over to the page and no page task per message. The page would read such a
 * store at its paint; here it reads nothing, so the figure is a lower bound of that design's cost.
 *
 * Messages in: `connect` (url, subprotocols, the stream's layout), `start` (ask for the updates).
 * Out: `snapshot` once the snapshot is in the store, `counts` once a second, `error`.
 */
import { MarketData } from "@vnboard/feed";
import { BINARY_MAGIC, BINARY_SUBPROTOCOL, BinaryFrameKind } from "@vnboard/feed/protocol";
import { FedLog, type FeedLayout, FrameRole } from "./fed-log";
import { emptyFeedCounts } from "./peer-feed";

export interface StoreWorkerConnect {
  type: "connect";
  url: string;
  protocols: string[];
  layout: FeedLayout;
}

const scope = self as unknown as {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: { type: string } }) => void) | null;
};
const market = new MarketData();
const counts = emptyFeedCounts();
let socket: WebSocket | null = null;
let snapshotSent = false;

function connect({ url, protocols, layout }: StoreWorkerConnect): void {
  const fed = new FedLog(layout);
  const ws = new WebSocket(url, protocols);
  socket = ws;
  ws.binaryType = "arraybuffer";
  ws.onopen = () => {
    counts.encoding = ws.protocol === BINARY_SUBPROTOCOL ? "binary" : "spec";
    market.startConnection(counts.encoding);
  };
  ws.onerror = () => scope.postMessage({ type: "error", message: `WebSocket ${url} failed` });
  ws.onclose = (event) => {
    counts.closed = `${event.code}${event.reason === "" ? "" : ` ${event.reason}`}`;
  };
  ws.onmessage = (event) => {
    const data = event.data as string | ArrayBuffer;
    const frame = typeof data === "string" ? data : new Uint8Array(data);
    if (frame instanceof Uint8Array && frame[0] === BINARY_MAGIC && frame[1] === BinaryFrameKind.STRINGS) {
      market.handleFrame(frame); // the string table: kept by the reader, not one of the layout's frames
      return;
    }
    const role = fed.frameApplying(performance.now());
    counts.workerDecoded++;
    const ok = market.handleFrame(frame);
    if (role === FrameRole.UPDATE) {
      if (!ok) counts.badUpdates++;
    } else if (!ok) {
      scope.postMessage({ type: "error", message: "a snapshot frame was dropped" });
    } else if (role === FrameRole.SNAPSHOT_END && !snapshotSent) {
      snapshotSent = true;
      scope.postMessage({ type: "snapshot", rows: market.symbols.presentKeys().length });
    }
  };
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === "connect") connect(message as StoreWorkerConnect);
  else if (message.type === "start") socket?.send("start");
};
// The driver reads the counts at the end of a page; once a second is no load on the feed path.
setInterval(() => scope.postMessage({ type: "counts", counts }), 1_000);
