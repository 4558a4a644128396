// Two boards with createBoard in a page without React or a bundler (see the import map in index.html).
import { CODE_COLUMN, createBoard, dataColumn, LIGHT_THEME, MATCH_COLUMNS } from "@vnboard/board-canvas";
import { FeedClient, MarketData } from "@vnboard/feed";
import { label } from "./labels.js";

// The provider's WebSocket: `?ws=<url>` when given, else the reference server's /ws on this host.
const given = new URLSearchParams(location.search).get("ws");
const url = given || `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;

const ticket = document.getElementById("ticket");
function openTicket(code) {
  document.getElementById("ticket-code").textContent = code;
  ticket.dataset.ticket = code;
  ticket.hidden = false;
}
document.getElementById("ticket-close").addEventListener("click", () => {
  ticket.hidden = true;
});

// board: begin
const market = new MarketData();
const feed = new FeedClient({ url, market });
feed.start();
const columns = [CODE_COLUMN, ...MATCH_COLUMNS, dataColumn("totalTradedQtty", "volume")];
const options = { store: market.symbols, columns, label, onRowClick: openTicket };
const boards = await Promise.all([
  createBoard(document.getElementById("banks"), {
    ...options,
    codes: ["ACB", "BID", "CTG", "MBB", "TCB", "VCB"],
  }),
  createBoard(document.getElementById("industry"), {
    ...options,
    codes: ["FPT", "HPG", "MWG", "VNM", "GAS", "MSN"],
    theme: { ...LIGHT_THEME, headerBackground: "#e9dcf5", focus: "#5b2a86" },
  }),
]);
// board: end

document.getElementById("close-boards").addEventListener("click", () => {
  for (const board of boards) board.destroy();
  feed.stop();
  document.body.dataset.boards = "closed";
});
document.body.dataset.boards = "ready";
