/**
 * A broker's portal page (its own header, styles and order ticket) embedding the vnboard price board.
 * The board code is the block between the "board" markers (a feed, the chosen symbols and columns, the
 * broker's colours and labels) and the one `<BoardView>` line, whose click handler opens the ticket.
 */
import { CODE_COLUMN, dataColumn, LIMIT_COLUMNS, MATCH_COLUMNS } from "@vnboard/board-canvas";
import { BoardView } from "@vnboard/board-canvas/react";
import { FeedClient, MarketData } from "@vnboard/feed";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { feedUrl } from "./feed-url";
import { LABELS } from "./labels";
import { OrderTicket } from "./OrderTicket";
import "./portal.css";

// board: begin
const market = new MarketData();
new FeedClient({ url: feedUrl(), market }).start();
const board = {
  store: market.symbols,
  codes: ["ACB", "FPT", "HPG", "MBB", "MWG", "SSI", "TCB", "VCB", "VIC", "VNM"],
  columns: [CODE_COLUMN, ...LIMIT_COLUMNS, ...MATCH_COLUMNS, dataColumn("totalTradedQtty", "volume")],
  theme: { background: "#0b2545", rowEven: "#0b2545", rowOdd: "#13315c", headerBackground: "#134074" },
  label: (key: string) => LABELS[key.slice(key.lastIndexOf(".") + 1)] ?? key,
};
// board: end

function Portal() {
  const [ticket, setTicket] = useState<string | null>(null);
  const [tab, setTab] = useState<"markets" | "portfolio">("markets");
  return (
    <>
      <header className="portal-header">
        <h1>Acme Securities</h1>
        <nav>
          <button type="button" aria-pressed={tab === "markets"} onClick={() => setTab("markets")}>
            Markets
          </button>
          <button type="button" aria-pressed={tab === "portfolio"} onClick={() => setTab("portfolio")}>
            Portfolio
          </button>
        </nav>
      </header>
      {tab === "markets" ? (
        <main className="portal-main">
          <h2>VN30 favourites</h2>
          <p>Live prices from our market data provider. Click a row to trade.</p>
          <BoardView {...board} onRowClick={setTicket} className="portal-board" />
          <h2>Research</h2>
          <p>Our analysts' notes follow below the board; the page scrolls with the board in it.</p>
        </main>
      ) : (
        <main className="portal-main">
          <h2>Portfolio</h2>
          <p>No positions yet.</p>
        </main>
      )}
      {ticket !== null && <OrderTicket code={ticket} onClose={() => setTicket(null)} />}
    </>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Portal />
  </StrictMode>,
);
