import { preloadBoard } from "@vnboard/board-canvas";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./root/App";
import { FIRST_LABEL_TABLES } from "./root/label-tables";
import { snapshotFirstFor } from "./root/snapshot-first";
import { startFeed } from "./shared/feed/feed-access";
import { afterFirstRows, FIRST_ROWS_HOLD_MS } from "./shared/feed/first-rows-hold";
import { feed, nameSnapshotFirst, whenFeedLeadKnown } from "./shared/feed/market";
import { addLabelTablesLater, initI18n } from "./shared/i18n/i18n";
import { startThemeSync } from "./shared/theme/theme-store";
import { startWindowSync } from "./shared/window-sync/window-sync";
// The engine theme's colours as :root custom properties, written into the stylesheet at build time
// (theme-css-plugin.ts), so the first paint has them before this script runs.
import "virtual:vnboard-theme.css";
import "./styles.css";
import "./root/shell.css";
import "./root/mobile.css";

/**
 * The longest the shell's first render waits for the feed's leader lock (whenFeedLeadKnown): the answer
 * takes a few ms; a window that follows another never gets one.
 */
const LEAD_WAIT_MS = 50;

// The chosen theme's colours replace the stylesheet's dark ones before the first render.
startThemeSync();
// The board's own rows come first in the snapshot, and first on the page's thread (issue 21, first paint).
nameSnapshotFirst(() => snapshotFirstFor(location.pathname));
// A board route's engine downloads now, beside the connect, not after the shell's first render (a board
// reached later by the app's own navigation asks for it as it mounts: BoardView's layout effect).
if (snapshotFirstFor(location.pathname).length > 0) void preloadBoard();
await initI18n(FIRST_LABEL_TABLES);
// The popups', panels' and special boards' strings: fetched now, added once the board's first rows are
// painted (adding tables re-renders every translated component), or when a lazily loaded part needs them.
addLabelTablesLater(
  () => import("./root/later-label-tables").then((module) => module.LATER_LABEL_TABLES),
  (add) => afterFirstRows(add, FIRST_ROWS_HOLD_MS),
);
startFeed(feed);
startWindowSync();
// The socket is made when the leader lock is answered: first, then the shell's first render (~200 ms of
// the page's thread on two cores), during which the handshake and the snapshot's head come in.
await whenFeedLeadKnown(LEAD_WAIT_MS);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
