/**
 * The peers page: `?grid=board|ag-grid|glide|react-dom|none&ws=<feed server>&decode=page|worker|store
 * &encoding=spec|binary&snapshot=<frames>&perBatch=<frames>` (and `renderer=` for the board). Loads the snapshot through the
 * feed path the run chose (the same for every grid), mounts the grid, starts the update stream, and
 * exposes `window.__peers` for the driver. `grid=none` is the bare page (feed and probe, no grid).
 */
import { MarketData, type WebSocketFactory, type WebSocketLike, workerSocketFactory } from "@vnboard/feed";
import { BINARY_SUBPROTOCOL } from "@vnboard/feed/protocol";
import { FedLog, type FeedLayout } from "./fed-log";
import { DECODE_PLACES, type DecodeWhere, FEED_ENCODINGS } from "./feed-path";
import type { MountGrid } from "./grid-context";
import { type FeedCounts, PeerFeed } from "./peer-feed";
import { PeerProbe } from "./peer-probe";

const GRIDS: Record<string, () => Promise<MountGrid>> = {
  board: async () => (await import("../grids/board-grid")).mountBoard,
  "ag-grid": async () => (await import("../grids/ag-grid")).mountAgGrid,
  glide: async () => (await import("../grids/glide-grid")).mountGlide,
  "react-dom": async () => (await import("../grids/react-dom-grid")).mountReactDom,
};

/**
 * `decode=store`: the socket, the decode and the store in page/store-worker.ts, nothing posted to the
 * page per frame; the page only runs its probe. Feed-only and the bare page only (no grid reads it).
 */
async function mainWithStoreWorker(wsUrl: string, protocols: string[], layout: FeedLayout): Promise<void> {
  const worker = new Worker(new URL("./store-worker.ts", import.meta.url), { type: "module" });
  const fed = new FedLog(layout);
  let feedCounts: FeedCounts | null = null;
  const rows = await new Promise<number>((resolve, reject) => {
    worker.onerror = () => reject(new Error("the store worker failed"));
    worker.onmessage = (
      event: MessageEvent<{ type: string; rows?: number; counts?: FeedCounts; message?: string }>,
    ) => {
      const message = event.data;
      if (message.type === "snapshot") resolve(message.rows ?? 0);
      else if (message.type === "counts") feedCounts = message.counts ?? null;
      else if (message.type === "error") reject(new Error(message.message));
    };
    worker.postMessage({ type: "connect", url: wsUrl, protocols, layout });
  });
  worker.postMessage({ type: "start" });
  const probe = new PeerProbe(fed);
  const peers = {
    ready: true,
    grid: "none",
    renderer: "none",
    decode: "store",
    rows,
    probe,
    fed,
    market: null,
  };
  Object.defineProperty(peers, "feedCounts", { get: () => feedCounts, enumerable: true });
  Object.assign(window, { __peers: peers });
}

/** The page's own WebSocket (`decode=page`), or one that lives in the feed worker (`decode=worker`). */
function socketFactory(decode: Exclude<DecodeWhere, "store">): WebSocketFactory {
  if (decode === "page")
    return (url, protocols) =>
      new WebSocket(url, protocols === undefined ? [] : [...protocols]) as unknown as WebSocketLike;
  const worker = new Worker(new URL("./feed-worker.ts", import.meta.url), { type: "module" });
  // No fallback to the page's decode: a run labelled "worker" must not quietly decode on the page.
  return workerSocketFactory(worker, () => {
    throw new Error("the feed worker failed");
  });
}

function positiveParam(params: URLSearchParams, name: string): number {
  const value = Number(params.get(name));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}= must be a positive integer`);
  return value;
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const gridName = params.get("grid") ?? "none";
  const wsUrl = params.get("ws");
  if (wsUrl === null) throw new Error("missing ws=<feed server url>");
  const load = GRIDS[gridName];
  if (load === undefined && gridName !== "none") throw new Error(`unknown grid ${gridName}`);
  const decode = params.get("decode") ?? "page";
  if (!(DECODE_PLACES as readonly string[]).includes(decode))
    throw new Error(`decode= takes ${DECODE_PLACES.join(" or ")}, got ${decode}`);
  const encoding = params.get("encoding") ?? "spec";
  if (!(FEED_ENCODINGS as readonly string[]).includes(encoding))
    throw new Error(`encoding= takes ${FEED_ENCODINGS.join(" or ")}, got ${encoding}`);
  const layout: FeedLayout = {
    snapshotFrames: positiveParam(params, "snapshot"),
    framesPerBatch: positiveParam(params, "perBatch"),
  };

  const protocols = encoding === "binary" ? [BINARY_SUBPROTOCOL] : [];
  if (decode === "store") {
    if (load !== undefined) throw new Error("decode=store measures the feed path alone: grid=none only");
    await mainWithStoreWorker(wsUrl, protocols, layout);
    return;
  }
  const market = new MarketData();
  const feed = new PeerFeed(market, wsUrl, layout, socketFactory(decode as "page" | "worker"), protocols);
  const probe = new PeerProbe(feed.fed);
  await feed.loadSnapshot();
  const store = market.symbols;
  const codes = store.presentKeys();
  const rows = Int32Array.from(codes, (code) => store.rowOf(code));
  let renderer = "none";
  if (load !== undefined) {
    const mount = await load();
    const host = document.getElementById("grid")!;
    const grid = await mount({ host, market, store, codes, rows, probe, fed: feed.fed, params });
    renderer = grid.renderer;
  }
  feed.start();
  Object.assign(window, {
    __peers: {
      ready: true,
      grid: gridName,
      renderer,
      decode,
      rows: codes.length,
      probe,
      fed: feed.fed,
      feedCounts: feed.counts,
      market,
    },
  });
}

main().catch((error: unknown) => {
  Object.assign(window, { __peers: { error: String(error) } });
  throw error;
});
