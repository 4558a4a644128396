import type { DailyCandle } from "@vnboard/feed/rest";
import { buildChartMessage, type ChartMessage, parseChartMessage } from "../../shared/chart/chart-message";
import { type ChartQuery, chartQueryString, type LinkedSymbol } from "./chart-query";
import { CHART_PAGE_RANGES, type ChartPageRange, toChartSeries } from "./chart-series";
import { type ChartLabel, chartLabel } from "./chart-strings";
import { type ChartView, createChartView } from "./chart-view";

export interface ChartPageDeps {
  /** The server's chart data (the popups' chartdata calls). */
  load(symbol: LinkedSymbol, range: ChartPageRange): Promise<DailyCandle[]>;
  /** The parent page's origin when framed, else null (links then navigate this page). */
  parentOrigin: string | null;
  /** Posts to the parent at `parentOrigin` (never "*"). */
  post(message: ChartMessage, targetOrigin: string): void;
}

type PageState = "loading" | "ready" | "empty" | "error";

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = "",
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/** The linked-symbol list: framed, a click posts the switch message; alone, the link opens it here. */
function linkedList(query: ChartQuery, deps: ChartPageDeps, label: (key: ChartLabel) => string): HTMLElement {
  const nav = element("nav", "cp-linked");
  nav.setAttribute("aria-label", label("linked"));
  nav.append(element("h2", "cp-linked-title", label("linked")));
  if (query.peers.length === 0) nav.append(element("p", "cp-linked-none", label("noLinked")));
  const list = element("ul", "cp-linked-list");
  for (const peer of query.peers) {
    const link = element("a", "cp-link", peer.code);
    link.href = chartQueryString(query, peer);
    link.dataset.symbol = peer.code;
    link.dataset.type = peer.kind === "index" ? "IDX" : "ST";
    link.addEventListener("click", (event) => {
      const message = buildChartMessage(peer.kind, peer.code);
      if (deps.parentOrigin === null || message === null) return;
      event.preventDefault();
      deps.post(message, deps.parentOrigin);
    });
    const item = element("li", "");
    item.append(link);
    list.append(item);
  }
  nav.append(list);
  return nav;
}

function rangeButtons(label: (key: ChartLabel) => string, onRange: (range: ChartPageRange) => void) {
  const group = element("div", "cp-ranges");
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", label("ranges"));
  const buttons = CHART_PAGE_RANGES.map((range) => {
    const button = element("button", "cp-range", label(`range.${range}`));
    button.type = "button";
    button.dataset.range = range;
    button.addEventListener("click", () => onRange(range));
    return button;
  });
  group.append(...buttons);
  const select = (range: ChartPageRange) => {
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.range === range));
  };
  return { group, select };
}

/**
 * Builds the chart page in `root` and loads the first range (intraday). Messages from the parent's
 * origin naming a symbol switch the page to it; every other message is ignored.
 */
export function mountChartPage(root: HTMLElement, query: ChartQuery, deps: ChartPageDeps): () => void {
  const label = (key: ChartLabel) => chartLabel(query.language, key);
  let symbol: LinkedSymbol = { kind: query.kind, code: query.symbol };
  let range: ChartPageRange = "D";
  let sequence = 0;
  const page = element("main", "chart-page");
  // In a popup the host lays its pop-out button over the frame's top right corner: keep that corner free.
  if (deps.parentOrigin !== null) page.classList.add("cp-framed");
  const heading = element("h1", "cp-symbol", symbol.code);
  const header = element("header", "cp-header");
  header.append(heading, element("span", "cp-title", label("title")));
  if (query.username !== "") header.append(element("span", "cp-user", `${label("user")}: ${query.username}`));
  const ranges = rangeButtons(label, (next) => {
    range = next;
    void load();
  });
  header.append(ranges.group);
  const area = element("section", "cp-chart-area");
  const legend = element("div", "cp-legend");
  const canvasBox = element("div", "cp-chart");
  canvasBox.dataset.testid = "chart-page-chart";
  const status = element("div", "cp-status");
  status.setAttribute("role", "status");
  const retry = element("button", "cp-retry", label("retry"));
  retry.type = "button";
  retry.addEventListener("click", () => void load());
  area.append(legend, canvasBox, status);
  const body = element("div", "cp-body");
  body.append(area, linkedList(query, deps, label));
  page.append(header, body);
  root.replaceChildren(page);
  const view: ChartView = createChartView(
    canvasBox,
    (text) => (legend.textContent = text),
    () => symbol.kind,
    {
      open: label("open"),
      high: label("high"),
      low: label("low"),
      close: label("close"),
      volume: label("volume"),
    },
  );

  const setState = (state: PageState) => {
    page.dataset.state = state;
    status.hidden = state === "ready";
    status.textContent = state === "ready" ? "" : label(state);
    if (state === "error") status.append(" ", retry);
  };
  async function load(): Promise<void> {
    const mine = ++sequence;
    ranges.select(range);
    heading.textContent = symbol.code;
    document.title = `${symbol.code} · ${label("title")}`;
    setState("loading");
    try {
      const series = toChartSeries(await deps.load(symbol, range));
      if (mine !== sequence) return;
      view.show(series, range === "D");
      setState(series.candles.length === 0 ? "empty" : "ready");
    } catch {
      if (mine === sequence) setState("error");
    }
  }
  const onMessage = (event: MessageEvent) => {
    if (deps.parentOrigin === null || event.source !== window.parent) return;
    const target = parseChartMessage(event.origin, deps.parentOrigin, event.data);
    if (target === null) return;
    symbol = { kind: target.kind === "auto" ? symbol.kind : target.kind, code: target.code };
    void load();
  };
  window.addEventListener("message", onMessage);
  void load();
  return () => {
    window.removeEventListener("message", onMessage);
    view.destroy();
  };
}
