/**
 * The broker trial: a live VN30 board with Vietnamese headers that fills the page's width, the
 * broker's switches for odd lot, theme and language, and an order price filled by a click on a bid
 * price (the board gives prices in dong; the ticket takes thousands of dong, as the board shows them).
 * The board code is the block between the "board" markers and the one `<BoardView>` line; the rest is
 * the broker's own page (switches and order price).
 */
import { type BoardCellEvent, DETAIL_COLUMNS, LIGHT_THEME, ODD_LOT_COLUMNS } from "@vnboard/board-canvas";
import { BoardView } from "@vnboard/board-canvas/react";
import { FeedClient, MarketData } from "@vnboard/feed";
import { useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { feedUrl } from "./feed-url";

// board: begin
const market = new MarketData();
new FeedClient({ url: feedUrl(), market }).start();
const NONE: readonly string[] = [];
const vn30 = () => market.$baskets.get().VN30 ?? NONE;
const useBoard = (odd: boolean, light: boolean, english: boolean, fill: (price: string) => void) => ({
  store: market.symbols,
  codes: useSyncExternalStore((changed) => market.$baskets.listen(changed), vn30),
  columns: odd ? ODD_LOT_COLUMNS : DETAIL_COLUMNS,
  oddLot: odd,
  theme: light ? LIGHT_THEME : undefined,
  language: english ? ("en" as const) : ("vi" as const),
  fit: true,
  onCellClick: (c: BoardCellEvent) => c.field?.startsWith("bidPrice") && fill(`${Number(c.value) / 1000}`),
});
// board: end

function App() {
  const [odd, setOdd] = useState(false);
  const [light, setLight] = useState(false);
  const [english, setEnglish] = useState(false);
  const [price, setPrice] = useState("");
  return (
    <>
      <nav style={{ display: "flex", gap: 8, padding: 8 }}>
        <button type="button" id="odd-lot" aria-pressed={odd} onClick={() => setOdd(!odd)}>
          Lô lẻ
        </button>
        <button type="button" id="theme" aria-pressed={light} onClick={() => setLight(!light)}>
          Giao diện sáng
        </button>
        <button type="button" id="language" aria-pressed={english} onClick={() => setEnglish(!english)}>
          English
        </button>
        <label>
          Giá đặt <input name="price" value={price} onChange={(event) => setPrice(event.target.value)} />
        </label>
      </nav>
      <BoardView {...useBoard(odd, light, english, setPrice)} style={{ height: "80vh" }} />
    </>
  );
}

createRoot(document.getElementById("root")!).render(<App />);
