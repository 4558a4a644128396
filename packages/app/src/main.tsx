import { DARK_THEME } from "@vnboard/board-canvas";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./root/App";
import { LABEL_TABLES } from "./root/label-tables";
import { startFeed } from "./shared/feed/feed-access";
import { feed } from "./shared/feed/market";
import { initI18n } from "./shared/i18n/i18n";
import { installThemeVariables } from "./shared/theme/theme-variables";
import "./styles.css";
import "./root/shell.css";
import "./root/mobile.css";

// The stylesheets' colours (var(--vb-...)) before anything is drawn; the board draws with DARK_THEME too
// (its default), so the page and the board agree.
installThemeVariables(DARK_THEME);
await initI18n(LABEL_TABLES);
startFeed(feed);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
