import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { startFeed } from "./feed/feed-access";
import { feed } from "./feed/market";
import { initI18n } from "./i18n/i18n";
import "./styles.css";
import "./layout/shell.css";
import "./layout/mobile.css";

await initI18n();
startFeed(feed);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
