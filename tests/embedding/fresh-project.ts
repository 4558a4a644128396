/**
 * The files of a broker's fresh project, outside this repository, that installs the packed tarballs:
 * a Node script that decodes a frame, a TypeScript file checked against the installed declarations
 * (and one that must fail), and a browser entry that renders the board from the installed packages,
 * with createBoard and with the React component.
 */

export const PACKAGE_JSON = JSON.stringify(
  { name: "broker-portal", version: "1.0.0", private: true, type: "module" },
  null,
  2,
);

/** A frame as a provider sends it: a snapshot of two symbols, encoded with the package's own encoder. */
const SNAPSHOT = `
const frame = encodeFrame(
  MsgType.SYMBOL_SNAPSHOT,
  encodeRecords(SYMBOL_SCHEMA, [
    { code: "ACB", refPrice: 24650, ceilPrice: 26350, floorPrice: 22950, matchPrice: 24900, matchQtty: 1200, totalTradedQtty: 351443 },
    { code: "FPT", refPrice: 23100, ceilPrice: 24700, floorPrice: 21500, matchPrice: 22050, matchQtty: 700, totalTradedQtty: 189965 },
  ]),
);`;

/** Node: decode the frame with the installed feed package and print what the store holds. */
export const NODE_CHECK = `import { MarketData, MsgType, SYMBOL_SCHEMA, SymbolField } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
${SNAPSHOT}
const market = new MarketData();
const accepted = market.handleFrame(frame);
const rejected = market.handleFrame("not a frame");
const row = market.symbols.rowOf("FPT");
console.log(JSON.stringify({
  accepted,
  rejected,
  codes: market.symbols.presentKeys(),
  fptMatch: market.symbols.num(SymbolField.matchPrice, row),
  badFrames: market.stats.badFrames,
}));
`;

/** TypeScript that a broker writes: must compile against the installed declarations. */
export const TYPED_USAGE = `import { type Board, type BoardOptions, CODE_COLUMN, createBoard, DARK_THEME, MATCH_COLUMNS } from "@vnboard/board-canvas";
import { BoardView, type BoardViewProps } from "@vnboard/board-canvas/react";
import { FeedClient, MarketData, type ConnectionStatus } from "@vnboard/feed";
import { createElement } from "react";

const market = new MarketData();
const feed = new FeedClient({ url: "wss://provider.example/ws", market });
const status: ConnectionStatus = feed.$status.get();
const options: BoardOptions = {
  store: market.symbols,
  codes: ["ACB"],
  columns: [CODE_COLUMN, ...MATCH_COLUMNS],
  theme: { background: DARK_THEME.rowOdd },
  onRowClick: (code: string) => console.log(code, status),
};
export async function mount(host: HTMLElement): Promise<Board> {
  const board = await createBoard(host, options);
  board.setCodes(["ACB", "FPT"]);
  return board;
}
const props: BoardViewProps = { ...options, className: "board" };
export const element = createElement(BoardView, props);
`;

/** TypeScript with mistakes a broker could make: the installed types must reject each one. */
export const TYPED_MISUSE = `import { createBoard } from "@vnboard/board-canvas";
import { MarketData } from "@vnboard/feed";

const market = new MarketData();
// A code list must be strings, and the theme has no such colour.
void createBoard(document.body, { store: market.symbols, codes: [42], columns: [], theme: { sky: "#fff" } });
// handleFrame returns a boolean, not a promise.
market.handleFrame("x").then(() => {});
`;

export const TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: "ES2022",
      module: "ESNext",
      moduleResolution: "Bundler",
      strict: true,
      noEmit: true,
      jsx: "react-jsx",
      lib: ["ES2023", "DOM", "DOM.Iterable"],
      types: [],
      // Our declarations are checked too (only pixi.js's own are skipped, see the test).
      skipLibCheck: false,
    },
    files: ["typed-usage.ts"],
  },
  null,
  2,
);

/**
 * The browser entry: one board with createBoard and one with the React component, both fed the same
 * snapshot, from the installed packages only. Exposes `window.__fresh` for the test.
 */
export const BROWSER_ENTRY = `import { CODE_COLUMN, createBoard, LIMIT_COLUMNS, MATCH_COLUMNS } from "@vnboard/board-canvas";
import { BoardView } from "@vnboard/board-canvas/react";
import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import { createElement, version } from "react";
import { createRoot } from "react-dom/client";
${SNAPSHOT}
const market = new MarketData();
market.handleFrame(frame);
const columns = [CODE_COLUMN, ...LIMIT_COLUMNS, ...MATCH_COLUMNS];
const state = { ready: false, clicks: [], reactVersion: version, reactReady: false, error: "" };
window.__fresh = state;
try {
  await createBoard(document.getElementById("plain"), {
    store: market.symbols, codes: ["ACB", "FPT"], columns, onRowClick: (code) => state.clicks.push(code),
  });
  state.ready = true;
  createRoot(document.getElementById("react")).render(
    createElement(BoardView, {
      store: market.symbols, codes: ["FPT", "ACB"], columns, style: { height: "200px" },
      onReady: () => { state.reactReady = true; },
      onRowClick: (code) => state.clicks.push("react:" + code),
    }),
  );
} catch (error) {
  state.error = String(error);
}
`;

export const BROWSER_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>fresh project</title></head>
<body style="margin:0">
<div id="plain" style="position:relative;width:600px;height:160px"></div>
<div id="react" style="width:600px"></div>
<script type="module" src="./bundle.js"></script>
</body></html>
`;
