// pixi compiles parts of its renderer with `new Function`, which the server's Content-Security-Policy
// (no 'unsafe-eval') refuses: pixi-drawn boards would stay empty. This module swaps in pixi's eval-free
// code paths. The board library leaves the choice to its host (a page without such a policy, or one
// loading pixi through an import map, does not need it); the app, served under the policy, makes it.
import "pixi.js/unsafe-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { startFeed } from "./feed/feed-access";
import { feed } from "./feed/market";
import { initI18n } from "./i18n/i18n";
import "./styles.css";
import "./layout/shell.css";

await initI18n();
startFeed(feed);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
