/**
 * The peers page: `?grid=board|ag-grid|glide|react-dom|none&ws=<feed server>` (and `renderer=` for the
 * board). Loads the snapshot through the shared feed path, mounts the grid, starts the update stream,
 * and exposes `window.__peers` for the driver. `grid=none` is the bare page (feed and probe, no grid).
 */
import { MarketData } from "@vnboard/feed";
import type { MountGrid } from "./grid-context";
import { PeerProbe } from "./peer-probe";
import { PeerSocket } from "./peer-socket";

const GRIDS: Record<string, () => Promise<MountGrid>> = {
  board: async () => (await import("../grids/board-grid")).mountBoard,
  "ag-grid": async () => (await import("../grids/ag-grid")).mountAgGrid,
  glide: async () => (await import("../grids/glide-grid")).mountGlide,
  "react-dom": async () => (await import("../grids/react-dom-grid")).mountReactDom,
};

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const gridName = params.get("grid") ?? "none";
  const wsUrl = params.get("ws");
  if (wsUrl === null) throw new Error("missing ws=<feed server url>");
  const load = GRIDS[gridName];
  if (load === undefined && gridName !== "none") throw new Error(`unknown grid ${gridName}`);

  const market = new MarketData();
  const socket = new PeerSocket(market, wsUrl);
  const probe = new PeerProbe(socket.fed);
  await socket.loadSnapshot();
  const store = market.symbols;
  const codes = store.presentKeys();
  const rows = Int32Array.from(codes, (code) => store.rowOf(code));
  let renderer = "none";
  if (load !== undefined) {
    const mount = await load();
    const host = document.getElementById("grid")!;
    const grid = await mount({ host, market, store, codes, rows, probe, fed: socket.fed, params });
    renderer = grid.renderer;
  }
  socket.start();
  Object.assign(window, {
    __peers: { ready: true, grid: gridName, renderer, rows: codes.length, probe, fed: socket.fed, market },
  });
}

main().catch((error: unknown) => {
  Object.assign(window, { __peers: { error: String(error) } });
  throw error;
});
