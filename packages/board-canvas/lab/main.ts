/**
 * The board lab: one page that mounts a board on a synthetic market, used by the browser tests
 * (screenshots of deterministic scenes) and the frame benchmark. Everything is chosen by URL
 * parameters so that tests and benchmarks drive the same page:
 *   renderer=auto|canvas|webgl  rows=N  rate=<field updates per second>  seed=N
 *   feed=page|ws|none  (page: a timer in the page; ws: the real WebSocket path, see `ws`; default page)
 *   ws=<ws://host:port/ of a frame server>  (with feed=ws; see lab-socket-feed.ts)
 *   mode=even|worst  (even: updates spread over all rows; worst: only on the rows visible in the viewport)
 *   board=0  (no board at all: the bare page the frame benchmark compares an idle board with)
 *   flash=<ms since change to freeze the clock at, for a mid-flash screenshot>
 *   worker=1  (the board draws on an OffscreenCanvas in a worker: option `worker`; the A/B switch of
 *   the frame benchmark's BENCH_AB runs)
 *   decode=worker  (with feed=ws: the WebSocket and the decode run in a feed worker, lab-feed-worker.ts;
 *   the page applies the decoded records to the store)
 * It exposes `window.__lab` for the driver, with `probe` (lab-probe.ts) for frame measurements.
 */
import { MarketData } from "@vnboard/feed";
import { DETAIL_COLUMNS } from "../src/columns/detail-columns";
import { createBoard, HEADER_HEIGHT, type RendererPreference, ROW_HEIGHT } from "../src/index";
import { LabDrawTimes } from "./lab-draw-times";
import { buildLabMarket, LAB_BATCHES_PER_SECOND, LabFeed } from "./lab-market";
import { LabProbe } from "./lab-probe";
import { LabSocketFeed } from "./lab-socket-feed";

const params = new URLSearchParams(location.search);
const rows = Number(params.get("rows") ?? 60);
const rate = Number(params.get("rate") ?? 0);
const seed = Number(params.get("seed") ?? 1);
const renderer = (params.get("renderer") ?? "auto") as RendererPreference;
const feedKind = params.get("feed") ?? "page";
const wsUrl = params.get("ws");
const mode = params.get("mode") === "worst" ? "worst" : "even";
const withBoard = params.get("board") !== "0";
const inWorker = params.get("worker") === "1";
const decodeInWorker = params.get("decode") === "worker";

async function main(): Promise<void> {
  if (!withBoard) {
    Object.assign(window, { __lab: { probe: new LabProbe(null, null), ready: true, renderer: "none" } });
    return;
  }
  const market = new MarketData();
  const lab = buildLabMarket(rows, seed);
  for (const frame of lab.snapshotFrames) market.handleFrame(frame);
  const host = document.getElementById("board")!;
  // With the worker surface, when the worker drew each frame: the update-to-screen latency.
  const drawTimes = inWorker ? new LabDrawTimes() : null;
  let probe: LabProbe | null = null;
  drawTimes?.install(() => probe?.paintsEver ?? 0);
  const board = await createBoard(host, {
    store: market.symbols,
    codes: lab.codes,
    columns: DETAIL_COLUMNS,
    renderer,
    worker: inWorker,
    favourites: new Set(lab.codes.slice(0, 3)),
  });
  // Worst case: every update lands on a row the viewport shows (the board sorted by activity).
  const visibleRows = Math.ceil((host.clientHeight - HEADER_HEIGHT) / ROW_HEIGHT);
  const feed = new LabFeed(market, lab, rate, seed, mode === "worst", visibleRows);
  let socketFeed: LabSocketFeed | null = null;
  if (rate > 0 && feedKind === "ws") {
    if (wsUrl === null) throw new Error("feed=ws needs ws=<url>");
    const decodeWorker = decodeInWorker
      ? new Worker(new URL("./lab-feed-worker.ts", import.meta.url), { type: "module" })
      : null;
    socketFeed = new LabSocketFeed(market, wsUrl, feed.frames, LAB_BATCHES_PER_SECOND, decodeWorker);
    socketFeed.start();
    await socketFeed.flowing;
  } else if (rate > 0 && feedKind === "page") {
    feed.start();
  }
  probe = new LabProbe(board, socketFeed ?? feed, drawTimes);
  const columnsWidth = DETAIL_COLUMNS.reduce((sum, column) => sum + column.width, 0);
  Object.assign(window, {
    __lab: {
      board,
      market,
      feed,
      socketFeed,
      lab,
      probe,
      mode,
      visibleRows,
      columnsWidth,
      ready: true,
      renderer: board.rendererName,
    },
  });
}

main().catch((error: unknown) => {
  Object.assign(window, { __lab: { error: String(error) } });
  throw error;
});
