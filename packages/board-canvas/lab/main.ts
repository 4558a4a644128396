/**
 * The board lab: one page that mounts a board on a synthetic market, used by the browser tests
 * (screenshots of deterministic scenes) and the frame benchmark. Everything is chosen by URL
 * parameters so that tests and benchmarks drive the same page:
 *   renderer=auto|canvas|webgl  rows=N  rate=<field updates per second>  seed=N  feed=none|page
 *   flash=<ms since change to freeze the clock at, for a mid-flash screenshot>
 * It exposes `window.__lab` for the driver.
 */
import { MarketData } from "@vnboard/feed";
import { DETAIL_COLUMNS } from "../src/columns/detail-columns";
import { createBoard, type RendererPreference } from "../src/index";
import { buildLabMarket, LabFeed } from "./lab-market";

const params = new URLSearchParams(location.search);
const rows = Number(params.get("rows") ?? 60);
const rate = Number(params.get("rate") ?? 0);
const seed = Number(params.get("seed") ?? 1);
const renderer = (params.get("renderer") ?? "auto") as RendererPreference;

async function main(): Promise<void> {
  const market = new MarketData();
  const lab = buildLabMarket(rows, seed);
  for (const frame of lab.snapshotFrames) market.handleFrame(frame);
  const host = document.getElementById("board")!;
  const board = await createBoard(host, {
    store: market.symbols,
    codes: lab.codes,
    columns: DETAIL_COLUMNS,
    renderer,
    favourites: new Set(lab.codes.slice(0, 3)),
  });
  const feed = new LabFeed(market, lab, rate, seed);
  if (rate > 0) feed.start();
  Object.assign(window, { __lab: { board, market, feed, lab, ready: true, renderer: board.rendererName } });
}

main().catch((error: unknown) => {
  Object.assign(window, { __lab: { error: String(error) } });
  throw error;
});
